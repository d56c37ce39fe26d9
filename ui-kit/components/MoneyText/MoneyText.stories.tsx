import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MoneyText } from './MoneyText';

/** Amounts in stories are placeholders passed as args; apps pass figures from the API. */
const meta = {
  title: 'Componentes/MoneyText',
  component: MoneyText,
  args: { centavos: 1115000 },
} satisfies Meta<typeof MoneyText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const figure = canvasElement.querySelector('[data-money-text]');
    await expect(figure?.textContent).toMatch(/^11.150,00.MTn$/);
    await expect(getComputedStyle(figure as Element).whiteSpace).toBe('nowrap');
  },
};

export const FormattedFigure: Story = {
  args: { centavos: undefined, children: '42,5 %' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('42,5 %')).toHaveAttribute('data-money-text');
  },
};

/** In a box narrower than the figure, the figure stays whole on one line. */
export const Narrow: Story = {
  args: { centavos: 111500000 },
  render: (args) => (
    <div style={{ width: 120, fontSize: 20, fontWeight: 700, border: '1px dashed #ccc' }}>
      <MoneyText {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const figure = canvasElement.querySelector('[data-money-text]');
    await expect(figure?.textContent).toMatch(/^1.115.000,00.MTn$/);
    await expect(getComputedStyle(figure as Element).whiteSpace).toBe('nowrap');
  },
};

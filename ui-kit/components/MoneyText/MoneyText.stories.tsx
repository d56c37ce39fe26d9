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
    const number = canvasElement.querySelector('[data-number]');
    await expect(number?.textContent).toMatch(/^11.150,00$/);
    await expect(getComputedStyle(number as Element).whiteSpace).toBe('nowrap');
    await expect(canvasElement.querySelector('[data-unit]')?.textContent).toMatch(/MT/);
  },
};

export const FormattedFigure: Story = {
  args: { centavos: undefined, children: '42,5 %' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('42,5')).toBeInTheDocument();
    await expect(within(canvasElement).getByText('%')).toBeInTheDocument();
  },
};

/** In a 120 px box the amount may break only before 'MTn', never inside the digits. */
export const Narrow: Story = {
  args: { centavos: 111500000 },
  render: (args) => (
    <div style={{ width: 120, fontSize: 20, fontWeight: 700, border: '1px dashed #ccc' }}>
      <MoneyText {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const number = canvasElement.querySelector('[data-number]');
    await expect(number?.textContent).toMatch(/^1.115.000,00$/);
    await expect(getComputedStyle(number as Element).whiteSpace).toBe('nowrap');
  },
};

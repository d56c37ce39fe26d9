import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import styled from 'styled-components';
import { BrandMark } from './BrandMark';

/** The mark takes `currentColor`: in the app bar, the brand colour. */
const InBrandColour = styled.span`
  display: inline-flex;
  color: ${({ theme }) => theme.colors.brand};
`;

const meta = {
  title: 'Componentes/BrandMark',
  component: BrandMark,
  args: { size: 28 },
  argTypes: { size: { control: { type: 'range', min: 16, max: 96, step: 4 } } },
  render: (args) => (
    <InBrandColour>
      <BrandMark {...args} />
    </InBrandColour>
  ),
} satisfies Meta<typeof BrandMark>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The app bar's size (28 px), in the brand colour (the square takes `currentColor`); hidden from screen readers. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const mark = canvasElement.querySelector('svg')!;
    await expect(mark).toHaveAttribute('aria-hidden', 'true');
    await expect(mark).toHaveAttribute('width', '28');
  },
};

/** Large, as on a splash or an empty page. */
export const Large: Story = { args: { size: 72 } };

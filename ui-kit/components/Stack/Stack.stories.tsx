import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { Stack } from './Stack';

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  args: {
    gap: 3,
    direction: 'row',
    children: (
      <>
        <Button variant="ghost">Cancelar</Button>
        <Button>Guardar</Button>
      </>
    ),
  },
  argTypes: {
    direction: { control: 'inline-radio', options: ['column', 'row'] },
    gap: { control: 'select', options: [0, 1, 2, 3, 4, 5, 6, 8, 10, 12] },
    align: { control: 'select', options: [undefined, 'start', 'center', 'end', 'stretch', 'baseline'] },
    justify: { control: 'select', options: [undefined, 'start', 'center', 'end', 'between'] },
    rowFrom: { control: 'select', options: [undefined, 'sm', 'tablet', 'desktop'] },
    children: { control: false },
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const stack = within(canvasElement).getByRole('button', { name: 'Guardar' }).parentElement;
    await expect(stack).toHaveAttribute('data-gap', '3');
    await expect(stack).toHaveAttribute('data-direction', 'row');
  },
};

export const Playground: Story = { args: { justify: 'end', wrap: true } };

/** Stacked on phones, side by side from 768 px. */
export const RowFromTablet: Story = { args: { rowFrom: 'tablet', gap: 4 } };

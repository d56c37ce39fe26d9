import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'Componentes/Skeleton',
  component: Skeleton,
  args: { variant: 'text', lines: 3 },
  argTypes: { variant: { control: 'inline-radio', options: ['text', 'rect', 'circle'] } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('[data-skeleton]');
    await expect(root).toHaveAttribute('aria-hidden', 'true');
    await expect(root?.children.length).toBe(3);
  },
};

export const Playground: Story = { args: { variant: 'rect', width: '100%', height: 160, lines: 1 } };

/** Events show 6 placeholders while loading (spec 2.8). */
export const EventCardsLoading: Story = {
  render: () => (
    <div role="status" aria-busy="true" aria-label="A carregar eventos" style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }}>
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} style={{ display: 'grid', gap: 8 }}>
          <Skeleton variant="rect" height={140} />
          <Skeleton lines={2} />
        </div>
      ))}
    </div>
  ),
};

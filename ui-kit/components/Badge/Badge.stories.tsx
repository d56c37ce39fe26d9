import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from './Badge';

const meta = {
  title: 'Componentes/Badge',
  component: Badge,
  args: { children: 'Confirmada', tone: 'success' },
  argTypes: {
    tone: { control: 'select', options: ['neutral', 'success', 'warning', 'danger', 'info', 'brand', 'accent'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Confirmada')).toHaveAttribute('data-tone', 'success');
  },
};

export const Playground: Story = { args: { tone: 'accent', size: 'md', children: 'Destaque' } };

/** Booking statuses (spec 2.10) and event badges (spec 2.8). */
export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      <Badge tone="success">Confirmada</Badge>
      <Badge tone="warning">Pendente</Badge>
      <Badge tone="neutral">Concluída</Badge>
      <Badge tone="danger">Cancelada</Badge>
      <Badge tone="info">Próximo</Badge>
      <Badge tone="accent">Destaque</Badge>
      <Badge tone="brand">Parcerias</Badge>
    </div>
  ),
};

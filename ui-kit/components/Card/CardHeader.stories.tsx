import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from '../Badge';
import { Card } from './Card';
import { CardHeader } from './CardHeader';

/** A part of a {@link Card}, shown in its card (`Card.Header`, also exported as `CardHeader`). */
const meta = {
  title: 'Componentes/Card.Header',
  component: CardHeader,
  render: (args) => (
    <Card as="article" style={{ maxWidth: 420 }} aria-labelledby="card-title">
      <Card.Header {...args}>
        <h3 id="card-title">Maputo → Inhambane</h3>
        <Badge tone="success">Confirmada</Badge>
      </Card.Header>
    </Card>
  ),
} satisfies Meta<typeof CardHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The title row: the card's heading on the left, its status on the right; wraps on a narrow card. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const card = within(within(canvasElement).getByRole('article', { name: 'Maputo → Inhambane' }));
    await expect(card.getByText('Confirmada')).toBeVisible();
  },
};

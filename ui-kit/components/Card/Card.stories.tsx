import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Card } from './Card';

const meta = {
  title: 'Componentes/Card',
  component: Card,
  args: { variant: 'outlined' },
  argTypes: { variant: { control: 'inline-radio', options: ['outlined', 'elevated', 'muted'] } },
  render: (args) => (
    <Card {...args} as="article" style={{ maxWidth: 420 }} aria-labelledby="card-title">
      <Card.Header>
        <h3 id="card-title">Maputo → Inhambane</h3>
        <Badge tone="success">Confirmada</Badge>
      </Card.Header>
      <Card.Body>
        <p>Motorista e horário da viagem aparecem aqui.</p>
      </Card.Body>
      <Card.Footer>
        <Button variant="ghost" size="sm">Chat</Button>
        <Button variant="outline" size="sm">Cancelar</Button>
      </Card.Footer>
    </Card>
  ),
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Maputo → Inhambane' });
    await expect(within(card).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
  },
};

export const Playground: Story = { args: { variant: 'elevated', selected: false } };

export const Selected: Story = { args: { selected: true } };

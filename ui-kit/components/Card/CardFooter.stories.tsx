import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { Card } from './Card';
import { CardFooter } from './CardFooter';

/** A part of a {@link Card}, shown in its card (`Card.Footer`, also exported as `CardFooter`). */
const meta = {
  title: 'Componentes/Card.Footer',
  component: CardFooter,
  render: (args) => (
    <Card as="article" style={{ maxWidth: 420 }} aria-labelledby="card-title">
      <Card.Header>
        <h3 id="card-title">Maputo → Inhambane</h3>
      </Card.Header>
      <Card.Footer {...args}>
        <Button variant="ghost" size="sm">Chat</Button>
        <Button variant="outline" size="sm">Cancelar</Button>
      </Card.Footer>
    </Card>
  ),
} satisfies Meta<typeof CardFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The actions row, under a line, to the right; the buttons wrap on a phone. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const card = within(within(canvasElement).getByRole('article', { name: 'Maputo → Inhambane' }));
    await expect(card.getAllByRole('button').map((b) => b.textContent)).toEqual(['Chat', 'Cancelar']);
  },
};

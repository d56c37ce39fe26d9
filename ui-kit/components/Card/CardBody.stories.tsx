import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Card } from './Card';
import { CardBody } from './CardBody';

/** A part of a {@link Card}, shown in its card (`Card.Body`, also exported as `CardBody`). */
const meta = {
  title: 'Componentes/Card.Body',
  component: CardBody,
  render: (args) => (
    <Card as="article" style={{ maxWidth: 420 }} aria-labelledby="card-title">
      <Card.Header>
        <h3 id="card-title">Maputo → Inhambane</h3>
      </Card.Header>
      <Card.Body {...args}>
        <p>Sábado, 06:30 · 2 lugares · Carlos Nhantumbo</p>
        <p>Toyota Corolla branco, AAB 123 MC</p>
      </Card.Body>
    </Card>
  ),
} satisfies Meta<typeof CardBody>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The card's content, its blocks spaced one under the other. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const card = within(within(canvasElement).getByRole('article', { name: 'Maputo → Inhambane' }));
    await expect(card.getByText('Toyota Corolla branco, AAB 123 MC')).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Card } from '../Card';
import { Grid } from './Grid';

const cards = ['Maputo → Tofo', 'Beira → Chimoio', 'Nampula → Ilha de Moçambique', 'Pemba → Mocímboa'].map((title) => (
  <li key={title}>
    <Card>
      <Card.Body>{title}</Card.Body>
    </Card>
  </li>
));

const meta = {
  title: 'Layout/Grid',
  component: Grid,
  args: { tablet: 2, gap: 3, 'aria-label': 'Viagens', children: cards },
  argTypes: {
    tablet: { control: 'select', options: [1, 2, 3, 4, 5] },
    desktop: { control: 'select', options: [undefined, 1, 2, 3, 4, 5] },
    gap: { control: 'select', options: [0, 1, 2, 3, 4, 5, 6, 8] },
    children: { control: false },
  },
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A list of cards: one column on phones, two from 768 px (and on desktops, unless `desktop` says otherwise). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Viagens' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await expect(list).toHaveAttribute('data-tablet', '2');
    await expect(list).toHaveAttribute('data-desktop', '2');
    await expect(list.tagName).toBe('UL');
  },
};

/** Two columns on tablets, four on desktops, a wider gap. */
export const FourOnDesktop: Story = {
  args: { desktop: 4, gap: 4 },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list');
    await expect(list).toHaveAttribute('data-desktop', '4');
    await expect(list).toHaveAttribute('data-gap', '4');
  },
};

/** A grid of form fields: `as="div"`. */
export const Fields: Story = {
  args: {
    as: 'div',
    gap: 4,
    'aria-label': undefined,
    children: (
      <>
        <label>Nome <input /></label>
        <label>Apelido <input /></label>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
    await expect(within(canvasElement).getByLabelText('Apelido')).toBeInTheDocument();
  },
};

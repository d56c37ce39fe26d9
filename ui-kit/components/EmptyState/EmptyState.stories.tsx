import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Componentes/EmptyState',
  component: EmptyState,
  args: {
    title: 'Nenhuma reserva ativa',
    action: (
      <Button as="a" href="/" variant="outline">
        Buscar Ofertas
      </Button>
    ),
    icon: 'ticket',
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Nenhuma reserva ativa' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Buscar Ofertas' })).toHaveAttribute('href', '/');
  },
};

export const Playground: Story = { args: { headingLevel: 2 } };

export const Events: Story = {
  args: { title: 'Nenhum evento encontrado', description: 'Tente ajustar os filtros de pesquisa', action: undefined, icon: 'calendar' },
};

export const Rides: Story = {
  args: { title: 'Nenhuma viagem encontrada para os critérios selecionados.', action: undefined, icon: 'car' },
};

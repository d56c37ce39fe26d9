import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BottomNav } from './BottomNav';

const meta = {
  title: 'Componentes/BottomNav',
  component: BottomNav,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'phone360' } },
  args: {
    items: [
      { href: '/', label: 'Início', icon: 'home', active: true },
      { href: '/reservas', label: 'Reservas', icon: 'ticket' },
      { href: '/chat', label: 'Chat', icon: 'chat', badge: 2 },
      { href: '/notificacoes', label: 'Alertas', icon: 'bell', badge: 12 },
      { href: '/eventos', label: 'Eventos', icon: 'calendar' },
      { href: '/perfil', label: 'Perfil', icon: 'user' },
    ],
  },
} satisfies Meta<typeof BottomNav>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Six items at 360 px; the current page is marked; counts above 9 read '9+'. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    // The bar is not displayed from 768 px up, so query hidden elements too.
    const hidden = true;
    const nav = within(canvasElement).getByRole('navigation', { name: 'Navegação principal', hidden });
    const links = within(nav).getAllByRole('link', { hidden });
    await expect(links).toHaveLength(6);
    await expect(within(nav).getByRole('link', { name: 'Início', hidden })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Alertas, 9+ por ler', hidden })).toHaveAttribute('href', '/notificacoes');
    await expect(within(nav).getByRole('link', { name: 'Chat, 2 por ler', hidden })).toBeInTheDocument();
  },
};

export const Playground: Story = {};

/** The driver area's five items (spec 2.15). */
export const Driver: Story = {
  args: {
    'aria-label': 'Navegação do motorista',
    items: [
      { href: '/drivers', label: 'Dashboard', icon: 'home', active: true },
      { href: '/drivers/publish', label: 'Publicar', icon: 'car' },
      { href: '/drivers/offers', label: 'Ofertas', icon: 'ticket' },
      { href: '/drivers/chat', label: 'Chat', icon: 'chat' },
      { href: '/', label: 'Voltar', icon: 'chevron-left' },
    ],
  },
};

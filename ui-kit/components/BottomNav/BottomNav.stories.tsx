import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
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
    // The bar is display:none from 768 px up (no accessible names then), so check attributes.
    const nav = canvasElement.querySelector('nav');
    await expect(nav).toHaveAttribute('aria-label', 'Navegação principal');
    const links = Array.from(nav?.querySelectorAll('a') ?? []);
    await expect(links).toHaveLength(6);
    await expect(links[0]).toHaveAttribute('aria-current', 'page');
    await expect(links[0]).toHaveTextContent('Início');
    await expect(nav?.querySelector('a[href="/notificacoes"]')).toHaveAttribute('aria-label', 'Alertas, 9+ por ler');
    await expect(nav?.querySelector('a[href="/chat"]')).toHaveAttribute('aria-label', 'Chat, 2 por ler');
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

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { AppBar } from './AppBar';

const meta = {
  title: 'Componentes/AppBar',
  component: AppBar,
  parameters: { layout: 'fullscreen' },
  args: {
    home: '/admin',
    area: 'Admin',
    homeLabel: 'MozTurismo Admin, dashboard',
    navLabel: 'Administração',
    skipToId: 'conteudo',
    nav: [
      { href: '/admin', label: 'Dashboard', current: true },
      { href: '/admin/users', label: 'Utilizadores' },
      { href: '/admin/payouts', label: 'Pagamentos' },
      { href: '/', label: 'Voltar ao Site', external: true },
    ],
    account: <Button size="sm" variant="outline">Conta</Button>,
  },
} satisfies Meta<typeof AppBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The admin app's bar: brand, navigation with the current page, account slot. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('banner');
    const bar = within(banner);
    await expect(bar.getByRole('link', { name: 'MozTurismo Admin, dashboard' })).toHaveAttribute('href', '/admin');
    // The navigation is hidden below 768 px (the BottomNav takes over): query hidden elements too.
    const nav = within(bar.getByRole('navigation', { name: 'Administração', hidden: true }));
    await expect(nav.getByRole('link', { name: 'Dashboard', hidden: true })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Utilizadores', hidden: true })).not.toHaveAttribute('aria-current');
    await expect(nav.getByRole('link', { name: 'Voltar ao Site', hidden: true })).toHaveAttribute('data-external');
    await expect(bar.getByRole('button', { name: 'Conta' })).toBeInTheDocument();
  },
};

/** A partner area's bar; the skip link is the first stop of the keyboard and leads to the main content. */
export const PartnerArea: Story = {
  args: {
    home: '/drivers',
    area: 'Motoristas',
    homeLabel: 'MozTurismo Motoristas, início da área',
    navLabel: 'Área do Motorista',
    nav: [
      { href: '/drivers', label: 'Painel' },
      { href: '/drivers/offers', label: 'Minhas Ofertas', current: true },
      { href: '/drivers/partnerships', label: 'Parcerias' },
      { href: '/', label: 'Voltar ao Site', external: true },
    ],
  },
  play: async ({ canvasElement }) => {
    const bar = within(within(canvasElement).getByRole('banner'));
    await userEvent.tab();
    await expect(bar.getByRole('link', { name: 'Saltar para o conteúdo' })).toHaveFocus();
    await userEvent.tab();
    await expect(bar.getByRole('link', { name: 'MozTurismo Motoristas, início da área' })).toHaveFocus();
    await expect(bar.getByRole('link', { name: 'Minhas Ofertas', hidden: true })).toHaveAttribute('aria-current', 'page');
  },
};

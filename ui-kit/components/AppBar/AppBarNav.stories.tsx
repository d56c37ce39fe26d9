import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppBarNav } from './AppBarNav';

const meta = {
  title: 'Componentes/AppBarNav',
  component: AppBarNav,
  args: {
    label: 'Administração',
    items: [
      { href: '/admin', label: 'Dashboard', current: true },
      { href: '/admin/users', label: 'Utilizadores' },
      { href: '/admin/payouts', label: 'Pagamentos' },
      { href: '/', label: 'Voltar ao Site', external: true },
    ],
  },
  argTypes: { linkAs: { control: false } },
} satisfies Meta<typeof AppBarNav>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The admin area's pages: the current one marked (aria-current), the way back to the traveller site in the link colour. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Administração' }));
    await expect(nav.getAllByRole('link').map((a) => a.textContent)).toEqual(['Dashboard', 'Utilizadores', 'Pagamentos', 'Voltar ao Site']);
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Pagamentos' })).not.toHaveAttribute('aria-current');
    await expect(nav.getByRole('link', { name: 'Voltar ao Site' })).toHaveAttribute('data-external');
  },
};

/** A partner area's pages, no page current (e.g. a page of the area not in the bar). */
export const NoCurrentPage: Story = {
  args: {
    label: 'Motoristas',
    items: [
      { href: '/drivers', label: 'Início' },
      { href: '/drivers/rides', label: 'Minhas Viagens' },
      { href: '/drivers/earnings', label: 'Ganhos' },
    ],
  },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Motoristas' }));
    for (const link of nav.getAllByRole('link')) await expect(link).not.toHaveAttribute('aria-current');
  },
};

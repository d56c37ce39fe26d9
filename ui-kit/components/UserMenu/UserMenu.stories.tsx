import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UserMenu } from './UserMenu';

const meta = {
  title: 'Componentes/UserMenu',
  component: UserMenu,
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: 480 }}><Story /></div>],
  args: {
    label: 'joao.silva',
    email: 'joao.silva@demo.co.mz',
    panelLabel: 'Conta de joao.silva',
    entries: [
      { href: '/reservas', label: 'Minhas Reservas' },
      { href: '/partnerships', label: 'Parcerias' },
      { href: '/fidelidade', label: 'Programa Fidelidade' },
      { href: '/profile/verification', label: 'Verificar Perfil', hint: 'Obrigatório para oferecer serviços', separated: true },
      { href: '/perfil', label: 'Perfil' },
      { href: '/blog', label: 'Ajuda' },
    ],
    signOut: { label: 'Sair', onSelect: fn() },
  },
} satisfies Meta<typeof UserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: the avatar and the display label (the label is visually hidden below 768 px but stays the button's name). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /joao\.silva/ });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

/** Open: the e-mail, the links with their hint line and 'Sair'; a link closes the panel. */
export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /joao\.silva/ });
    await userEvent.click(trigger);
    const panel = within(canvas.getByRole('navigation', { name: 'Conta de joao.silva' }));
    await expect(panel.getByText('joao.silva@demo.co.mz')).toBeVisible();
    await expect(panel.getByRole('link', { name: /Verificar Perfil/ })).toHaveTextContent('Obrigatório para oferecer serviços');
    await userEvent.click(panel.getByRole('button', { name: 'Sair' }));
    await expect(args.signOut.onSelect).toHaveBeenCalledTimes(1);
  },
};

/** With a form control (the role switcher) and another app's link (a full page load), as an admin sees it. */
export const WithRoleSwitcher: Story = {
  args: {
    entries: [
      { href: '/reservas', label: 'Minhas Reservas' },
      {
        key: 'role',
        separated: true,
        content: (
          <label>
            Perfil ativo{' '}
            <select defaultValue="admin">
              <option value="client">Cliente</option>
              <option value="admin">Administrador</option>
            </select>
          </label>
        ),
      },
      { href: '/admin', label: 'Painel Admin', external: true, separated: true },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /joao\.silva/ }));
    await expect(canvas.getByLabelText(/Perfil ativo/)).toHaveValue('admin');
    await expect(canvas.getByRole('link', { name: 'Painel Admin' })).toHaveAttribute('href', '/admin');
    await userEvent.click(canvasElement.ownerDocument.body);
    await expect(canvas.getByRole('button', { name: /joao\.silva/ })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Signing out: 'A sair...' and the button disabled until the answer. */
export const SigningOut: Story = {
  args: { signOut: { label: 'A sair...', onSelect: fn(), busy: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /joao\.silva/ }));
    await expect(canvas.getByRole('button', { name: 'A sair...' })).toBeDisabled();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Icon } from '../Icon';
import { Menu } from './Menu';

const onLogout = fn();

const meta = {
  title: 'Componentes/Menu',
  component: Menu,
  args: {
    label: 'Outras Apps',
    align: 'start',
    items: [
      { label: 'Motoristas', href: '/drivers', icon: 'car' },
      { label: 'Alojamentos', href: '/hotels', icon: 'bed' },
      { label: 'Administração', href: '/admin', icon: 'user' },
    ],
  },
  argTypes: { align: { control: 'inline-radio', options: ['start', 'end'] } },
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Arrow keys move through the items; Esc closes and returns focus to the button. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Outras Apps' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(trigger);
    const menu = await canvas.findByRole('menu', { name: 'Outras Apps' });
    const items = within(menu).getAllByRole('menuitem');
    await expect(items).toHaveLength(3);
    await waitFor(() => expect(items[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(items[1]).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await waitFor(() => expect(items[2]).toHaveFocus());
    await expect(items[2]).toHaveAttribute('href', '/admin');

    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('menu')).not.toBeInTheDocument();
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Playground: Story = { args: { chevron: true } };

/** The signed-in user menu of spec 2.2, with a hint, the current role and a destructive 'Sair'. */
export const UserMenu: Story = {
  args: {
    label: (
      <>
        <Icon name="user" />
        <span>cliente</span>
      </>
    ),
    // The name starts with the visible text (WCAG 2.5.3): a voice user says what they see, 'cliente'.
    triggerLabel: 'cliente, menu do utilizador',
    align: 'end',
    items: [
      { label: 'Minhas Reservas', href: '/reservas', icon: 'ticket' },
      { label: 'Parcerias', href: '/partnerships' },
      { label: 'Programa Fidelidade', href: '/fidelidade' },
      'separator',
      { label: 'Cliente', current: true, onSelect: fn() },
      { label: 'Motorista', onSelect: fn() },
      'separator',
      { label: 'Verificar Perfil', hint: 'Obrigatório para oferecer serviços', href: '/profile/verification' },
      { label: 'Perfil', href: '/perfil', icon: 'user' },
      { label: 'Ajuda', href: '/ajuda' },
      { label: 'Sair', onSelect: onLogout, tone: 'danger' },
    ],
  },
  render: (args) => (
    <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
      <Menu {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'cliente, menu do utilizador' });
    trigger.focus();
    await userEvent.keyboard('{ArrowUp}');
    const sair = await canvas.findByRole('menuitem', { name: 'Sair' });
    await waitFor(() => expect(sair).toHaveFocus());
    await expect(canvas.getByRole('menuitem', { name: 'Cliente' })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('menuitem', { name: /Verificar Perfil/ })).toHaveTextContent(
      'Obrigatório para oferecer serviços',
    );
    await userEvent.keyboard('{Enter}');
    await expect(onLogout).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('menu')).not.toBeInTheDocument();
    await expect(trigger).toHaveFocus();
  },
};

/** A click outside closes the menu. */
export const ClickOutside: Story = {
  render: (args) => (
    <div>
      <Menu {...args} />
      <p style={{ marginTop: 160 }}>Fora do menu</p>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Outras Apps' }));
    await expect(canvas.getByRole('menu')).toBeInTheDocument();
    await userEvent.click(canvas.getByText('Fora do menu'));
    await expect(canvas.queryByRole('menu')).not.toBeInTheDocument();
  },
};

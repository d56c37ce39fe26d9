import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { IconButton } from '../IconButton';
import { Menu } from '../Menu';
import { UserMenu } from '../UserMenu';
import { AppBar, AppBarSignIn } from './AppBar';
import { AppBarNav } from './AppBarNav';
import { BrandMark } from './BrandMark';

const meta = {
  title: 'Componentes/AppBar',
  component: AppBar,
  subcomponents: { AppBarSignIn },
  parameters: { layout: 'fullscreen' },
  args: {
    home: '/admin',
    area: 'Admin',
    homeLabel: 'MozTurismo Admin, dashboard',
    skipToId: 'conteudo',
    nav: (
      <AppBarNav
        label="Administração"
        items={[
          { href: '/admin', label: 'Dashboard', current: true },
          { href: '/admin/users', label: 'Utilizadores' },
          { href: '/admin/payouts', label: 'Pagamentos' },
          { href: '/', label: 'Voltar ao Site', external: true },
        ]}
      />
    ),
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
    nav: (
      <AppBarNav
        label="Área do Motorista"
        items={[
          { href: '/drivers', label: 'Painel' },
          { href: '/drivers/offers', label: 'Minhas Ofertas', current: true },
          { href: '/drivers/partnerships', label: 'Parcerias' },
          { href: '/', label: 'Voltar ao Site', external: true },
        ]}
      />
    ),
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

const otherApps = (
  <Menu
    label="Outras Apps"
    items={[
      { label: 'Área do Motorista', hint: 'Publicar viagens e gerir passageiros', href: '/drivers' },
      { label: 'Área de Alojamentos', hint: 'Quartos, reservas e parcerias', href: '/hotels' },
      { label: 'Área de Organizadores', hint: 'Eventos, bilhetes e check-in', href: '/organizadores' },
      { label: 'Administração', hint: 'Painel da plataforma', href: '/admin' },
    ]}
  />
);

/** The traveller app's bar, signed out: the logo mark, 'Outras Apps', one 'Entrar' and (from tablets up) 'Criar Conta'. */
export const TravellerSignedOut: Story = {
  args: {
    home: '/',
    area: undefined,
    homeLabel: 'MozTurismo, página inicial',
    mark: <BrandMark />,
    nav: undefined,
    menus: otherApps,
    account: (
      <AppBarSignIn
        signIn={{ label: 'Entrar', onClick: fn() }}
        signUp={{ label: 'Criar Conta', href: '/signup?next=%2Feventos' }}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const bar = within(within(canvasElement).getByRole('banner'));
    await expect(bar.getByRole('link', { name: 'MozTurismo, página inicial' })).toHaveAttribute('href', '/');
    await expect(bar.queryByRole('navigation')).toBeNull();
    await expect(bar.getAllByRole('button', { name: 'Entrar' })).toHaveLength(1);
    // Hidden below 768 px by CSS (the sign-in dialog offers it there).
    await expect(bar.getByRole('link', { name: 'Criar Conta', hidden: true })).toHaveAttribute('href', '/signup?next=%2Feventos');
    await userEvent.click(bar.getByRole('button', { name: /Outras Apps/ }));
    // The open list is its own chunk (ADR 0036): wait for it.
    await expect(await within(canvasElement).findByRole('menuitem', { name: /Área de Alojamentos/ })).toBeInTheDocument();
  },
};

/** While the session loads the account slot stays empty: no 'Entrar' that turns into a user menu a moment later. */
export const TravellerLoading: Story = {
  args: { ...TravellerSignedOut.args, account: null },
  play: async ({ canvasElement }) => {
    const bar = within(within(canvasElement).getByRole('banner'));
    await expect(bar.queryByRole('button', { name: 'Entrar' })).toBeNull();
    await expect(bar.getByRole('button', { name: /Outras Apps/ })).toBeInTheDocument();
  },
};

/** Signed in: the notification bell and the user menu, which opens with the keyboard and closes with Escape. */
export const TravellerSignedIn: Story = {
  args: {
    ...TravellerSignedOut.args,
    account: (
      <>
        <IconButton aria-label="Notificações, 3 por ler">
          <Icon name="bell" />
        </IconButton>
        <UserMenu
          label="joao.silva"
          email="joao.silva@demo.co.mz"
          panelLabel="Conta de joao.silva"
          entries={[
            { href: '/reservas', label: 'Minhas Reservas' },
            { href: '/partnerships', label: 'Parcerias' },
            { href: '/fidelidade', label: 'Programa Fidelidade' },
            {
              href: '/profile/verification',
              label: 'Verificar Perfil',
              hint: 'Obrigatório para oferecer serviços',
              separated: true,
            },
            { href: '/perfil', label: 'Perfil' },
            { href: '/blog', label: 'Ajuda' },
          ]}
          signOut={{ label: 'Sair', onSelect: fn() }}
        />
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const bar = within(within(canvasElement).getByRole('banner'));
    const trigger = bar.getByRole('button', { name: /joao\.silva/ });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const panel = within(bar.getByRole('navigation', { name: 'Conta de joao.silva' }));
    await expect(panel.getByRole('link', { name: 'Minhas Reservas' })).toHaveAttribute('href', '/reservas');
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toHaveFocus();
  },
};

/** At 360 px: the mark alone (the brand's text from 480 px up), 'Outras Apps' and 'Entrar' on one line. */
export const TravellerPhone: Story = {
  args: TravellerSignedOut.args,
  globals: { viewport: { value: 'phone360' } },
};

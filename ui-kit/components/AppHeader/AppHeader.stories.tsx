import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { IconButton } from '../IconButton';
import { Menu } from '../Menu';
import { AppHeader } from './AppHeader';

const logo = (
  <a href="/" style={{ display: 'flex', alignItems: 'center', gap: 8, fontWeight: 700, textDecoration: 'none' }}>
    <Icon name="map-pin" size={24} />
    <span>Turismo MZ</span>
  </a>
);

const meta = {
  title: 'Componentes/AppHeader',
  component: AppHeader,
  parameters: { layout: 'fullscreen' },
  args: {
    logo,
    skipToId: 'conteudo',
    left: (
      <nav aria-label="Principal" style={{ display: 'flex', gap: 4 }}>
        <Button as="a" href="/eventos" variant="ghost" size="sm">
          Eventos
        </Button>
        <Menu
          label="Outras Apps"
          align="start"
          items={[
            { label: 'Motoristas', href: '/drivers' },
            { label: 'Alojamentos', href: '/hotels' },
            { label: 'Administração', href: '/admin' },
          ]}
        />
      </nav>
    ),
    right: <Button size="sm">Entrar</Button>,
  },
} satisfies Meta<typeof AppHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole('banner');
    await expect(within(banner).getByRole('link', { name: 'Saltar para o conteúdo' })).toHaveAttribute('href', '#conteudo');
    await expect(within(banner).getByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    // The left slot is hidden below 768 px (the BottomNav takes over), so query hidden elements too.
    await expect(within(banner).getByRole('navigation', { name: 'Principal', hidden: true })).toBeInTheDocument();
  },
};

export const Playground: Story = { args: { sticky: true, leftOnMobile: false } };

export const SignedIn: Story = {
  args: {
    right: (
      <>
        <IconButton aria-label="Notificações">
          <Icon name="bell" />
        </IconButton>
        <Menu
          label={<Icon name="user" />}
          triggerLabel="Menu do utilizador"
          chevron={false}
          items={[
            { label: 'Minhas Reservas', href: '/reservas' },
            { label: 'Perfil', href: '/perfil' },
            { label: 'Sair', onSelect: () => undefined, tone: 'danger' },
          ]}
        />
      </>
    ),
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone360' } } };

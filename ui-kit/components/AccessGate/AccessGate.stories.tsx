import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { AccessGate } from './AccessGate';

const onLogin = fn();

const meta = {
  title: 'Componentes/AccessGate',
  component: AccessGate,
  args: {
    title: 'Autenticação Necessária',
    description: 'Precisa de iniciar sessão para aceder a esta funcionalidade por questões de segurança.',
    actions: (
      <>
        <Button fullWidth onClick={onLogin}>
          Iniciar Sessão
        </Button>
        <Button fullWidth as="a" href="/" variant="ghost">
          Voltar à Página Inicial
        </Button>
      </>
    ),
  },
} satisfies Meta<typeof AccessGate>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Autenticação Necessária' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Iniciar Sessão' }));
    await expect(onLogin).toHaveBeenCalled();
    await expect(canvas.getByRole('link', { name: 'Voltar à Página Inicial' })).toHaveAttribute('href', '/');
  },
};

export const Playground: Story = { args: { headingLevel: 2, icon: 'user' } };

export const VerificationRequired: Story = {
  args: {
    title: 'Verificação Necessária',
    description: 'Precisa de verificar a sua identidade e documentos para usar esta funcionalidade.',
    icon: 'alert',
    actions: (
      <Button fullWidth as="a" href="/profile/verification">
        Verificar Perfil
      </Button>
    ),
  },
};

export const RestrictedBookings: Story = {
  args: {
    title: 'Acesso Restrito',
    description: 'Precisa fazer login para ver suas reservas.',
    icon: 'ticket',
    actions: (
      <Button fullWidth as="a" href="/login">
        Fazer Login
      </Button>
    ),
  },
};

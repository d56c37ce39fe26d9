import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Alert } from './Alert';

const meta = {
  title: 'Componentes/Alert',
  component: Alert,
  args: {
    tone: 'warning',
    title: 'Verificação Necessária',
    children: 'Precisa de verificar a sua identidade e documentos para usar esta funcionalidade.',
  },
  argTypes: { tone: { control: 'select', options: ['info', 'success', 'warning', 'danger', 'neutral'] } },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Verificação Necessária');
  },
};

export const Playground: Story = { args: { tone: 'info' } };

export const Success: Story = {
  args: { tone: 'success', title: undefined, children: 'Viagem publicada com sucesso! Já está disponível para reservas.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Viagem publicada com sucesso!');
  },
};

export const Danger: Story = { args: { tone: 'danger', title: undefined, children: 'Erro ao publicar a rota. Tente novamente.' } };

export const WithActionAndClose: Story = {
  args: {
    action: (
      <Button size="sm" as="a" href="/profile/verification">
        Verificar Perfil
      </Button>
    ),
    onClose: fn(),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Verificar Perfil' })).toHaveAttribute('href', '/profile/verification');
    await userEvent.click(canvas.getByRole('button', { name: 'Fechar' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

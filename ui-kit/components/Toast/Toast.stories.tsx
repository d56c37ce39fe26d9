import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ToastProvider, useToast, type ToastOptions } from './Toast';
import { Toast } from './ToastCard';

/** A button that raises a toast through useToast(); the preview wraps stories in ToastProvider. */
function Trigger({ label, options }: { label: string; options: ToastOptions }) {
  const { toast } = useToast();
  return <Button onClick={() => toast(options)}>{label}</Button>;
}

const meta = {
  title: 'Componentes/Toast',
  component: Toast,
  subcomponents: { ToastProvider },
  args: {
    title: 'Viagem criada!',
    description: 'Sua viagem foi publicada com sucesso e já está disponível para reservas.',
    variant: 'success',
    onClose: fn(),
  },
  argTypes: { variant: { control: 'inline-radio', options: ['default', 'success', 'destructive'] } },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The provider's live regions are portalled to <body>, outside the story's canvas. */
const region = (canvasElement: HTMLElement, kind: 'polite' | 'assertive') => {
  const el = canvasElement.ownerDocument.querySelector<HTMLElement>(`[data-toast-region='${kind}']`);
  if (!el) throw new Error('ToastProvider live region not found');
  return el;
};

/** A success toast is polite (role=status) and closes with 'Fechar'. */
export const Default: Story = {
  render: () => (
    <Trigger
      label="Publicar"
      options={{
        title: 'Viagem criada!',
        description: 'Sua viagem foi publicada com sucesso e já está disponível para reservas.',
        variant: 'success',
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Publicar' }));
    const status = region(canvasElement, 'polite');
    await expect(status).toHaveAttribute('role', 'status');
    await waitFor(() => expect(status).toHaveTextContent('Viagem criada!'));
    await userEvent.click(within(status).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(status).not.toHaveTextContent('Viagem criada!'));
  },
};

/** The toast card alone, to tune its look. */
export const Playground: Story = {};

/** Failures are destructive toasts (spec section 8), announced assertively (role=alert). */
export const Destructive: Story = {
  render: () => (
    <Trigger
      label="Buscar Viagens"
      options={{
        title: 'Erro na busca',
        description: 'Não foi possível buscar as viagens. Tente novamente.',
        variant: 'destructive',
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Buscar Viagens' }));
    const alert = region(canvasElement, 'assertive');
    await expect(alert).toHaveAttribute('role', 'alert');
    await waitFor(() => expect(alert).toHaveTextContent('Erro na busca'));
    await expect(alert).toHaveTextContent('Não foi possível buscar as viagens. Tente novamente.');
  },
};

/** One at a time: a new toast replaces the current one. */
export const OneAtATime: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Trigger label="Entrar" options={{ title: 'Login Realizado!' }} />
      <Trigger
        label="Pagar"
        options={{ title: 'Pagamento Processado', description: 'O seu pagamento foi processado com sucesso!', variant: 'success' }}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Pagar' }));
    const status = region(canvasElement, 'polite');
    await waitFor(() => expect(status).toHaveTextContent('Pagamento Processado'));
    await expect(status).not.toHaveTextContent('Login Realizado!');
  },
};

/** Closes itself (here after 300 ms; the default is 5 s). */
export const AutoDismiss: Story = {
  render: () => <Trigger label="Guardar" options={{ title: 'Taxa da plataforma atualizada com sucesso', duration: 300 }} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Guardar' }));
    const status = region(canvasElement, 'polite');
    await waitFor(() => expect(status).toHaveTextContent('Taxa da plataforma atualizada com sucesso'));
    await waitFor(() => expect(status).toBeEmptyDOMElement(), { timeout: 2000 });
  },
};

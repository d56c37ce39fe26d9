import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { Modal, type ModalProps } from './Modal';

/** Holds the open state and a trigger, as an app screen would. */
function WithTrigger(props: Omit<ModalProps, 'open'> & { trigger?: string; startOpen?: boolean }) {
  const { trigger = 'Buscar', startOpen = false, onOpenChange, ...rest } = props;
  const [open, setOpen] = useState(startOpen);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{trigger}</Button>
      <Modal
        {...rest}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          onOpenChange(next);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Componentes/Modal',
  component: Modal,
  args: {
    open: true,
    onOpenChange: fn(),
    title: 'Buscar Viagens',
    description: 'Indique a origem, o destino e a data da viagem.',
    children: (
      <div style={{ display: 'grid', gap: 16 }}>
        <TextField label="Origem" />
        <TextField label="Destino" />
        <TextField label="Data" type="date" />
      </div>
    ),
    footer: <Button>Buscar Viagens</Button>,
  },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] }, children: { control: false }, footer: { control: false } },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Opens from a button, moves focus inside, closes on Esc and gives focus back to the button. */
export const Default: Story = {
  render: (args) => <WithTrigger {...args} trigger="Buscar Viagens" />,
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Buscar Viagens' });
    await userEvent.click(trigger);
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Buscar Viagens' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog).toHaveAccessibleDescription('Indique a origem, o destino e a data da viagem.');
    await waitFor(() => expect(within(dialog).getByLabelText('Origem')).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(trigger).toHaveFocus();
  },
};

export const Playground: Story = { args: { size: 'md', closeOnBackdrop: true } };

/** Tab from the last control wraps to the first: focus never leaves the dialog. */
export const FocusTrap: Story = {
  render: (args) => <WithTrigger {...args} trigger="Buscar Viagens" startOpen />,
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog');
    // Opening moves focus to the first field; wait for it before moving focus ourselves.
    await waitFor(() => expect(within(dialog).getByLabelText('Origem')).toHaveFocus());
    const close = within(dialog).getByRole('button', { name: 'Fechar' });
    const submit = within(dialog).getByRole('button', { name: 'Buscar Viagens' });
    submit.focus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(submit).toHaveFocus();
  },
};

export const CloseButton: Story = {
  render: (args) => <WithTrigger {...args} startOpen />,
  play: async ({ args, canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** The cancel prompt of spec 2.10. */
export const Confirmation: Story = {
  args: {
    title: 'Cancelar reserva',
    description: 'Tem certeza que deseja cancelar esta reserva?',
    size: 'sm',
    children: null,
    footer: (
      <>
        <Button variant="ghost">Voltar</Button>
        <Button variant="destructive">Cancelar reserva</Button>
      </>
    ),
  },
  render: (args) => <WithTrigger {...args} trigger="Cancelar" />,
};

/** Payment over booking (spec 2.8): Esc closes only the top dialog. */
export const Nested: Story = {
  render: function Render(args) {
    const [outer, setOuter] = useState(true);
    const [inner, setInner] = useState(false);
    return (
      <Modal {...args} open={outer} onOpenChange={setOuter} title="Reservar bilhete" description={undefined} footer={<Button onClick={() => setInner(true)}>Confirmar</Button>}>
        <p>1 bilhete</p>
        <Modal open={inner} onOpenChange={setInner} title="Pagamento" size="sm">
          <TextField label="Número M-Pesa" type="tel" />
        </Modal>
      </Modal>
    );
  },
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Confirmar' }));
    await expect(await page.findByRole('dialog', { name: 'Pagamento' })).toBeInTheDocument();
    await waitFor(() => expect(page.getByLabelText('Número M-Pesa')).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog', { name: 'Pagamento' })).not.toBeInTheDocument());
    await expect(page.getByRole('dialog', { name: 'Reservar bilhete' })).toBeInTheDocument();
  },
};

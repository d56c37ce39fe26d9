import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type FormEvent } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { TextField } from './TextField';

const meta = {
  title: 'Componentes/TextField',
  component: TextField,
  args: { label: 'Email', type: 'email', placeholder: 'nome@exemplo.co.mz', onChange: fn() },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Email');
    await userEvent.type(input, 'cliente@demo.co.mz');
    await expect(input).toHaveValue('cliente@demo.co.mz');
    await expect(args.onChange).toHaveBeenCalled();
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const Playground: Story = {
  args: { label: 'Telefone', type: 'tel', hint: 'Formato: +258XXXXXXXXX ou 8XXXXXXXX', error: '', required: false, disabled: false },
};

export const WithError: Story = {
  args: { label: 'Email', defaultValue: 'cliente@', error: 'Email inválido' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Email');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Email inválido');
  },
};

export const WithHint: Story = {
  args: {
    label: 'Telefone',
    type: 'tel',
    placeholder: '+258 84 123 4567',
    hint: 'Use o formato: +258XXXXXXXXX ou 8XXXXXXXX',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Telefone')).toHaveAccessibleDescription(
      'Use o formato: +258XXXXXXXXX ou 8XXXXXXXX',
    );
  },
};

/** The sign-in form of spec 2.4: an empty submit shows 'Por favor, preencha todos os campos.' */
export const LoginFormValidation: Story = {
  render: function Render() {
    const [error, setError] = useState('');
    const onSubmit = (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const data = new FormData(event.currentTarget);
      setError(data.get('email') && data.get('password') ? '' : 'Por favor, preencha todos os campos.');
    };
    return (
      <form noValidate onSubmit={onSubmit} style={{ display: 'grid', gap: 16, maxWidth: 360 }}>
        <TextField label="Email" name="email" type="email" autoComplete="email" error={error || undefined} />
        <TextField label="Senha" name="password" type="password" autoComplete="current-password" />
        <Button type="submit" fullWidth>
          Entrar
        </Button>
      </form>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    const email = canvas.getByLabelText('Email');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Por favor, preencha todos os campos.');
    await userEvent.type(email, 'cliente@demo.co.mz');
    await userEvent.type(canvas.getByLabelText('Senha'), 'segredo123');
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await expect(canvas.queryByText('Por favor, preencha todos os campos.')).not.toBeInTheDocument();
  },
};

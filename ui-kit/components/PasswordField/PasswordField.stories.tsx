import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Componentes/PasswordField',
  component: PasswordField,
  args: { label: 'Senha' },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Senha');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.type(input, 'segredo123');
    const toggle = canvas.getByRole('button', { name: 'Mostrar senha' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(input).toHaveValue('segredo123');
  },
};

export const Playground: Story = { args: { label: 'Confirmar senha', error: '', hint: '', disabled: false } };

export const TooShort: Story = {
  args: { defaultValue: '123', error: 'A senha deve ter pelo menos 6 caracteres.', autoComplete: 'new-password' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Senha');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('A senha deve ter pelo menos 6 caracteres.');
  },
};

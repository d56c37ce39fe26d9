import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Componentes/Checkbox',
  component: Checkbox,
  args: { label: 'Notificações de reservas e viagens', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Notificações de reservas e viagens' });
    await expect(box).not.toBeChecked();
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledOnce();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
  },
};

export const Playground: Story = { args: { label: 'Email promocional', hint: '', error: '', disabled: false } };

/** Cliente is always selected and cannot be unselected (spec 2.4). */
export const LockedChoice: Story = {
  args: { label: 'Cliente', checked: true, disabled: true, readOnly: true, hint: 'Recomendado' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Cliente' });
    await expect(box).toBeChecked();
    await expect(box).toBeDisabled();
    await expect(box).toHaveAccessibleDescription('Recomendado');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CloseButton } from './CloseButton';

const meta = {
  title: 'Componentes/CloseButton',
  component: CloseButton,
  args: { onClick: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    variant: { control: 'inline-radio', options: ['ghost', 'outline', 'primary'] },
  },
} satisfies Meta<typeof CloseButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The 'x' of alerts, toasts and dialogs, named 'Fechar' (in English, 'Close'). */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /^(Fechar|Close)$/ });
    await expect(button.querySelector('svg')).toHaveAttribute('data-icon', 'x');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

/** Small, as in a toast or an alert. */
export const Small: Story = { args: { size: 'sm' } };

/** Named for what it closes, when a screen has more than one. */
export const WithLabel: Story = {
  args: { label: 'Fechar a galeria' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Fechar a galeria' })).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Icon } from '../Icon';
import { CloseButton } from './CloseButton';
import { IconButton } from './IconButton';

const meta = {
  title: 'Componentes/IconButton',
  component: IconButton,
  args: { 'aria-label': 'Notificações', children: <Icon name="bell" />, onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['ghost', 'outline', 'primary'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    children: { control: false },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Notificações' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Playground: Story = { args: { variant: 'outline', size: 'md', disabled: false } };

export const Close: Story = { args: { 'aria-label': 'Fechar', children: <Icon name="x" /> } };

/** The kit's close button: the 'x' named 'Fechar' (or its `label`), as alerts, toasts and dialogs draw it. */
export const CloseButtonStory: Story = {
  name: 'CloseButton',
  render: (args) => <CloseButton size="sm" onClick={args.onClick} />,
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Fechar' });
    await expect(button.querySelector('svg')).toHaveAttribute('data-icon', 'x');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

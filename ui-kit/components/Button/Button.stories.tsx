import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Icon } from '../Icon';
import { Button, ButtonRoot } from './Button';

const meta = {
  title: 'Componentes/Button',
  component: Button,
  subcomponents: { ButtonRoot },
  args: { children: 'Buscar Viagens', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'outline', 'ghost', 'destructive'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Buscar Viagens' });
    await expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = {
  args: { variant: 'primary', size: 'md', loading: false, fullWidth: false, disabled: false, children: 'Entrar' },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      <Button {...args} variant="primary">Buscar Viagens</Button>
      <Button {...args} variant="secondary">Comprar Bilhete</Button>
      <Button {...args} variant="outline">Ver Detalhes</Button>
      <Button {...args} variant="ghost">Voltar à Página Inicial</Button>
      <Button {...args} variant="destructive">Cancelar</Button>
    </div>
  ),
};

export const WithIcon: Story = {
  args: { children: 'Buscar Acomodações', startIcon: <Icon name="search" /> },
};

/** While busy the label changes ('Entrando...'), the button is disabled and says aria-busy. */
export const Loading: Story = {
  args: { loading: true, children: 'Entrando...' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Entrando/ });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const FullWidthOnPhone: Story = {
  args: { fullWidth: true, size: 'lg', children: 'Criar Conta' },
  parameters: { viewport: { defaultViewport: 'phone360' } },
  globals: { viewport: { value: 'phone360' } },
};

export const AsLink: Story = {
  args: { as: 'a', href: '/eventos', children: 'Ver Todas as Viagens Disponíveis', variant: 'outline' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Ver Todas as Viagens Disponíveis' });
    await expect(link).toHaveAttribute('href', '/eventos');
    await expect(link).not.toHaveAttribute('type');
  },
};

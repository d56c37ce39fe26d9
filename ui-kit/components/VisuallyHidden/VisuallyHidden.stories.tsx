import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Icon } from '../Icon';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Componentes/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Notificações' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The icon link below has no visible text; screen readers read 'Notificações'. */
export const Default: Story = {
  render: (args) => (
    <a href="/notificacoes">
      <Icon name="bell" />
      <VisuallyHidden {...args} />
    </a>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Notificações' })).toBeInTheDocument();
  },
};

export const Playground: Story = {};

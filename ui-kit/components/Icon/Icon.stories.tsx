import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Icon, iconNames } from './Icon';

const meta = {
  title: 'Componentes/Icon',
  component: Icon,
  args: { name: 'home', size: 24 },
  argTypes: { name: { control: 'select', options: iconNames } },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Decorative by default: hidden from screen readers. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Playground: Story = { args: { name: 'calendar', size: 32 } };

/** A rating's star, filled with the text colour (an empty one stays outlined). */
export const FilledStar: Story = {
  args: { name: 'star', fill: 'currentColor', style: { color: '#d97706' } },
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg');
    await expect(svg).toHaveAttribute('data-icon', 'star');
    await expect(svg).toHaveAttribute('fill', 'currentColor');
  },
};

/** With `title` it becomes an image with a name. */
export const Labelled: Story = {
  args: { name: 'bell', title: 'Notificações' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Notificações' })).toBeInTheDocument();
  },
};

export const AllIcons: Story = {
  render: (args) => (
    <ul style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))', gap: 16, padding: 0, listStyle: 'none' }}>
      {iconNames.map((name) => (
        <li key={name} style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 4, fontSize: 12 }}>
          <Icon {...args} name={name} />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('svg').length).toBe(iconNames.length);
  },
};

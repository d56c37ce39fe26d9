import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tabs } from './Tabs';

const meta = {
  title: 'Componentes/Tabs',
  component: Tabs,
  args: {
    label: 'Eventos',
    onValueChange: fn(),
    items: [
      { id: 'proximos', label: 'Próximos', content: <p>Eventos próximos.</p> },
      { id: 'cultura', label: 'Cultura', content: <p>Eventos de cultura.</p> },
      { id: 'negocios', label: 'Negócios', content: <p>Eventos de negócios.</p> },
      { id: 'entretenimento', label: 'Entretenimento', content: <p>Eventos de entretenimento.</p> },
      { id: 'gastronomia', label: 'Gastronomia', content: <p>Eventos de gastronomia.</p> },
    ],
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Arrow keys move and select (roving tabindex, wrapping), Home/End jump. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const tabs = canvas.getAllByRole('tab');
    await expect(canvas.getByRole('tablist', { name: 'Eventos' })).toBeInTheDocument();
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await expect(tabs[1]).toHaveAttribute('tabindex', '-1');

    await userEvent.tab();
    await expect(tabs[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tabs[1]).toHaveFocus();
    await expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    await expect(tabs[1]).toHaveAttribute('tabindex', '0');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('cultura');
    await expect(canvas.getByRole('tabpanel', { name: 'Cultura' })).toHaveTextContent('Eventos de cultura.');

    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Gastronomia' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: 'Próximos' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Gastronomia' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const Playground: Story = { args: { fitted: false } };

/** The home search card: three fitted tabs, controlled; the page renders the form under them. */
export const Controlled: Story = {
  args: {
    label: 'Tipo de pesquisa',
    fitted: true,
    items: [
      { id: 'rides', label: 'Viagens' },
      { id: 'stays', label: 'Alojamentos' },
      { id: 'events', label: 'Eventos' },
    ],
  },
  render: function Render(args) {
    const [value, setValue] = useState('rides');
    return (
      <div style={{ maxWidth: 480 }}>
        <Tabs
          {...args}
          value={value}
          onValueChange={(id) => {
            setValue(id);
            args.onValueChange?.(id);
          }}
        />
        <p style={{ marginTop: 16 }}>Separador ativo: {value}</p>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Eventos' }));
    await expect(canvas.getByText('Separador ativo: events')).toBeInTheDocument();
    await expect(canvas.queryByRole('tabpanel')).not.toBeInTheDocument();
  },
};

export const WithCounts: Story = {
  args: {
    label: 'Reservas',
    items: [
      { id: 'active', label: 'Ativas (2)', content: <p>Reservas ativas.</p> },
      { id: 'past', label: 'Anteriores (0)', content: <p>Nenhuma reserva anterior</p> },
    ],
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatCard } from './StatCard';

/** Values in stories are placeholders passed as args; apps pass figures from the API. */
const meta = {
  title: 'Componentes/StatCard',
  component: StatCard,
  args: { label: 'Rotas ativas', value: '—', icon: 'car' },
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Rotas ativas')).toBeInTheDocument();
  },
};

export const Playground: Story = { args: { label: 'Taxa de ocupação', value: '—', hint: 'Últimos 30 dias', icon: 'bed' } };

export const Loading: Story = {
  args: { label: 'Ganhos este mês', loading: true },
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector('[aria-busy="true"]');
    await expect(card).not.toBeNull();
    await expect(card?.querySelector('[data-skeleton]')).not.toBeNull();
  },
};

/** An amount in centavos on a 360 px phone, two cards side by side: the number never breaks inside (issue 10). */
export const MoneyOnPhone: Story = {
  args: { label: 'Receita mensal (MT)', centavos: 1115000, value: undefined, icon: 'ticket' },
  render: (args) => (
    <div style={{ width: 328, display: 'grid', gap: 12, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
      <StatCard {...args} />
      <StatCard label="Total de reservas" value={1250} icon="calendar" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const numbers = [...canvasElement.querySelectorAll('[data-stat-value] [data-money-text]')];
    await expect(numbers.map((n) => n.textContent?.replace(/\s/g, ' '))).toEqual(['11 150,00 MTn', '1250']);
    for (const n of numbers) await expect(getComputedStyle(n).whiteSpace).toBe('nowrap');
  },
};

export const Grid: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))' }}>
      <StatCard label="Quartos disponíveis" value="—" icon="bed" />
      <StatCard label="Total de reservas" value="—" icon="ticket" />
      <StatCard label="Taxa de ocupação" value="—" icon="calendar" />
      <StatCard label="Receita mensal" value="—" icon="home" loading />
    </div>
  ),
};

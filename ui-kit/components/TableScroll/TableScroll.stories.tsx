import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TableScroll } from './TableScroll';

const rows = [
  ['2026-11-02', 'Maputo → Inhambane', '2 lugares', '2 400,00 MT', 'Pago'],
  ['2026-11-09', 'Maputo → Xai-Xai', '1 lugar', '950,00 MT', 'Pago'],
  ['2026-11-16', 'Inhambane → Tofo', '3 lugares', '600,00 MT', 'Por pagar'],
];

const meta = {
  title: 'Layout/TableScroll',
  component: TableScroll,
  globals: { viewport: { value: 'phone360', isRotated: false } },
  args: {
    role: 'region',
    tabIndex: 0,
    'aria-label': 'Ganhos por viagem',
    children: (
      <table>
        <thead>
          <tr>
            <th scope="col">Data</th>
            <th scope="col">Viagem</th>
            <th scope="col">Lugares</th>
            <th scope="col">Valor</th>
            <th scope="col">Estado</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row[0]}>
              {row.map((cell) => <td key={cell} style={{ whiteSpace: 'nowrap' }}>{cell}</td>)}
            </tr>
          ))}
        </tbody>
      </table>
    ),
  },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof TableScroll>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On a 360 px phone the wide table scrolls inside its box; the page itself does not widen. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('region', { name: 'Ganhos por viagem' });
    await expect(within(box).getByRole('table')).toBeVisible();
    await expect(within(box).getAllByRole('row')).toHaveLength(4);
    await expect(getComputedStyle(box).overflowX).toBe('auto');
  },
};

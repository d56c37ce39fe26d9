import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMZN } from '@turismo/app-core/format';
import { renderWithApp } from '@turismo/app-core/test/render';
import { type Analytics, useAnalytics } from '../api/analytics.ts';
import { AnalyticsPage } from './AnalyticsPage.tsx';

vi.mock('../api/analytics.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/analytics.ts')>()),
  useAnalytics: vi.fn(),
}));

const zero = { bookings: 0, confirmed: 0, cancelled: 0, revenueCents: 0, feesCents: 0 };
const DATA: Analytics = {
  from: '2026-11-23',
  to: '2026-11-24',
  granularity: 'day',
  type: null,
  series: [
    { period: '2026-11-23', ...zero },
    { period: '2026-11-24', bookings: 4, confirmed: 3, cancelled: 1, revenueCents: 220000, feesCents: 20000 },
  ],
  totals: { bookings: 4, confirmed: 3, cancelled: 1, revenueCents: 220000, feesCents: 20000, conversionRate: 75 },
  byProduct: [
    { type: 'ride', bookings: 3, confirmed: 2, cancelled: 1, revenueCents: 220000, feesCents: 20000, conversionRate: 66.7 },
    { type: 'stay', ...zero, conversionRate: 0 },
    { type: 'event', bookings: 1, confirmed: 1, cancelled: 0, revenueCents: 0, feesCents: 0, conversionRate: 100 },
  ],
  byProvince: [
    { province: 'Inhambane', bookings: 3, confirmed: 2, cancelled: 1, revenueCents: 220000, feesCents: 20000 },
    { province: null, bookings: 1, confirmed: 1, cancelled: 0, revenueCents: 0, feesCents: 0 },
  ],
  occupancy: {
    rides: { offered: 8, sold: 2, rate: 25 },
    stays: { available: 60, booked: 0, rate: 0 },
    events: { capacity: 100, sold: 1, rate: 1 },
  },
};

const answer = (over: Partial<ReturnType<typeof useAnalytics>> = {}) =>
  ({ data: DATA, error: undefined, isLoading: false, mutate: vi.fn(), ...over }) as unknown as ReturnType<typeof useAnalytics>;

describe('AnalyticsPage', () => {
  afterEach(() => vi.clearAllMocks());

  it('shows the figures the server computed: totals, periods, products, provinces and occupancy', () => {
    vi.mocked(useAnalytics).mockReturnValue(answer());
    renderWithApp(<AnalyticsPage />);
    screen.getByRole('heading', { level: 1, name: 'Análises' });
    expect(screen.getByText('75 %')).toBeTruthy();
    const periods = screen.getByRole('table', { name: 'Reservas e receita por período' });
    const rows = within(periods).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[2]!).getByRole('rowheader').textContent).toBe('24/11/2026');
    expect(within(rows[2]!).getAllByRole('cell').map((c) => c.textContent)).toEqual([
      '4', '3', '1', formatMZN(220000), formatMZN(20000),
    ]);
    const provinces = screen.getByRole('table', { name: 'Reservas e receita por província' });
    expect(within(provinces).getByText('Inhambane')).toBeTruthy();
    expect(within(provinces).getByText('Local desconhecido')).toBeTruthy();
    expect(screen.getByText('2 de 8 lugares vendidos')).toBeTruthy();
  });

  it('asks the server for the chosen grouping and product, and refuses a reversed range', () => {
    vi.mocked(useAnalytics).mockReturnValue(answer());
    renderWithApp(<AnalyticsPage />);
    expect(vi.mocked(useAnalytics)).toHaveBeenLastCalledWith({ granularity: 'day' });
    fireEvent.change(screen.getByLabelText('Agrupar por'), { target: { value: 'month' } });
    fireEvent.change(screen.getByLabelText('Produto'), { target: { value: 'stay' } });
    expect(vi.mocked(useAnalytics)).toHaveBeenLastCalledWith({ granularity: 'month', type: 'stay' });
    fireEvent.change(screen.getByLabelText(/Desde/), { target: { value: '2026-11-20' } });
    fireEvent.change(screen.getByLabelText(/Até/), { target: { value: '2026-11-10' } });
    expect(screen.getByText('A data inicial deve ser anterior ou igual à data final.')).toBeTruthy();
    expect(vi.mocked(useAnalytics)).toHaveBeenLastCalledWith({ granularity: 'month', type: 'stay' });
    fireEvent.change(screen.getByLabelText(/Até/), { target: { value: '2026-11-30' } });
    expect(vi.mocked(useAnalytics)).toHaveBeenLastCalledWith({
      granularity: 'month', type: 'stay', from: '2026-11-20', to: '2026-11-30',
    });
  });

  it('offers to try again when the figures cannot be loaded', () => {
    const mutate = vi.fn();
    vi.mocked(useAnalytics).mockReturnValue(answer({ data: undefined, error: new Error('500'), mutate }));
    renderWithApp(<AnalyticsPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(mutate).toHaveBeenCalled();
  });
});

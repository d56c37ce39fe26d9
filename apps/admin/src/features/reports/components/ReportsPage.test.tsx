import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMZN } from '@turismo/app-core/format';
import { renderWithApp } from '@turismo/app-core/test/render';
import {
  type AdminBooking,
  type AdminRide,
  type BookingQuery,
  listBookings,
  type RideQuery,
  useBookings,
  useRides,
} from '../api/reports.ts';
import { downloadCsv } from '../lib/csv.ts';
import { ReportsPage } from './ReportsPage.tsx';

vi.mock('../api/reports.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/reports.ts')>()),
  useBookings: vi.fn(),
  useRides: vi.fn(),
  listBookings: vi.fn(),
  listRides: vi.fn(),
}));
vi.mock('../lib/csv.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../lib/csv.ts')>()),
  downloadCsv: vi.fn(),
}));

const BOOKING: AdminBooking = {
  id: 'b1',
  type: 'ride',
  status: 'cancelled',
  title: 'Maputo → Vilankulo',
  client: { id: 'c1', name: 'Carlos Mondlane' },
  provider: { id: 'd1', name: 'Zacarias Nhantumbo' },
  quantity: 2,
  serviceDate: '2026-12-01',
  createdAt: '2026-11-23T07:00:00.000Z',
  totalCents: 154000,
  platformFeeCents: 14000,
  payment: { id: 'p1', method: 'card', status: 'succeeded', amountCents: 154000 },
  refund: { id: 'r1', status: 'failed', amountCents: 154000, failureReason: 'Cartão recusou o reembolso' },
};
const RIDE: AdminRide = {
  id: 'r1',
  status: 'active',
  from: 'Maputo',
  to: 'Xai-Xai',
  departureDate: '2026-12-02',
  departureTime: '08:00',
  driver: { id: 'd1', name: 'Glória Mabunda' },
  priceCents: 60000,
  seatsTotal: 3,
  seatsAvailable: 1,
  bookings: 1,
  revenueCents: 132000,
  createdAt: '2026-11-20T07:00:00.000Z',
};

function mockLists(bookings: AdminBooking[] = [BOOKING], total = bookings.length) {
  vi.mocked(useBookings).mockImplementation((query: BookingQuery) =>
    ({ data: { items: bookings, total, page: query.page ?? 1, pageSize: 20 }, mutate: vi.fn() }) as never
  );
  vi.mocked(useRides).mockImplementation((query: RideQuery) =>
    ({ data: { items: [RIDE], total: 1, page: query.page ?? 1, pageSize: 20 }, mutate: vi.fn() }) as never
  );
}
const lastBookingQuery = () => vi.mocked(useBookings).mock.lastCall?.[0];

afterEach(() => {
  vi.resetAllMocks();
});

describe('ReportsPage', () => {
  it('lists bookings with who, what, amounts, payment and refund', () => {
    mockLists();
    renderWithApp(<ReportsPage />, { path: '/admin/reports' });
    screen.getByRole('heading', { level: 1, name: 'Relatórios' });
    const item = within(screen.getByRole('list', { name: 'Reservas' })).getByRole('listitem', {
      name: 'Viagem: Maputo → Vilankulo',
    });
    const text = item.textContent ?? '';
    for (const shown of ['Cancelada', 'Pago', 'Reembolso falhado', 'Carlos Mondlane', 'Zacarias Nhantumbo',
      formatMZN(154000), formatMZN(14000), 'Cartão recusou o reembolso']) {
      expect(text).toContain(shown);
    }
    screen.getByText('1 reserva');
  });

  it('sends the filters to the API, starting from the address', async () => {
    mockLists();
    renderWithApp(<ReportsPage />, { path: '/admin/reports?refund=failed' });
    expect(lastBookingQuery()).toEqual({ refund: 'failed', page: 1, pageSize: 20 });
    const filters = screen.getByRole('search', { name: 'Filtrar reservas' });
    fireEvent.change(within(filters).getByLabelText('Estado'), { target: { value: 'cancelled' } });
    fireEvent.change(within(filters).getByLabelText('Tipo'), { target: { value: 'ride' } });
    fireEvent.change(within(filters).getByLabelText('Desde'), { target: { value: '2026-11-01' } });
    fireEvent.change(within(filters).getByLabelText('Até'), { target: { value: '2026-11-30' } });
    fireEvent.change(within(filters).getByLabelText(/Pesquisar/), { target: { value: ' nhantumbo ' } });
    await waitFor(() =>
      expect(lastBookingQuery()).toEqual({
        q: 'nhantumbo',
        status: 'cancelled',
        type: 'ride',
        refund: 'failed',
        from: '2026-11-01',
        to: '2026-11-30',
        page: 1,
        pageSize: 20,
      })
    );
  });

  it('does not send a reversed date range and says why', () => {
    mockLists();
    renderWithApp(<ReportsPage />, { path: '/admin/reports' });
    const filters = screen.getByRole('search', { name: 'Filtrar reservas' });
    fireEvent.change(within(filters).getByLabelText('Desde'), { target: { value: '2026-11-30' } });
    fireEvent.change(within(filters).getByLabelText('Até'), { target: { value: '2026-11-01' } });
    screen.getByText('A data inicial deve ser anterior ou igual à data final.');
    expect(lastBookingQuery()).toEqual({ page: 1, pageSize: 20 });
  });

  it('pages through the results', () => {
    mockLists([BOOKING], 45);
    renderWithApp(<ReportsPage />, { path: '/admin/reports' });
    screen.getByText('Página 1 de 3');
    fireEvent.click(screen.getByRole('button', { name: 'Seguinte' }));
    expect(lastBookingQuery()?.page).toBe(2);
  });

  it('exports every row of the current filter as CSV', async () => {
    mockLists([BOOKING], 101);
    vi.mocked(listBookings)
      .mockResolvedValueOnce({ items: Array(100).fill(BOOKING), total: 101, page: 1, pageSize: 100 })
      .mockResolvedValueOnce({ items: [BOOKING], total: 101, page: 2, pageSize: 100 });
    renderWithApp(<ReportsPage />, { path: '/admin/reports?status=cancelled' });
    fireEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(downloadCsv).toHaveBeenCalled());
    expect(vi.mocked(listBookings).mock.calls.map((c) => c[0])).toEqual([
      { status: 'cancelled', page: 1, pageSize: 100 },
      { status: 'cancelled', page: 2, pageSize: 100 },
    ]);
    const [filename, text] = vi.mocked(downloadCsv).mock.calls[0]!;
    expect(filename).toBe('reservas.csv');
    const lines = text.trim().split('\r\n');
    expect(lines).toHaveLength(102);
    expect(lines[1]).toBe('b1;Viagem;Cancelada;Maputo → Vilankulo;Carlos Mondlane;Zacarias Nhantumbo;2;2026-12-01;' +
      '23/11/2026 09:00;1540,00;140,00;Cartão;Pago;1540,00;Reembolso falhado');
  });

  it('shows the rides tab with route, driver, seats and confirmed bookings', () => {
    mockLists();
    renderWithApp(<ReportsPage />, { path: '/admin/reports?tab=rides' });
    const item = within(screen.getByRole('list', { name: 'Viagens' })).getByRole('listitem', { name: 'Maputo → Xai-Xai' });
    const text = item.textContent ?? '';
    for (const shown of ['Ativa', 'Glória Mabunda', formatMZN(60000), '1 de 3', formatMZN(132000), '08:00']) {
      expect(text).toContain(shown);
    }
  });

  it('says when nothing matches', () => {
    mockLists([]);
    renderWithApp(<ReportsPage />, { path: '/admin/reports' });
    screen.getByText('Altere a pesquisa ou os filtros.');
  });
});

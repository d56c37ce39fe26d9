import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMZN } from '@turismo/app-core/format';
import { renderWithApp } from '@turismo/app-core/test/render';
import {
  type AdminBooking,
  type AdminStats,
  confirmBankTransfer,
  type PendingAction,
  usePendingActions,
  useRecentBookings,
  useStats,
} from '../api/dashboard.ts';
import { AdminDashboardPage } from './AdminDashboardPage.tsx';

vi.mock('../api/dashboard.ts', () => ({
  useStats: vi.fn(),
  usePendingActions: vi.fn(),
  useRecentBookings: vi.fn(),
  confirmBankTransfer: vi.fn(),
}));

const period = (total: number) => ({
  total,
  byType: { ride: total, stay: 0, event: 0 },
  byStatus: { pending: 0, confirmed: total, completed: 0, cancelled: 0 },
});
const money = { grossRevenue: 385000, totalRevenue: 220000, totalFees: 20000, refundedAmount: 165000, refundCount: 2, transactions: 3 };
const STATS: AdminStats = {
  today: '2026-11-23',
  users: {
    total: 57,
    byRole: { client: 50, driver: 6, hotel_manager: 2, event: 1, admin: 1 },
    newThisMonth: 9,
    pendingVerifications: 3,
    suspended: 1,
  },
  rides: { published: 40, upcoming: 12, seatsTotal: 48, seatsTaken: 18, occupancy: 37.5 },
  bookings: { today: period(4), thisMonth: period(31), ticketsSoldThisMonth: 7 },
  revenue: { thisMonth: money, allTime: { ...money, totalRevenue: 990000, totalFees: 90000 } },
  pendingActions: 2,
};
const ACTIONS: PendingAction[] = [
  {
    id: 'verification:u1',
    type: 'verification',
    priority: 'high',
    title: 'Verificação pendente',
    description: 'Ana Macuácua enviou documentos para verificação.',
    createdAt: '2026-11-22T08:00:00.000Z',
    amountCents: null,
    subjectId: 'u1',
    link: '/admin/users',
  },
  {
    id: 'payment:p1',
    type: 'payment',
    priority: 'medium',
    title: 'Transferência bancária por confirmar',
    description: 'Carlos Mondlane pagou por transferência bancária; confirme quando o valor chegar.',
    createdAt: '2026-11-22T09:00:00.000Z',
    amountCents: 45000,
    subjectId: 'p1',
    link: '/admin',
  },
];
const BOOKING: AdminBooking = {
  id: 'b1',
  type: 'ride',
  status: 'confirmed',
  title: 'Maputo → Inhambane',
  client: { id: 'c1', name: 'Carlos Mondlane' },
  provider: { id: 'd1', name: 'Zacarias Nhantumbo' },
  quantity: 2,
  serviceDate: '2026-12-01',
  createdAt: '2026-11-23T07:00:00.000Z',
  totalCents: 220000,
  platformFeeCents: 20000,
  payment: { id: 'p0', method: 'card', status: 'succeeded', amountCents: 220000 },
  refund: null,
};

function mockHooks(options: { stats?: AdminStats | Error; actions?: PendingAction[]; recent?: AdminBooking[] } = {}) {
  const mutate = { stats: vi.fn(), actions: vi.fn().mockResolvedValue(undefined), recent: vi.fn() };
  const stats = options.stats ?? STATS;
  vi.mocked(useStats).mockReturnValue(
    (stats instanceof Error ? { error: stats, mutate: mutate.stats } : { data: stats, mutate: mutate.stats }) as never,
  );
  vi.mocked(usePendingActions).mockReturnValue({ data: options.actions ?? ACTIONS, mutate: mutate.actions } as never);
  vi.mocked(useRecentBookings).mockReturnValue({ data: options.recent ?? [BOOKING], mutate: mutate.recent } as never);
  return mutate;
}

afterEach(() => {
  vi.resetAllMocks();
});

describe('AdminDashboardPage', () => {
  it('shows the platform figures as the API gives them', () => {
    mockHooks();
    renderWithApp(<AdminDashboardPage />, { path: '/admin' });
    screen.getByRole('heading', { level: 1, name: 'Painel de Administração' });
    const overview = screen.getByRole('region', { name: 'Visão geral' });
    const text = overview.textContent ?? '';
    for (const shown of ['57', '9 novos este mês', '6 motoristas', '2 alojamentos', '1 organizador', '3', '1 conta suspensa', '12', 'ocupação 37,5 %', '31 este mês',
      '7 bilhetes vendidos', formatMZN(220000), formatMZN(385000), formatMZN(20000), formatMZN(990000)]) {
      expect(text).toContain(shown);
    }
    expect(text).not.toContain('1 organizadores'); // issue 32: one plural per figure
    expect(within(overview).getByRole('link', { name: 'Ver o relatório financeiro' }).getAttribute('href'))
      .toBe('/admin/billing');
  });

  it('says when the figures cannot be loaded, without inventing any', () => {
    mockHooks({ stats: new Error('500') });
    renderWithApp(<AdminDashboardPage />, { path: '/admin' });
    const overview = screen.getByRole('region', { name: 'Visão geral' });
    within(overview).getByText('Não foi possível carregar as métricas da plataforma.');
    expect(overview.textContent).not.toContain('57');
  });

  it('lists the pending actions with their priority and where to resolve them', () => {
    mockHooks();
    renderWithApp(<AdminDashboardPage />, { path: '/admin' });
    const list = screen.getByRole('list', { name: 'Ações pendentes' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    within(items[0]!).getByText('Prioridade alta');
    within(items[0]!).getByText('Verificação pendente');
    expect(within(items[0]!).getByRole('link', { name: 'Resolver: Ana Macuácua enviou documentos para verificação.' }).getAttribute('href')).toBe('/admin/users');
    within(items[1]!).getByText('Prioridade média');
    expect(items[1]!.textContent).toContain(formatMZN(45000));
  });

  it('confirms a bank transfer and reloads the figures', async () => {
    const mutate = mockHooks();
    vi.mocked(confirmBankTransfer).mockResolvedValue(undefined);
    renderWithApp(<AdminDashboardPage />, { path: '/admin' });
    fireEvent.click(screen.getByRole('button', { name: `Confirmar a transferência de ${formatMZN(45000)}` }));
    await waitFor(() => expect(confirmBankTransfer).toHaveBeenCalledWith('p1'));
    await waitFor(() => expect(mutate.stats).toHaveBeenCalled());
    expect(mutate.actions).toHaveBeenCalled();
    await screen.findByText('Transferência confirmada');
  });

  it('says when a transfer could not be confirmed', async () => {
    mockHooks();
    vi.mocked(confirmBankTransfer).mockRejectedValue(new Error('409'));
    renderWithApp(<AdminDashboardPage />, { path: '/admin' });
    fireEvent.click(screen.getByRole('button', { name: /Confirmar a transferência/ }));
    await screen.findByText('Não foi possível confirmar a transferência.');
  });

  it('shows an honest empty state when nothing waits, and the newest bookings as recent activity', () => {
    mockHooks({ actions: [] });
    renderWithApp(<AdminDashboardPage />, { path: '/admin' });
    screen.getByText('Não há ações à espera.');
    const recent = screen.getByRole('list', { name: 'Reservas recentes' });
    expect(recent.textContent).toContain('Viagem: Maputo → Inhambane');
    expect(recent.textContent).toContain('Carlos Mondlane');
    expect(recent.textContent).toContain(formatMZN(220000));
    within(recent).getByText('Confirmada');
  });
});

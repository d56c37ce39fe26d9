import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@turismo/app-core/session';
import { renderWithApp } from '@turismo/app-core/test/render';
import { signedIn, signedOut } from '@turismo/app-core/test/session';
import { AppRoutes } from './routes.tsx';

vi.mock('@turismo/app-core/session', () => ({ useSession: vi.fn() }));
// The billing page loads its data through SWR hooks; here it only has to be routed (it stays loading).
vi.mock('../features/billing/api/billing.ts', () => {
  const loading = () => ({ data: undefined, error: undefined, isLoading: true, mutate: vi.fn() });
  return {
    useFeePercentage: loading,
    useFinancialReport: loading,
    updateFeePercentage: vi.fn(),
    calculateBilling: vi.fn(),
  };
});
vi.mock('../features/users/api/users.ts', () => {
  const loading = () => ({ data: undefined, error: undefined, isLoading: true, mutate: vi.fn() });
  return { USERS_KEY: 'admin/users', useUsers: loading, useUserDetails: loading, runUserAction: vi.fn() };
});

vi.mock('../features/dashboard/api/dashboard.ts', () => {
  const loading = () => ({ data: undefined, error: undefined, isLoading: true, mutate: vi.fn() });
  return { useStats: loading, usePendingActions: loading, useRecentBookings: loading, confirmBankTransfer: vi.fn() };
});

vi.mock('../features/reports/api/reports.ts', () => {
  const loading = () => ({ data: undefined, error: undefined, isLoading: true, mutate: vi.fn() });
  return { useBookings: loading, useRides: loading, listBookings: vi.fn(), listRides: vi.fn(), fetchAll: vi.fn() };
});

vi.mock('../features/reviews/api/reviews.ts', () => ({
  REPORTED_REVIEWS_KEY: 'admin/reviews/reported',
  useReportedReviews: () => ({ data: undefined, error: undefined, isLoading: true, mutate: vi.fn() }),
  hideReview: vi.fn(),
}));

afterEach(() => {
  vi.mocked(useSession).mockReset();
});

function admin() {
  const session = signedIn(['client', 'admin']);
  return { ...session, can: (permission: string) => permission === 'admin.panel' };
}

describe('admin gate', () => {
  it('asks a signed-out visitor to sign in and come back to /admin', () => {
    vi.mocked(useSession).mockReturnValue(signedOut());
    renderWithApp(<AppRoutes />, { path: '/admin' });
    screen.getByRole('heading', { level: 1, name: 'Autenticação Necessária' });
    expect(screen.getByRole('link', { name: 'Iniciar Sessão' }).getAttribute('href')).toBe('/login?next=%2Fadmin');
    expect(screen.getByRole('link', { name: 'Entrar' }).getAttribute('href')).toBe('/login?next=%2Fadmin');
  });

  it('denies access to a signed-in user without admin.panel', () => {
    vi.mocked(useSession).mockReturnValue(signedIn(['client', 'driver']));
    renderWithApp(<AppRoutes />, { path: '/admin/users' });
    screen.getByRole('heading', { level: 1, name: 'Acesso negado' });
    expect(screen.queryByRole('heading', { name: 'Gestão de Utilizadores' })).toBeNull();
  });

  it('waits for the profile before deciding', () => {
    vi.mocked(useSession).mockReturnValue({ ...admin(), profile: null });
    renderWithApp(<AppRoutes />, { path: '/admin' });
    expect(screen.getByText('A verificar a sessão...')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('shows an admin the dashboard with the quick actions', () => {
    vi.mocked(useSession).mockReturnValue(admin());
    renderWithApp(<AppRoutes />, { path: '/admin' });
    screen.getByRole('heading', { level: 1, name: 'Painel de Administração' });
    const hrefs = screen.getAllByRole('link').map((l) => l.getAttribute('href'));
    for (const href of ['/admin/users', '/admin/reports', '/admin/analytics', '/admin/settings']) {
      expect(hrefs).toContain(href);
    }
    const nav = screen.getByRole('navigation', { name: 'Administração' });
    expect(within(nav).getAllByRole('link').map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Dashboard', '/admin'],
      ['Utilizadores', '/admin/users'],
      ['Pagamentos', '/admin/payouts'],
      ['Disputas', '/admin/disputes'],
      ['Suporte', '/admin/support'],
      ['Voltar ao Site', '/'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
  });
});

describe('admin routes', () => {
  it.each([
    ['/admin/users', 'Gestão de Utilizadores'],
    ['/admin/billing', 'Gestão de Faturação'],
    ['/admin/reports', 'Relatórios'],
    ['/admin/analytics', 'Análises'],
    ['/admin/reviews', 'Avaliações denunciadas'],
    ['/admin/settings', 'Configurações'],
    ['/admin/qualquer-coisa', 'Painel de Administração'],
  ])('%s shows %s', (path, title) => {
    vi.mocked(useSession).mockReturnValue(admin());
    renderWithApp(<AppRoutes />, { path });
    screen.getByRole('heading', { level: 1, name: title });
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatMZN } from '@turismo/app-core/format';
import { useSession } from '@turismo/app-core/session';
import { renderWithApp } from '@turismo/app-core/test/render';
import { signedIn } from '@turismo/app-core/test/session';
import {
  type AdminUser,
  type AdminUserDetails,
  type AdminUserList,
  cancelFutureBookings,
  runUserAction,
  useUserDetails,
  useUsers,
} from '../api/users.ts';
import { UsersPage } from './UsersPage.tsx';

vi.mock('@turismo/app-core/session', () => ({ useSession: vi.fn() }));
vi.mock('../api/users.ts', () => ({
  USERS_KEY: 'admin/users',
  useUsers: vi.fn(),
  useUserDetails: vi.fn(),
  runUserAction: vi.fn(),
  cancelFutureBookings: vi.fn(),
}));

const base: AdminUser = {
  id: 'u-ana',
  name: 'Ana Macuácua',
  firstName: 'Ana',
  lastName: 'Macuácua',
  email: 'ana@exemplo.co.mz',
  phone: '+258841234567',
  city: 'Maputo',
  roles: ['client', 'driver'],
  adminRequested: false,
  status: 'pending_verification',
  verificationStatus: 'pending',
  verified: false,
  joinDate: '2026-11-01T08:30:00.000Z',
  totalBookings: 3,
  totalTrips: 12,
  totalEarnings: 480000,
  suspensionReason: null,
  suspendedAt: null,
};
const ANA = base;
const JOAO: AdminUser = {
  ...base,
  id: 'u-joao',
  name: 'João Tembe',
  email: 'joao@exemplo.co.mz',
  roles: ['client', 'hotel_manager'],
  status: 'active',
  verificationStatus: 'approved',
  verified: true,
};
const RITA: AdminUser = {
  ...base,
  id: 'u-rita',
  name: 'Rita Cossa',
  email: 'rita@exemplo.co.mz',
  roles: ['client'],
  status: 'suspended',
  verificationStatus: 'none',
  suspensionReason: 'Cancelamentos repetidos sem aviso.',
  totalEarnings: 0,
};

type UsersHook = ReturnType<typeof useUsers>;
type DetailsHook = ReturnType<typeof useUserDetails>;

function mockList(items: AdminUser[] = [ANA, JOAO, RITA], total = items.length) {
  const mutate = vi.fn().mockResolvedValue(undefined);
  const data: AdminUserList = { items, total, page: 1, pageSize: 20 };
  vi.mocked(useUsers).mockReturnValue({ data, error: undefined, mutate, isLoading: false } as unknown as UsersHook);
  return mutate;
}

function mockDetails(details?: AdminUserDetails) {
  vi.mocked(useUserDetails).mockImplementation((id) =>
    ({ data: id ? details : undefined, error: undefined, mutate: vi.fn() }) as unknown as DetailsHook
  );
}

const card = (name: string) => screen.getByRole('listitem', { name });
const lastQuery = () => vi.mocked(useUsers).mock.calls.at(-1)![0];

beforeEach(() => {
  vi.mocked(useSession).mockReturnValue({ ...signedIn(['client', 'admin']), user: { uid: 'u-admin' } } as never);
  mockDetails();
});

afterEach(() => {
  vi.resetAllMocks();
});

describe('UsersPage', { timeout: 20_000 }, () => {
  it('lists users with their status, types and figures from the API, and the actions of each status', () => {
    mockList();
    renderWithApp(<UsersPage />, { path: '/admin/users' });
    screen.getByRole('heading', { level: 1, name: 'Gestão de Utilizadores' });
    screen.getByText('3 utilizadores');

    const ana = card('Ana Macuácua');
    within(ana).getByText('Verificação pendente');
    within(ana).getByText('Motorista');
    expect(ana.textContent).toContain(formatMZN(480000));
    expect(ana.textContent).toContain('01/11/2026');
    within(ana).getByRole('button', { name: 'Aprovar Ana Macuácua' });
    within(ana).getByRole('button', { name: 'Rejeitar Ana Macuácua' });
    within(ana).getByRole('button', { name: 'Ver Detalhes de Ana Macuácua' });
    expect(within(ana).queryByRole('button', { name: /Reativar/ })).toBeNull();

    const joao = card('João Tembe');
    within(joao).getByText('Ativo');
    within(joao).getByText('Gestor de Alojamento');
    within(joao).getByText('Verificado');
    within(joao).getByRole('button', { name: 'Suspender João Tembe' });
    expect(within(joao).queryByRole('button', { name: /Aprovar|Reativar/ })).toBeNull();

    const rita = card('Rita Cossa');
    within(rita).getByText('Suspenso');
    within(rita).getByText('Motivo da suspensão: Cancelamentos repetidos sem aviso.');
    within(rita).getByRole('button', { name: 'Reativar Rita Cossa' });
    expect(within(rita).queryByRole('button', { name: /Suspender|Aprovar/ })).toBeNull();
    expect(screen.queryByText(/avalia|rating/i)).toBeNull();
  });

  it('sends the search and the type and status filters to the API', async () => {
    mockList();
    renderWithApp(<UsersPage />, { path: '/admin/users' });
    expect(lastQuery()).toEqual({ page: 1, pageSize: 20 });
    fireEvent.change(screen.getByLabelText('Tipo'), { target: { value: 'driver' } });
    fireEvent.change(screen.getByLabelText('Estado'), { target: { value: 'suspended' } });
    expect(lastQuery()).toEqual({ type: 'driver', status: 'suspended', page: 1, pageSize: 20 });
    fireEvent.change(screen.getByLabelText('Pesquisar por nome ou email'), { target: { value: '  Macuácua ' } });
    await waitFor(() => expect(lastQuery()).toEqual({ q: 'Macuácua', type: 'driver', status: 'suspended', page: 1, pageSize: 20 }));
  });

  it('says so when nothing matches', () => {
    mockList([]);
    renderWithApp(<UsersPage />, { path: '/admin/users' });
    screen.getByText('Nenhum utilizador encontrado');
  });

  it('approves a pending verification, confirms it with a toast and reloads', async () => {
    mockList();
    vi.mocked(runUserAction).mockResolvedValue({ ...ANA, status: 'active', verified: true });
    renderWithApp(<UsersPage />, { path: '/admin/users' });
    fireEvent.click(screen.getByRole('button', { name: 'Aprovar Ana Macuácua' }));
    await screen.findByText('Verificação aprovada');
    expect(runUserAction).toHaveBeenCalledWith('u-ana', 'approve', undefined);
  });

  it('asks for a reason before suspending, and checks it like the API', async () => {
    mockList();
    vi.mocked(runUserAction).mockResolvedValue({ ...JOAO, status: 'suspended', suspensionReason: 'Fraude' });
    renderWithApp(<UsersPage />, { path: '/admin/users' });
    fireEvent.click(screen.getByRole('button', { name: 'Suspender João Tembe' }));
    const dialog = screen.getByRole('dialog', { name: 'Suspender utilizador' });
    const field = within(dialog).getByLabelText(/Motivo/);
    fireEvent.change(field, { target: { value: 'ab' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspender' }));
    within(dialog).getByText('Indique o motivo da suspensão (3 a 500 caracteres).');
    expect(runUserAction).not.toHaveBeenCalled();

    fireEvent.change(field, { target: { value: '  Fraude nos pagamentos  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspender' }));
    await screen.findByText('Utilizador suspenso');
    expect(runUserAction).toHaveBeenCalledWith('u-joao', 'suspend', 'Fraude nos pagamentos');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Suspender utilizador' })).toBeNull());
  });

  it('rejects with a reason and shows the API message when an action fails', async () => {
    mockList();
    vi.mocked(runUserAction).mockRejectedValue(new Error('Este utilizador não tem uma verificação pendente.'));
    renderWithApp(<UsersPage />, { path: '/admin/users' });
    fireEvent.click(screen.getByRole('button', { name: 'Rejeitar Ana Macuácua' }));
    const dialog = screen.getByRole('dialog', { name: 'Rejeitar verificação' });
    fireEvent.change(within(dialog).getByLabelText(/Motivo/), { target: { value: 'Documento ilegível' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rejeitar' }));
    await screen.findByText('Este utilizador não tem uma verificação pendente.');
    expect(runUserAction).toHaveBeenCalledWith('u-ana', 'reject', 'Documento ilegível');
  });

  it('reactivates a suspended user', async () => {
    mockList();
    vi.mocked(runUserAction).mockResolvedValue({ ...RITA, status: 'active', suspensionReason: null });
    renderWithApp(<UsersPage />, { path: '/admin/users' });
    fireEvent.click(screen.getByRole('button', { name: 'Reativar Rita Cossa' }));
    await screen.findByText('Utilizador reativado');
    expect(runUserAction).toHaveBeenCalledWith('u-rita', 'reactivate', undefined);
  });

  it('shows the submitted document, both photos and the history in Ver Detalhes', () => {
    mockList();
    mockDetails({
      user: ANA,
      verification: {
        id: 'v1',
        status: 'pending',
        documentType: 'passport',
        documentNumber: 'AB123456',
        submittedAt: '2026-11-20T09:15:00.000Z',
        reviewedAt: null,
        rejectionReason: null,
        profilePhoto: 'data:image/png;base64,AAAA',
        documentPhoto: 'data:image/jpeg;base64,BBBB',
      },
      history: [{
        id: 'a1',
        action: 'verification_rejected',
        reason: 'Foto desfocada',
        adminId: 'u-admin',
        adminName: 'Admin Demo',
        createdAt: '2026-11-19T10:00:00.000Z',
      }],
      futureBookings: { count: 0, paidCents: 0 },
    });
    renderWithApp(<UsersPage />, { path: '/admin/users' });
    fireEvent.click(screen.getByRole('button', { name: 'Ver Detalhes de Ana Macuácua' }));
    const dialog = screen.getByRole('dialog', { name: 'Ana Macuácua' });
    within(dialog).getByText('Passaporte');
    within(dialog).getByText('AB123456');
    expect(within(dialog).getByRole('img', { name: 'Foto de perfil de Ana Macuácua' }).getAttribute('src'))
      .toBe('data:image/png;base64,AAAA');
    expect(within(dialog).getByRole('img', { name: 'Foto do documento de Ana Macuácua' }).getAttribute('src'))
      .toBe('data:image/jpeg;base64,BBBB');
    expect(dialog.textContent).toContain('Verificação rejeitada por Admin Demo (motivo: Foto desfocada)');
    within(dialog).getByRole('button', { name: 'Aprovar Ana Macuácua' });
  });

  it('never offers an admin to suspend themself', () => {
    mockList([{ ...JOAO, id: 'u-admin', name: 'Admin Demo', roles: ['client', 'admin'] }]);
    renderWithApp(<UsersPage />, { path: '/admin/users' });
    expect(screen.queryByRole('button', { name: /Suspender/ })).toBeNull();
  });

  it('never offers an admin to reactivate or approve themself', () => {
    mockList([
      { ...RITA, id: 'u-admin', name: 'Admin Suspenso', roles: ['client', 'admin'] },
      { ...ANA, id: 'u-admin-2', name: 'Outro Admin' },
    ]);
    vi.mocked(useSession).mockReturnValue({ ...signedIn(['client', 'admin']), user: { uid: 'u-admin' } } as never);
    renderWithApp(<UsersPage />, { path: '/admin/users' });
    const self = card('Admin Suspenso');
    expect(within(self).queryByRole('button', { name: /Reativar|Aprovar|Rejeitar|Suspender/ })).toBeNull();
    within(self).getByRole('button', { name: 'Ver Detalhes de Admin Suspenso' });
    within(card('Outro Admin')).getByRole('button', { name: 'Aprovar Outro Admin' });
  });

  it("cancels and refunds a suspended provider's future bookings from Ver Detalhes, after a confirmation", async () => {
    const suspendedDriver: AdminUser = { ...RITA, roles: ['client', 'driver'] };
    mockList([suspendedDriver]);
    mockDetails({
      user: suspendedDriver,
      verification: null,
      history: [],
      futureBookings: { count: 3, paidCents: 165000 },
    });
    vi.mocked(cancelFutureBookings).mockResolvedValue({
      user: suspendedDriver,
      cancelledBookings: 3,
      refunds: 2,
      voidedPayments: 0,
      refundedCents: 165000,
    });
    renderWithApp(<UsersPage />, { path: '/admin/users' });
    fireEvent.click(screen.getByRole('button', { name: 'Ver Detalhes de Rita Cossa' }));
    const details = screen.getByRole('dialog', { name: 'Rita Cossa' });
    expect(details.textContent).toContain(`3 reservas por realizar, ${formatMZN(165000)} pagos.`);
    fireEvent.click(within(details).getByRole('button', { name: 'Cancelar e reembolsar reservas futuras' }));

    const confirm = screen.getByRole('dialog', { name: 'Cancelar reservas futuras' });
    expect(confirm.textContent).toContain('Cancela as 3 reservas futuras das ofertas de Rita Cossa');
    expect(confirm.textContent).toContain(`(${formatMZN(165000)} no total)`);
    expect(cancelFutureBookings).not.toHaveBeenCalled();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancelar e reembolsar' }));
    await screen.findByText('Reservas futuras canceladas');
    const summary = screen.getByText(/^3 reservas canceladas, 2 reembolsadas \(/);
    expect(summary.textContent).toBe(`3 reservas canceladas, 2 reembolsadas (${formatMZN(165000)}).`);
    expect(cancelFutureBookings).toHaveBeenCalledWith('u-rita');
    expect(cancelFutureBookings).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cancelar reservas futuras' })).toBeNull());
  });

  it('offers no cancellation for an active provider, and says why', () => {
    mockList([JOAO]);
    mockDetails({ user: JOAO, verification: null, history: [], futureBookings: { count: 2, paidCents: 50000 } });
    renderWithApp(<UsersPage />, { path: '/admin/users' });
    fireEvent.click(screen.getByRole('button', { name: 'Ver Detalhes de João Tembe' }));
    const details = screen.getByRole('dialog', { name: 'João Tembe' });
    expect(details.textContent).toContain('Só as reservas de um prestador suspenso podem ser canceladas aqui.');
    expect(within(details).queryByRole('button', { name: /Cancelar e reembolsar/ })).toBeNull();
  });
});

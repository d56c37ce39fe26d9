/**
 * @module The admin's users (/admin/users, spec 2.17), in the same demo world as the admin dashboard
 * (admin-fixtures.ts: 57 users, 1 verification pending, 1 account suspended): GET /api/admin/users's first page (20
 * of 57, in the API's order: the pending verification first, then the newest), the same list filtered to pending
 * verifications, a search that finds nobody, and GET /api/admin/users/{id} of the driver waiting for verification,
 * whose documents are the pending action 'Verificação pendente' of the dashboard. The verification photos are the
 * Storybook's photo fixture (the API sends data: URLs of the uploaded photos).
 */
import type { AdminUser, AdminUserDetails, AdminUserList } from '../../../apps/admin/src/features/users/api/users.ts';
import { ADMIN_STATS, PENDING_ACTIONS } from './admin-fixtures.ts';
import { TRAVELLER } from './bookings-fixtures.ts';
import { hoursFromNow } from './demo-dates.ts';
import type { Answer, LOADING } from './recorded-api.tsx';

type Or<T> = T | typeof LOADING | Error;

const PAGE_SIZE = 20;

/** A user as the admin's list reads it; `daysAgo`: when the account was created. */
function user(
  id: string,
  firstName: string,
  lastName: string,
  daysAgo: number,
  extra: Partial<AdminUser> = {},
): AdminUser {
  return {
    id,
    name: `${firstName} ${lastName}`,
    firstName,
    lastName,
    email: `${firstName}.${lastName}`.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase() + '@exemplo.co.mz',
    phone: null,
    city: 'Maputo',
    roles: ['client'],
    adminRequested: false,
    status: 'active',
    verificationStatus: 'none',
    verified: false,
    joinDate: hoursFromNow(-24 * daysAgo),
    totalBookings: 0,
    totalTrips: 0,
    totalEarnings: 0,
    suspensionReason: null,
    suspendedAt: null,
    ...extra,
  };
}

/** The pending action's subject: a driver who sent his documents yesterday. */
const VERIFICATION = PENDING_ACTIONS.find((a) => a.type === 'verification')!;

export const TOMAS = user(VERIFICATION.subjectId!, 'Tomás', 'Cuna', 3, {
  phone: '+258 84 765 4321',
  city: 'Inhambane',
  roles: ['client', 'driver'],
  status: 'pending_verification',
  verificationStatus: 'pending',
});

/** The suspended account of the dashboard's figures. */
export const PAULO = user('Pm4Ab8Cd2Ef6Gh0Ij3Kl7Mn1Op5Q', 'Paulo', 'Mabunda', 41, {
  roles: ['client', 'driver'],
  status: 'suspended',
  verificationStatus: 'approved',
  verified: true,
  totalTrips: 6,
  totalEarnings: 486_000,
  suspensionReason: 'Cancelamentos repetidos sem aviso.',
  suspendedAt: hoursFromNow(-24 * 4),
});

const CLIENTS: [string, string][] = [
  ['Lurdes', 'Sitoe'], ['Abel', 'Mucavele'], ['Célia', 'Nhaca'], ['Fernando', 'Muianga'], ['Isabel', 'Chongo'],
  ['Jacinto', 'Bila'], ['Lídia', 'Massingue'], ['Marcos', 'Zandamela'], ['Nádia', 'Langa'], ['Orlando', 'Cumbe'],
  ['Sara', 'Manhiça'], ['Vasco', 'Macamo'], ['Zaida', 'Tivane'], ['Teresa', 'Nhantumbo'], ['Hélio', 'Chaúque'],
];

/** GET /api/admin/users?page=1&pageSize=20: the pending verification first, then the newest accounts. */
export const FIRST_PAGE: AdminUserList = {
  items: [
    TOMAS,
    ...CLIENTS.slice(0, 6).map(([first, last], n) =>
      user(`Cl${String(n).padStart(2, '0')}Ab8Cd2Ef6Gh0Ij3Kl7Mn1Op`, first, last, 2 + n, { totalBookings: n % 3 })
    ),
    user(TRAVELLER.id, 'Ana', 'Macuácua', 12, { email: 'cliente@demo.co.mz', totalBookings: 4 }),
    ...CLIENTS.slice(6).map(([first, last], n) =>
      user(`Cl${String(n + 6).padStart(2, '0')}Ab8Cd2Ef6Gh0Ij3Kl7Mn1Op`, first, last, 14 + 2 * n, { totalBookings: 1 })
    ),
    user('Ad9Mn3Qr7St1Uv5Wx9Yz3Ab7Cd1E', 'Joaquim', 'Tembe', 35, { email: 'admin@demo.co.mz', roles: ['client', 'admin'] }),
    PAULO,
    user('Hk2Lp9QwErTy5UiOpAsDfGh3JkL1', 'Graça', 'Cossa', 60, {
      email: 'hotel@demo.co.mz',
      city: 'Inhambane',
      roles: ['client', 'hotel_manager'],
      verificationStatus: 'approved',
      verified: true,
      totalEarnings: 2_450_000,
    }),
  ],
  total: ADMIN_STATS.users.total,
  page: 1,
  pageSize: PAGE_SIZE,
};

/** The same list filtered to 'Verificação pendente': the one pending verification. */
export const PENDING_ONLY: AdminUserList = { items: [TOMAS], total: ADMIN_STATS.users.pendingVerifications, page: 1, pageSize: PAGE_SIZE };

/** GET /api/admin/users/{id} of the driver waiting: his documents, nothing done on him yet, no bookings of his offers. */
export const TOMAS_DETAILS: AdminUserDetails = {
  user: TOMAS,
  verification: {
    id: '1f3b5d7e-9a2c-4e6f-8b0d-2c4e6a8b0d13',
    status: 'pending',
    documentType: 'driving_licence',
    documentNumber: 'IN-0456789',
    submittedAt: VERIFICATION.createdAt,
    reviewedAt: null,
    rejectionReason: null,
    profilePhoto: '/fixtures/piscina-inhambane/w320.webp',
    documentPhoto: '/fixtures/piscina-inhambane/w640.webp',
  },
  history: [],
  futureBookings: { count: 0, paidCents: 0 },
};

const query = (extra: Record<string, string> = {}) => ({ ...extra, page: 1, pageSize: PAGE_SIZE });

/** Every answer of /admin/users, by the admin app's swr keys. */
export function usersAnswers({ list = FIRST_PAGE }: { list?: Or<AdminUserList> } = {}): Answer[] {
  return [
    [['admin/users', query()], list],
    [['admin/users', query({ status: 'pending_verification' })], PENDING_ONLY],
    [['admin/users', query({ q: 'zacarias' })], { items: [], total: 0, page: 1, pageSize: PAGE_SIZE }],
    [['admin/users', 'details', TOMAS.id], TOMAS_DETAILS],
  ];
}

/**
 * @module Admin user management (spec 2.17, 4 'Admin user status'; DECISIONS.md 1, 3; ADR 0008, 0014): list and
 * inspect users, approve or reject a pending verification, suspend and reactivate accounts, and cancel with a full
 * refund the future bookings of a suspended provider. Each action runs in one transaction that locks the user's row,
 * with its audit entry. Nobody acts on their own account.
 */
import { forgetPages } from '../../lib/page-cache.ts';
import { Buffer } from 'node:buffer';
import { sql } from '../../lib/db.ts';
import { AppError } from '../../lib/errors.ts';
import { isSuspended } from '../../middlewares/auth/account.ts';
import { refundCancelledBookings, settleDueRefunds } from '../payments/payments.refunds.ts';
import { forgetSearchTotals } from '../rides/rides.service.ts';
import { latestVerificationWithPhotos, reviewPendingVerification } from '../verifications/verifications.repo.ts';
import {
  type AdminUserRow,
  cancelFutureBookings,
  findAdminUser,
  futureBookingsOf,
  listActions,
  listUsers,
  lockFutureBookingsWithPartners,
  lockUser,
  recordAction,
  refundedCents,
  setAccountStatus,
} from './admin.repo.ts';
import type { AdminUser, AdminUserDetails, CancelFutureBookingsResult, ListUsersQuery } from './admin.schemas.ts';

const userNotFound = () => new AppError(404, 'USER_NOT_FOUND', 'Utilizador não encontrado.');
const notSuspended = () => new AppError(409, 'USER_NOT_SUSPENDED', 'Este utilizador não está suspenso.');

/**
 * Nobody approves, rejects, suspends, reactivates or otherwise decides on their own account (issue 9): 403
 * CANNOT_ACT_ON_SELF.
 */
function refuseSelf(adminId: string, userId: string) {
  if (adminId === userId) {
    throw new AppError(403, 'CANNOT_ACT_ON_SELF', 'Não pode alterar o estado da sua própria conta.');
  }
}

function toAdminUser(row: AdminUserRow): AdminUser {
  const name = [row.firstName, row.lastName].filter((p) => p && p.trim()).join(' ').trim();
  return {
    id: row.id,
    name: name || row.email || row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    city: row.city,
    roles: row.roles,
    adminRequested: row.adminRequested,
    status: row.status,
    verificationStatus: row.verificationStatus,
    verified: row.verificationStatus === 'approved',
    joinDate: row.createdAt.toISOString(),
    totalBookings: row.totalBookings,
    totalTrips: row.totalTrips,
    totalEarnings: row.totalEarnings,
    suspensionReason: row.suspensionReason,
    suspendedAt: row.suspendedAt?.toISOString() ?? null,
  };
}

/** One page of users (search, type and status filters of spec 2.17). */
export async function listAdminUsers(query: ListUsersQuery) {
  const { rows, total } = await listUsers(sql, query);
  return { items: rows.map(toAdminUser), total, page: query.page, pageSize: query.pageSize };
}

async function mustGetUser(id: string): Promise<AdminUser> {
  const row = await findAdminUser(sql, id);
  if (!row) throw userNotFound();
  return toAdminUser(row);
}

const dataUrl = (type: string, bytes: Uint8Array) => `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;

/**
 * A user, their newest verification with its photos, the admin actions taken on them, and the future bookings of
 * their offers (what a cancellation with refunds would cover).
 */
export async function getAdminUserDetails(id: string, now: Date = new Date()): Promise<AdminUserDetails> {
  const user = await mustGetUser(id);
  const v = await latestVerificationWithPhotos(sql, id);
  const history = await listActions(sql, id);
  const futureBookings = await futureBookingsOf(sql, id, now);
  return {
    futureBookings,
    user,
    verification: v
      ? {
        id: v.id,
        status: v.status,
        documentType: v.documentType,
        documentNumber: v.documentNumber,
        submittedAt: v.submittedAt.toISOString(),
        reviewedAt: v.reviewedAt?.toISOString() ?? null,
        rejectionReason: v.rejectionReason,
        profilePhoto: dataUrl(v.profilePhotoType, v.profilePhoto),
        documentPhoto: dataUrl(v.documentPhotoType, v.documentPhoto),
      }
      : null,
    history: history.map((h) => ({ ...h, createdAt: h.createdAt.toISOString() })),
  };
}

/**
 * Approves or rejects the user's pending verification (reject needs a reason).
 * @throws AppError 403 CANNOT_ACT_ON_SELF, 404 USER_NOT_FOUND, 409 NO_PENDING_VERIFICATION
 */
export async function reviewVerification(
  adminId: string,
  userId: string,
  outcome: 'approved' | 'rejected',
  reason: string | null,
): Promise<AdminUser> {
  refuseSelf(adminId, userId);
  await sql.begin(async (tx) => {
    const user = await lockUser(tx, userId);
    if (!user) throw userNotFound();
    if (user.verificationStatus !== 'pending') {
      throw new AppError(409, 'NO_PENDING_VERIFICATION', 'Este utilizador não tem uma verificação pendente.');
    }
    await reviewPendingVerification(tx, { userId, adminId, outcome, reason });
    await recordAction(tx, {
      adminId,
      userId,
      action: outcome === 'approved' ? 'verification_approved' : 'verification_rejected',
      reason,
    });
  });
  return mustGetUser(userId);
}

/**
 * Suspends an active account with a reason. A suspended user keeps signing in and reading their data, but the
 * server refuses bookings, payments and offering services (ACCOUNT_SUSPENDED, see middlewares/auth/account.ts).
 * Their rides, establishments and events leave every search and listing in the same transaction, and the holders of
 * their future bookings are told (triggers of migration 0016; ADR 0014).
 * @throws AppError 403 CANNOT_ACT_ON_SELF, 404 USER_NOT_FOUND, 409 USER_ALREADY_SUSPENDED
 */
export async function suspendUser(adminId: string, userId: string, reason: string): Promise<AdminUser> {
  refuseSelf(adminId, userId);
  await sql.begin(async (tx) => {
    const user = await lockUser(tx, userId);
    if (!user) throw userNotFound();
    if (user.status === 'suspended' || user.status === 'banned') {
      throw new AppError(409, 'USER_ALREADY_SUSPENDED', 'Este utilizador já está suspenso.');
    }
    await setAccountStatus(tx, userId, 'suspended', reason);
    await recordAction(tx, { adminId, userId, action: 'suspended', reason });
  });
  // The ride search's totals of this process must stop counting the user's rides now.
  forgetSearchTotals();
  forgetPages('events');
  return mustGetUser(userId);
}

/**
 * Reactivates a suspended account (the suspension reason is cleared; the audit trail keeps it); the user's offers
 * are listed again.
 * @throws AppError 403 CANNOT_ACT_ON_SELF, 404 USER_NOT_FOUND, 409 USER_NOT_SUSPENDED
 */
export async function reactivateUser(adminId: string, userId: string): Promise<AdminUser> {
  refuseSelf(adminId, userId);
  await sql.begin(async (tx) => {
    const user = await lockUser(tx, userId);
    if (!user) throw userNotFound();
    if (user.status !== 'suspended') throw notSuspended();
    await setAccountStatus(tx, userId, 'active', null);
    await recordAction(tx, { adminId, userId, action: 'reactivated', reason: null });
  });
  forgetSearchTotals();
  forgetPages('events');
  return mustGetUser(userId);
}

/**
 * Cancels every future pending or confirmed booking of a suspended provider's offers (rides not departed, stays not
 * begun, events not started) and, in the same transaction, refunds each paid one in full, platform fee included,
 * through the provider, and voids each pending payment (payments.refunds.ts, ADR 0006). The user's row is locked
 * first, so two concurrent calls run one after the other: the second finds nothing left and refunds nothing. A call
 * that cancels something is recorded in the audit trail. The travellers are told (migration 0016).
 * @returns the user and the counts of this call (refundedCents: centavos)
 * @throws AppError 403 CANNOT_ACT_ON_SELF, 404 USER_NOT_FOUND, 409 USER_NOT_SUSPENDED
 */
export async function cancelSuspendedProviderBookings(
  adminId: string,
  userId: string,
  now: Date = new Date(),
): Promise<CancelFutureBookingsResult> {
  refuseSelf(adminId, userId);
  const result = await sql.begin(async (tx) => {
    const user = await lockUser(tx, userId);
    if (!user) throw userNotFound();
    if (!isSuspended(user.status)) throw notSuspended();
    await lockFutureBookingsWithPartners(tx, userId, now);
    const ids = await cancelFutureBookings(tx, userId, now);
    const money = await refundCancelledBookings(tx, ids, { reason: 'provider_suspended', initiatedBy: adminId, now });
    if (ids.length > 0) {
      await recordAction(tx, {
        adminId,
        userId,
        action: 'future_bookings_cancelled',
        reason: `${ids.length} ${ids.length === 1 ? 'reserva cancelada' : 'reservas canceladas'}, ${money.refunds} ` +
          `${money.refunds === 1 ? 'reembolsada' : 'reembolsadas'} por inteiro.`,
      });
    }
    return { ids, ...money };
  });
  // Refunds the provider settles at once (PAYMENT_DELAY_MS=0) are settled before answering.
  for (const bookingId of result.ids) await settleDueRefunds(sql, now, { bookingId });
  return {
    user: await mustGetUser(userId),
    cancelledBookings: result.ids.length,
    refunds: result.refunds,
    voidedPayments: result.voided,
    refundedCents: await refundedCents(sql, result.ids),
  };
}

/**
 * @module Admin user management (spec 2.17, 4 'Admin user status'; DECISIONS.md 1, 3): list and inspect users,
 * approve or reject a pending verification, suspend and reactivate accounts. Each action runs in one transaction
 * with its audit entry.
 */
import { Buffer } from 'node:buffer';
import { sql } from '../../lib/db.ts';
import { AppError } from '../../lib/errors.ts';
import { latestVerificationWithPhotos, reviewPendingVerification } from '../verifications/verifications.repo.ts';
import { type AdminUserRow, findAdminUser, listActions, listUsers, lockUser, recordAction, setAccountStatus } from
  './admin.repo.ts';
import type { AdminUser, AdminUserDetails, ListUsersQuery } from './admin.schemas.ts';

const userNotFound = () => new AppError(404, 'USER_NOT_FOUND', 'Utilizador não encontrado.');

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

/** A user, their newest verification with its photos, and the admin actions taken on them. */
export async function getAdminUserDetails(id: string): Promise<AdminUserDetails> {
  const user = await mustGetUser(id);
  const v = await latestVerificationWithPhotos(sql, id);
  const history = await listActions(sql, id);
  return {
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
 * @throws AppError 404 USER_NOT_FOUND, 409 NO_PENDING_VERIFICATION
 */
export async function reviewVerification(
  adminId: string,
  userId: string,
  outcome: 'approved' | 'rejected',
  reason: string | null,
): Promise<AdminUser> {
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
 * @throws AppError 404 USER_NOT_FOUND, 409 CANNOT_SUSPEND_SELF or USER_ALREADY_SUSPENDED
 */
export async function suspendUser(adminId: string, userId: string, reason: string): Promise<AdminUser> {
  if (adminId === userId) {
    throw new AppError(409, 'CANNOT_SUSPEND_SELF', 'Não pode suspender a sua própria conta.');
  }
  await sql.begin(async (tx) => {
    const user = await lockUser(tx, userId);
    if (!user) throw userNotFound();
    if (user.status === 'suspended' || user.status === 'banned') {
      throw new AppError(409, 'USER_ALREADY_SUSPENDED', 'Este utilizador já está suspenso.');
    }
    await setAccountStatus(tx, userId, 'suspended', reason);
    await recordAction(tx, { adminId, userId, action: 'suspended', reason });
  });
  return mustGetUser(userId);
}

/**
 * Reactivates a suspended account (the suspension reason is cleared; the audit trail keeps it).
 * @throws AppError 404 USER_NOT_FOUND, 409 USER_NOT_SUSPENDED
 */
export async function reactivateUser(adminId: string, userId: string): Promise<AdminUser> {
  await sql.begin(async (tx) => {
    const user = await lockUser(tx, userId);
    if (!user) throw userNotFound();
    if (user.status !== 'suspended') {
      throw new AppError(409, 'USER_NOT_SUSPENDED', 'Este utilizador não está suspenso.');
    }
    await setAccountStatus(tx, userId, 'active', null);
    await recordAction(tx, { adminId, userId, action: 'reactivated', reason: null });
  });
  return mustGetUser(userId);
}

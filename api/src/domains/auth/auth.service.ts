/**
 * @module Identity and roles (spec 2.4, 6, 7; DECISIONS.md 3): role setup after sign-up, the profile, the current role.
 */
import { type Db, sql } from '../../lib/db.ts';
import { env } from '../../lib/env.ts';
import { AppError } from '../../lib/errors.ts';
import { adminAuth } from '../../lib/firebase.ts';
import type { AuthUser } from '../../middlewares/auth/auth.ts';
import { effectiveRoles, permissionsOf, type Role, ROLES } from '../../middlewares/auth/permissions.ts';
import { forgetRideDescriptions } from '../rides/rides.descriptions.ts';
import { findUser, updateUser as updateUserRow, type UserRow } from './auth.repo.ts';
import type { Profile } from './auth.schemas.ts';

/** Updates the user's row; a new name also drops the ride descriptions the search keeps (they show it). */
async function updateUser(db: Db, id: string, changes: Partial<Omit<UserRow, 'id' | 'createdAt'>>) {
  const updated = await updateUserRow(db, id, changes);
  if (changes.firstName !== undefined || changes.lastName !== undefined) forgetRideDescriptions();
  return updated;
}

const ROLE_LABELS: Record<Role, string> = {
  client: 'Cliente',
  driver: 'Motorista',
  hotel_manager: 'Gestor de Alojamento',
  event: 'Organizador de Eventos',
  admin: 'Administrador',
};

/**
 * Maps a user row to the API profile: the roles held, and the permissions of the roles the account may act with (no
 * admin power while suspended, ADR 0014).
 */
export function toProfile(row: UserRow, user: Pick<AuthUser, 'emailVerified'>): Profile {
  const roles = ROLES.filter((r) => row.roles.includes(r));
  return {
    id: row.id,
    uid: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    displayName: row.email ? row.email.split('@')[0]! : (row.firstName ?? ''),
    phone: row.phone,
    city: row.city,
    profileImageUrl: row.profileImageUrl,
    roles,
    currentRole: roles.includes(row.activeRole) ? row.activeRole : 'client',
    permissions: permissionsOf(effectiveRoles(row.roles, row.status)),
    verificationStatus: row.verificationStatus,
    // 'pending_verification' is never stored (admin_user_status() derives it), so the account is active then.
    accountStatus: row.status === 'suspended' || row.status === 'banned' ? row.status : 'active',
    suspensionReason: row.status === 'suspended' || row.status === 'banned' ? row.suspensionReason : null,
    adminRequested: row.adminRequested,
    emailVerified: user.emailVerified,
    preferences: row.preferences,
    createdAt: row.createdAt.toISOString(),
  };
}

async function mustFindUser(uid: string): Promise<UserRow> {
  const row = await findUser(sql, uid);
  if (!row) throw new AppError(404, 'NOT_FOUND', 'Utilizador não encontrado.');
  return row;
}

/** The caller's profile. */
export async function getProfile(user: AuthUser): Promise<Profile> {
  return toProfile(await mustFindUser(user.uid), user);
}

export interface SetupRolesInput {
  roles: Role[];
  firstName?: string;
  lastName?: string;
  phone?: string;
  uid?: string;
  email?: string;
  displayName?: string | null;
  photoURL?: string | null;
}

/**
 * Whether the deployment's bootstrap list (ADMIN_EMAILS) names this e-mail as an admin (DECISIONS.md 3). Only a
 * verified e-mail counts: an unverified one may belong to anybody who typed it at sign-up.
 */
export function isBootstrapAdmin(email: string | null | undefined, emailVerified: boolean): boolean {
  return emailVerified && !!email && env.ADMIN_EMAILS.includes(email.toLowerCase());
}

/**
 * Copies the roles into the account's Firebase custom claims, for the apps (the API reads roles from the database,
 * ADR 0015). Called after the database commit; a failure is logged and left for the next change of roles.
 */
async function syncRoleClaims(uid: string, roles: Role[]): Promise<void> {
  try {
    const claims = (await adminAuth().getUser(uid)).customClaims ?? {};
    await adminAuth().setCustomUserClaims(uid, { ...claims, roles });
  } catch (err) {
    console.warn(`custom claims of ${uid} not updated (the database holds the roles):`, err);
  }
}

/**
 * Grants the roles chosen at sign-up (POST /api/auth/setup-roles, spec 7, either body variant): the user's row (roles,
 * names, phone, photo) in one transaction, then, after the commit, the token's custom claims. Roles already held are
 * kept; client is always held. Admin is granted only when the account's e-mail, as Firebase records it (not as the
 * token says), is verified and on the bootstrap list; otherwise the request is recorded (`adminRequested`).
 * @throws AppError 403 UID_MISMATCH when variant B names another user
 */
export async function setupRoles(user: AuthUser, input: SetupRolesInput): Promise<Profile> {
  if (input.uid && input.uid !== user.uid) {
    throw new AppError(403, 'UID_MISMATCH', 'Não pode configurar a conta de outro utilizador.');
  }
  const wantsAdmin = input.roles.includes('admin');
  const account = wantsAdmin ? await adminAuth().getUser(user.uid) : undefined;
  const bootstrapAdmin = !!account && isBootstrapAdmin(account.email, account.emailVerified);

  let firstName = input.firstName;
  let lastName = input.lastName;
  if (firstName === undefined && input.displayName) {
    const at = input.displayName.indexOf(' ');
    firstName = at === -1 ? input.displayName : input.displayName.slice(0, at);
    lastName = at === -1 ? '' : input.displayName.slice(at + 1);
  }

  // All or nothing; the row is locked so that two concurrent calls both keep each other's roles.
  const updated = await sql.begin(async (tx) => {
    const row = await findUser(tx, user.uid, { lock: true });
    if (!row) throw new AppError(404, 'NOT_FOUND', 'Utilizador não encontrado.');
    const granted = new Set<Role>(['client', ...row.roles, ...input.roles.filter((r) => r !== 'admin')]);
    if (bootstrapAdmin) granted.add('admin');
    const roles = ROLES.filter((r) => granted.has(r));
    return (await updateUser(tx, user.uid, {
      roles,
      email: user.email,
      adminRequested: row.adminRequested || (wantsAdmin && !roles.includes('admin')),
      ...(firstName !== undefined ? { firstName } : {}),
      ...(lastName !== undefined ? { lastName } : {}),
      ...(input.phone ? { phone: input.phone } : {}),
      ...(input.photoURL ? { profileImageUrl: input.photoURL } : {}),
    }))!;
  });
  await syncRoleClaims(user.uid, updated.roles);
  return toProfile(updated, user);
}

export interface UpdateProfileInput {
  firstName?: string;
  lastName?: string;
  phone?: string | null;
  city?: string | null;
  preferences?: Partial<UserRow['preferences']>;
}

/** Saves the caller's profile (PUT /api/auth/profile). The e-mail is never changed here (spec 5 'Other'). */
export async function updateProfile(user: AuthUser, input: UpdateProfileInput): Promise<Profile> {
  const row = await mustFindUser(user.uid);
  const changes: Record<string, unknown> = {};
  if (input.firstName !== undefined) changes.firstName = input.firstName;
  if (input.lastName !== undefined) changes.lastName = input.lastName;
  if (input.phone !== undefined) changes.phone = input.phone || null;
  if (input.city !== undefined) changes.city = input.city;
  if (input.preferences) changes.preferences = sql.json({ ...row.preferences, ...input.preferences });
  const updated = await updateUser(sql, user.uid, changes as Partial<UserRow>);
  return toProfile(updated!, user);
}

/**
 * Switches the current role among the roles the caller holds (spec 4 'Role switching').
 * @throws AppError 403 ROLE_NOT_OWNED
 */
export async function setCurrentRole(user: AuthUser, role: Role): Promise<Profile> {
  const row = await mustFindUser(user.uid);
  if (!user.roles.includes(role) || !row.roles.includes(role)) {
    throw new AppError(403, 'ROLE_NOT_OWNED', `Não tem permissão para mudar para o papel ${ROLE_LABELS[role]}.`);
  }
  return toProfile((await updateUser(sql, user.uid, { activeRole: role }))!, user);
}

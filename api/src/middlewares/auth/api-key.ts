/**
 * @module Partners' API keys (issue 29, ADR 0053): `Authorization: Bearer tmz_...` authenticates a server-to-server
 * call as the key's owner, with the permissions (spec 6) the key was given that the owner still holds. The key is
 * kept only as its SHA-256; a revoked key, or one whose owner lost the role, authenticates nothing it cannot.
 * A key reaches only routes guarded by one of its permissions (auth.ts requirePermission): a route that asks for a
 * signed-in person alone (profile, traveller bookings) refuses it with 401 API_KEY_NOT_ACCEPTED, one guarded by
 * another permission (key and webhook management among them) with 403 API_KEY_SCOPE.
 */
import { sql } from '../../lib/db.ts';
import { AppError } from '../../lib/errors.ts';
import type { AuthUser } from '../../lib/types.ts';
import { effectiveRoles, permissionsOf } from './permissions.ts';

/** Every key starts with this, so a bearer value is told from a Firebase ID token (a JWT) at a glance. */
export const API_KEY_PREFIX = 'tmz_';

/**
 * The permissions a key may carry (spec 6): the providers' own ones. Traveller, admin and account powers are never
 * given to a key.
 */
export const API_KEY_SCOPES = [
  'accommodation.create',
  'accommodation.manage',
  'booking.accept',
  'booking.manage',
  'driver.stats',
  'earnings.view',
  'event.create',
  'event.manage',
  'ride.create',
  'ride.manage',
  'ticket.checkin',
] as const;

/** The 401 of an unknown or revoked key. */
export const invalidApiKey = () => new AppError(401, 'INVALID_API_KEY', 'Chave de API inválida ou revogada.');

/**
 * The 401 of a key on a route that wants a signed-in person (any signed-in user may call it, so no permission of a
 * key opens it): documented on every such route, as any refused credential is.
 */
export const apiKeyNotAccepted = () =>
  new AppError(401, 'API_KEY_NOT_ACCEPTED', 'Esta funcionalidade exige uma sessão iniciada, não uma chave de API.');

/** The 403 of a key on a route none of its permissions opens. */
export const apiKeyScope = () =>
  new AppError(403, 'API_KEY_SCOPE', 'Esta chave de API não dá acesso a esta funcionalidade.');

/** Bytes in base64url without padding (RFC 4648 section 5). */
export const base64Url = (bytes: Uint8Array): string =>
  btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** SHA-256 of a key, as stored in api_keys.secret_hash. */
export async function hashApiKey(key: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(key)));
}

/**
 * A new key: 'tmz_' and 32 random bytes in base64url (256 bits), its list prefix and its hash.
 * @example const { key, prefix, hash } = await newApiKey(); // key shown once, hash stored
 */
export async function newApiKey(): Promise<{ key: string; prefix: string; hash: Uint8Array }> {
  const key = API_KEY_PREFIX + base64Url(crypto.getRandomValues(new Uint8Array(32)));
  return { key, prefix: key.slice(0, 12), hash: await hashApiKey(key) };
}

interface KeyRow {
  id: string;
  ownerId: string;
  scopes: string[];
  lastUsedAt: Date | null;
  email: string | null;
  roles: string[];
  status: string;
  suspensionReason: string | null;
  verificationStatus: string;
}

/**
 * The caller a key stands for, or null when the key is unknown or revoked. Its last use is written at most once a
 * minute (a busy integration does not write on every call).
 */
export async function apiKeyCaller(key: string): Promise<{ user: AuthUser; keyId: string } | null> {
  if (!key.startsWith(API_KEY_PREFIX) || key.length > 100) return null;
  const [row]: [KeyRow?] = await sql`
    select k.id, k.owner_id, k.scopes, k.last_used_at, u.email, u.roles, u.status, u.suspension_reason,
      u.verification_status
    from api_keys k join users u on u.id = k.owner_id
    where k.secret_hash = ${await hashApiKey(key)} and k.revoked_at is null
  `;
  if (!row) return null;
  if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() > 60_000) {
    await sql`update api_keys set last_used_at = now() where id = ${row.id}`;
  }
  const roles = effectiveRoles(row.roles, row.status);
  const scopes = new Set(row.scopes);
  return {
    keyId: row.id,
    user: {
      uid: row.ownerId,
      email: row.email,
      emailVerified: false,
      name: null,
      picture: null,
      roles,
      permissions: permissionsOf(roles).filter((p) => scopes.has(p)),
      status: row.status,
      suspensionReason: row.suspensionReason,
      verificationStatus: row.verificationStatus,
    },
  };
}

/**
 * @module Bearer authentication with Firebase ID tokens, and the guards routes use (spec 6; DECISIONS.md 3, 7).
 * The token says who the caller is; what they may do (roles) and whether their account is active come from their
 * `users` row, read on every request (ADR 0015): a role removed or an account suspended counts at the next request,
 * and a token forged against the emulator (unsigned, any claims) gains nothing from its claims.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { verifyIdToken } from '../../lib/firebase.ts';
import { AppError, errors } from '../../lib/errors.ts';
import { sql, withPoolRetry } from '../../lib/db.ts';
import type { AppBindings, AuthUser } from '../../lib/types.ts';
import { effectiveRoles, permissionsOf } from './permissions.ts';
import { API_KEY_PREFIX, apiKeyCaller, apiKeyNotAccepted, apiKeyScope, invalidApiKey } from './api-key.ts';

export type { AuthUser } from '../../lib/types.ts';

interface AccountRow {
  roles: string[];
  status: string;
  suspensionReason: string | null;
  verificationStatus: string;
}

/**
 * The caller's row by primary key; a first request creates it as a plain client (roles are granted by setup-roles,
 * an admin or the seed, never taken from the token).
 */
async function accountOf(uid: string, email: string | null): Promise<AccountRow> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const [row]: [AccountRow?] = await sql`
      select roles, status, suspension_reason, verification_status from users where id = ${uid}
    `;
    if (row) return row;
    const [created]: [AccountRow?] = await sql`
      insert into users (id, email) values (${uid}, ${email})
      on conflict (id) do nothing
      returning roles, status, suspension_reason, verification_status
    `;
    if (created) return created;
  }
  throw new Error(`users row of ${uid} neither found nor created`);
}

/** The 401 answered to a token whose account Firebase has disabled. */
const accountDisabledError = () =>
  new AppError(401, 'ACCOUNT_DISABLED', 'Esta conta foi desativada. Contacte o suporte.');

/**
 * Reads `Authorization: Bearer <Firebase ID token>`. No header: anonymous (`user` null). A bad, expired or revoked
 * token: 401 INVALID_TOKEN; a disabled account: 401 ACCOUNT_DISABLED. A valid one: `c.var.user`, from the token and
 * the user's row (created on the first request).
 */
export const authenticate: MiddlewareHandler<AppBindings> = createMiddleware<AppBindings>(async (c, next) => {
  const header = c.req.header('Authorization');
  if (!header) {
    c.set('user', null);
    return next();
  }
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw errors.invalidToken();
  // A partner's API key (issue 29, ADR 0053): its owner, with the key's permissions only.
  if (match[1].startsWith(API_KEY_PREFIX)) {
    const caller = await withPoolRetry(sql, () => apiKeyCaller(match[1]!));
    if (!caller) throw invalidApiKey();
    c.set('user', caller.user);
    c.set('apiKeyId', caller.keyId);
    return next();
  }
  let decoded;
  try {
    decoded = await verifyIdToken(match[1]);
  } catch (err) {
    if ((err as { code?: string }).code === 'auth/user-disabled') throw accountDisabledError();
    throw errors.invalidToken();
  }
  const email = decoded.email?.toLowerCase() ?? null;
  // The first statement of a signed-in request: after an outage it may meet a stale pooled connection (issue 27).
  const row = await withPoolRetry(sql, () => accountOf(decoded.uid, email));
  const roles = effectiveRoles(row.roles, row.status);
  c.set('user', {
    uid: decoded.uid,
    email,
    emailVerified: decoded.email_verified ?? false,
    name: (decoded.name as string | undefined) ?? null,
    picture: decoded.picture ?? null,
    roles,
    permissions: permissionsOf(roles),
    status: row.status,
    suspensionReason: row.suspensionReason,
    verificationStatus: row.verificationStatus,
  });
  return next();
});

/**
 * The caller, or 401 UNAUTHENTICATED. A partner's API key counts only once one of its permissions opened the route
 * (requirePermission); else 401 API_KEY_NOT_ACCEPTED: a key never acts as the person on routes open to any signed-in
 * user.
 */
export function requireUser(c: Context<AppBindings>): AuthUser {
  const user = c.get('user');
  if (!user) throw errors.unauthenticated();
  if (c.get('apiKeyId') && !c.get('apiKeyPermitted')) throw apiKeyNotAccepted();
  return user;
}

/** The caller holding `permission` (spec 6), or 401 / 403 FORBIDDEN (an API key: 403 API_KEY_SCOPE). */
export function requirePermission(c: Context<AppBindings>, permission: string): AuthUser {
  const user = c.get('user');
  if (!user) throw errors.unauthenticated();
  if (!user.permissions.includes(permission)) throw c.get('apiKeyId') ? apiKeyScope() : errors.forbidden(permission);
  if (c.get('apiKeyId')) c.set('apiKeyPermitted', true);
  return user;
}

/** Whether the caller came with an API key (issue 29): key and webhook management want the person. */
export const byApiKey = (c: Context<AppBindings>): boolean => Boolean(c.get('apiKeyId'));

/** Route middleware: 401 before any validation when there is no signed-in caller. */
export const userRequired: MiddlewareHandler<AppBindings> = createMiddleware<AppBindings>(async (c, next) => {
  requireUser(c);
  await next();
});

/** Route middleware: 401 without a caller, 403 FORBIDDEN without `permission` (spec 6), before any validation. */
export function permissionRequired(permission: string): MiddlewareHandler<AppBindings> {
  return createMiddleware<AppBindings>(async (c, next) => {
    requirePermission(c, permission);
    await next();
  });
}

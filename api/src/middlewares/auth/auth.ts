/**
 * @module Bearer authentication with Firebase ID tokens, and the guards routes use (spec 6; DECISIONS.md 3).
 */
import type { Context, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { adminAuth } from '../../lib/firebase.ts';
import { errors } from '../../lib/errors.ts';
import { sql, textArray } from '../../lib/db.ts';
import type { AppBindings } from '../../lib/types.ts';
import { permissionsOf, type Role, rolesFromClaim } from './permissions.ts';

/** The verified caller: Firebase uid, e-mail, roles from the token's custom claims and their permissions. */
export interface AuthUser {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
  roles: Role[];
  permissions: string[];
}

// Users whose row is known to exist, so the upsert runs once per user and process.
const knownUsers = new Set<string>();

/**
 * Reads `Authorization: Bearer <Firebase ID token>`. No header: anonymous (`user` null). A bad or expired token:
 * 401 INVALID_TOKEN. A valid one: `c.var.user`, and the user's row exists in `users`.
 */
export const authenticate: MiddlewareHandler<AppBindings> = createMiddleware<AppBindings>(async (c, next) => {
  const header = c.req.header('Authorization');
  if (!header) {
    c.set('user', null);
    return next();
  }
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw errors.invalidToken();
  let decoded;
  try {
    decoded = await adminAuth().verifyIdToken(match[1]);
  } catch {
    throw errors.invalidToken();
  }
  const roles = rolesFromClaim(decoded.roles);
  const user: AuthUser = {
    uid: decoded.uid,
    email: decoded.email?.toLowerCase() ?? null,
    emailVerified: decoded.email_verified ?? false,
    name: (decoded.name as string | undefined) ?? null,
    picture: decoded.picture ?? null,
    roles,
    permissions: permissionsOf(roles),
  };
  if (!knownUsers.has(user.uid)) {
    await sql`
      insert into users (id, email, roles)
      values (${user.uid}, ${user.email}, ${textArray(roles)}::text[])
      on conflict (id) do nothing
    `;
    knownUsers.add(user.uid);
  }
  c.set('user', user);
  return next();
});

/** The caller, or 401 UNAUTHENTICATED. */
export function requireUser(c: Context<AppBindings>): AuthUser {
  const user = c.get('user');
  if (!user) throw errors.unauthenticated();
  return user;
}

/** The caller holding `permission` (spec 6), or 401 / 403 FORBIDDEN. */
export function requirePermission(c: Context<AppBindings>, permission: string): AuthUser {
  const user = requireUser(c);
  if (!user.permissions.includes(permission)) throw errors.forbidden(permission);
  return user;
}

/** Forgets the cached user rows (tests reset the database between suites). */
export function resetKnownUsers() {
  knownUsers.clear();
}

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

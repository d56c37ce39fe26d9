/**
 * @module Route guard for actions a suspended account may not take (DECISIONS.md 1, 3; spec 4 'Admin user status'):
 * booking, paying, and offering services. A suspended user can still sign in, read their data and cancel.
 */
import type { MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { sql } from '../../lib/db.ts';
import { AppError } from '../../lib/errors.ts';
import type { AppBindings } from '../../lib/types.ts';
import { requireUser } from './auth.ts';

/** The 403 answered to a suspended (or banned) account; details carry the reason an admin gave. */
export const accountSuspendedError = (reason: string | null) =>
  new AppError(
    403,
    'ACCOUNT_SUSPENDED',
    'A sua conta está suspensa: não pode fazer reservas, pagamentos nem oferecer serviços. Contacte o suporte.',
    { reason },
  );

/** Throws ACCOUNT_SUSPENDED unless the account's status is active. */
export async function assertAccountActive(uid: string): Promise<void> {
  const [row]: [{ status: string; suspensionReason: string | null }?] = await sql`
    select status, suspension_reason from users where id = ${uid}
  `;
  if (row && row.status !== 'active' && row.status !== 'pending_verification') {
    throw accountSuspendedError(row.suspensionReason);
  }
}

/**
 * Route middleware: 401 without a caller, 403 ACCOUNT_SUSPENDED for a suspended or banned account. Place it after
 * `permissionRequired(...)`.
 * @example middleware: [permissionRequired('booking.create'), activeAccountRequired] as const
 */
export const activeAccountRequired: MiddlewareHandler<AppBindings> = createMiddleware<AppBindings>(async (c, next) => {
  await assertAccountActive(requireUser(c).uid);
  await next();
});

/**
 * @module Route guard for offering a service (publishing a ride, listing rooms, creating an event): the caller's
 * profile verification must be approved by an admin (DECISIONS.md 3; spec 8 'Verificação Necessária').
 */
import type { MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { AppError } from '../../lib/errors.ts';
import type { AppBindings } from '../../lib/types.ts';
import { accountSuspendedError, isSuspended } from './account.ts';
import { requireUser } from './auth.ts';

/** The 403 answered to a caller whose identity and documents are not verified (spec 8, 'Unverified'). */
export const verificationRequiredError = () =>
  new AppError(
    403,
    'VERIFICATION_REQUIRED',
    'Precisa de verificar a sua identidade e documentos para usar esta funcionalidade.',
  );

/**
 * Route middleware: 401 without a caller, 403 ACCOUNT_SUSPENDED for a suspended account, 403 VERIFICATION_REQUIRED
 * unless `users.verification_status` is
 * 'approved' (the row as the authentication read it on this request). Place it after `permissionRequired(...)` so that a caller without the role gets 403 FORBIDDEN first.
 * @example middleware: [permissionRequired('ride.create'), verificationRequired] as const
 */
export const verificationRequired: MiddlewareHandler<AppBindings> = createMiddleware<AppBindings>(async (c, next) => {
  // The user's row as the authentication read it on this request.
  const user = requireUser(c);
  // A suspended account offers nothing, verified or not (middlewares/auth/account.ts).
  if (isSuspended(user.status)) throw accountSuspendedError(user.suspensionReason);
  if (user.verificationStatus !== 'approved') throw verificationRequiredError();
  await next();
});

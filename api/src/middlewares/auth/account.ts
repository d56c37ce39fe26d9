/**
 * @module Guards for what a suspended account may not do (DECISIONS.md 1, 3; spec 4 'Admin user status'; ADR 0008,
 * 0014): book, pay, and offer services (create, edit or publish an offer). A suspended user can still sign in, read
 * their data and cancel. The offers of a suspended provider cannot be booked or paid either.
 */
import type { MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { sql } from '../../lib/db.ts';
import { AppError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { AppBindings } from '../../lib/types.ts';
import { requireUser } from './auth.ts';
import { isSuspended } from './permissions.ts';

/** The account states that take away booking, paying and offering (the API shows 'suspended' or 'banned'). */
export { isSuspended };

/** The 403 answered to a suspended (or banned) account; details carry the reason an admin gave. */
export const accountSuspendedError = (reason: string | null) =>
  new AppError(
    403,
    'ACCOUNT_SUSPENDED',
    'A sua conta está suspensa: não pode fazer reservas, pagamentos nem oferecer serviços. Contacte o suporte.',
    { reason },
  );

/** The 409 answered to booking or paying an offer whose provider is suspended (or banned; ADR 0014). */
export const providerSuspendedError = () =>
  new AppError(409, 'PROVIDER_SUSPENDED', 'Esta oferta não está disponível: a conta do prestador está suspensa.');

/** Throws ACCOUNT_SUSPENDED unless the account's status is active. */
export async function assertAccountActive(uid: string): Promise<void> {
  const [row]: [{ status: string; suspensionReason: string | null }?] = await sql`
    select status, suspension_reason from users where id = ${uid}
  `;
  if (row && isSuspended(row.status)) throw accountSuspendedError(row.suspensionReason);
}

/**
 * Route middleware: 401 without a caller, 403 ACCOUNT_SUSPENDED for a suspended or banned account (the status the
 * authentication read from the user's row on this request). Place it after `permissionRequired(...)`. Used by bookings
 * and payments, and by every provider write (create, edit, publish an offer; ADR 0014).
 * @example middleware: [permissionRequired('booking.create'), activeAccountRequired] as const
 */
export const activeAccountRequired: MiddlewareHandler<AppBindings> = createMiddleware<AppBindings>(async (c, next) => {
  const user = requireUser(c);
  if (isSuspended(user.status)) throw accountSuspendedError(user.suspensionReason);
  await next();
});

/**
 * Refuses a new booking of an offer whose provider (the driver, the establishment's manager, the organiser) is
 * suspended or banned: 409 PROVIDER_SUSPENDED. An offer that does not exist passes (the booking answers 404), and so
 * does a retry whose Idempotency-Key already made a booking: it gets its first answer, as before the suspension.
 * Called by the products that check it before their booking (`BookingProduct.assertBookable`: stays.product.ts,
 * events.product.ts; a ride booking reads its driver's status inside its transaction, rides.booking.ts); a booking
 * made in the instant of the suspension itself is left to the admin's cancellation (ADR 0014).
 * @param userId the caller; @param idempotencyKey the request's key, if any
 * @param providerStatus reads the account status of the offer's provider (no row: no such offer); the caller checks
 *   first that the offer's id is a uuid
 * @throws AppError 409 PROVIDER_SUSPENDED
 * @example await assertOfferBookable(uid, key, () => sql`select u.status from events ev join users u on ...`)
 */
export async function assertOfferBookable(
  userId: string,
  idempotencyKey: string | undefined,
  providerStatus: () => Promise<{ status: string }[]>,
): Promise<void> {
  if (idempotencyKey) {
    const [replay] =
      await sql`select 1 from bookings where user_id = ${userId} and idempotency_key = ${idempotencyKey}`;
    if (replay) return;
  }
  const [row] = await providerStatus();
  if (row && isSuspended(row.status)) throw providerSuspendedError();
}

/**
 * Refuses paying a booking of the caller whose provider is suspended or banned: 409 PROVIDER_SUSPENDED. A booking
 * that is not the caller's passes (the payment answers 404), and so does a retry whose Idempotency-Key already made a
 * payment (it gets its first answer).
 * @throws AppError 409 PROVIDER_SUSPENDED
 */
export async function assertBookingPayable(userId: string, bookingId: string, idempotencyKey?: string): Promise<void> {
  if (!isUuid(bookingId)) return;
  if (idempotencyKey) {
    const [replay] =
      await sql`select 1 from payments where user_id = ${userId} and idempotency_key = ${idempotencyKey}`;
    if (replay) return;
  }
  const [row]: [{ status: string }?] = await sql`
    select u.status from bookings b join users u on u.id = b.provider_id where b.id = ${bookingId} and b.user_id = ${userId}
  `;
  if (row && isSuspended(row.status)) throw providerSuspendedError();
}

/**
 * @module Settlement of payments, lazy and durable: a pending payment whose `settles_at` has come is settled by
 * whoever looks first (the timer of main.ts, or a read of the payment or its booking), with the outcome the provider
 * gave when it started. A succeeded payment confirms its booking (a trip's payment: every part it covers, ADR 0055) in
 * the same transaction; a failed one leaves the bookings pending (they can be paid again until their hold expires).
 */
import type { Sql } from '../../lib/db.ts';
import { confirmBooking } from '../bookings/bookings.repo.ts';
import { settleDueRefunds } from './payments.refunds.ts';
import { deploymentRails } from './default-provider.ts';
import type { Rails } from './payments.lifecycle.ts';
import { duePaymentIds, finishPayment, lockCoveredBookings, lockPayment } from './payments.repo.ts';

/**
 * Settles one payment if it is pending and due at `now` (or, with `confirm`, a pending payment an admin confirms).
 * Locks the bookings it covers (its booking, or a trip's parts, by id), then the payment (the lock order of
 * bookings.repo.ts). A trip's payment succeeds only when every part it covers is still pending, and confirms them all.
 * @param _bookingId the payment's booking (kept for the callers; the bookings covered are read from the payment)
 * @returns the new status, or null when there was nothing to settle
 */
export async function settlePayment(
  sql: Sql,
  paymentId: string,
  _bookingId: string,
  now: Date,
  options: { confirm?: boolean } = {},
): Promise<'succeeded' | 'failed' | null> {
  return await sql.begin(async (tx) => {
    const bookings = await lockCoveredBookings(tx, paymentId);
    const payment = await lockPayment(tx, paymentId);
    if (!bookings.length || !payment || payment.status !== 'pending') return null;
    let outcome: 'succeeded' | 'failed';
    let reason: string | null = null;
    if (options.confirm) outcome = 'succeeded';
    else {
      if (!payment.settlesAt || payment.settlesAt > now || !payment.scheduledOutcome) return null;
      outcome = payment.scheduledOutcome;
      reason = outcome === 'failed' ? payment.scheduledFailureReason ?? 'Pagamento recusado.' : null;
    }
    if (outcome === 'succeeded' && bookings.some((b) => b.status !== 'pending')) {
      outcome = 'failed';
      reason = 'A reserva já não está pendente.';
    }
    await finishPayment(tx, paymentId, outcome, reason, now);
    await tx`update payments set stage = ${outcome}, next_check_at = null where id = ${paymentId}`;
    if (outcome === 'succeeded') { for (const b of bookings) await confirmBooking(tx, b.id, now); }
    return outcome;
  });
}

/**
 * Settles every pending payment due at `now`, optionally of one user, booking or payment only, then the refunds due
 * in the same scope (payments.refunds.ts, which also sends the refunds of live rails recorded in that scope).
 * @returns how many payments were settled
 * @example await settleDuePayments(sql, new Date()) // 3
 */
export async function settleDuePayments(
  sql: Sql,
  now: Date,
  scope: { userId?: string; bookingId?: string; paymentId?: string } = {},
  rails: Rails = deploymentRails,
): Promise<number> {
  const due = await duePaymentIds(sql, now, scope);
  let settled = 0;
  for (const p of due) {
    if (await settlePayment(sql, p.id, p.bookingId, now)) settled++;
  }
  await settleDueRefunds(sql, now, scope, rails);
  return settled;
}

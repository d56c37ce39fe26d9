/**
 * @module The manager's answer to a paid stay request (issue 9, ADR 0017): a stay without instant booking, once paid,
 * waits for the manager until `answer_due_at` (PROVIDER_ANSWER_HOURS after the payment). Unanswered by then, it is
 * declined and refunded in full: by the maintenance timer (`declineUnansweredStays`, registered in maintenance.ts),
 * and lazily before anyone reads or acts on it, so a late 'Confirmar' never takes a request already out of time.
 */
import type { Db, Sql } from '../../lib/db.ts';
import { refundCancelledBookings, settleDueRefunds } from '../payments/payments.refunds.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { lockWithPaymentPartners } from '../bookings/bookings.repo.ts';

/** The requests out of time at `now` (optionally one booking, or the stays of one client or establishment). */
function overdueRequests(
  db: Db,
  now: Date,
  scope: { bookingId?: string; userId?: string; establishmentId?: string },
) {
  return db<{ id: string }[]>`
    select id from bookings
    where status = 'pending' and answer_due_at <= ${now}
      ${scope.bookingId ? db`and id = ${scope.bookingId}` : db``}
      ${scope.userId ? db`and user_id = ${scope.userId}` : db``}
      ${scope.establishmentId ? db`and establishment_id = ${scope.establishmentId}` : db``}
    order by answer_due_at, id
    limit 200
  `;
}

/**
 * Declines every paid stay request whose answer deadline has passed at `now`: in one transaction per request, the
 * booking is cancelled (reason 'provider_no_answer'), its succeeded payment refunded in full (platform fee included,
 * ADR 0006) and its nights given back (by the stay's status trigger, migration 0340); the client and the manager are notified by the trigger of migration 0018. A
 * request answered or withdrawn meanwhile is left alone (the update only takes a pending request still due).
 * @param scope only one booking, client or establishment (the lazy runs before reads)
 * @param provider the payment provider for the refunds (tests pass their own)
 * @returns how many requests were declined
 * @example await declineUnansweredStays(sql, new Date()) // 1
 */
export async function declineUnansweredStays(
  sql: Sql,
  now: Date,
  scope: { bookingId?: string; userId?: string; establishmentId?: string } = {},
  provider?: PaymentProvider,
): Promise<number> {
  let declined = 0;
  for (const { id } of await overdueRequests(sql, now, scope)) {
    const done = await sql.begin(async (tx) => {
      // The booking row first, with its trip's other parts in id order (lockWithPaymentPartners), then its payments
      // (the lock order of bookings.repo.ts); its nights go back by the stay's status trigger (migration 0340).
      await lockWithPaymentPartners(tx, [id]);
      const [b]: [{ id: string }?] = await tx`
        update bookings set status = 'cancelled', cancelled_at = ${now}, cancel_reason = 'provider_no_answer'
        where id = ${id} and status = 'pending' and answer_due_at <= ${now}
        returning id
      `;
      if (!b) return false;
      await refundCancelledBookings(tx, [id], { reason: 'provider_no_answer', initiatedBy: null, now, provider });
      return true;
    });
    if (!done) continue;
    declined++;
    // A refund the provider settles at once (PAYMENT_DELAY_MS=0) is settled now.
    await settleDueRefunds(sql, now, { bookingId: id });
  }
  return declined;
}

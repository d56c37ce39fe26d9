/**
 * @module Refunds (ADR 0006). When a booking is cancelled, the transaction that cancels it also settles its money:
 * a payment still pending is voided (status 'cancelled'; a bank transfer not yet confirmed is simply cancelled), and
 * the succeeded payment is refunded (in full, or what the client's cancellation policy gives back: ADR 0024), through
 * the provider, once: one refund per payment (unique constraint)
 * and never more than was paid (trigger of migration 0006). A refund settles like a payment, lazily (a read of the
 * booking) and by the maintenance timer, with the outcome the provider gave when it started.
 */
import type { Db } from '../../lib/db.ts';
import { defaultProvider } from './default-provider.ts';
import type { RefundReason } from '../bookings/bookings.refunds.schemas.ts';
import type { PaymentMethod, PaymentProvider } from './provider.ts';

/** The failure reason recorded on a payment voided by each kind of cancellation (shown to the payer). */
export const VOID_REASONS: Record<RefundReason, string> = {
  cancelled_by_client: 'Reserva cancelada.',
  ride_cancelled: 'A viagem foi cancelada pelo motorista.',
  cancelled_by_provider: 'Reserva cancelada pelo alojamento.',
  event_cancelled: 'O evento foi cancelado.',
  provider_suspended: 'Reserva cancelada pela plataforma: a conta do prestador foi suspensa.',
  provider_no_answer: 'O alojamento não respondeu ao pedido em 24 horas.',
};

export interface Cancellation {
  reason: RefundReason;
  /** The user who cancelled (null: the system). */
  initiatedBy: string | null;
  now: Date;
  /** The provider (tests pass their own); the deployment's by default. */
  provider?: PaymentProvider;
  /**
   * A client's cancellation: what their policy gives back (the refund quote, bookings.cancellation.ts), in centavos,
   * and the part of it that is the platform fee. Without it, everything paid goes back (a provider's cancellation).
   */
  amount?: { refundCents: number; platformFeeCents: number };
}

interface PaymentToSettle {
  id: string;
  status: 'pending' | 'succeeded';
  method: PaymentMethod;
  amountCents: number;
  providerReference: string | null;
  payerHint: string | null;
  settlesAt: Date | null;
  scheduledOutcome: 'succeeded' | 'failed' | null;
  scheduledFailureReason: string | null;
  platformFeeCents: number;
}

/**
 * Voids the pending payments and refunds the succeeded payment of bookings just cancelled in `tx` (the update that
 * cancelled them holds their rows: the lock order of bookings.repo.ts, booking then payments). A pending payment
 * whose settlement time has passed is settled first with the provider's outcome: its money was taken, so it is
 * refunded rather than voided.
 * @returns how many refunds were created and payments voided
 * @example await refundCancelledBookings(tx, [id], { reason: 'cancelled_by_client', initiatedBy: uid, now })
 */
export async function refundCancelledBookings(
  tx: Db,
  bookingIds: readonly string[],
  cancellation: Cancellation,
): Promise<{ refunds: number; voided: number }> {
  const { reason, initiatedBy, now } = cancellation;
  const provider = cancellation.provider ?? defaultProvider;
  let refunds = 0;
  let voided = 0;
  // What is left of a policy amount to give back (across the booking's payments; one succeeded payment in practice).
  const left = cancellation.amount ? { ...cancellation.amount } : null;
  for (const bookingId of bookingIds) {
    const payments = await tx<PaymentToSettle[]>`
      select p.id, p.status, p.method, p.amount_cents, p.provider_reference, p.payer_hint, p.settles_at,
        p.scheduled_outcome, p.scheduled_failure_reason, b.platform_fee_cents
      from payments p join bookings b on b.id = p.booking_id
      where p.booking_id = ${bookingId} and p.status in ('pending', 'succeeded')
      order by p.created_at, p.id
      for update of p
    `;
    for (const p of payments) {
      if (p.status === 'pending') {
        const due = p.settlesAt !== null && p.settlesAt <= now && p.scheduledOutcome !== null;
        if (due && p.scheduledOutcome === 'failed') {
          await tx`
            update payments set status = 'failed', settled_at = ${now},
              failure_reason = ${p.scheduledFailureReason ?? 'Pagamento recusado.'}
            where id = ${p.id}
          `;
          continue;
        }
        if (!due) {
          await tx`
            update payments set status = 'cancelled', failure_reason = ${VOID_REASONS[reason]}, settled_at = ${now}
            where id = ${p.id}
          `;
          await provider.voidPayment({ id: p.id, reference: p.providerReference }, now);
          voided++;
          continue;
        }
        await tx`update payments set status = 'succeeded', settled_at = ${now} where id = ${p.id}`;
      }
      const amountCents = left ? Math.min(left.refundCents, p.amountCents) : p.amountCents;
      const feeCents = Math.min(left ? left.platformFeeCents : p.platformFeeCents, amountCents);
      if (left) {
        left.refundCents -= amountCents;
        left.platformFeeCents -= feeCents;
      }
      const c = { reason, initiatedBy, now, provider };
      if (await startRefund(tx, bookingId, p, { amountCents, platformFeeCents: feeCents }, c)) refunds++;
    }
  }
  return { refunds, voided };
}

/**
 * Records the refund of `amountCents` of a succeeded payment (its fee part `platformFeeCents`, the rest the
 * provider's) and starts it with the provider; false when it already exists or there is nothing to give back.
 */
async function startRefund(
  tx: Db,
  bookingId: string,
  p: PaymentToSettle,
  { amountCents, platformFeeCents }: { amountCents: number; platformFeeCents: number },
  c: Cancellation & { provider: PaymentProvider },
): Promise<boolean> {
  if (amountCents <= 0) return false;
  const [row]: [{ id: string }?] = await tx`
    insert into refunds (payment_id, booking_id, reason, initiated_by, amount_cents, platform_fee_cents,
      provider_amount_cents, provider)
    values (${p.id}, ${bookingId}, ${c.reason}, ${c.initiatedBy}, ${amountCents}, ${platformFeeCents},
      ${amountCents - platformFeeCents}, ${c.provider.name})
    on conflict (payment_id) do nothing
    returning id
  `;
  if (!row) return false;
  const answer = await c.provider.refund({
    id: row.id,
    paymentId: p.id,
    paymentReference: p.providerReference,
    method: p.method,
    payerHint: p.payerHint,
    amountCents,
    currency: 'MZN',
  }, c.now);
  await tx`
    update refunds set provider_reference = ${answer.reference}, settles_at = ${answer.settlesAt},
      scheduled_outcome = ${answer.outcome}, scheduled_failure_reason = ${answer.failureReason ?? null}
    where id = ${row.id}
  `;
  return true;
}

/**
 * Settles every pending refund due at `now` with the outcome the provider gave, optionally of one user, booking or
 * payment only. One conditional update: a refund is settled once whoever looks first.
 * @returns how many were settled
 */
export async function settleDueRefunds(
  sql: Db,
  now: Date,
  scope: { userId?: string; bookingId?: string; paymentId?: string } = {},
): Promise<number> {
  const rows = await sql`
    update refunds set status = scheduled_outcome, settled_at = ${now},
      failure_reason = case when scheduled_outcome = 'failed'
        then coalesce(scheduled_failure_reason, 'Reembolso recusado.') end
    where status = 'pending' and settles_at is not null and settles_at <= ${now} and scheduled_outcome is not null
      ${scope.userId ? sql`and booking_id in (select id from bookings where user_id = ${scope.userId})` : sql``}
      ${scope.bookingId ? sql`and booking_id = ${scope.bookingId}` : sql``}
      ${scope.paymentId ? sql`and payment_id = ${scope.paymentId}` : sql``}
    returning id
  `;
  return rows.length;
}

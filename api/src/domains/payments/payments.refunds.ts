/**
 * @module Refunds (ADR 0006). When a booking is cancelled, the transaction that cancels it also settles its money:
 * a payment still pending is voided (status 'cancelled'; a bank transfer not yet confirmed is simply cancelled), and
 * the succeeded payment is refunded (in full, or what the client's cancellation policy gives back: ADR 0024), through
 * the provider, once: one refund per payment and booking (unique index; a trip's payment, ADR 0055, is refunded part
 * by part, each from its own share) and never more than was paid for that booking (trigger of migrations 0006, 0290). A refund settles like a payment, lazily (a read of the
 * booking) and by the maintenance timer, with the outcome the provider gave when it started.
 */
import type { Db, Sql } from '../../lib/db.ts';
import { defaultProvider } from './default-provider.ts';
import type { RefundReason } from '../bookings/bookings.refunds.schemas.ts';
import { isLive, type PaymentMethod, type PaymentProvider } from './provider.ts';
import { deploymentRails } from './default-provider.ts';
import { dispatchRefunds, type Rails } from './payments.lifecycle.ts';
import { confirmBooking } from '../bookings/bookings.repo.ts';

/** The failure reason recorded on a payment voided by each kind of cancellation (shown to the payer). */
export const VOID_REASONS: Record<RefundReason, string> = {
  cancelled_by_client: 'Reserva cancelada.',
  ride_cancelled: 'A viagem foi cancelada pelo motorista.',
  cancelled_by_provider: 'Reserva cancelada pelo alojamento.',
  event_cancelled: 'O evento foi cancelado.',
  provider_suspended: 'Reserva cancelada pela plataforma: a conta do prestador foi suspensa.',
  provider_no_answer: 'O alojamento não respondeu ao pedido em 24 horas.',
  dispute_refund: 'Reembolso decidido pela equipa numa disputa.',
  dispute_goodwill: 'Reembolso de boa vontade da plataforma.',
  late_payment: 'O pagamento chegou depois de a reserva ter sido cancelada.',
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
  /** The payment's rail (payments.provider): its refund goes back through it. */
  provider: string;
  stage: string;
  status: 'pending' | 'succeeded';
  method: PaymentMethod;
  /** The booking's share of the payment (the whole payment for a single booking's). */
  amountCents: number;
  /** The trip a trip's payment pays (null: a single booking's). */
  tripId: string | null;
  providerReference: string | null;
  payerHint: string | null;
  settlesAt: Date | null;
  scheduledOutcome: 'succeeded' | 'failed' | null;
  scheduledFailureReason: string | null;
  platformFeeCents: number;
  /** The booking's subtotal (after discounts) and the loyalty reward the platform paid on it (ADR 0043). */
  subtotalCents: number;
  rewardCents: number;
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
    // The payments covering the booking (its own, or its trip's: migration 0290), each with the booking's share.
    const payments = await tx<PaymentToSettle[]>`
      select p.id, p.provider, p.stage, p.status, p.method, bp.amount_cents, p.trip_id, p.provider_reference,
        p.payer_hint, p.settles_at, p.scheduled_outcome, p.scheduled_failure_reason, b.platform_fee_cents,
        b.subtotal_cents, b.reward_cents
      from booking_payments bp join payments p on p.id = bp.id join bookings b on b.id = bp.booking_id
      where bp.booking_id = ${bookingId} and p.status in ('pending', 'succeeded')
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
          // A trip's payment still pending is voided whole when one of its parts is cancelled: the other parts stay
          // pending, to be paid again (ADR 0055). A live payment still open stays open in its stage: the reconciliation job asks the rail what became of
          // it, and refunds it if the money was taken after all (payments.lifecycle.ts, 'late_payment').
          await tx`
            update payments set status = 'cancelled', failure_reason = ${VOID_REASONS[reason]}, settled_at = ${now}
            where id = ${p.id}
          `;
          const live = deploymentRails[p.provider]?.live || p.stage === 'created' || p.stage === 'unknown';
          if (!live) await provider.voidPayment({ id: p.id, reference: p.providerReference }, now);
          voided++;
          continue;
        }
        await tx`update payments set status = 'succeeded', settled_at = ${now} where id = ${p.id}`;
        // A trip's payment taken: its other parts are paid too (they are confirmed, as its settlement would).
        if (p.tripId) {
          const others = await tx<{ bookingId: string }[]>`
            select booking_id from payment_parts where payment_id = ${p.id} and booking_id <> ${bookingId}
            order by booking_id
          `;
          for (const o of others) await confirmBooking(tx, o.bookingId, now);
        }
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
 * Refunds one ticket cancelled on its own (its booking stays confirmed: ADR 0043) from the booking's succeeded
 * payment, in `tx` (which holds the booking row: lock order booking, then payments): `amount` is the ticket's refund
 * quote (centavos, its platform-fee part). Nothing is recorded when it is 0.
 * @returns whether a refund was started
 */
export async function refundCancelledTicket(
  tx: Db,
  bookingId: string,
  ticketId: string,
  amount: { refundCents: number; platformFeeCents: number },
  cancellation: Omit<Cancellation, 'amount'>,
): Promise<boolean> {
  const provider = cancellation.provider ?? defaultProvider;
  const [p] = await tx<PaymentToSettle[]>`
    select p.id, p.status, p.method, bp.amount_cents, p.trip_id, p.provider_reference, p.payer_hint, p.settles_at, p.scheduled_outcome, p.scheduled_failure_reason, b.platform_fee_cents, b.subtotal_cents,
      b.reward_cents
    from booking_payments bp join payments p on p.id = bp.id join bookings b on b.id = bp.booking_id
    where bp.booking_id = ${bookingId} and p.status = 'succeeded'
    order by p.created_at, p.id
    limit 1
    for update of p
  `;
  if (!p) return false;
  const amountCents = Math.min(amount.refundCents, p.amountCents);
  const platformFeeCents = Math.min(amount.platformFeeCents, amountCents);
  return await startRefund(
    tx,
    bookingId,
    p,
    { amountCents, platformFeeCents },
    { ...cancellation, provider },
    ticketId,
  );
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
  ticketId: string | null = null,
): Promise<boolean> {
  if (amountCents <= 0) return false;
  // A reward the platform paid (ADR 0043): the provider's claim goes down by its whole share of the price given back
  // (the part paid by the client and the part paid by the platform), and the reward's part is the platform's.
  const paidPart = amountCents - platformFeeCents;
  const providerCents = p.rewardCents > 0 && p.subtotalCents > 0
    ? Math.round((paidPart * (p.subtotalCents + p.rewardCents)) / p.subtotalCents)
    : paidPart;
  const rewardCents = providerCents - paidPart;
  // A payment of a live rail is refunded through that rail, after the commit (payments.lifecycle.ts
  // dispatchRefunds; the callers' settleDuePayments after the commit sends it, the reconciliation job otherwise).
  const rail = deploymentRails[p.provider];
  const liveRail = rail?.live && p.provider !== c.provider.name ? p.provider : c.provider.live ? c.provider.name : null;
  const provider = liveRail ?? c.provider.name;
  const nextCheckAt = liveRail ? c.now : null;
  // One refund of the whole booking per payment and booking (migration 0290), and one per ticket cancelled alone
  // (migration 0141).
  const [row]: [{ id: string }?] = ticketId === null
    ? await tx`
      insert into refunds (payment_id, booking_id, reason, initiated_by, amount_cents, platform_fee_cents,
        provider_amount_cents, reward_cents, provider, stage, next_check_at)
      values (${p.id}, ${bookingId}, ${c.reason}, ${c.initiatedBy}, ${amountCents}, ${platformFeeCents},
        ${providerCents}, ${rewardCents}, ${provider}, 'created', ${nextCheckAt})
      on conflict (payment_id, booking_id) where ticket_id is null do nothing
      returning id
    `
    : await tx`
      insert into refunds (payment_id, booking_id, ticket_id, reason, initiated_by, amount_cents, platform_fee_cents,
        provider_amount_cents, reward_cents, provider, stage, next_check_at)
      values (${p.id}, ${bookingId}, ${ticketId}, ${c.reason}, ${c.initiatedBy}, ${amountCents}, ${platformFeeCents},
        ${providerCents}, ${rewardCents}, ${provider}, 'created', ${nextCheckAt})
      on conflict (ticket_id) where ticket_id is not null do nothing
      returning id
    `;
  if (liveRail) return !!row;
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
  if (isLive(answer)) throw new Error(`${c.provider.name} answered like a live rail but is not marked live`);
  await tx`
    update refunds set stage = 'awaiting', provider_reference = ${answer.reference}, settles_at = ${answer.settlesAt},
      scheduled_outcome = ${answer.outcome}, scheduled_failure_reason = ${answer.failureReason ?? null}
    where id = ${row.id}
  `;
  return true;
}

/**
 * Sends the refunds of live rails recorded in the scope, then settles every pending refund due at `now` with the
 * outcome the sandbox gave, optionally of one user, booking or payment only. One conditional update: a refund is settled once whoever looks first.
 * @returns how many were settled
 */
export async function settleDueRefunds(
  sql: Db,
  now: Date,
  scope: { userId?: string; bookingId?: string; paymentId?: string } = {},
  rails: Rails = deploymentRails,
): Promise<number> {
  // Refunds of live rails recorded by a cancellation go out now, after its commit, outside any transaction (ADR
  // 0042); a whole-table run leaves them to the reconciliation job.
  if (Object.keys(scope).length) await dispatchRefunds(sql as Sql, rails, now, scope);
  const rows = await sql`
    update refunds set status = scheduled_outcome, stage = scheduled_outcome, settled_at = ${now},
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

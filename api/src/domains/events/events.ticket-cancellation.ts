/**
 * @module One ticket of an event booking cancelled on its own (issue 32, ADR 0043). Checking in one ticket of a
 * booking blocks cancelling the whole booking (ADR 0017: its service has begun), but never the booking's other
 * tickets: each unused ticket keeps its own refund by the booking's policy (events.policy.ts `eventRefund`, the
 * policy accepted at booking), on its share of what is left paid. The ticket is voided, its place goes back to the
 * event (and its ticket type), the booking keeps its other tickets, and the refund of the ticket is a refund of the
 * booking's payment of its own, once per ticket (migration 0141). The quote and the cancellation use the same
 * function at the same `now` (the cancellation after locking the booking), so the amount quoted is the one refunded.
 */
import { type Db, sql } from '../../lib/db.ts';
import { AppError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { AuthUser } from '../../middlewares/auth/auth.ts';
import { settleDuePayments } from '../payments/payments.settlement.ts';
import { refundCancelledTicket, settleDueRefunds } from '../payments/payments.refunds.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { eventProduct } from './events.product.ts';
import type { TicketRefundQuote } from './events.ticket-cancellation.schemas.ts';

export const ticketCancelErrors = {
  notFound: () => new AppError(404, 'NOT_FOUND', 'Bilhete não encontrado.'),
  notCancellable: (message: string) => new AppError(409, 'TICKET_NOT_CANCELLABLE', message),
};

interface TicketMoney {
  ticketId: string;
  bookingId: string;
  code: string;
  userId: string;
  bookingStatus: string;
  future: boolean;
  checkedInAt: Date | null;
  cancelledAt: Date | null;
  /** Tickets of the booking not cancelled (this one included). */
  live: number;
  paidCents: number;
  subtotalCents: number;
  platformFeeCents: number;
}

/** The share of `total` of one of `n` equal parts, the first `total % n` parts a centavo more (never lost). */
export function shareOf(total: number, n: number): number {
  if (n <= 0) return 0;
  return Math.floor(total / n) + (total % n > 0 ? 1 : 0);
}

async function ticketMoney(db: Db, bookingId: string, ticketId: string, now: Date): Promise<TicketMoney | undefined> {
  const [row]: [TicketMoney?] = await db`
    select t.id as ticket_id, b.id as booking_id, t.code, b.user_id, b.status as booking_status,
      booking_is_future(b, ${now}) as future, t.checked_in_at, t.cancelled_at,
      (select count(*) from tickets x where x.booking_id = b.id and x.cancelled_at is null)::int as live,
      (coalesce((select sum(p.amount_cents) from booking_payments p where p.booking_id = b.id and p.status = 'succeeded'), 0)
        - coalesce((select sum(r.amount_cents) from refunds r where r.booking_id = b.id and r.status <> 'failed'), 0)
      )::bigint as paid_cents,
      (b.subtotal_cents
        - coalesce((select sum(r.provider_amount_cents - r.reward_cents) from refunds r where r.booking_id = b.id and r.status <> 'failed'), 0)
      )::bigint as subtotal_cents,
      (b.platform_fee_cents
        - coalesce((select sum(r.platform_fee_cents) from refunds r where r.booking_id = b.id and r.status <> 'failed'), 0)
      )::bigint as platform_fee_cents
    from tickets t join bookings b on b.id = t.booking_id
    where t.id = ${ticketId} and b.id = ${bookingId} and b.type = 'event'
  `;
  return row;
}

/** Why the ticket cannot be cancelled on its own now, in Portuguese (undefined: it can). */
function refusal(m: TicketMoney): string | undefined {
  if (m.cancelledAt) return 'Este bilhete já foi cancelado.';
  if (m.checkedInAt) return 'Este bilhete já entrou no evento: já não pode ser cancelado.';
  if (m.bookingStatus !== 'confirmed') return 'Só os bilhetes de uma reserva confirmada podem ser cancelados um a um.';
  if (!m.future) return 'O evento já começou: este bilhete já não pode ser cancelado.';
  if (m.live <= 1) return 'Este é o último bilhete válido da reserva: cancele a reserva.';
  return undefined;
}

async function quote(db: Db, user: AuthUser, bookingId: string, ticketId: string, now: Date) {
  if (!isUuid(bookingId) || !isUuid(ticketId)) throw ticketCancelErrors.notFound();
  const m = await ticketMoney(db, bookingId, ticketId, now);
  if (!m || m.userId !== user.uid) throw ticketCancelErrors.notFound();
  const why = refusal(m);
  // This ticket's share of what is left (the tickets still valid share it equally).
  const money = {
    id: bookingId,
    status: 'confirmed' as const,
    paidCents: shareOf(m.paidCents, m.live),
    subtotalCents: shareOf(m.subtotalCents, m.live),
    platformFeeCents: shareOf(m.platformFeeCents, m.live),
  };
  const { decision, kind, text } = await eventProduct.refundPolicy(db, money, now);
  const cancellable = why === undefined;
  const refundCents = cancellable ? decision.refundCents : 0;
  const result: TicketRefundQuote = {
    bookingId,
    ticketId,
    code: m.code,
    cancellable,
    reason: why ?? null,
    paidCents: money.paidCents,
    refundCents,
    platformFeeRefundCents: cancellable ? decision.platformFeeCents : 0,
    keptCents: money.paidCents - refundCents,
    free: cancellable && decision.free,
    freeUntil: decision.freeUntil?.toISOString() ?? null,
    changesAt: cancellable ? decision.changesAt?.toISOString() ?? null : null,
    policy: { kind, text },
    currency: 'MZN',
    quotedAt: now.toISOString(),
  };
  return result;
}

/**
 * GET /api/bookings/{id}/tickets/{ticketId}/refund-quote: what the client gets back by cancelling this one ticket
 * now (centavos), by the booking's policy on the ticket's share; `cancellable` false says why in `reason`. Due
 * payments are settled first. 404 for anyone but the booking's client.
 */
export async function ticketRefundQuote(user: AuthUser, bookingId: string, ticketId: string, now = new Date()) {
  if (isUuid(bookingId)) await settleDuePayments(sql, now, { bookingId });
  return await quote(sql, user, bookingId, ticketId, now);
}

/**
 * POST /api/bookings/{id}/tickets/{ticketId}/cancel: the client cancels one unused ticket of their confirmed event
 * booking (the others stay valid, entered or not). In one transaction, the booking row locked first (lock order
 * booking, then ticket, then payment): the quote is computed, the ticket voided (it admits nobody), the booking's
 * ticket count lowered, its place given back to the event and to its ticket type, and exactly the quote refunded
 * through the payment provider (nothing recorded when it is 0). Errors: 404, 409 TICKET_NOT_CANCELLABLE (already
 * cancelled, entered, the event started, the booking not confirmed, or the last valid ticket: cancel the booking).
 * Concurrent cancels of one ticket refund it once.
 * @returns the quote that was refunded
 */
export async function cancelTicket(
  user: AuthUser,
  bookingId: string,
  ticketId: string,
  now = new Date(),
  provider?: PaymentProvider,
): Promise<TicketRefundQuote> {
  if (!isUuid(bookingId) || !isUuid(ticketId)) throw ticketCancelErrors.notFound();
  await settleDuePayments(sql, now, { bookingId });
  const done = await sql.begin(async (tx) => {
    await tx`select 1 from bookings where id = ${bookingId} for update`;
    const q = await quote(tx, user, bookingId, ticketId, now);
    if (!q.cancellable) throw ticketCancelErrors.notCancellable(q.reason ?? 'Este bilhete não pode ser cancelado.');
    const [voided] = await tx`
      update tickets set cancelled_at = ${now}
      where id = ${ticketId} and cancelled_at is null and checked_in_at is null
      returning id
    `;
    if (!voided) throw ticketCancelErrors.notCancellable('Este bilhete já não pode ser cancelado.');
    const [b]: [{ eventId: string }?] = await tx`
      update bookings set ticket_quantity = ticket_quantity - 1 where id = ${bookingId}
      returning event_id
    `;
    await tx`
      update events set tickets_sold = greatest(0, tickets_sold - 1), updated_at = now() where id = ${b!.eventId}
    `;
    await tx`
      update event_ticket_types set sold = greatest(0, sold - 1)
      where id = (select ticket_type_id from event_booking_choices where booking_id = ${bookingId})
    `;
    await refundCancelledTicket(tx, bookingId, ticketId, {
      refundCents: q.refundCents,
      platformFeeCents: q.platformFeeRefundCents,
    }, { reason: 'cancelled_by_client', initiatedBy: user.uid, now, provider });
    return q;
  });
  await settleDueRefunds(sql, now, { bookingId });
  return done;
}

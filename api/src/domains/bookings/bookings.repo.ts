/**
 * @module SQL of the bookings domain: the `bookings` table (migration 0002).
 *
 * Lock order, to keep concurrent transactions free of deadlocks: a booking row first, then its payments and its
 * product's inventory (a ride, room nights, an event: given back by the product's trigger on the booking's status,
 * migrations 0004, 0120, 0340). Every statement here that touches more than one of them takes the booking first.
 */
import type { PendingQuery, Row } from 'postgres';
import type { Db } from '../../lib/db.ts';
import type { CursorKey } from '../../lib/paging.ts';
import { forgetPages } from '../../lib/page-cache.ts';
import { displayNameSql } from '../../lib/names.ts';
import { type RefundColumns, refundColumns, refundOf } from './bookings.refunds.ts';
import { PROVIDER_ANSWER_HOURS } from './bookings.limits.ts';
import type { LedgerBooking } from './bookings.schemas.ts';

export interface BookingRow extends RefundColumns {
  id: string;
  userId: string;
  providerId: string;
  providerName: string;
  type: LedgerBooking['type'];
  status: LedgerBooking['status'];
  seats: number | null;
  subtotalCents: number;
  discountCents: number;
  rewardRedemptionId: string | null;
  tripId: string | null;
  platformFeeBps: number;
  platformFeeCents: number;
  totalCents: number;
  providerAmountCents: number;
  holdExpiresAt: Date | null;
  idempotencyKey: string | null;
  specialRequests: string | null;
  cancelReason: string | null;
  createdAt: Date;
  confirmedAt: Date | null;
  cancelledAt: Date | null;
  paymentId: string | null;
  paymentMethod: 'card' | 'mpesa' | 'bank' | null;
  paymentStatus: 'pending' | 'succeeded' | 'failed' | null;
  paymentAmountCents: number | null;
  paymentPayerHint: string | null;
  paymentFailureReason: string | null;
  paymentCreatedAt: Date | null;
  paymentSettledAt: Date | null;
}

/**
 * The ledger's answer of a booking row (no product's part: each product adds its own, `BookingProduct.describe`).
 * `active` and `canCancel` are the ledger's (pending or confirmed); each product narrows them once its service began.
 */
export function toBooking(row: BookingRow): LedgerBooking {
  const open = row.status === 'pending' || row.status === 'confirmed';
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    seats: row.seats,
    provider: { id: row.providerId, name: row.providerName },
    subtotalCents: row.subtotalCents,
    discountCents: row.discountCents,
    rewardRedemptionId: row.rewardRedemptionId,
    tripId: row.tripId,
    platformFeeBps: row.platformFeeBps,
    platformFeeCents: row.platformFeeCents,
    totalCents: row.totalCents,
    providerAmountCents: row.providerAmountCents,
    currency: 'MZN',
    holdExpiresAt: row.status === 'pending' ? row.holdExpiresAt?.toISOString() ?? null : null,
    paymentStatus: row.paymentStatus ?? 'unpaid',
    payment: row.paymentId
      ? {
        id: row.paymentId,
        method: row.paymentMethod!,
        status: row.paymentStatus!,
        amountCents: row.paymentAmountCents ?? 0,
        payerHint: row.paymentPayerHint,
        failureReason: row.paymentFailureReason,
        createdAt: row.paymentCreatedAt!.toISOString(),
        settledAt: row.paymentSettledAt?.toISOString() ?? null,
      }
      : null,
    refund: refundOf(row),
    active: open,
    canCancel: open,
    specialRequests: row.specialRequests,
    cancelReason: row.cancelReason,
    createdAt: row.createdAt.toISOString(),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
  };
}

/**
 * A product's columns and joins added to the ledger's select of a booking row `b` (`bookingSelect`), so that the
 * product reads its part in the same statement (rides.part.ts: the ride's insert answers its part with the booking).
 * `columns` ends with a comma.
 */
export interface BookingPartSql {
  columns: PendingQuery<Row[]>;
  joins: PendingQuery<Row[]>;
}

/**
 * The select of a BookingRow from `source` (the bookings table, or a CTE of rows returned by an insert) as `b`, with
 * a product's part when given.
 */
export const bookingSelect = (sql: Db, source: PendingQuery<Row[]> = sql`bookings`, part?: BookingPartSql) =>
  sql`
    select b.id, b.user_id, b.provider_id, ${displayNameSql(sql, 'p')} as provider_name, b.type, b.status, b.seats,
      ${part?.columns ?? sql``}
    b.subtotal_cents, b.discount_cents, b.reward_redemption_id, b.trip_id, b.platform_fee_bps, b.platform_fee_cents, b.total_cents,
      b.provider_amount_cents, b.hold_expires_at, b.idempotency_key, b.special_requests, b.cancel_reason,
      b.created_at, b.confirmed_at, b.cancelled_at,
      pay.id as payment_id, pay.method as payment_method, pay.status as payment_status,
      pay.amount_cents as payment_amount_cents, pay.payer_hint as payment_payer_hint,
      pay.failure_reason as payment_failure_reason, pay.created_at as payment_created_at,
      pay.settled_at as payment_settled_at, ${refundColumns(sql).select}
    from ${source} b
    join users p on p.id = b.provider_id
    ${part?.joins ?? sql``}
    left join lateral (
      select id, method, status, amount_cents, payer_hint, failure_reason, created_at, settled_at
      from booking_payments where booking_id = b.id
      order by (status = 'succeeded') desc, created_at desc, id desc
      limit 1
    ) pay on true
    ${refundColumns(sql).join}
  `;

/** One booking by id (any owner). */
export async function findBooking(sql: Db, id: string): Promise<BookingRow | undefined> {
  const [row]: [BookingRow?] = await sql`${bookingSelect(sql)} where b.id = ${id}`;
  return row;
}

/** The booking a user created with an idempotency key. */
export async function findBookingByKey(sql: Db, userId: string, key: string): Promise<BookingRow | undefined> {
  const [row]: [BookingRow?] = await sql`
    ${bookingSelect(sql)} where b.user_id = ${userId} and b.idempotency_key = ${key}
  `;
  return row;
}

/**
 * A user's bookings, newest first: at most `limit` rows after the cursor's (created_at, id), by the index
 * bookings_user_page_idx (migration 0181).
 */
export function listUserBookings(sql: Db, userId: string, page: { limit: number; after?: CursorKey | null }) {
  const after = page.after ? sql`and (b.created_at, b.id) < (${page.after.at}, ${page.after.id}::uuid)` : sql``;
  return sql<BookingRow[]>`
    ${bookingSelect(sql)} where b.user_id = ${userId} ${after}
    order by b.created_at desc, b.id desc
    limit ${page.limit}
  `;
}

/** Seats or tickets came back: the cached search pages that show them are dropped (lib/page-cache.ts). */
function forgetSearchPages() {
  forgetPages('rides');
  forgetPages('events');
}

/**
 * Cancels the pending bookings whose hold expired at `now` (optionally of one ride or room type only) and fails
 * their pending payments (bank transfers not confirmed in time), in one statement; their seats, nights and tickets go
 * back by the products' triggers on the booking's status (migrations 0004, 0120, 0340). A booking with a succeeded
 * payment, or with a payment the provider settles on its own, is left to settlement.
 * @returns how many bookings and seats were released
 */
export async function releaseExpired(sql: Db, now: Date, rideId?: string, roomTypeId?: string) {
  const [row]: [{ released: number; seats: number }?] = await sql`
    with expired as (
      update bookings set status = 'cancelled', cancelled_at = ${now}, cancel_reason = 'hold_expired'
      where status = 'pending' and hold_expires_at <= ${now} ${rideId ? sql`and ride_id = ${rideId}` : sql``}
        ${roomTypeId ? sql`and room_type_id = ${roomTypeId}` : sql``}
        -- Never a booking whose payment succeeded, nor one whose payment the provider settles on its own (card,
        -- M-Pesa): settlement decides it first, even after an outage longer than the hold (issue 9).
        and not exists (
          select 1 from booking_payments p where p.booking_id = bookings.id
            and (p.status = 'succeeded' or (p.status = 'pending' and p.settles_at is not null))
        )
      returning id, seats
    ),
    failed_payments as (
      update payments p set status = 'failed', settled_at = ${now},
        failure_reason = 'O tempo de reserva expirou antes da confirmação do pagamento.'
      -- A trip's payment (migration 0290) fails with any part it covers.
      where p.id in (select bp.id from booking_payments bp join expired on bp.booking_id = expired.id)
        and p.status = 'pending'
      returning p.id
    )
    select (select count(*) from expired)::int as released,
      (select coalesce(sum(seats), 0) from expired)::int as seats,
      (select count(*) from failed_payments)::int as failed_payments
  `;
  if (row?.released) forgetSearchPages();
  return { released: row?.released ?? 0, seats: row?.seats ?? 0 };
}

/**
 * Cancels one booking of `userId` that is pending or confirmed and whose service has not begun (ADR 0017): a ride
 * not departed, an event not started and none of whose tickets was checked in, a stay not checked in whose check-in
 * day (Africa/Maputo) has not passed (`booking_is_future` of migration 0016). Its seats, nights or tickets go back by
 * the product's trigger on the booking's status (migrations 0004, 0120, 0340). The caller settles its money in the
 * same transaction (refundCancelledBookings of payments.refunds.ts).
 * @returns the cancelled booking's id, or undefined when there is no such booking to cancel
 */
export async function cancelOwnBooking(sql: Db, id: string, userId: string, now: Date, reason: string) {
  const [row]: [{ id: string }?] = await sql`
    update bookings b set status = 'cancelled', cancelled_at = ${now}, cancel_reason = ${reason}
    where b.id = ${id} and b.user_id = ${userId} and b.status in ('pending', 'confirmed')
      and booking_is_future(b, ${now})
      and not exists (select 1 from tickets t where t.booking_id = b.id and t.checked_in_at is not null)
    returning b.id
  `;
  if (!row) return undefined;
  forgetSearchPages();
  return row;
}

/**
 * Locks, in id order, the bookings `ids` and every booking sharing a pending or succeeded payment with them (a trip's
 * other parts: migration 0290): what a cancellation locks first (issue 27, ADR 0047 'Lock order of the paid_at
 * triggers'). Settling a trip's payment locks every part it covers in id order, then the payment; a cancellation that
 * finds the trip's payment due settles it itself, and its triggers (paid_at, migration 0310) and the confirmation of
 * the other parts write those parts: holding only its own booking then, it would wait for a part the settlement holds
 * while the settlement waits for its booking (a deadlock; api/src/test/paid-at-lock-order.test.ts).
 */
export async function lockWithPaymentPartners(sql: Db, ids: readonly string[]): Promise<void> {
  if (!ids.length) return;
  await sql`
    select b.id from bookings b
    where b.id = any(${ids as string[]}::uuid[])
      or b.id in (
        select other.booking_id from booking_payments mine join booking_payments other on other.id = mine.id
        where mine.booking_id = any(${ids as string[]}::uuid[]) and mine.status in ('pending', 'succeeded')
      )
    order by b.id
    for update of b
  `;
}

/** Locks a booking row for the rest of the transaction (payments take it before their own rows). */
export async function lockBooking(sql: Db, id: string) {
  const [row]: [
    {
      id: string;
      userId: string;
      status: LedgerBooking['status'];
      totalCents: number;
      holdExpiresAt: Date | null;
      rideId: string | null;
    }?,
  ] = await sql`
    select id, user_id, status, total_cents, hold_expires_at, ride_id from bookings where id = ${id} for update
  `;
  return row;
}

/**
 * Marks a pending booking confirmed (its payment succeeded). A stay without instant booking stays pending instead,
 * paid, and the manager must answer within PROVIDER_ANSWER_HOURS (`answer_due_at`, ADR 0017).
 */
export async function confirmBooking(sql: Db, id: string, now: Date) {
  await sql`
    update bookings set hold_expires_at = null,
      answer_due_at = case when awaits_provider
        then ${now}::timestamptz + make_interval(hours => ${PROVIDER_ANSWER_HOURS}) end,
      -- A stay without instant booking stays pending, paid, until the manager confirms it (migration 0003).
      status = case when awaits_provider then 'pending' else 'confirmed' end,
      confirmed_at = case when awaits_provider then null else ${now}::timestamptz end
    where id = ${id} and status = 'pending'
  `;
}

/** Extends a pending booking's hold (while a payment is being processed) to at least `until`. */
export async function extendHold(sql: Db, id: string, until: Date) {
  await sql`
    update bookings set hold_expires_at = greatest(hold_expires_at, ${until}) where id = ${id} and status = 'pending'
  `;
}

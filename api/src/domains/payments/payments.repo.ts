/** @module SQL of the payments domain: the `payments` table (migration 0002). */
import type { Db } from '../../lib/db.ts';
import type { Payment } from './payments.schemas.ts';
import type { PaymentMethod } from './provider.ts';

export interface PaymentRow {
  id: string;
  bookingId: string;
  tripId: string | null;
  bookingStatus: Payment['bookingStatus'];
  userId: string;
  method: PaymentMethod;
  status: Payment['status'];
  amountCents: number;
  provider: string;
  providerReference: string | null;
  payerHint: string | null;
  settlesAt: Date | null;
  scheduledOutcome: 'succeeded' | 'failed' | null;
  scheduledFailureReason: string | null;
  failureReason: string | null;
  idempotencyKey: string | null;
  createdAt: Date;
  settledAt: Date | null;
  stage: Payment['stage'];
  errorCode: string | null;
  deadlineAt: Date | null;
  redirectUrl: string | null;
  nextCheckAt: Date | null;
}

/** The API shape of a payment row. */
export function toPayment(row: PaymentRow): Payment {
  return {
    id: row.id,
    bookingId: row.bookingId,
    tripId: row.tripId,
    bookingStatus: row.bookingStatus,
    method: row.method,
    status: row.status,
    amountCents: row.amountCents,
    currency: 'MZN',
    provider: row.provider,
    providerReference: row.providerReference,
    payerHint: row.payerHint,
    settlesAt: row.settlesAt?.toISOString() ?? null,
    failureReason: row.failureReason,
    stage: row.stage,
    errorCode: row.errorCode,
    deadlineAt: row.deadlineAt?.toISOString() ?? null,
    redirectUrl: row.redirectUrl,
    createdAt: row.createdAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
  };
}

const paymentSelect = (sql: Db) =>
  sql`
    select p.id, p.booking_id, p.trip_id, b.status as booking_status, p.user_id, p.method, p.status, p.amount_cents, p.provider,
      p.provider_reference, p.payer_hint, p.settles_at, p.scheduled_outcome, p.scheduled_failure_reason,
      p.failure_reason, p.idempotency_key, p.created_at, p.settled_at, p.stage, p.error_code, p.deadline_at,
      p.redirect_url, p.next_check_at
    from payments p join bookings b on b.id = p.booking_id
  `;

export async function findPayment(sql: Db, id: string): Promise<PaymentRow | undefined> {
  const [row]: [PaymentRow?] = await sql`${paymentSelect(sql)} where p.id = ${id}`;
  return row;
}

export async function findPaymentByKey(sql: Db, userId: string, key: string): Promise<PaymentRow | undefined> {
  const [row]: [PaymentRow?] = await sql`
    ${paymentSelect(sql)} where p.user_id = ${userId} and p.idempotency_key = ${key}
  `;
  return row;
}

/** Whether the booking has a payment still pending. */
export async function hasPendingPayment(sql: Db, bookingId: string): Promise<boolean> {
  const [row] = await sql`
    select 1 from booking_payments where booking_id = ${bookingId} and status = 'pending' limit 1
  `;
  return !!row;
}

/**
 * What an earlier trip payment left on a booking it covered (migration 0290): 'open' when it was voided (a part
 * cancelled) but the rail may still take the money, 'taken' when it was taken after all and refunded ('late_payment').
 * Either way the booking is paid by no new payment: a booking has at most one succeeded payment
 * (payments_one_success_idx), and the rail's outcome must be known first. Null for every other booking.
 */
export async function earlierTripPayment(sql: Db, bookingId: string): Promise<'open' | 'taken' | null> {
  const [row]: [{ status: string }?] = await sql`
    select status from booking_payments
    where booking_id = ${bookingId} and trip_id is not null
      and (status = 'succeeded' or (status = 'cancelled' and stage in ('created', 'awaiting', 'unknown')))
    order by (status = 'succeeded') desc limit 1
  `;
  return row ? (row.status === 'succeeded' ? 'taken' : 'open') : null;
}

export interface NewPayment {
  bookingId: string;
  /** A trip's payment (ADR 0055): `bookingId` is its first part, `parts` every part it covers with its share. */
  tripId?: string | null;
  parts?: { bookingId: string; amountCents: number }[];
  userId: string;
  method: PaymentMethod;
  amountCents: number;
  provider: string;
  payerHint: string | null;
  idempotencyKey: string | null;
}

export async function insertPayment(sql: Db, p: NewPayment): Promise<string> {
  const values = { ...p, tripId: p.tripId ?? null };
  const [row] = await sql<{ id: string }[]>`
    insert into payments ${
    sql(values, 'bookingId', 'tripId', 'userId', 'method', 'amountCents', 'provider', 'payerHint', 'idempotencyKey')
  }
    returning id
  `;
  for (const part of p.parts ?? []) {
    await sql`
      insert into payment_parts (payment_id, booking_id, amount_cents)
      values (${row!.id}, ${part.bookingId}, ${part.amountCents})
    `;
  }
  return row!.id;
}

/** A booking a payment covers, locked (`lockCoveredBookings`). */
export interface CoveredBooking {
  id: string;
  status: 'pending' | 'confirmed' | 'completed' | 'cancelled';
  /** This booking's share of the payment (centavos): the whole payment for a single booking's. */
  shareCents: number;
  platformFeeCents: number;
}

/**
 * Locks every booking a payment covers (its one booking, or a trip's parts: migration 0290) in id order, before the
 * payment (the lock order of bookings.repo.ts: bookings, then payments; several bookings by id).
 */
export function lockCoveredBookings(sql: Db, paymentId: string) {
  return sql<CoveredBooking[]>`
    select b.id, b.status, bp.amount_cents::float8 as share_cents, b.platform_fee_cents::float8 as platform_fee_cents
    from booking_payments bp join bookings b on b.id = bp.booking_id
    where bp.id = ${paymentId}
    order by b.id
    for update of b
  `;
}

/** A part of a trip, for its payment (ADR 0055). */
export interface TripPartToPay {
  id: string;
  role: string;
  status: 'pending' | 'confirmed' | 'completed' | 'cancelled';
  totalCents: number;
  holdExpiresAt: Date | null;
  rideId: string | null;
}

/** The owner of a trip (undefined: no such trip). */
export async function tripOwner(sql: Db, tripId: string): Promise<string | undefined> {
  const [row]: [{ userId: string }?] = await sql`select user_id from trips where id = ${tripId}`;
  return row?.userId;
}

/** A trip's parts with their bookings, optionally locked in id order (the lock order of several bookings). */
export function tripPartsToPay(sql: Db, tripId: string, lock = false) {
  return sql<TripPartToPay[]>`
    select b.id, tp.role, b.status, b.total_cents::float8 as total_cents, b.hold_expires_at, b.ride_id
    from trip_parts tp join bookings b on b.id = tp.booking_id
    where tp.trip_id = ${tripId}
    order by b.id
    ${lock ? sql`for update of b` : sql``}
  `;
}

/** Records the provider's answer on a new payment. */
export async function recordProviderAnswer(
  sql: Db,
  id: string,
  answer: { reference: string; settlesAt: Date | null; outcome: 'succeeded' | 'failed' | null; reason: string | null },
) {
  await sql`
    update payments set provider_reference = ${answer.reference}, settles_at = ${answer.settlesAt},
      scheduled_outcome = ${answer.outcome}, scheduled_failure_reason = ${answer.reason}
    where id = ${id}
  `;
}

/** The ids of pending payments due at `now`, optionally of one user, booking or payment. */
export function duePaymentIds(
  sql: Db,
  now: Date,
  scope: { userId?: string; bookingId?: string; paymentId?: string } = {},
) {
  return sql<{ id: string; bookingId: string }[]>`
    select id, booking_id from payments
    where status = 'pending' and settles_at is not null and settles_at <= ${now} and scheduled_outcome is not null
      ${scope.userId ? sql`and user_id = ${scope.userId}` : sql``}
      ${
    scope.bookingId ? sql`and id in (select id from booking_payments where booking_id = ${scope.bookingId})` : sql``
  }
      ${scope.paymentId ? sql`and id = ${scope.paymentId}` : sql``}
    order by settles_at
    limit 500
  `;
}

/** Locks a payment row (after its booking's). */
export async function lockPayment(sql: Db, id: string) {
  const [row]: [
    {
      id: string;
      bookingId: string;
      method: PaymentMethod;
      status: Payment['status'];
      settlesAt: Date | null;
      scheduledOutcome: 'succeeded' | 'failed' | null;
      scheduledFailureReason: string | null;
    }?,
  ] = await sql`
    select id, booking_id, method, status, settles_at, scheduled_outcome, scheduled_failure_reason
    from payments where id = ${id} for update
  `;
  return row;
}

/** Ends a pending payment. */
export async function finishPayment(
  sql: Db,
  id: string,
  status: 'succeeded' | 'failed',
  reason: string | null,
  now: Date,
) {
  await sql`
    update payments set status = ${status}, stage = ${status}, failure_reason = ${reason}, settled_at = ${now},
      next_check_at = null
    where id = ${id} and status = 'pending'
  `;
}

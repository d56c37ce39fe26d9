/** @module SQL of the payments domain: the `payments` table (migration 0002). */
import type { Db } from '../../lib/db.ts';
import type { Payment } from './payments.schemas.ts';
import type { PaymentMethod } from './provider.ts';

export interface PaymentRow {
  id: string;
  bookingId: string;
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
    select p.id, p.booking_id, b.status as booking_status, p.user_id, p.method, p.status, p.amount_cents, p.provider,
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
  const [row] = await sql`select 1 from payments where booking_id = ${bookingId} and status = 'pending' limit 1`;
  return !!row;
}

export interface NewPayment {
  bookingId: string;
  userId: string;
  method: PaymentMethod;
  amountCents: number;
  provider: string;
  payerHint: string | null;
  idempotencyKey: string | null;
}

export async function insertPayment(sql: Db, p: NewPayment): Promise<string> {
  const [row] = await sql<{ id: string }[]>`
    insert into payments ${
    sql(p, 'bookingId', 'userId', 'method', 'amountCents', 'provider', 'payerHint', 'idempotencyKey')
  }
    returning id
  `;
  return row!.id;
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
      ${scope.bookingId ? sql`and booking_id = ${scope.bookingId}` : sql``}
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

/** @module SQL of disputes and their audit trail (issue 32, ADR 0044). Amounts are centavos. */
import type { Db } from '../../lib/db.ts';
import { keyset, type PageRequest } from '../../lib/paging.ts';
import type { DisputeReason, DisputeStatus } from './disputes.schemas.ts';

export interface DisputeRow {
  id: string;
  bookingId: string;
  bookingType: 'ride' | 'stay' | 'event';
  bookingLabel: string;
  clientId: string;
  providerId: string;
  clientName: string;
  providerName: string;
  reason: DisputeReason;
  description: string;
  amountAskedCents: number;
  paidCents: number;
  providerShareCents: number;
  status: DisputeStatus;
  providerDueAt: Date;
  providerAnswer: string | null;
  providerAnsweredAt: Date | null;
  resolution: 'refund' | 'goodwill' | 'rejected' | null;
  resolvedAmountCents: number | null;
  resolutionNote: string | null;
  resolvedAt: Date | null;
  refundId: string | null;
  refundStatus: 'pending' | 'succeeded' | 'failed' | null;
  refundAmountCents: number | null;
  refundProviderAmountCents: number | null;
  createdAt: Date;
  cursorAt: string;
}

export interface DisputeFilter {
  id?: string;
  clientId?: string;
  providerId?: string;
  status?: DisputeStatus;
  /** One page (lib/paging.ts); without it the first 200. */
  page?: PageRequest;
}

/** Disputes (newest first; a page, or at most 200) by id, traveller, provider and/or status. */
export function listDisputes(sql: Db, f: DisputeFilter): Promise<DisputeRow[]> {
  const k = keyset(sql, f.page ?? { limit: 199 }, 'd.created_at', 'd.id');
  return sql<DisputeRow[]>`
    select d.id, d.booking_id, b.type as booking_type, booking_label(b) as booking_label, d.client_id, d.provider_id,
      user_display_name(d.client_id) as client_name, user_display_name(d.provider_id) as provider_name,
      d.reason, d.description, d.amount_asked_cents::float8 as amount_asked_cents,
      (select coalesce(sum(p.amount_cents), 0) from booking_payments p where p.booking_id = b.id and p.status = 'succeeded')
        ::float8 as paid_cents,
      b.provider_amount_cents::float8 as provider_share_cents,
      d.status, d.provider_due_at, d.provider_answer, d.provider_answered_at, d.resolution,
      d.resolved_amount_cents::float8 as resolved_amount_cents, d.resolution_note, d.resolved_at,
      d.refund_id, r.status as refund_status, r.amount_cents::float8 as refund_amount_cents,
      r.provider_amount_cents::float8 as refund_provider_amount_cents, d.created_at,
      ${k.cursorAt} as cursor_at
    from disputes d
    join bookings b on b.id = d.booking_id
    left join refunds r on r.id = d.refund_id
    where true
      ${f.id ? sql`and d.id = ${f.id}` : sql``}
      ${f.clientId ? sql`and d.client_id = ${f.clientId}` : sql``}
      ${f.providerId ? sql`and d.provider_id = ${f.providerId}` : sql``}
      ${f.status ? sql`and d.status = ${f.status}` : sql``}
      ${k.after}
    order by ${k.order}
    limit ${k.limit}
  `;
}

export interface EventRow {
  action: 'opened' | 'photo_added' | 'provider_answered' | 'refunded' | 'goodwill' | 'rejected';
  actorName: string | null;
  amountCents: number | null;
  note: string | null;
  createdAt: Date;
}

/** The audit trail of a dispute, in order. */
export function eventsOf(sql: Db, disputeId: string): Promise<EventRow[]> {
  return sql<EventRow[]>`
    select action, case when actor_id is not null then user_display_name(actor_id) end as actor_name,
      amount_cents::float8 as amount_cents, note, created_at
    from dispute_events where dispute_id = ${disputeId} order by id
  `;
}

export async function addEvent(
  tx: Db,
  e: { disputeId: string; actorId: string | null; action: EventRow['action']; amountCents?: number; note?: string },
) {
  await tx`
    insert into dispute_events (dispute_id, actor_id, action, amount_cents, note)
    values (${e.disputeId}, ${e.actorId}, ${e.action}, ${e.amountCents ?? null}, ${e.note ?? null})
  `;
}

export interface BookingForDispute {
  id: string;
  userId: string;
  providerId: string;
  type: 'ride' | 'stay' | 'event';
  providerAmountCents: number;
  paidCents: number;
  pendingPayments: number;
  refunds: number;
}

/**
 * The booking locked (`for update`: the lock order of bookings.repo.ts, booking first, then its payments), with what
 * its succeeded payments took and how many refunds and pending payments it has.
 */
export async function lockBooking(tx: Db, bookingId: string): Promise<BookingForDispute | undefined> {
  const [b]: [BookingForDispute?] = await tx`
    select b.id, b.user_id, b.provider_id, b.type, b.provider_amount_cents::float8 as provider_amount_cents,
      (select coalesce(sum(p.amount_cents), 0) from booking_payments p where p.booking_id = b.id and p.status = 'succeeded')
        ::float8 as paid_cents,
      (select count(*)::int from booking_payments p where p.booking_id = b.id and p.status = 'pending') as pending_payments,
      (select count(*)::int from refunds r where r.booking_id = b.id) as refunds
    from bookings b where b.id = ${bookingId}
    for update of b
  `;
  return b;
}

/** The dispute's row locked (`for update`), after its booking's. */
export async function lockDispute(tx: Db, id: string) {
  const [d]: [
    {
      id: string;
      bookingId: string;
      providerId: string;
      clientId: string;
      status: DisputeStatus;
      providerDueAt: Date;
    }?,
  ] = await tx`
      select id, booking_id, provider_id, client_id, status, provider_due_at from disputes where id = ${id} for update
    `;
  return d;
}

export async function bookingOfDispute(sql: Db, id: string): Promise<string | undefined> {
  const [d]: [{ bookingId: string }?] = await sql`select booking_id from disputes where id = ${id}`;
  return d?.bookingId;
}

export async function insertDispute(
  tx: Db,
  d: {
    bookingId: string;
    clientId: string;
    providerId: string;
    reason: DisputeReason;
    description: string;
    amountCents: number;
    dueAt: Date;
  },
): Promise<string | undefined> {
  const [row]: [{ id: string }?] = await tx`
    insert into disputes (booking_id, client_id, provider_id, reason, description, amount_asked_cents, provider_due_at)
    values (${d.bookingId}, ${d.clientId}, ${d.providerId}, ${d.reason}, ${d.description}, ${d.amountCents},
      ${d.dueAt})
    on conflict (booking_id) do nothing
    returning id
  `;
  return row?.id;
}

export async function saveAnswer(tx: Db, id: string, answer: string, now: Date) {
  await tx`
    update disputes set provider_answer = ${answer}, provider_answered_at = ${now}, status = 'awaiting_admin'
    where id = ${id}
  `;
}

export async function saveResolution(
  tx: Db,
  id: string,
  r: {
    resolution: 'refund' | 'goodwill' | 'rejected';
    amountCents: number;
    note: string;
    by: string;
    now: Date;
    refundId: string | null;
  },
) {
  await tx`
    update disputes set status = 'resolved', resolution = ${r.resolution}, resolved_amount_cents = ${r.amountCents},
      resolution_note = ${r.note}, resolved_by = ${r.by}, resolved_at = ${r.now}, refund_id = ${r.refundId}
    where id = ${id}
  `;
}

/** The refund a dispute made, by its reason (one refund per payment: at most one per booking in practice). */
export async function refundOf(tx: Db, bookingId: string, reason: string): Promise<string | undefined> {
  const [r]: [{ id: string }?] = await tx`
    select id from refunds where booking_id = ${bookingId} and reason = ${reason} order by created_at desc limit 1
  `;
  return r?.id;
}

/** @module SQL of the admin dashboard: counts for the stats, the supervision lists and the pending actions. */
import type { Db } from '../../lib/db.ts';
import type { BookingType } from '../bookings/bookings.schemas.ts';
import type { AdminBookingsQuery, AdminRidesQuery } from './admin-metrics.schemas.ts';

/** `like` pattern for a folded search text, with the wildcard characters escaped. */
const containsPattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const n = (v: unknown) => Number(v ?? 0);

export interface UserCounts {
  total: number;
  client: number;
  driver: number;
  hotelManager: number;
  event: number;
  admin: number;
  newSince: number;
  pendingVerifications: number;
  suspended: number;
}

export async function userCounts(sql: Db, since: Date): Promise<UserCounts> {
  const [row] = await sql<UserCounts[]>`
    select count(*)::int as total,
      count(*) filter (where 'client' = any (roles))::int as client,
      count(*) filter (where 'driver' = any (roles))::int as driver,
      count(*) filter (where 'hotel_manager' = any (roles))::int as hotel_manager,
      count(*) filter (where 'event' = any (roles))::int as event,
      count(*) filter (where 'admin' = any (roles))::int as admin,
      count(*) filter (where created_at >= ${since})::int as new_since,
      count(*) filter (where admin_user_status(status, verification_status) = 'pending_verification')::int
        as pending_verifications,
      count(*) filter (where status in ('suspended', 'banned'))::int as suspended
    from users
  `;
  return row!;
}

export async function rideCounts(sql: Db, now: Date) {
  const [row] = await sql<{ published: number; upcoming: number; seatsTotal: number; seatsAvailable: number }[]>`
    select count(*) filter (where status <> 'cancelled')::int as published,
      count(*) filter (where status = 'active' and departure_at >= ${now})::int as upcoming,
      coalesce(sum(seats_total) filter (where status = 'active' and departure_at >= ${now}), 0)::int as seats_total,
      coalesce(sum(seats_available) filter (where status = 'active' and departure_at >= ${now}), 0)::int
        as seats_available
    from rides
  `;
  return row!;
}

export interface BookingCountRow {
  type: BookingType;
  status: 'pending' | 'confirmed' | 'completed' | 'cancelled';
  n: number;
  tickets: number;
}

/** Bookings created in [start, end) grouped by type and status, with the tickets of the event ones. */
export function bookingCounts(sql: Db, start: Date, end: Date): Promise<BookingCountRow[]> {
  return sql<BookingCountRow[]>`
    select type, status, count(*)::int as n, coalesce(sum(ticket_quantity), 0)::int as tickets
    from bookings where created_at >= ${start} and created_at < ${end}
    group by type, status
  `;
}

/** The WHERE of the bookings list on the booking alone (alias b): status, type, refund, creation dates. */
const BOOKING_FILTER = (sql: Db, query: AdminBookingsQuery, start: Date | null, end: Date | null) =>
  sql`
    (${query.status ?? null}::text is null or b.status = ${query.status ?? null}::text)
    and (${query.type ?? null}::text is null or b.type = ${query.type ?? null}::text)
    and (${query.refund ?? null}::text is null
      or exists (select 1 from refunds x where x.booking_id = b.id and x.status = ${query.refund ?? null}::text))
    and (${start}::timestamptz is null or b.created_at >= ${start}::timestamptz)
    and (${end}::timestamptz is null or b.created_at < ${end}::timestamptz)
  `;

/**
 * The joins and the WHERE of `q` (aliases: cu client, pu provider, r ride, e establishment, ev event), only when the
 * list is searched: without `q` the page and the total read bookings alone.
 */
const SEARCH = (sql: Db, q: string) =>
  sql`
    join users cu on cu.id = b.user_id
    join users pu on pu.id = b.provider_id
    left join rides r on r.id = b.ride_id
    left join establishments e on e.id = b.establishment_id
    left join events ev on ev.id = b.event_id
    where fold(
      coalesce(cu.first_name, '') || ' ' || coalesce(cu.last_name, '') || ' ' || coalesce(cu.email, '') || ' ' ||
      coalesce(pu.first_name, '') || ' ' || coalesce(pu.last_name, '') || ' ' || coalesce(pu.email, '') || ' ' ||
      coalesce(r.from_address || ' ' || r.to_address, e.name, ev.title, '')) like fold(${containsPattern(q)}::text)
      and
  `;

export interface AdminBookingRow {
  id: string;
  type: BookingType;
  status: 'pending' | 'confirmed' | 'completed' | 'cancelled';
  title: string;
  clientId: string;
  clientName: string;
  providerId: string;
  providerName: string;
  quantity: number;
  serviceDate: string | null;
  createdAt: Date;
  totalCents: number;
  platformFeeCents: number;
  paymentId: string | null;
  paymentMethod: 'card' | 'mpesa' | 'bank' | null;
  paymentStatus: 'pending' | 'succeeded' | 'failed' | 'cancelled' | null;
  paymentAmountCents: number | null;
  refundId: string | null;
  refundStatus: 'pending' | 'succeeded' | 'failed' | null;
  refundAmountCents: number | null;
  refundFailureReason: string | null;
}

/**
 * One page of bookings matching the filters, newest first, with the total. Page first (issue 27, ADR 0047): the
 * page's bookings are taken in bookings_created_idx order (created_at desc, id) before anything is joined, so a page
 * reads about its rows; only those are joined with their people, offer, newest payment and refund. The total counts
 * the bookings alone (the joins only with `q`): exact, read from the narrow index.
 */
export async function listBookings(
  sql: Db,
  query: AdminBookingsQuery,
  start: Date | null,
  end: Date | null,
): Promise<{ rows: AdminBookingRow[]; total: number }> {
  const q = listBookingsSql(sql, query, start, end);
  const [rows, [count]] = await Promise.all([q.rows, q.count]);
  return { rows, total: n(count?.n) };
}

/** The two statements of {@link listBookings} (its page and its total; tests EXPLAIN them). */
export function listBookingsSql(sql: Db, query: AdminBookingsQuery, start: Date | null, end: Date | null) {
  const where = sql`${query.q ? SEARCH(sql, query.q) : sql`where`} ${BOOKING_FILTER(sql, query, start, end)}`;
  return {
    rows: sql<AdminBookingRow[]>`
      with page as (
        select b.id, b.created_at from bookings b ${where}
        order by b.created_at desc, b.id
        limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}
      )
      select b.id, b.type, b.status,
        coalesce(r.from_address || ' → ' || r.to_address, e.name, ev.title, b.type) as title,
        b.user_id as client_id,
        coalesce(nullif(trim(coalesce(cu.first_name, '') || ' ' || coalesce(cu.last_name, '')), ''), cu.email, cu.id)
          as client_name,
        b.provider_id,
        coalesce(nullif(trim(coalesce(pu.first_name, '') || ' ' || coalesce(pu.last_name, '')), ''), pu.email, pu.id)
          as provider_name,
        coalesce(b.seats, b.nights, b.ticket_quantity, 1)::int as quantity,
        to_char(coalesce(r.departure_date, b.check_in, ev.start_date), 'YYYY-MM-DD') as service_date,
        b.created_at, b.total_cents, b.platform_fee_cents,
        p.id as payment_id, p.method as payment_method, p.status as payment_status,
        p.amount_cents as payment_amount_cents,
        rf.id as refund_id, rf.status as refund_status, rf.amount_cents as refund_amount_cents,
        rf.failure_reason as refund_failure_reason
      from page join bookings b on b.id = page.id
      join users cu on cu.id = b.user_id
      join users pu on pu.id = b.provider_id
      left join rides r on r.id = b.ride_id
      left join establishments e on e.id = b.establishment_id
      left join events ev on ev.id = b.event_id
      -- The newest of booking_payments' rows, read by index (the view's booking_id is a coalesce no index serves).
      left join lateral (
        select * from (
          select x.id, x.method, x.status, x.amount_cents, x.created_at from payments x
          where x.booking_id = b.id and not exists (select 1 from payment_parts pp where pp.payment_id = x.id)
          union all
          select x.id, x.method, x.status, pp.amount_cents, x.created_at
          from payment_parts pp join payments x on x.id = pp.payment_id where pp.booking_id = b.id
        ) p order by p.created_at desc, p.id limit 1
      ) p on true
      left join lateral (
        select * from refunds rf where rf.booking_id = b.id order by rf.created_at desc, rf.id limit 1
      ) rf on true
      order by page.created_at desc, page.id
    `,
    count: sql<{ n: number }[]>`select count(*)::int as n from bookings b ${where}`,
  };
}

export interface AdminRideRow {
  id: string;
  status: 'active' | 'completed' | 'cancelled';
  from: string;
  to: string;
  departureDate: string;
  departureTime: string;
  driverId: string;
  driverName: string;
  priceCents: number;
  seatsTotal: number;
  seatsAvailable: number;
  bookings: number;
  revenueCents: number;
  createdAt: Date;
}

/** One page of rides matching the filters, by departure (latest first), with the total. */
export async function listRides(sql: Db, query: AdminRidesQuery): Promise<{ rows: AdminRideRow[]; total: number }> {
  const q = query.q ? containsPattern(query.q) : null;
  const from = sql`
    from rides r join users d on d.id = r.driver_id
    where (${query.status ?? null}::text is null or r.status = ${query.status ?? null}::text)
      and (${query.from ?? null}::date is null or r.departure_date >= ${query.from ?? null}::date)
      and (${query.to ?? null}::date is null or r.departure_date <= ${query.to ?? null}::date)
      and (${q}::text is null or fold(
        coalesce(d.first_name, '') || ' ' || coalesce(d.last_name, '') || ' ' || coalesce(d.email, '') || ' ' ||
        r.from_address || ' ' || r.to_address) like fold(${q}::text))
  `;
  const [rows, [count]] = await Promise.all([
    sql<AdminRideRow[]>`
      select r.id, r.status, r.from_address as from, r.to_address as to,
        to_char(r.departure_date, 'YYYY-MM-DD') as departure_date, to_char(r.departure_time, 'HH24:MI') as departure_time,
        r.driver_id,
        coalesce(nullif(trim(coalesce(d.first_name, '') || ' ' || coalesce(d.last_name, '')), ''), d.email, d.id)
          as driver_name,
        r.price_cents, r.seats_total, r.seats_available, r.created_at,
        (select count(*)::int from bookings b where b.ride_id = r.id and b.status in ('confirmed', 'completed'))
          as bookings,
        (select coalesce(sum(b.total_cents), 0)::bigint from bookings b
          where b.ride_id = r.id and b.status in ('confirmed', 'completed')) as revenue_cents
      ${from}
      order by r.departure_at desc, r.id
      limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}
    `,
    sql<{ n: number }[]>`select count(*)::int as n ${from}`,
  ]);
  return { rows, total: n(count?.n) };
}

export interface PendingActionRow {
  kind: 'verification' | 'refund' | 'dispute' | 'support' | 'payment';
  subjectId: string;
  name: string;
  amountCents: number | null;
  detail: string | null;
  createdAt: Date;
}

/** The rows of every pending action (one statement per kind, unioned), unordered. */
const pendingActionRows = (sql: Db) =>
  sql`
      select 'verification' as kind, u.id as subject_id,
        coalesce(nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), ''), u.email, u.id)
          as name,
        null::bigint as amount_cents, null::text as detail,
        coalesce((select max(v.submitted_at) from verifications v where v.user_id = u.id), u.updated_at) as created_at
      from users u where admin_user_status(u.status, u.verification_status) = 'pending_verification'
      union all
      select 'refund', rf.id::text,
        coalesce(nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), ''), u.email, u.id),
        rf.amount_cents, rf.failure_reason, coalesce(rf.settled_at, rf.created_at)
      from refunds rf join payments p on p.id = rf.payment_id join users u on u.id = p.user_id
      where rf.status = 'failed'
      union all
      select 'payment', p.id::text,
        coalesce(nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), ''), u.email, u.id),
        p.amount_cents, null, p.created_at
      from payments p join users u on u.id = p.user_id
      where p.status = 'pending' and p.method = 'bank'
      union all
      -- Disputes to decide (issue 32, ADR 0044): answered by the provider, or their 72 hours passed.
      select 'dispute', d.id::text, user_display_name(d.client_id), d.amount_asked_cents, null,
        coalesce(d.provider_answered_at, d.provider_due_at)
      from disputes d
      where d.status = 'awaiting_admin' or (d.status = 'awaiting_provider' and d.provider_due_at <= now())
      union all
      -- Support requests waiting for the team.
      select 'support', r.id::text, user_display_name(r.user_id), null, r.subject, r.updated_at
      from support_requests r where r.status = 'open'
`;

/** The most pending actions listed at once (GET /api/admin/pending-actions; the count reads them all). */
export const MAX_PENDING_ACTIONS = 100;

/**
 * The things waiting for a person: verifications to review, failed refunds (money still owed to a client), bank
 * transfers waiting for confirmation, disputes and support requests; by kind, oldest first within each; the first
 * `limit`.
 */
export function pendingActions(sql: Db, limit = MAX_PENDING_ACTIONS): Promise<PendingActionRow[]> {
  return sql<PendingActionRow[]>`
    select * from (${pendingActionRows(sql)}) a
    order by case kind when 'verification' then 0 when 'refund' then 1 when 'dispute' then 2 when 'support' then 3
      else 4 end, created_at, subject_id
    limit ${limit}
  `;
}

/** How many actions are pending in all (the dashboard's card). */
export async function pendingActionCount(sql: Db): Promise<number> {
  const [row] = await sql<{ n: number }[]>`select count(*)::int as n from (${pendingActionRows(sql)}) a`;
  return row?.n ?? 0;
}

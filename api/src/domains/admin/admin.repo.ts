/** @module SQL of admin user management: users with their figures, account status changes, the audit trail. */
import { forgetPages } from '../../lib/page-cache.ts';
import { type Db, textArray } from '../../lib/db.ts';
import type { Role } from '../../middlewares/auth/permissions.ts';
import type { ListUsersQuery } from './admin.schemas.ts';
import { lockWithPaymentPartners } from '../bookings/bookings.repo.ts';

export interface AdminUserRow {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  city: string | null;
  roles: Role[];
  adminRequested: boolean;
  status: 'active' | 'pending_verification' | 'suspended' | 'banned';
  verificationStatus: 'none' | 'pending' | 'approved' | 'rejected';
  createdAt: Date;
  suspensionReason: string | null;
  suspendedAt: Date | null;
  totalBookings: number;
  totalTrips: number;
  totalEarnings: number;
}

export interface AdminActionRow {
  id: string;
  action:
    | 'verification_approved'
    | 'verification_rejected'
    | 'suspended'
    | 'reactivated'
    | 'future_bookings_cancelled'
    | 'review_hidden';
  reason: string | null;
  adminId: string;
  adminName: string;
  createdAt: Date;
}

/** `like` pattern for a folded search text, with the wildcard characters escaped. */
const containsPattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The admin user search's filters on `users u`, each only when given, so the planner sees it and uses its index
 * (migration 0181: trigram on the folded name and e-mail, GIN on roles, the admin status expression); `$1 is null or
 * ...` hid them behind generic plans. admin.test.ts checks each filter's plan uses its index.
 */
export function userFilters(sql: Db, query: Pick<ListUsersQuery, 'q' | 'type' | 'status'>) {
  const q = query.q ? containsPattern(query.q) : null;
  const type = query.type ?? null;
  const status = query.status ?? null;
  return sql`true
    ${
    q
      ? sql`and fold(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '') || ' ' || coalesce(u.email, ''))
            like fold(${q}::text)`
      : sql``
  }
    ${
    type === 'client'
      ? sql`and u.roles <@ array['client']::text[]`
      : type
      ? sql`and u.roles @> array[${type}::text]`
      : sql``
  }
    ${status ? sql`and admin_user_status(u.status, u.verification_status) = ${status}::text` : sql``}`;
}

/**
 * One page of users matching the filters, with the total; pending verifications first, then newest first. The
 * figures come from the bookings and rides tables.
 */
export async function listUsers(sql: Db, query: ListUsersQuery): Promise<{ rows: AdminUserRow[]; total: number }> {
  const offset = (query.page - 1) * query.pageSize;
  const filters = () => userFilters(sql, query);
  const rows = await sql<(AdminUserRow & { total: string })[]>`
    with matching as (
      select u.*, admin_user_status(u.status, u.verification_status) as admin_status
      from users u
      where ${filters()}
    ), page as (
      select m.*, count(*) over () as total
      from matching m
      order by (m.admin_status = 'pending_verification') desc, m.created_at desc, m.id
      limit ${query.pageSize} offset ${offset}
    )
    select p.id, p.email, p.first_name, p.last_name, p.phone, p.city, p.roles, p.admin_requested,
      p.admin_status as status, p.verification_status, p.created_at, p.suspension_reason, p.suspended_at, p.total,
      (select count(*)::int from bookings b where b.user_id = p.id and b.status in ('confirmed', 'completed'))
        as total_bookings,
      (select count(*)::int from rides r where r.driver_id = p.id and r.status <> 'cancelled') as total_trips,
      (select coalesce(sum(b.provider_amount_cents), 0)::bigint from bookings b
        where b.provider_id = p.id and b.status in ('confirmed', 'completed')) as total_earnings
    from page p
    order by (p.admin_status = 'pending_verification') desc, p.created_at desc, p.id
  `;
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && offset > 0) {
    // Past the last page: still report how many match.
    const [row] = await sql<{ n: number }[]>`
      select count(*)::int as n from users u
      where ${filters()}
    `;
    total = row?.n ?? 0;
  }
  return { rows: rows.map(({ total: _t, ...r }) => r), total };
}

/** One user with the figures, or undefined. */
export async function findAdminUser(sql: Db, id: string): Promise<AdminUserRow | undefined> {
  const [row]: [AdminUserRow?] = await sql`
    select u.id, u.email, u.first_name, u.last_name, u.phone, u.city, u.roles, u.admin_requested,
      admin_user_status(u.status, u.verification_status) as status, u.verification_status, u.created_at,
      u.suspension_reason, u.suspended_at,
      (select count(*)::int from bookings b where b.user_id = u.id and b.status in ('confirmed', 'completed'))
        as total_bookings,
      (select count(*)::int from rides r where r.driver_id = u.id and r.status <> 'cancelled') as total_trips,
      (select coalesce(sum(b.provider_amount_cents), 0)::bigint from bookings b
        where b.provider_id = u.id and b.status in ('confirmed', 'completed')) as total_earnings
    from users u
    where u.id = ${id}
  `;
  return row;
}

/** Locks the user's row and returns its account and verification states (undefined when there is no such user). */
export async function lockUser(
  sql: Db,
  id: string,
): Promise<{ status: string; verificationStatus: string } | undefined> {
  const [row]: [{ status: string; verificationStatus: string }?] = await sql`
    select status, verification_status from users where id = ${id} for update
  `;
  return row;
}

/** Suspends (with the reason) or reactivates an account. */
export async function setAccountStatus(sql: Db, id: string, status: 'active' | 'suspended', reason: string | null) {
  await sql`
    update users
    set status = ${status},
      suspension_reason = ${status === 'suspended' ? reason : null},
      suspended_at = case when ${status}::text = 'suspended' then now() end,
      updated_at = now()
    where id = ${id}
  `;
}

/** Appends an entry to the audit trail. */
export async function recordAction(
  sql: Db,
  entry: { adminId: string; userId: string; action: AdminActionRow['action']; reason: string | null },
) {
  await sql`
    insert into admin_actions ${sql(entry, 'adminId', 'userId', 'action', 'reason')}
  `;
}

/** The admin actions on a user, newest first. */
export async function listActions(sql: Db, userId: string): Promise<AdminActionRow[]> {
  return await sql<AdminActionRow[]>`
    select a.id, a.action, a.reason, a.admin_id,
      coalesce(nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), ''), u.email, a.admin_id)
        as admin_name,
      a.created_at
    from admin_actions a
    left join users u on u.id = a.admin_id
    where a.user_id = ${userId}
    order by a.created_at desc, a.id desc
  `;
}

/**
 * The pending and confirmed bookings of the provider's offers whose service is still to come at `now` (a ride not
 * departed, a stay not yet begun, an event not started: `booking_is_future` of migration 0016), and what was paid for
 * them (succeeded payments, centavos).
 */
export async function futureBookingsOf(sql: Db, providerId: string, now: Date) {
  const [row]: [{ count: number; paidCents: number }?] = await sql`
    select count(*)::int as count, coalesce(sum(p.paid), 0)::float8 as paid_cents
    from bookings b
    left join lateral (
      select sum(amount_cents) as paid from booking_payments where booking_id = b.id and status = 'succeeded'
    ) p on true
    where b.provider_id = ${providerId} and b.status in ('pending', 'confirmed') and booking_is_future(b, ${now})
  `;
  return row ?? { count: 0, paidCents: 0 };
}

/**
 * Locks the bookings {@link cancelFutureBookings} cancels with their trips' other parts, first and in id order
 * (lockWithPaymentPartners: a trip's payment due at the cancellation is settled by it and writes those parts).
 */
export async function lockFutureBookingsWithPartners(sql: Db, providerId: string, now: Date): Promise<void> {
  const open = await sql<{ id: string }[]>`
    select b.id from bookings b
    where b.provider_id = ${providerId} and b.status in ('pending', 'confirmed') and booking_is_future(b, ${now})
  `;
  await lockWithPaymentPartners(sql, open.map((b) => b.id));
}

/**
 * Cancels the provider's future pending and confirmed bookings (see `futureBookingsOf`) with the reason
 * 'provider_suspended', in one statement; their inventory goes back by each product's trigger on the booking's status
 * (seats, nights, tickets: migrations 0004, 0120, 0340). Lock order of bookings.repo.ts: the bookings first, then
 * rides, room nights and events. A booking already cancelled by a concurrent call is not matched again.
 * @returns the ids of the bookings cancelled: the caller settles their money in the same transaction
 */
export async function cancelFutureBookings(sql: Db, providerId: string, now: Date): Promise<string[]> {
  forgetPages('rides');
  forgetPages('events');
  const rows = await sql<{ id: string }[]>`
    with cancelled as (
      update bookings b set status = 'cancelled', cancelled_at = ${now}, cancel_reason = 'provider_suspended'
      where b.provider_id = ${providerId} and b.status in ('pending', 'confirmed') and booking_is_future(b, ${now})
      returning b.id
    )
    select id from cancelled order by id
  `;
  return rows.map((r) => r.id);
}

/** The sum of the refunds of these bookings (centavos). */
export async function refundedCents(sql: Db, bookingIds: readonly string[]): Promise<number> {
  if (bookingIds.length === 0) return 0;
  const [row]: [{ total: number }?] = await sql`
    select coalesce(sum(amount_cents), 0)::float8 as total from refunds
    where booking_id = any(${textArray(bookingIds)}::uuid[])
  `;
  return row?.total ?? 0;
}

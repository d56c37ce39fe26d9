/**
 * @module The admin analytics (spec 2.17 'Análises'; issue 15): bookings, revenue, conversion and occupancy over a
 * range of local dates (Africa/Maputo), by product and by province, read from the database. Revenue follows the
 * billing financial report (ADR 0006: succeeded payments on their settlement date, net of refunds), so the totals of a
 * range equal that report's for the same range. Amounts are centavos.
 */
import type { Db } from '../../lib/db.ts';
import { AppError } from '../../lib/errors.ts';
import { addDays, maputoInstant, todayInMaputo } from '../../lib/time.ts';
import { percentageOf } from '../billing/billing.report.ts';
import { BOOKING_TYPES } from '../bookings/bookings.schemas.ts';
import { type Analytics, ANALYTICS_MESSAGES, type AnalyticsQuery } from './admin-metrics.analytics.schemas.ts';

/** The longest range, in days. */
export const MAX_RANGE_DAYS = 366;

interface CountRow {
  key: string | null;
  bookings: number;
  confirmed: number;
  cancelled: number;
  revenueCents: number;
  feesCents: number;
}

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/**
 * Bookings created, and net revenue of payments settled, in [start, end), grouped by `group`: the period of the
 * local date (day, week from Monday, month), the product type, or the province of the booked offer.
 */
async function grouped(
  sql: Db,
  range: { start: Date; end: Date },
  group: 'day' | 'week' | 'month' | 'type' | 'province',
  type: AnalyticsQuery['type'],
): Promise<CountRow[]> {
  // The key of a row ('' for a booking whose offer names no known place: FULL JOIN needs a plain equality).
  const keyOf = (at: 'created' | 'settled') => {
    if (group === 'type') return sql`b.type`;
    if (group === 'province') {
      return sql`coalesce((select pl.province from places pl where pl.id = case b.type
          when 'ride' then (select r.from_place_id from rides r where r.id = b.ride_id)
          when 'stay' then (select e.place_id from establishments e where e.id = b.establishment_id)
          else (select ev.place_id from events ev where ev.id = b.event_id) end), '')`;
    }
    const instant = at === 'created' ? sql`b.created_at` : sql`coalesce(p.settled_at, p.created_at)`;
    return sql`to_char(date_trunc(${group}, ${instant} at time zone 'Africa/Maputo'), 'YYYY-MM-DD')`;
  };
  const ofType = type ? sql`and b.type = ${type}` : sql``;
  return await sql<CountRow[]>`
    with made as (
      select ${keyOf('created')} as key,
        count(*)::int as bookings,
        count(*) filter (where b.confirmed_at is not null)::int as confirmed,
        count(*) filter (where b.status = 'cancelled')::int as cancelled
      from bookings b
      where b.created_at >= ${range.start} and b.created_at < ${range.end} ${ofType}
      group by 1
    ), paid as (
      select ${keyOf('settled')} as key,
        sum(p.amount_cents - coalesce(r.amount_cents, 0))::float8 as revenue_cents,
        sum(b.platform_fee_cents - coalesce(r.platform_fee_cents, 0))::float8 as fees_cents
      from payments p
      join bookings b on b.id = p.booking_id
      -- Several refunds of one payment (tickets cancelled alone, migration 0141) are summed first.
      left join lateral (
        select sum(amount_cents) as amount_cents, sum(platform_fee_cents) as platform_fee_cents
        from refunds where payment_id = p.id
      ) r on true
      where p.status = 'succeeded'
        and coalesce(p.settled_at, p.created_at) >= ${range.start}
        and coalesce(p.settled_at, p.created_at) < ${range.end} ${ofType}
      group by 1
    )
    select nullif(coalesce(made.key, paid.key), '') as key,
      coalesce(made.bookings, 0) as bookings, coalesce(made.confirmed, 0) as confirmed,
      coalesce(made.cancelled, 0) as cancelled,
      coalesce(paid.revenue_cents, 0) as revenue_cents, coalesce(paid.fees_cents, 0) as fees_cents
    from made full join paid on paid.key = made.key
  `;
}

/** Seats, room nights and tickets offered in the range of local dates [from, to], and those sold. */
async function occupancy(sql: Db, from: string, to: string): Promise<Analytics['occupancy']> {
  const after = addDays(to, 1);
  const [[rides], [stays], [events]] = await Promise.all([
    sql<[{ offered: number; sold: number }]>`
      select coalesce(sum(r.seats_total), 0)::int as offered,
        coalesce(sum((select coalesce(sum(b.seats), 0) from bookings b
          where b.ride_id = r.id and b.status in ('confirmed', 'completed'))), 0)::int as sold
      from rides r
      where r.departure_date between ${from} and ${to} and r.status <> 'cancelled'
    `,
    sql<[{ available: number; booked: number }]>`
      select
        (select coalesce(sum(rt.total_rooms), 0) * ${daysBetween(from, after)}
          from room_types rt join establishments e on e.id = rt.establishment_id
          where rt.is_active and e.is_active)::int as available,
        (select coalesce(sum(greatest(0, least(b.check_out, ${after}::date) - greatest(b.check_in, ${from}::date))), 0)
          from bookings b
          where b.type = 'stay' and b.status in ('confirmed', 'completed')
            and b.check_in < ${after}::date and b.check_out > ${from}::date)::int as booked
    `,
    sql<[{ capacity: number; sold: number }]>`
      select coalesce(sum(ev.max_tickets), 0)::int as capacity,
        coalesce(sum((select coalesce(sum(b.ticket_quantity), 0) from bookings b
          where b.event_id = ev.id and b.status in ('confirmed', 'completed'))), 0)::int as sold
      from events ev
      where ev.start_date between ${from} and ${to} and ev.status not in ('cancelled', 'draft')
    `,
  ]);
  const r = rides ?? { offered: 0, sold: 0 };
  const s = stays ?? { available: 0, booked: 0 };
  const e = events ?? { capacity: 0, sold: 0 };
  return {
    rides: { ...r, rate: percentageOf(r.sold, r.offered) },
    stays: { ...s, rate: percentageOf(s.booked, s.available) },
    events: { ...e, rate: percentageOf(e.sold, e.capacity) },
  };
}

/** The first local date of each period of [from, to]. */
function periodsOf(from: string, to: string, granularity: AnalyticsQuery['granularity']): string[] {
  const startOf = (date: string) => {
    if (granularity === 'month') return `${date.slice(0, 7)}-01`;
    if (granularity === 'week') {
      const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0
      return addDays(date, -weekday);
    }
    return date;
  };
  const periods: string[] = [];
  for (let d = startOf(from); d <= to;) {
    periods.push(d);
    d = granularity === 'day' ? addDays(d, 1) : granularity === 'week' ? addDays(d, 7) : startOf(addDays(d, 31));
  }
  return periods;
}

const values = (row: CountRow | undefined) => ({
  bookings: row?.bookings ?? 0,
  confirmed: row?.confirmed ?? 0,
  cancelled: row?.cancelled ?? 0,
  revenueCents: Number(row?.revenueCents ?? 0),
  feesCents: Number(row?.feesCents ?? 0),
});

/**
 * GET /api/admin/analytics.
 * @throws AppError 400 VALIDATION_ERROR when `to` is before `from` or the range is longer than 366 days
 */
export async function analytics(sql: Db, q: AnalyticsQuery, now: Date = new Date()): Promise<Analytics> {
  const to = q.to ?? todayInMaputo(now);
  const from = q.from ?? addDays(to, -29);
  const length = daysBetween(from, to);
  if (length < 0 || length >= MAX_RANGE_DAYS) {
    throw new AppError(400, 'VALIDATION_ERROR', ANALYTICS_MESSAGES.range, { field: 'to' });
  }
  const range = { start: maputoInstant(from), end: maputoInstant(addDays(to, 1)) };
  const [series, byType, byProvince, occ] = await Promise.all([
    grouped(sql, range, q.granularity, q.type),
    grouped(sql, range, 'type', undefined),
    grouped(sql, range, 'province', q.type),
    occupancy(sql, from, to),
  ]);
  const seriesByKey = new Map(series.map((r) => [r.key, r]));
  const points = periodsOf(from, to, q.granularity).map((period) => ({ period, ...values(seriesByKey.get(period)) }));
  const totals = points.reduce(
    (t, p) => ({
      bookings: t.bookings + p.bookings,
      confirmed: t.confirmed + p.confirmed,
      cancelled: t.cancelled + p.cancelled,
      revenueCents: t.revenueCents + p.revenueCents,
      feesCents: t.feesCents + p.feesCents,
    }),
    values(undefined),
  );
  const typeRows = new Map(byType.map((r) => [r.key, r]));
  return {
    from,
    to,
    granularity: q.granularity,
    type: q.type ?? null,
    series: points,
    totals: { ...totals, conversionRate: percentageOf(totals.confirmed, totals.bookings) },
    byProduct: BOOKING_TYPES.map((type) => {
      const v = values(typeRows.get(type));
      return { type, ...v, conversionRate: percentageOf(v.confirmed, v.bookings) };
    }),
    byProvince: byProvince
      .map((r) => ({ province: r.key, ...values(r) }))
      .sort((a, b) => b.bookings - a.bookings || b.revenueCents - a.revenueCents),
    occupancy: occ,
  };
}

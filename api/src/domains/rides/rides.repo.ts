/** @module SQL of the rides domain: the `rides` table (migration 0002). */
import { type Db, textArray } from '../../lib/db.ts';
import { escapeLike, fold } from '../../lib/text.ts';
import type { Ride, VehicleType } from './rides.schemas.ts';

/** A ride row as selected by `rideColumns`, before nesting the places. */
export interface RideRow {
  id: string;
  driverId: string;
  driverName: string;
  fromAddress: string;
  toAddress: string;
  fromPlaceId: number | null;
  fromPlaceName: string | null;
  fromPlaceProvince: string | null;
  fromPlaceParentCity: string | null;
  toPlaceId: number | null;
  toPlaceName: string | null;
  toPlaceProvince: string | null;
  toPlaceParentCity: string | null;
  departureDate: string;
  departureTime: string;
  departureAt: Date;
  priceCents: number;
  seatsTotal: number;
  seatsAvailable: number;
  vehicleType: VehicleType;
  description: string | null;
  pickupPoint: string | null;
  dropoffPoint: string | null;
  allowPickupEnRoute: boolean;
  allowNegotiation: boolean;
  status: Ride['status'];
  createdAt: Date;
}

/** The API shape of a ride row. */
export function toRide(row: RideRow): Ride {
  const place = (id: number | null, name: string | null, province: string | null, parentCity: string | null) =>
    id === null || name === null ? null : { id, name, province: province ?? '', parentCity };
  return {
    id: row.id,
    driverId: row.driverId,
    driverName: row.driverName,
    fromAddress: row.fromAddress,
    toAddress: row.toAddress,
    fromPlace: place(row.fromPlaceId, row.fromPlaceName, row.fromPlaceProvince, row.fromPlaceParentCity),
    toPlace: place(row.toPlaceId, row.toPlaceName, row.toPlaceProvince, row.toPlaceParentCity),
    departureDate: row.departureDate,
    departureTime: row.departureTime,
    departureAt: row.departureAt.toISOString(),
    priceCents: row.priceCents,
    seatsTotal: row.seatsTotal,
    seatsAvailable: row.seatsAvailable,
    vehicleType: row.vehicleType,
    description: row.description,
    pickupPoint: row.pickupPoint,
    dropoffPoint: row.dropoffPoint,
    allowPickupEnRoute: row.allowPickupEnRoute,
    allowNegotiation: row.allowNegotiation,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The driver's display name: first and last name, else the e-mail before the at sign (spec 2.2). */
export const driverNameSql = (sql: Db, alias = 'u') =>
  sql`coalesce(
    nullif(trim(concat_ws(' ', ${sql(alias)}.first_name, ${sql(alias)}.last_name)), ''),
    split_part(${sql(alias)}.email, '@', 1),
    'Motorista'
  )`;

/** Select list of a ride `r` joined by `rideJoins`. */
export const rideColumns = (sql: Db) =>
  sql`
    r.id, r.driver_id, ${driverNameSql(sql)} as driver_name, r.from_address, r.to_address,
    r.from_place_id, fp.name as from_place_name, fp.province as from_place_province,
    fp.parent_city as from_place_parent_city,
    r.to_place_id, tp.name as to_place_name, tp.province as to_place_province, tp.parent_city as to_place_parent_city,
    to_char(r.departure_date, 'YYYY-MM-DD') as departure_date, to_char(r.departure_time, 'HH24:MI') as departure_time,
    r.departure_at, r.price_cents, r.seats_total, r.seats_available, r.vehicle_type, r.description, r.pickup_point,
    r.dropoff_point, r.allow_pickup_en_route, r.allow_negotiation, r.status, r.created_at
  `;

export const rideJoins = (sql: Db) =>
  sql`
    join users u on u.id = r.driver_id
    left join places fp on fp.id = r.from_place_id
    left join places tp on tp.id = r.to_place_id
  `;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Whether `id` can be a ride id (anything else is simply not found). */
export const isUuid = (id: string) => UUID.test(id);

/** One ride by id. */
export async function findRide(sql: Db, id: string): Promise<RideRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row]: [RideRow?] = await sql`
    select ${rideColumns(sql)} from rides r ${rideJoins(sql)} where r.id = ${id}
  `;
  return row;
}

export interface NewRide {
  driverId: string;
  fromPlaceId: number | null;
  toPlaceId: number | null;
  fromAddress: string;
  toAddress: string;
  departureDate: string;
  departureTime: string;
  priceCents: number;
  seatsTotal: number;
  vehicleType: VehicleType;
  description: string | null;
  pickupPoint: string | null;
  dropoffPoint: string | null;
  allowPickupEnRoute: boolean;
  allowNegotiation: boolean;
}

const NEW_RIDE_COLUMNS = [
  'driverId', 'fromPlaceId', 'toPlaceId', 'fromAddress', 'toAddress', 'departureDate', 'departureTime', 'priceCents',
  'seatsTotal', 'seatsAvailable', 'vehicleType', 'description', 'pickupPoint', 'dropoffPoint', 'allowPickupEnRoute',
  'allowNegotiation',
] as const;

/** Inserts rides (every seat available) and returns their ids in order. */
export async function insertRides(sql: Db, rides: readonly NewRide[]): Promise<string[]> {
  if (rides.length === 0) return [];
  const rows = rides.map((r) => ({ ...r, seatsAvailable: r.seatsTotal }));
  const inserted = await sql<{ id: string }[]>`
    insert into rides ${sql(rows, ...NEW_RIDE_COLUMNS)}
    returning id
  `;
  return inserted.map((r) => r.id);
}

/** The filter of a ride search or list: what the caller asked, with the place texts already resolved. */
export interface RideFilter {
  /** Origin: null for any; otherwise the matching place ids and the folded text for free-text addresses. */
  from: { ids: number[]; text: string } | null;
  to: { ids: number[]; text: string } | null;
  /** Earliest departure instant. */
  start: Date;
  passengers: number;
  vehicleType?: VehicleType;
  maxPriceCents?: number;
}

const ids = (list: number[]) => textArray(list.map(String));
const contains = (text: string) => `%${escapeLike(fold(text))}%`;

/**
 * The ids and departures of the rides matching `f`, as two disjoint branches: rides whose places match (an
 * index-only range scan of rides_search_idx per place pair) and rides with a free-text address on a filtered side
 * (rides_free_text_idx, matched with fold()).
 */
function matchedRides(sql: Db, f: RideFilter) {
  const extra = sql`
    ${f.vehicleType ? sql`and vehicle_type = ${f.vehicleType}` : sql``}
    ${f.maxPriceCents !== undefined ? sql`and price_cents <= ${f.maxPriceCents}` : sql``}
  `;
  const common = sql`status = 'active' and departure_at >= ${f.start} and seats_available >= ${f.passengers} ${extra}`;
  const byPlace = sql`
    select id, departure_at from rides
    where ${common}
      ${f.from ? sql`and from_place_id = any(${ids(f.from.ids)}::int[])` : sql``}
      ${f.to ? sql`and to_place_id = any(${ids(f.to.ids)}::int[])` : sql``}
  `;
  if (!f.from && !f.to) return byPlace;
  const side = (column: 'from' | 'to', side: { ids: number[]; text: string } | null) =>
    side
      ? sql`and (${sql(`${column}_place_id`)} = any(${ids(side.ids)}::int[])
             or (${sql(`${column}_place_id`)} is null and fold(${sql(`${column}_address`)}) like ${
        contains(side.text)
      }))`
      : sql``;
  const nullSide = [
    f.from ? sql`from_place_id is null` : null,
    f.to ? sql`to_place_id is null` : null,
  ].filter((x) => x !== null);
  const byText = sql`
    select id, departure_at from rides
    where ${common} and (from_place_id is null or to_place_id is null)
      and (${nullSide.length === 2 ? sql`${nullSide[0]!} or ${nullSide[1]!}` : nullSide[0]!})
      ${side('from', f.from)}
      ${side('to', f.to)}
  `;
  const placeBranchPossible = (!f.from || f.from.ids.length > 0) && (!f.to || f.to.ids.length > 0);
  return placeBranchPossible ? sql`${byPlace} union all ${byText}` : byText;
}

/**
 * One page of matching rides, soonest first, and how many match in all.
 * @param limit page size; @param offset rows skipped
 */
export async function searchRides(sql: Db, f: RideFilter, limit: number, offset: number) {
  const rows = await sql<(RideRow & { total: number })[]>`
    with matched as (${matchedRides(sql, f)}),
    page as (
      select id, departure_at, count(*) over ()::int as total
      from matched order by departure_at, id limit ${limit} offset ${offset}
    )
    select ${rideColumns(sql)}, page.total
    from page join rides r on r.id = page.id ${rideJoins(sql)}
    order by page.departure_at, page.id
  `;
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && offset > 0) {
    const [row]: [{ total: number }?] = await sql`
      with matched as (${matchedRides(sql, f)}) select count(*)::int as total from matched
    `;
    total = row?.total ?? 0;
  }
  return { rows: rows as RideRow[], total };
}

/** A route's key: its place ids when known, else the folded address. */
const routeKey = (sql: Db) =>
  sql`coalesce(from_place_id::text, fold(from_address)) as fk, coalesce(to_place_id::text, fold(to_address)) as tk`;

/**
 * Popular rides: the cheapest upcoming ride (then the soonest) of each of the routes with the most upcoming rides
 * within `days` days.
 */
export async function popularRides(sql: Db, now: Date, days: number, limit: number) {
  const until = new Date(now.getTime() + days * 86_400_000);
  return await sql<RideRow[]>`
    with upcoming as (
      select id, price_cents, departure_at, ${routeKey(sql)}
      from rides
      where status = 'active' and departure_at > ${now} and departure_at < ${until} and seats_available > 0
    ),
    routes as (select fk, tk, count(*) as n from upcoming group by fk, tk),
    best as (
      select distinct on (u.fk, u.tk) u.id, u.price_cents, u.departure_at, routes.n
      from upcoming u join routes using (fk, tk)
      order by u.fk, u.tk, u.price_cents, u.departure_at, u.id
    ),
    top as (select * from best order by n desc, price_cents, departure_at, id limit ${limit})
    select ${rideColumns(sql)}
    from top join rides r on r.id = top.id ${rideJoins(sql)}
    order by top.n desc, top.price_cents, top.departure_at, top.id
  `;
}

/**
 * Special offers: on routes with at least `minRides` upcoming rides within `days` days, the cheapest ride when it is
 * at least `minDiscount` % cheaper than the route's average price, best discount first.
 */
export async function specialOffers(
  sql: Db,
  now: Date,
  options: { days: number; limit: number; minRides: number; minDiscount: number },
) {
  const until = new Date(now.getTime() + options.days * 86_400_000);
  return await sql<(RideRow & { averagePriceCents: number; discountPercent: number })[]>`
    with upcoming as (
      select id, price_cents, departure_at, ${routeKey(sql)}
      from rides
      where status = 'active' and departure_at > ${now} and departure_at < ${until} and seats_available > 0
    ),
    stats as (
      select fk, tk, avg(price_cents) as average from upcoming group by fk, tk having count(*) >= ${options.minRides}
    ),
    best as (
      select distinct on (u.fk, u.tk) u.id, u.departure_at, stats.average,
        floor((stats.average - u.price_cents) * 100 / stats.average)::int as discount_percent
      from upcoming u join stats using (fk, tk)
      order by u.fk, u.tk, u.price_cents, u.departure_at, u.id
    ),
    top as (
      select * from best where discount_percent >= ${options.minDiscount}
      order by discount_percent desc, departure_at, id limit ${options.limit}
    )
    select ${rideColumns(sql)}, round(top.average)::int as average_price_cents, top.discount_percent
    from top join rides r on r.id = top.id ${rideJoins(sql)}
    order by top.discount_percent desc, top.departure_at, top.id
  `;
}

/** A driver's rides with their sales, upcoming first (soonest first), then past ones (latest first). */
export async function driverRides(sql: Db, driverId: string, now: Date, limit: number, offset: number) {
  const rows = await sql<
    (RideRow & { seatsSold: number; seatsHeld: number; bookingsCount: number; revenueCents: number; total: number })[]
  >`
    select ${rideColumns(sql)},
      coalesce(b.seats_sold, 0)::int as seats_sold, coalesce(b.seats_held, 0)::int as seats_held,
      coalesce(b.bookings_count, 0)::int as bookings_count, coalesce(b.revenue_cents, 0)::int as revenue_cents,
      count(*) over ()::int as total
    from rides r ${rideJoins(sql)}
    left join lateral (
      select
        sum(seats) filter (where status in ('confirmed', 'completed')) as seats_sold,
        sum(seats) filter (where status = 'pending') as seats_held,
        count(*) filter (where status <> 'cancelled') as bookings_count,
        sum(provider_amount_cents) filter (where status in ('confirmed', 'completed')) as revenue_cents
      from bookings where ride_id = r.id
    ) b on true
    where r.driver_id = ${driverId}
    order by r.departure_at < ${now}, case when r.departure_at >= ${now} then r.departure_at end,
      r.departure_at desc, r.id
    limit ${limit} offset ${offset}
  `;
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && offset > 0) {
    const [row]: [{ n: number }?] = await sql`select count(*)::int as n from rides where driver_id = ${driverId}`;
    total = row?.n ?? 0;
  }
  return { rows, total };
}

/** Sets an active ride of `driverId` to cancelled; undefined when it is not an active ride of theirs. */
export async function markRideCancelled(sql: Db, id: string, driverId: string, now: Date) {
  const [row]: [{ id: string }?] = await sql`
    update rides set status = 'cancelled', cancelled_at = ${now}, seats_available = seats_total
    where id = ${id} and driver_id = ${driverId} and status = 'active'
    returning id
  `;
  return row;
}

/**
 * Takes `seats` seats of an active ride at once, only if that many are free: the one statement that makes
 * overselling impossible under any concurrency (the row lock serialises concurrent bookings of the same ride).
 * @returns the ride's price and driver, or undefined when not enough seats are free (or the ride is not active)
 */
export async function takeSeats(sql: Db, rideId: string, seats: number) {
  const [row]: [{ priceCents: number; driverId: string; departureAt: Date }?] = await sql`
    update rides set seats_available = seats_available - ${seats}
    where id = ${rideId} and status = 'active' and seats_available >= ${seats}
    returning price_cents, driver_id, departure_at
  `;
  return row;
}

/** Gives seats back to rides (cancelled or expired bookings), never above the ride's total. */
export async function returnSeats(sql: Db, seatsByRide: readonly { rideId: string; seats: number }[]) {
  for (const { rideId, seats } of seatsByRide) {
    await sql`
      update rides set seats_available = least(seats_total, seats_available + ${seats})
      where id = ${rideId} and status = 'active'
    `;
  }
}

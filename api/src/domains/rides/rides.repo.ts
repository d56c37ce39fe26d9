/** @module SQL of the rides domain: the `rides` table (migration 0002). */
import { type Db, textArray } from '../../lib/db.ts';
import { isUuid } from '../../lib/ids.ts';
import { displayNameSql } from '../../lib/names.ts';
import { escapeLike, fold } from '../../lib/text.ts';
import { forgetPages } from '../../lib/page-cache.ts';
import { type Ride, type RideSort, type TimeOfDay, TIMES_OF_DAY, type VehicleType } from './rides.schemas.ts';

/** A ride row as selected by `rideColumns` (place names are added from the cached places, see `toRide`). */
export interface RideRow {
  id: string;
  driverId: string;
  driverName: string;
  driverVerified: boolean;
  /** Sum and count of the driver's published reviews (ADR 0022). */
  driverRatingSum: string | number | null;
  driverReviewCount: number;
  fromAddress: string;
  toAddress: string;
  fromPlaceId: number | null;
  toPlaceId: number | null;
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
  /** The driver's account is suspended or banned: the ride is hidden (migration 0016, ADR 0014). */
  providerSuspended: boolean;
}

/** The places a ride row may name, by id (from `loadPlaces`: reference data kept in memory). */
export type PlaceRefs = ReadonlyMap<number, { id: number; name: string; province: string; parentCity: string | null }>;

/** The API shape of a ride row. */
export function toRide(row: RideRow, places: PlaceRefs): Ride {
  const place = (id: number | null) => {
    const p = id === null ? undefined : places.get(id);
    return p ? { id: p.id, name: p.name, province: p.province, parentCity: p.parentCity } : null;
  };
  return {
    id: row.id,
    driverId: row.driverId,
    driverName: row.driverName,
    driverVerified: row.driverVerified,
    driverRating: row.driverReviewCount
      ? Math.round((10 * Number(row.driverRatingSum)) / row.driverReviewCount) / 10
      : null,
    driverReviewCount: row.driverReviewCount,
    fromAddress: row.fromAddress,
    toAddress: row.toAddress,
    fromPlace: place(row.fromPlaceId),
    toPlace: place(row.toPlaceId),
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

/** Select list of a ride `r` joined by `rideJoins`. */
export const rideColumns = (sql: Db) =>
  sql`
    r.id, r.driver_id, ${displayNameSql(sql)} as driver_name, u.verification_status = 'approved' as driver_verified,
    dr.rating_sum as driver_rating_sum, coalesce(dr.review_count, 0) as driver_review_count, r.from_address,
    r.to_address, r.from_place_id, r.to_place_id,
    to_char(r.departure_date, 'YYYY-MM-DD') as departure_date, to_char(r.departure_time, 'HH24:MI') as departure_time,
    r.departure_at, r.price_cents, r.seats_total, r.seats_available, r.vehicle_type, r.description, r.pickup_point,
    r.dropoff_point, r.allow_pickup_en_route, r.allow_negotiation, r.status, r.created_at, r.provider_suspended
  `;

/** The driver of a ride `r`, and their rating totals (ADR 0022). */
export const rideJoins = (sql: Db) =>
  sql`join users u on u.id = r.driver_id
    left join rating_totals dr on dr.subject_type = 'driver' and dr.subject_id = r.driver_id`;

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
  'driverId',
  'fromPlaceId',
  'toPlaceId',
  'fromAddress',
  'toAddress',
  'departureDate',
  'departureTime',
  'priceCents',
  'seatsTotal',
  'seatsAvailable',
  'vehicleType',
  'description',
  'pickupPoint',
  'dropoffPoint',
  'allowPickupEnRoute',
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
  forgetPages('rides');
  return inserted.map((r) => r.id);
}

/** One side of a search: the cities to scan and the places kept within them (see `matchSide`), and the text. */
export interface RideSide {
  cityIds: number[];
  /** null: the whole cities. */
  placeIds: number[] | null;
  /** The text typed, matched with fold() against free-text addresses. */
  text: string;
}

/** The filter of a ride search or list: what the caller asked, with the place texts already resolved. */
export interface RideFilter {
  /** Origin; null for any. */
  from: RideSide | null;
  to: RideSide | null;
  /** Earliest departure instant. */
  start: Date;
  passengers: number;
  vehicleType?: VehicleType;
  maxPriceCents?: number;
  timeOfDay?: TimeOfDay;
  /** Only rides whose price is not negotiated (confirmed on payment). */
  instantConfirmation?: boolean;
  /** Only rides of drivers with an approved verification. */
  verifiedDriver?: boolean;
  /** Default 'departure'. */
  sort?: RideSort;
  /** The local date searched: its rides come before those of later days whatever the sort. */
  date?: string;
}

const ids = (list: number[]) => textArray(list.map(String));
const contains = (text: string) => `%${escapeLike(fold(text))}%`;

/** Adds a query parameter and answers its placeholder ('$3'). */
type Param = (value: unknown) => string;

/**
 * The rides matching `f`, as two disjoint branches, each in departure order:
 * - rides between known places: a range scan of rides_search_idx (from_city_id, to_city_id, departure_at, id) for
 *   each city pair, keeping the places asked for;
 * - rides with a free-text address on a side that is filtered (rides_free_text_idx, matched with fold()).
 *
 * Written as plain SQL text with numbered parameters rather than nested postgres.js fragments: the search is the
 * busiest call, and composing the fragments took about 0.1 ms of the API's one thread per search (ADR 0005).
 * Column names are constants here; every value, the texts typed included, is a bound parameter.
 * @returns the WHERE clause of each branch (null when the branch cannot match)
 */
function branches(f: RideFilter, p: Param): { byPlace: string | null; byText: string | null } {
  // `not provider_suspended`: rides of suspended drivers are left out by the partial indexes themselves (ADR 0014).
  const common = `status = 'active' and not provider_suspended and departure_at >= ${p(f.start)} ` +
    `and seats_available >= ${p(f.passengers)}` +
    (f.vehicleType ? ` and vehicle_type = ${p(f.vehicleType)}` : '') +
    (f.maxPriceCents !== undefined ? ` and price_cents <= ${p(f.maxPriceCents)}` : '') +
    (f.timeOfDay ? ` and ${timeOfDayWhere(f.timeOfDay, p)}` : '') +
    (f.instantConfirmation ? ' and not allow_negotiation' : '') +
    (f.verifiedDriver
      ? " and exists (select 1 from users u where u.id = driver_id and u.verification_status = 'approved')"
      : '');
  const inList = (column: string, list: number[]) =>
    list.length === 1 ? `${column} = ${p(list[0])}` : `${column} = any(${p(ids(list))}::int[])`;
  const placeSide = (side: 'from' | 'to', s: RideSide | null) =>
    s
      ? ` and ${inList(`${side}_city_id`, s.cityIds)}${
        s.placeIds ? ` and ${inList(`${side}_place_id`, s.placeIds)}` : ''
      }`
      : '';
  const possible = (!f.from || f.from.cityIds.length > 0) && (!f.to || f.to.cityIds.length > 0);
  const byPlace = possible ? `${common}${placeSide('from', f.from)}${placeSide('to', f.to)}` : null;
  if (!f.from && !f.to) return { byPlace, byText: null };

  const textSide = (side: 'from' | 'to', s: RideSide | null) => {
    if (!s) return '';
    const place = s.cityIds.length === 0
      ? 'false'
      : s.placeIds
      ? inList(`${side}_place_id`, s.placeIds)
      : inList(`${side}_city_id`, s.cityIds);
    return ` and (${place} or (${side}_place_id is null and fold(${side}_address) like ${p(contains(s.text))}))`;
  };
  // The first condition is the predicate of the partial index rides_free_text_idx.
  const nullSide = f.from && f.to
    ? '(from_place_id is null or to_place_id is null)'
    : f.from
    ? 'from_place_id is null'
    : 'to_place_id is null';
  const byText = `${common} and (from_place_id is null or to_place_id is null) and ${nullSide}` +
    `${textSide('from', f.from)}${textSide('to', f.to)}`;
  return { byPlace, byText };
}

/** The local departure times of a part of the day (TIMES_OF_DAY; the night runs past midnight). */
function timeOfDayWhere(part: TimeOfDay, p: Param): string {
  const { from, to } = TIMES_OF_DAY[part];
  const join = from < to ? 'and' : 'or';
  return `(departure_time >= ${p(from)}::time ${join} departure_time < ${p(to)}::time)`;
}

/**
 * The order of a page as SQL: the sort keys selected by each branch (`d`: a later day than the date searched; `s`:
 * the price or the driver's mean rating) and the ORDER BY over them, departure order breaking ties.
 */
function sortKeys(f: RideFilter, p: Param): { columns: string; order: string } {
  const sort = f.sort ?? 'departure';
  const day = f.date && sort !== 'departure' ? `departure_date > ${p(f.date)}::date` : null;
  const key = sort === 'price'
    ? 'price_cents'
    : sort === 'rating'
    ? "(select t.rating_sum::float8 / t.review_count from rating_totals t where t.subject_type = 'driver' " +
      'and t.subject_id = driver_id and t.review_count > 0)'
    : null;
  const columns = [day ? `${day} as d` : '', key ? `${key} as s` : ''].filter(Boolean).map((c) => `, ${c}`).join('');
  const order = [day ? 'd' : '', key ? (sort === 'rating' ? 's desc nulls last' : 's') : '', 'departure_at, id']
    .filter(Boolean).join(', ');
  return { columns, order };
}

/** An instant as JavaScript's `toISOString()` writes it (UTC, milliseconds, 'Z'). */
const isoSql = (sql: Db, column: string) =>
  sql`to_char(${sql.unsafe(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A left-joined place as the `Place` JSON object of the API, or null. */
const placeJson = (sql: Db, alias: string) => {
  const p = sql(alias);
  return sql`case when ${p}.id is null then null
    else json_build_object('id', ${p}.id, 'name', ${p}.name, 'province', ${p}.province, 'parentCity', ${p}.parent_city)
    end`;
};

/**
 * One page of matching rides in the order asked (soonest first by default): only their ids and free seats (an index-only scan of each branch,
 * stopping after `offset + limit` entries), and (unless `knownTotal` is given) how many match in all, counted by an
 * uncorrelated subquery evaluated once. The rest of each ride comes from `rideDescriptions`.
 * @param limit page size; @param offset rows skipped
 * @param knownTotal a total counted moments ago: the count is skipped
 */
export async function searchRidePage(sql: Db, f: RideFilter, limit: number, offset: number, knownTotal?: number) {
  const params: unknown[] = [];
  const p: Param = (value) => `$${params.push(value)}`;
  const { byPlace, byText } = branches(f, p);
  const whereParams = params.length;
  const where = [byPlace, byText].filter((b): b is string => b !== null);
  if (where.length === 0) return { rows: [] as { id: string; seatsAvailable: number }[], total: 0 };
  const { columns, order } = sortKeys(f, p);
  const heads = where.map((w) =>
    `(select id, departure_at, seats_available${columns} from rides where ${w} order by ${order} limit ${
      p(offset + limit)
    })`
  );
  const total = knownTotal !== undefined
    ? `${p(knownTotal)}::int`
    : `(${where.map((w) => `(select count(*) from rides where ${w})`).join(' + ')})::int`;
  const rows = await sql.unsafe<{ id: string; seatsAvailable: number; total: number }[]>(
    `select id, seats_available, ${total} as total from (${heads.join(' union all ')}) m
     order by ${order} limit ${p(limit)} offset ${p(offset)}`,
    params as never[],
    { prepare: true },
  );
  if (rows.length > 0) return { rows, total: rows[0]!.total };
  if (offset === 0 || knownTotal !== undefined) return { rows, total: knownTotal ?? 0 };
  // A page past the end: count on its own.
  const [row] = await sql.unsafe<{ total: number }[]>(
    `select ${total} as total`,
    params.slice(0, whereParams) as never[],
    {
      prepare: true,
    },
  );
  return { rows, total: row?.total ?? 0 };
}

/**
 * What never changes in a published ride, as JSON text: the `Ride` object of the API (field for field what `toRide`
 * answers; rides.test.ts compares the two) without `seatsAvailable` and `status`, and without its closing brace.
 * The driver's name is read at the time of the call.
 * @returns the texts by ride id (ids not found are missing)
 */
export async function rideDescriptions(sql: Db, rideIds: readonly string[]): Promise<Map<string, string>> {
  const rows = await sql<{ id: string; json: string }[]>`
    select r.id, row_to_json(d)::text as json
    from rides r ${rideJoins(sql)}
      left join places fp on fp.id = r.from_place_id left join places tp on tp.id = r.to_place_id
      cross join lateral (select
        r.id, r.driver_id as "driverId", ${displayNameSql(sql)} as "driverName",
        u.verification_status = 'approved' as "driverVerified",
        case when dr.review_count > 0 then round(dr.rating_sum::numeric / dr.review_count, 1)::float8 end
          as "driverRating",
        coalesce(dr.review_count, 0) as "driverReviewCount", r.from_address as "fromAddress",
        r.to_address as "toAddress", ${placeJson(sql, 'fp')} as "fromPlace", ${placeJson(sql, 'tp')} as "toPlace",
        to_char(r.departure_date, 'YYYY-MM-DD') as "departureDate",
        to_char(r.departure_time, 'HH24:MI') as "departureTime", ${isoSql(sql, 'r.departure_at')} as "departureAt",
        r.price_cents as "priceCents", r.seats_total as "seatsTotal", r.vehicle_type as "vehicleType", r.description,
        r.pickup_point as "pickupPoint", r.dropoff_point as "dropoffPoint",
        r.allow_pickup_en_route as "allowPickupEnRoute", r.allow_negotiation as "allowNegotiation",
        ${isoSql(sql, 'r.created_at')} as "createdAt"
      ) d
    where r.id = any(${textArray(rideIds)}::uuid[])
  `;
  return new Map(rows.map((r) => [r.id, r.json.slice(0, -1)]));
}

/** A ride a traveller can book: active, driver not suspended (ADR 0014), a free seat (as ride_route_days counts). */
const bookable = (sql: Db) => sql`status = 'active' and not provider_suspended and seats_available > 0`;

/**
 * The routes with bookable rides leaving in (now, until), as the CTEs `bounds` and `routes` (route_from, route_to, n:
 * the rides, price_sum: the sum of their prices), read from the summaries (migrations 0270 and 0285, ADR 0047): the
 * window's whole local days from ride_route_days; the whole hours of its first and last partial days from
 * ride_route_hours; its two partial hours, (now, h0) and [h1, until) (one hour's worth of rides in all), index-only from
 * rides_bookable_idx. A window shorter than its whole hours is read from rides alone. The same figures as grouping
 * every ride of the window (rides.popular.test.ts compares them at instants through the day).
 */
const windowRoutes = (sql: Db, now: Date, until: Date) =>
  sql`
    bounds as (
      select d0, d1, (d0 + 1)::timestamp at time zone 'Africa/Maputo' as d0_end,
        d1::timestamp at time zone 'Africa/Maputo' as d1_start, h0, h1, h0 < h1 as has_hours
      from (select (${now}::timestamptz at time zone 'Africa/Maputo')::date as d0,
        (${until}::timestamptz at time zone 'Africa/Maputo')::date as d1,
        date_trunc('hour', ${now}::timestamptz, 'Africa/Maputo') + interval '1 hour' as h0,
        date_trunc('hour', ${until}::timestamptz, 'Africa/Maputo') as h1) d
    ),
    window_rows as (
      select s.route_from, s.route_to, s.rides as n, s.price_cents_sum as price_sum
      from ride_route_days s, bounds b where b.has_hours and s.departure_date > b.d0 and s.departure_date < b.d1
      union all
      select s.route_from, s.route_to, s.rides, s.price_cents_sum from ride_route_hours s, bounds b
      where b.has_hours and s.departure_hour >= b.h0 and s.departure_hour < least(b.h1, b.d0_end)
      union all
      select s.route_from, s.route_to, s.rides, s.price_cents_sum from ride_route_hours s, bounds b
      where b.has_hours and s.departure_hour >= greatest(b.d1_start, b.d0_end) and s.departure_hour < b.h1
      union all
      select r.route_from, r.route_to, 1, r.price_cents from rides r, bounds b
      where ${bookable(sql)} and r.departure_at > ${now}
        and r.departure_at < case when b.has_hours then b.h0 else ${until}::timestamptz end
      union all
      select r.route_from, r.route_to, 1, r.price_cents from rides r, bounds b
      where ${bookable(sql)} and b.has_hours and r.departure_at >= b.h1 and r.departure_at < ${until}
    ),
    routes as (
      select route_from, route_to, sum(n)::int as n, sum(price_sum) as price_sum from window_rows
      group by route_from, route_to having sum(n) > 0
    )
  `;

/**
 * The routes' counts of bookable rides leaving in (now, until) and the sums of their prices, as popular rides and the
 * special offers read them from the summaries (`windowRoutes`): rides.popular.test.ts compares them with a live count.
 */
export async function windowRouteCounts(sql: Db, now: Date, until: Date) {
  return await sql<{ routeFrom: string; routeTo: string; n: number; priceSum: string }[]>`
    with ${windowRoutes(sql, now, until)}
    select route_from, route_to, n, price_sum::text from routes order by route_from, route_to
  `;
}

/** The cheapest (then soonest) bookable ride in (now, until) of the route `c`: a few entries of rides_route_price_idx. */
const bestRide = (sql: Db, now: Date, until: Date) =>
  sql`
    cross join lateral (
      select r.id, r.price_cents, r.departure_at from rides r
      where r.route_from = c.route_from and r.route_to = c.route_to and ${bookable(sql)}
        and r.departure_at > ${now} and r.departure_at < ${until}
      order by r.price_cents, r.departure_at, r.id limit 1
    ) b
  `;

/**
 * Popular rides: the cheapest bookable ride (then the soonest) of each of the routes with the most bookable rides
 * leaving within `days` days of `now` (ties: the cheaper, then sooner, best ride first). Rides of suspended drivers
 * are left out (ADR 0014). The best ride is looked up only for the routes that can make the top `limit`.
 */
export async function popularRides(sql: Db, now: Date, days: number, limit: number) {
  const until = new Date(now.getTime() + days * 86_400_000);
  return await sql<RideRow[]>`
    with ${windowRoutes(sql, now, until)},
    cut as (select n from routes order by n desc offset ${limit - 1} limit 1),
    best as (
      select c.n, b.id, b.price_cents, b.departure_at
      from routes c ${bestRide(sql, now, until)}
      where c.n >= coalesce((select n from cut), 0)
    ),
    top as (select * from best order by n desc, price_cents, departure_at, id limit ${limit})
    select ${rideColumns(sql)}
    from top join rides r on r.id = top.id ${rideJoins(sql)}
    order by top.n desc, top.price_cents, top.departure_at, top.id
  `;
}

/**
 * Deletes the route summaries' days before `now`'s local date and hours before its hour (the 'ride-route-days'
 * job): popular rides never read them.
 * @returns the rows deleted
 */
export async function pruneRouteDays(sql: Db, now: Date): Promise<number> {
  const days = await sql`
    delete from ride_route_days where departure_date < (${now}::timestamptz at time zone 'Africa/Maputo')::date
  `;
  const hours = await sql`
    delete from ride_route_hours where departure_hour < date_trunc('hour', ${now}::timestamptz, 'Africa/Maputo')
  `;
  return days.count + hours.count;
}

/**
 * Special offers: on routes with at least `minRides` bookable rides within `days` days, the cheapest ride when it is
 * at least `minDiscount` % cheaper than the route's average price, best discount first. Rides of suspended drivers
 * are left out (ADR 0014). The routes' counts and price sums come from the summary (`windowRoutes`); the average is
 * their quotient, the very numeric avg() gives.
 */
export async function specialOffers(
  sql: Db,
  now: Date,
  options: { days: number; limit: number; minRides: number; minDiscount: number },
) {
  const until = new Date(now.getTime() + options.days * 86_400_000);
  return await sql<(RideRow & { averagePriceCents: number; discountPercent: number })[]>`
    with ${windowRoutes(sql, now, until)},
    stats as (
      select route_from, route_to, price_sum::numeric / n as average from routes where n >= ${options.minRides}
    ),
    best as (
      select b.id, b.departure_at, c.average,
        floor((c.average - b.price_cents) * 100 / c.average)::int as discount_percent
      from stats c ${bestRide(sql, now, until)}
    ),
    top as (
      select * from best where discount_percent >= ${options.minDiscount}
      order by discount_percent desc, departure_at, id limit ${options.limit}
    )
    select ${rideColumns(sql)}, round(top.average)::bigint as average_price_cents, top.discount_percent
    from top join rides r on r.id = top.id ${rideJoins(sql)}
    order by top.discount_percent desc, top.departure_at, top.id
  `;
}

/**
 * A driver's rides with their sales, upcoming first (soonest first), then past ones (latest first), ties by id.
 * Page first (issue 27, ADR 0047): the page's ride ids come from rides_driver_upcoming_idx and rides_driver_past_idx
 * alone (migration 0286), at most `offset + limit` of each half, then only those rides are joined and their bookings
 * totalled. The total is a count of the driver's rides on the same index, without the joins.
 */
export async function driverRides(sql: Db, driverId: string, now: Date, limit: number, offset: number) {
  const q = driverRidesSql(sql, driverId, now, limit, offset);
  const [rows, [count]] = await Promise.all([q.rows, q.count]);
  return { rows, total: count?.n ?? 0 };
}

/** The two statements of {@link driverRides} (its page and its total; tests EXPLAIN them). */
export function driverRidesSql(sql: Db, driverId: string, now: Date, limit: number, offset: number) {
  const reach = offset + limit;
  return {
    rows: sql<(RideRow & { seatsSold: number; seatsHeld: number; bookingsCount: number; revenueCents: number })[]>`
      with page as (
        select id, departure_at from (
          (select id, departure_at from rides
            where driver_id = ${driverId} and departure_at >= ${now}
            order by departure_at, id limit ${reach})
          union all
          (select id, departure_at from rides
            where driver_id = ${driverId} and departure_at < ${now}
            order by departure_at desc, id limit ${reach})
        ) k
        order by departure_at < ${now}, case when departure_at >= ${now} then departure_at end, departure_at desc, id
        limit ${limit} offset ${offset}
      )
      select ${rideColumns(sql)},
        coalesce(b.seats_sold, 0)::int as seats_sold, coalesce(b.seats_held, 0)::int as seats_held,
        coalesce(b.bookings_count, 0)::int as bookings_count, coalesce(b.revenue_cents, 0)::bigint as revenue_cents
      from page join rides r on r.id = page.id ${rideJoins(sql)}
      left join lateral (
        select
          sum(seats) filter (where status in ('confirmed', 'completed')) as seats_sold,
          sum(seats) filter (where status = 'pending') as seats_held,
          count(*) filter (where status <> 'cancelled') as bookings_count,
          sum(provider_amount_cents) filter (where status in ('confirmed', 'completed')) as revenue_cents
        from bookings where ride_id = r.id
      ) b on true
      order by r.departure_at < ${now}, case when r.departure_at >= ${now} then r.departure_at end,
        r.departure_at desc, r.id
    `,
    // The driver's rides counted by triggers (migration 0331): one row, however many rides.
    count: sql<{ n: number }[]>`
      select coalesce((select rides from driver_ride_counts where driver_id = ${driverId}), 0)::int as n
    `,
  };
}

/** Sets an active ride of `driverId` to cancelled; undefined when it is not an active ride of theirs. */
export async function markRideCancelled(sql: Db, id: string, driverId: string, now: Date) {
  const [row]: [{ id: string }?] = await sql`
    update rides set status = 'cancelled', cancelled_at = ${now}, seats_available = seats_total
    where id = ${id} and driver_id = ${driverId} and status = 'active'
    returning id
  `;
  if (row) forgetPages('rides');
  return row;
}

/**
 * Takes `seats` seats of an active ride at once, only if that many are free: the one statement that makes
 * overselling impossible under any concurrency (the row lock serialises concurrent bookings of the same ride). A
 * statement to run as part of another (the ride booking inserts its booking with it, bookings.repo.ts
 * `insertRideBooking`); it returns the ride's id, or no row when not enough seats are free (or the ride is not active).
 * The caller drops the cached search pages (`forgetPages('rides')`) once it took them.
 */
export function takeSeatsSql(sql: Db, rideId: string, seats: number) {
  return sql`
    update rides set seats_available = seats_available - ${seats}
    where id = ${rideId} and status = 'active' and seats_available >= ${seats}
    returning id
  `;
}

/**
 * Whether the ride `rideId` has pending bookings whose hold expired at `now` (boolean), as a scalar subquery to place
 * in a select list: the ones `releaseExpired(sql, now, rideId)` (bookings.repo.ts) would cancel, and those it leaves
 * to settlement. A booking that reads it in a statement it makes anyway runs the release only when there is something
 * to release (rides.booking.ts).
 */
export function hasExpiredHoldsSql(sql: Db, now: Date, rideId: string) {
  return sql`exists (
    select 1 from bookings where ride_id = ${rideId} and status = 'pending' and hold_expires_at <= ${now}
  )`;
}

/**
 * The ids of a ride's pending or confirmed bookings: what its cancellation cancels (cancelRideBookings), locked first
 * with their trips' other parts (lockWithPaymentPartners of bookings.repo.ts; issue 27, ADR 0047).
 */
export async function openRideBookingIds(sql: Db, rideId: string): Promise<string[]> {
  const rows = await sql<{ id: string }[]>`
    select id from bookings where ride_id = ${rideId} and status in ('pending', 'confirmed')
  `;
  return rows.map((r) => r.id);
}

/**
 * Cancels every pending or confirmed booking of a ride (the driver cancelled it); their seats go back by the ride's
 * trigger on the booking's status (migration 0340), to nothing once the ride is cancelled.
 * @returns their ids: the caller settles their money in the same transaction (payments.refunds.ts)
 */
export async function cancelRideBookings(sql: Db, rideId: string, now: Date): Promise<string[]> {
  const rows = await sql<{ id: string }[]>`
    update bookings set status = 'cancelled', cancelled_at = ${now}, cancel_reason = 'ride_cancelled'
    where ride_id = ${rideId} and status in ('pending', 'confirmed')
    returning id
  `;
  if (rows.length) forgetPages('rides');
  return rows.map((r) => r.id);
}

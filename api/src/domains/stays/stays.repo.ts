/**
 * @module SQL of the stays domain: establishments, room types and the per-night inventory `room_nights` (migration
 * 0003), and the stay columns of `bookings`.
 *
 * Lock order (as bookings.repo.ts): a booking row first, then its payments, then room nights.
 */
import { keyset, type PageRequest } from '../../lib/paging.ts';
import { type Db, textArray } from '../../lib/db.ts';
import { displayNameSql } from '../../lib/names.ts';
import type { StayPolicyKind } from './stays.policy.ts';
import { type RefundColumns, refundColumns } from '../bookings/bookings.refunds.ts';

export interface EstablishmentRow {
  id: string;
  managerId: string;
  name: string;
  kind: 'hotel' | 'guesthouse' | 'apartment' | 'lodge';
  placeId: number | null;
  placeName: string | null;
  placeProvince: string | null;
  address: string;
  description: string | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  lat: number | null;
  lng: number | null;
  checkInTime: string;
  checkOutTime: string;
  freeCancellation: boolean;
  cancellationPolicy: StayPolicyKind;
  instantBooking: boolean;
  autoCheckIn: boolean;
  amenities: string[];
  images: string[];
  /** Mean of the published reviews (null with none), numeric as text. */
  rating: string | number | null;
  reviewCount: number;
  isActive: boolean;
  createdAt: Date;
  /** The manager's account is suspended or banned: the establishment is hidden (migration 0016, ADR 0014). */
  providerSuspended: boolean;
}

export interface RoomTypeRow {
  id: string;
  establishmentId: string;
  name: string;
  kind: 'standard' | 'suite';
  description: string | null;
  pricePerNightCents: number;
  maxOccupancy: number;
  totalRooms: number;
  bedType: string | null;
  sizeM2: number | null;
  hasBalcony: boolean;
  hasSeaView: boolean;
  amenities: string[];
  images: string[];
  isActive: boolean;
  /** Rooms sold or held tonight (all of them when tonight is blocked). */
  bookedTonight: number;
  minNights: number;
}

const establishmentColumns = (sql: Db) =>
  sql`
    e.id, e.manager_id, e.name, e.kind, e.place_id, p.name as place_name, p.province as place_province, e.address,
    e.description, e.phone, e.email, e.website, e.lat, e.lng, to_char(e.check_in_time, 'HH24:MI') as check_in_time,
    to_char(e.check_out_time, 'HH24:MI') as check_out_time, e.free_cancellation, e.cancellation_policy, e.instant_booking, e.auto_check_in,
    e.amenities, e.images, e.rating, e.review_count, e.is_active, e.created_at, e.provider_suspended
  `;

/** One establishment by id. */
export async function findEstablishment(sql: Db, id: string): Promise<EstablishmentRow | undefined> {
  const [row]: [EstablishmentRow?] = await sql`
    select ${establishmentColumns(sql)} from establishments e left join places p on p.id = e.place_id
    where e.id = ${id}
  `;
  return row;
}

/** The establishments of a manager, oldest first. */
export function managerEstablishments(sql: Db, managerId: string, page: PageRequest) {
  const k = keyset(sql, page, 'e.created_at', 'e.id', { order: 'asc' });
  return sql<(EstablishmentRow & { cursorAt: string })[]>`
    select ${establishmentColumns(sql)}, ${k.cursorAt} as cursor_at
    from establishments e left join places p on p.id = e.place_id
    where e.manager_id = ${managerId} ${k.after} order by ${k.order} limit ${k.limit}
  `;
}

/** The room types of an establishment with the rooms taken on `night`, cheapest first. */
export function establishmentRoomTypes(sql: Db, establishmentId: string, night: string, includeInactive: boolean) {
  return sql<RoomTypeRow[]>`
    select rt.id, rt.establishment_id, rt.name, rt.kind, rt.description, rt.price_per_night_cents, rt.max_occupancy,
      rt.total_rooms, rt.bed_type, rt.size_m2, rt.has_balcony, rt.has_sea_view, rt.amenities, rt.images, rt.is_active,
      -- A blocked night (ADR 0031) has no room for sale.
      case when rn.blocked then rt.total_rooms else coalesce(rn.booked, 0) end as booked_tonight, rt.min_nights
    from room_types rt
    left join room_nights rn on rn.room_type_id = rt.id and rn.night = ${night}
    where rt.establishment_id = ${establishmentId} ${includeInactive ? sql`` : sql`and rt.is_active`}
    order by rt.price_per_night_cents, rt.name, rt.id
  `;
}

/** The row's columns a manager writes (POST /api/hotels): the settings with a default are optional. */
type EstablishmentSettings = 'freeCancellation' | 'cancellationPolicy' | 'instantBooking' | 'autoCheckIn';
type EstablishmentWritable =
  | 'name'
  | 'kind'
  | 'placeId'
  | 'address'
  | 'description'
  | 'phone'
  | 'email'
  | 'website'
  | 'lat'
  | 'lng'
  | 'checkInTime'
  | 'checkOutTime'
  | 'amenities'
  | 'images'
  | EstablishmentSettings;

/** A new establishment: its manager and the writable columns; cancellationPolicy defaults to flexible, or strict
 * when freeCancellation is false (ADR 0024). */
export type NewEstablishment =
  & Pick<EstablishmentRow, 'managerId' | Exclude<EstablishmentWritable, EstablishmentSettings>>
  & Partial<Pick<EstablishmentRow, EstablishmentSettings>>;

/** Inserts an establishment and returns its id. */
export async function insertEstablishment(sql: Db, e: NewEstablishment): Promise<string> {
  const policy = e.cancellationPolicy ?? (e.freeCancellation === false ? 'strict' : 'flexible');
  const [row] = await sql<{ id: string }[]>`
    insert into establishments (
      manager_id, name, kind, place_id, address, description, phone, email, website, lat, lng, check_in_time,
      check_out_time, free_cancellation, cancellation_policy, instant_booking, auto_check_in, amenities, images
    ) values (
      ${e.managerId}, ${e.name}, ${e.kind}, ${e.placeId}, ${e.address}, ${e.description}, ${e.phone}, ${e.email},
      ${e.website}, ${e.lat}, ${e.lng}, ${e.checkInTime}, ${e.checkOutTime}, ${policy !== 'strict'}, ${policy},
      ${e.instantBooking ?? true}, ${e.autoCheckIn ?? false}, ${textArray(e.amenities)}::text[],
      ${textArray(e.images)}::text[]
    ) returning id
  `;
  return row!.id;
}

/** Columns an update may set (PUT /api/hotels/{id}), each optional. */
export type EstablishmentPatch = Partial<Pick<EstablishmentRow, EstablishmentWritable>>;

const ARRAY_COLUMNS = new Set(['amenities', 'images']);

/** Updates the given columns of an establishment. */
export async function updateEstablishment(sql: Db, id: string, patch: EstablishmentPatch) {
  const entries = Object.entries(patch).filter(([, v]) => v !== undefined);
  if (entries.length === 0) return;
  const snake = (k: string) => k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
  const sets = entries.map(([k, v]) =>
    ARRAY_COLUMNS.has(k)
      ? sql`${sql(snake(k))} = ${textArray(v as string[])}::text[]`
      : sql`${sql(snake(k))} = ${v as string}`
  );
  let assignments = sets[0]!;
  for (const s of sets.slice(1)) assignments = sql`${assignments}, ${s}`;
  await sql`update establishments set ${assignments}, updated_at = now() where id = ${id}`;
}

export interface NewRoomType {
  establishmentId: string;
  name: string;
  kind: 'standard' | 'suite';
  description: string | null;
  pricePerNightCents: number;
  maxOccupancy: number;
  totalRooms: number;
  bedType: string | null;
  sizeM2: number | null;
  hasBalcony: boolean;
  hasSeaView: boolean;
  amenities: string[];
  images: string[];
  isActive: boolean;
  minNights: number;
}

/** Inserts a room type and returns its id. */
export async function insertRoomType(sql: Db, r: NewRoomType): Promise<string> {
  const [row] = await sql<{ id: string }[]>`
    insert into room_types (
      establishment_id, name, kind, description, price_per_night_cents, max_occupancy, total_rooms, bed_type, size_m2,
      has_balcony, has_sea_view, amenities, images, is_active, min_nights
    ) values (
      ${r.establishmentId}, ${r.name}, ${r.kind}, ${r.description}, ${r.pricePerNightCents}, ${r.maxOccupancy},
      ${r.totalRooms}, ${r.bedType}, ${r.sizeM2}, ${r.hasBalcony}, ${r.hasSeaView}, ${textArray(r.amenities)}::text[],
      ${textArray(r.images)}::text[], ${r.isActive}, ${r.minNights}
    ) returning id
  `;
  return row!.id;
}

/** Updates the given columns of a room type (same rules as `updateEstablishment`). */
export async function updateRoomType(sql: Db, id: string, patch: Partial<Omit<NewRoomType, 'establishmentId'>>) {
  const entries = Object.entries(patch).filter(([, v]) => v !== undefined);
  if (entries.length === 0) return;
  const snake = (k: string) => k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`).replace('size_m2', 'size_m2');
  const sets = entries.map(([k, v]) =>
    ARRAY_COLUMNS.has(k)
      ? sql`${sql(snake(k))} = ${textArray(v as string[])}::text[]`
      : sql`${sql(snake(k))} = ${v as string}`
  );
  let assignments = sets[0]!;
  for (const s of sets.slice(1)) assignments = sql`${assignments}, ${s}`;
  await sql`update room_types set ${assignments}, updated_at = now() where id = ${id}`;
}

/** The most rooms of a type taken on any night from `fromNight` on (a room type cannot shrink below it). */
export async function maxBookedFrom(sql: Db, roomTypeId: string, fromNight: string): Promise<number> {
  const [row] = await sql<{ max: number }[]>`
    select coalesce(max(booked), 0)::int as max from room_nights where room_type_id = ${roomTypeId} and night >= ${fromNight}
  `;
  return row?.max ?? 0;
}

/**
 * Takes one room of a type for every night from `checkIn` to the night before `checkOut`, only where a room is free
 * and the night is not blocked: one upsert per stay whose `where` is re-checked on the latest row version under the
 * row lock, so concurrent bookings can never sell a night beyond the type's rooms, nor a night a concurrent block
 * closed (ADR 0031).
 * @returns the nights taken with their own rate (null: the room type's price), read under the same row locks; fewer
 * than the stay's nights means the caller must roll back
 */
export async function takeNights(
  sql: Db,
  roomTypeId: string,
  checkIn: string,
  checkOut: string,
): Promise<{ night: string; rateCents: number | null }[]> {
  return await sql<{ night: string; rateCents: number | null }[]>`
    insert into room_nights (room_type_id, night, booked)
    select ${roomTypeId}::uuid, d::date, 1
    from generate_series(${checkIn}::date, ${checkOut}::date - 1, interval '1 day') d
    order by 2
    on conflict (room_type_id, night) do update set booked = room_nights.booked + 1
    where room_nights.booked < (select total_rooms from room_types where id = ${roomTypeId}::uuid)
      and not room_nights.blocked
    returning to_char(night, 'YYYY-MM-DD') as night, rate_cents
  `;
}

/** A room type a search may show, with its establishment: what a card shows (ADR 0028). */
export interface CandidateRow {
  id: string;
  establishmentId: string;
  name: string;
  kind: 'standard' | 'suite';
  pricePerNightCents: number;
  maxOccupancy: number;
  totalRooms: number;
  /** The room type's minimum stay, nights (ADR 0031). */
  minNights: number;
  hasSeaView: boolean;
  amenities: string[];
  establishmentName: string;
  establishmentKind: EstablishmentRow['kind'];
  address: string;
  placeName: string | null;
  placeProvince: string | null;
  lat: number | null;
  lng: number | null;
  freeCancellation: boolean;
  establishmentAmenities: string[];
  /** Mean of the published reviews (null with none), numeric as text. */
  rating: string | number | null;
  reviewCount: number;
  /** From the searched place's centre, km; null without a centre or coordinates. */
  distanceKm: number | null;
}

/** A browsed establishment: its cheapest fitting room type. */
export interface BrowseRow extends CandidateRow {
  /** How many establishments match in all. */
  total: number;
}

/** A room type for dated searches, with its calendar: the nights stored for it (ADR 0004, 0031). */
export interface StayCandidateRow extends CandidateRow {
  /**
   * The room type's stored nights from the given night on, as days after it (0 is that night; ascending): integers
   * parse and compare faster than dates for the few thousand nights a town's list holds. Any other night is all free.
   */
  nights: number[];
  /** Rooms for sale on each of `nights`: none when blocked, else the rooms not booked (as `stay_quote`). */
  freeRooms: number[];
  /** The price of each of `nights`, centavos: its own rate, else the room type's price (as `stay_quote`). */
  rateCents: number[];
}

export interface SearchFilter {
  placeIds: number[];
  /** Folded text matched inside the folded address (LIKE pattern, already escaped). */
  addressLike: string;
  guests: number;
  minPriceCents?: number;
  maxPriceCents?: number;
  kinds?: string[];
  /** Folded amenities, all required. */
  amenities?: string[];
  minRating?: number;
  freeCancellation?: boolean;
  /** The searched place's centre, for distanceKm and the distance order. */
  centre: { lat: number; lng: number } | null;
  sort: 'recommended' | 'price' | 'price_desc' | 'rating' | 'distance';
}

const SORTS = {
  recommended: (sql: Db) => sql`c.rating desc nulls last, c.price_per_night_cents, c.establishment_name, c.id`,
  price: (sql: Db) => sql`c.price_per_night_cents, c.rating desc nulls last, c.establishment_name, c.id`,
  price_desc: (sql: Db) => sql`c.price_per_night_cents desc, c.rating desc nulls last, c.establishment_name, c.id`,
  rating: (sql: Db) => sql`c.rating desc nulls last, c.review_count desc, c.price_per_night_cents, c.id`,
  distance: (sql: Db) => sql`c.distance_km nulls last, c.price_per_night_cents, c.establishment_name, c.id`,
} as const;

/**
 * Active room types that take `guests`, of active establishments of managers not suspended (ADR 0014), at the places
 * (or, when the text names no place, whose folded name or address contains it: `addressLike`), within the filters:
 * the rows of `CandidateRow`, as a subquery.
 */
function candidates(sql: Db, f: SearchFilter) {
  const where = [
    f.placeIds.length
      ? sql`e.place_id = any(${`{${f.placeIds.join(',')}}`}::int[])`
      : sql`e.search_text like ${f.addressLike} escape '\\'`,
    f.minPriceCents !== undefined ? sql`rt.price_per_night_cents >= ${f.minPriceCents}` : null,
    f.maxPriceCents !== undefined ? sql`rt.price_per_night_cents <= ${f.maxPriceCents}` : null,
    f.kinds?.length ? sql`e.kind = any(${`{${f.kinds.join(',')}}`}::text[])` : null,
    f.minRating !== undefined ? sql`e.rating >= ${f.minRating}` : null,
    f.freeCancellation ? sql`e.free_cancellation` : null,
    f.amenities?.length
      ? sql`(select array_agg(fold(x)) from unnest(e.amenities || rt.amenities) x) @> ${textArray(f.amenities)}::text[]`
      : null,
  ].filter((x) => x !== null).reduce((all, one) => sql`${all} and ${one}`);
  const lat = sql`coalesce(e.lat, p.lat)`;
  const lng = sql`coalesce(e.lng, p.lng)`;
  // Haversine, earth radius 6,371 km.
  const distance = f.centre
    ? sql`round((6371 * 2 * asin(sqrt(
        power(sin(radians(${lat} - ${f.centre.lat}) / 2), 2) +
        cos(radians(${f.centre.lat})) * cos(radians(${lat})) * power(sin(radians(${lng} - ${f.centre.lng}) / 2), 2)
      )))::numeric, 1)::float8`
    : sql`null::float8`;
  return sql`
    select rt.id, rt.establishment_id, rt.name, rt.kind, rt.price_per_night_cents, rt.max_occupancy, rt.total_rooms,
      rt.min_nights, rt.has_sea_view, rt.amenities, e.name as establishment_name, e.kind as establishment_kind,
      e.address, p.name as place_name, p.province as place_province, ${lat} as lat, ${lng} as lng, e.free_cancellation,
      e.amenities as establishment_amenities, e.rating, e.review_count, ${distance} as distance_km
    from establishments e
    join room_types rt on rt.establishment_id = e.id and rt.is_active and rt.max_occupancy >= ${f.guests}
    left join places p on p.id = e.place_id
    where e.is_active and not e.provider_suspended and ${where}
  `;
}

/**
 * Browsing without dates: one row per establishment among the candidates, its cheapest fitting room type, ordered by
 * `sort`, at most `limit`, each row carrying the total.
 */
export function browseRoomTypes(sql: Db, f: SearchFilter, limit: number) {
  return sql<BrowseRow[]>`
    select c.*, (count(*) over ())::int as total
    from (
      select distinct on (d.establishment_id) d.* from (${candidates(sql, f)}) d
      order by d.establishment_id, d.price_per_night_cents, d.name, d.id
    ) c
    order by ${SORTS[f.sort](sql)}
    limit ${limit}
  `;
}

/**
 * Every candidate for a dated search, ordered by `sort`, with its calendar from `fromNight` on: none of it depends on
 * the stay's dates, so one read serves every stay searched with this filter (stays.service.ts keeps it for a few
 * seconds and quotes each stay from it; ADR 0028, addendum). The nights are read per candidate on the primary key
 * (room_type_id, night), each as its number of days after `fromNight` ('yyyy-MM-dd').
 */
export function stayCandidates(sql: Db, f: SearchFilter, fromNight: string) {
  return sql<StayCandidateRow[]>`
    select c.*, n.nights, n.free_rooms, n.rate_cents
    from (${candidates(sql, f)}) c
    cross join lateral (
      select coalesce(array_agg(rn.night - ${fromNight}::date order by rn.night), '{}') as nights,
        -- Per night as in stay_quote (migration 0116): a blocked night has no room for sale.
        coalesce(array_agg(case when rn.blocked then 0 else greatest(0, c.total_rooms - rn.booked) end
          order by rn.night), '{}') as free_rooms,
        coalesce(array_agg(coalesce(rn.rate_cents, c.price_per_night_cents)::int order by rn.night), '{}')
          as rate_cents
      from room_nights rn
      where rn.room_type_id = c.id and rn.night >= ${fromNight}::date
    ) n
    order by ${SORTS[f.sort](sql)}
  `;
}

export interface StayBookingRow extends RefundColumns {
  id: string;
  userId: string;
  status: 'pending' | 'confirmed' | 'completed' | 'cancelled';
  awaitsProvider: boolean;
  establishmentId: string;
  roomTypeId: string;
  roomTypeName: string;
  checkIn: string;
  checkOut: string;
  nights: number;
  guests: number;
  subtotalCents: number;
  providerAmountCents: number;
  rewardCents: number;
  totalCents: number;
  specialRequests: string | null;
  checkedInAt: Date | null;
  answerDueAt: Date | null;
  createdAt: Date;
  guestName: string;
  guestEmail: string | null;
  guestPhone: string | null;
  arrivalTime: string | null;
  noShowAt: Date | null;
  paymentStatus: 'pending' | 'succeeded' | 'failed' | 'cancelled' | null;
}

const reservationSelect = (sql: Db, extra = sql``) =>
  sql`
    select b.id, b.user_id, b.status, b.awaits_provider, b.establishment_id, b.room_type_id, rt.name as room_type_name,
      to_char(b.check_in, 'YYYY-MM-DD') as check_in, to_char(b.check_out, 'YYYY-MM-DD') as check_out, b.nights,
      b.guests, b.subtotal_cents, b.provider_amount_cents, b.reward_cents, b.total_cents, b.special_requests,
      b.checked_in_at,
      b.answer_due_at, b.created_at, ${displayNameSql(sql, 'u')} as guest_name, u.email as guest_email,
      u.phone as guest_phone, to_char(b.arrival_time, 'HH24:MI') as arrival_time, b.no_show_at,
      (select status from booking_payments where booking_id = b.id order by (status = 'succeeded') desc, created_at desc
        limit 1) as payment_status,
      ${refundColumns(sql).select} ${extra}
    from bookings b
    join room_types rt on rt.id = b.room_type_id
    join users u on u.id = b.user_id
    ${refundColumns(sql).join}
  `;

/** The stays booked at an establishment, soonest check-in first (optionally of one status, or one booking): a page. */
export function establishmentReservations(
  sql: Db,
  establishmentId: string,
  filter: { status?: string; bookingId?: string; page?: PageRequest },
) {
  // Soonest check-in first; the check-in day as midnight UTC is the keyset's time (ADR 0047).
  const k = keyset(sql, filter.page ?? { limit: 1 }, "(b.check_in::timestamp at time zone 'UTC')", 'b.id', {
    order: 'asc',
  });
  return sql<(StayBookingRow & { cursorAt: string })[]>`
    ${reservationSelect(sql, sql`, ${k.cursorAt} as cursor_at`)}
    where b.type = 'stay' and b.establishment_id = ${establishmentId}
      ${filter.status ? sql`and b.status = ${filter.status}` : sql``}
      ${filter.bookingId ? sql`and b.id = ${filter.bookingId}` : sql``}
      ${k.after}
    order by ${k.order}
    limit ${k.limit}
  `;
}

/** One stay booking of an establishment, locked for the rest of the transaction. */
export async function lockReservation(sql: Db, establishmentId: string, bookingId: string) {
  await sql`select id from bookings where id = ${bookingId} for update`;
  const [row]: [StayBookingRow?] = await sql`
    ${reservationSelect(sql)} where b.id = ${bookingId} and b.type = 'stay' and b.establishment_id = ${establishmentId}
  `;
  return row;
}

export interface NewStayBooking {
  userId: string;
  providerId: string;
  establishmentId: string;
  roomTypeId: string;
  checkIn: string;
  checkOut: string;
  nights: number;
  guests: number;
  awaitsProvider: boolean;
  subtotalCents: number;
  /** What a discount took off the nights before `subtotalCents` (a trip's partnership; 0 without one). */
  discountCents: number;
  platformFeeBps: number;
  platformFeeCents: number;
  totalCents: number;
  providerAmountCents: number;
  holdExpiresAt: Date;
  idempotencyKey: string | null;
  specialRequests: string | null;
  arrivalTime: string | null;
}

/** Inserts a pending stay booking and returns its id. */
export async function insertStayBooking(sql: Db, b: NewStayBooking): Promise<string> {
  const [row] = await sql<{ id: string }[]>`
    insert into bookings ${
    sql(
      { ...b, type: 'stay', status: 'pending' },
      'userId',
      'providerId',
      'type',
      'status',
      'establishmentId',
      'roomTypeId',
      'checkIn',
      'checkOut',
      'nights',
      'guests',
      'awaitsProvider',
      'subtotalCents',
      'discountCents',
      'platformFeeBps',
      'platformFeeCents',
      'totalCents',
      'providerAmountCents',
      'holdExpiresAt',
      'idempotencyKey',
      'specialRequests',
      'arrivalTime',
    )
  }
    returning id
  `;
  return row!.id;
}

/** Figures of an establishment for the lodging area's stat cards. */
export async function establishmentFigures(
  sql: Db,
  establishmentId: string,
  today: string,
  monthStart: string,
  monthEnd: string,
) {
  const [row] = await sql<{
    totalRooms: number;
    bookedTonight: number;
    nightsBookedThisMonth: number;
    totalBookings: number;
    monthlyRevenueCents: number;
    upcomingStays: number;
    awaitingConfirmation: number;
  }[]>`
    select
      (select coalesce(sum(total_rooms), 0) from room_types where establishment_id = ${establishmentId} and is_active)::int
        as total_rooms,
      -- A blocked night counts all its rooms as taken (ADR 0031).
      (select coalesce(sum(case when rn.blocked then rt.total_rooms else rn.booked end), 0) from room_nights rn
        join room_types rt on rt.id = rn.room_type_id
        where rt.establishment_id = ${establishmentId} and rt.is_active and rn.night = ${today}::date)::int
        as booked_tonight,
      (select coalesce(sum(rn.booked), 0) from room_nights rn join room_types rt on rt.id = rn.room_type_id
        where rt.establishment_id = ${establishmentId} and rt.is_active
          and rn.night >= ${monthStart}::date and rn.night < ${monthEnd}::date)::int as nights_booked_this_month,
      (select count(*) from bookings where type = 'stay' and establishment_id = ${establishmentId}
        and status <> 'cancelled')::int as total_bookings,
      (select coalesce(sum(provider_amount_cents), 0) from bookings where type = 'stay'
        and establishment_id = ${establishmentId} and status in ('confirmed', 'completed')
        and check_in >= ${monthStart}::date and check_in < ${monthEnd}::date)::bigint as monthly_revenue_cents,
      (select count(*) from bookings where type = 'stay' and establishment_id = ${establishmentId}
        and status in ('pending', 'confirmed') and check_in >= ${today}::date)::int as upcoming_stays,
      (select count(*) from bookings where type = 'stay' and establishment_id = ${establishmentId}
        and status = 'pending' and awaits_provider and hold_expires_at is null)::int as awaiting_confirmation
  `;
  return row!;
}

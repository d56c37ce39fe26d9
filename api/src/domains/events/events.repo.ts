/**
 * @module SQL of the events domain: `events`, `event_partnerships` and `tickets` (migration 0004).
 *
 * Lock order (as in bookings.repo.ts): a booking row first, then the event row. The trigger of migration 0004 that
 * gives places back on cancellation follows it too.
 */
import { keyset, type PageRequest } from '../../lib/paging.ts';
import type { EventRefundPolicy } from './events.policy.ts';
import { type Db, textArray } from '../../lib/db.ts';
import { forgetPages } from '../../lib/page-cache.ts';
import type { PendingQuery, Row } from 'postgres';
import { escapeLike, fold } from '../../lib/text.ts';
import { displayNameSql } from '../../lib/names.ts';

export interface EventRow {
  id: string;
  organiserId: string;
  organiserName: string;
  title: string;
  description: string;
  eventType: string;
  category: string;
  venue: string;
  address: string;
  placeId: number | null;
  lat: number | null;
  lng: number | null;
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
  startsAt: Date;
  endsAt: Date;
  images: string[];
  isPaid: boolean;
  ticketPriceCents: number;
  /** The organiser's refund policy (migration 0061, ADR 0024). */
  refundPolicy: EventRefundPolicy;
  refundDaysBefore: number;
  /** The event's own check-in opening, hours before the start (null: the platform's setting; migration 0141). */
  checkinOpensHoursBefore: number | null;
  maxTickets: number;
  ticketsSold: number;
  status: 'draft' | 'upcoming' | 'cancelled' | 'past';
  isFeatured: boolean;
  tags: string[];
  websiteUrl: string | null;
  socialLinks: Record<string, string>;
  createdAt: Date;
  /** The organiser's account is suspended or banned: the event is hidden (migration 0016, ADR 0014). */
  providerSuspended: boolean;
}

export interface PartnershipRow {
  id: string;
  eventId: string;
  partnerType: 'accommodation' | 'transport';
  partnerId: string | null;
  partnerName: string;
  discountPercentage: number;
  specialOffer: string | null;
  minEventTickets: number;
  isActive: boolean;
  validFrom: string | null;
  validUntil: string | null;
}

export const eventColumns = (sql: Db) =>
  sql`
    e.id, e.organiser_id, ${displayNameSql(sql, 'o')} as organiser_name, e.title, e.description, e.event_type,
    e.category, e.venue, e.address, e.place_id, e.lat, e.lng,
    to_char(e.start_date, 'YYYY-MM-DD') as start_date, to_char(e.end_date, 'YYYY-MM-DD') as end_date,
    to_char(e.start_time, 'HH24:MI') as start_time, to_char(e.end_time, 'HH24:MI') as end_time,
    e.starts_at, e.ends_at, e.images, e.is_paid, e.ticket_price_cents, e.max_tickets, e.tickets_sold, e.status,
    e.refund_policy, e.refund_days_before, e.checkin_opens_hours_before, e.is_featured, e.tags, e.website_url, e.social_links, e.created_at, e.provider_suspended
  `;

const fromEvents = (sql: Db) => sql`from events e join users o on o.id = e.organiser_id`;

/** A piece of SQL composed into a statement. */
type Fragment = PendingQuery<Row[]>;

/** Where a search looks: the cities to scan and the places kept within them (`matchSide` of places.match.ts). */
export interface EventPlace {
  cityIds: number[];
  /** null: the whole cities. */
  placeIds: number[] | null;
  /** The text typed, matched inside the addresses that name no known place. */
  text: string;
}

export interface EventFilters {
  place?: EventPlace;
  category?: string;
  eventType?: string;
  startDate?: string;
  endDate?: string;
  featured?: boolean;
  /** 'free' or 'paid' only. */
  price?: 'free' | 'paid';
  /** Only events with an applicable partnership. */
  partnerships?: boolean;
  /** Default 'date'. */
  sort?: 'date' | 'price' | 'popularity';
  /** Also events that have ended (the city/month listing); drafts and cancelled events never. */
  includeEnded?: boolean;
  limit: number;
}

/** An applicable partnership of `e` exists (active, valid on the event's start date). */
const hasPartnership = (sql: Db) =>
  sql`exists (
    select 1 from event_partnerships p
    where p.event_id = e.id and p.is_active and (p.valid_from is null or p.valid_from <= e.start_date)
      and (p.valid_until is null or p.valid_until >= e.start_date)
  )`;

const orderBy = (sql: Db, sort: EventFilters['sort']) =>
  sort === 'price'
    ? sql`e.ticket_price_cents, e.starts_at, e.id`
    : sort === 'popularity'
    ? sql`e.tickets_sold desc, e.starts_at, e.id`
    : sql`e.starts_at, e.id`;

/**
 * Public events not ended at `now` of organisers not suspended (ADR 0014), filtered, in the order asked (soonest
 * first by default). A place is matched by the events' city and place ids (an ordered scan of events_city_idx), and
 * inside the folded address of the events that name no known place (events_free_text_idx), as two branches; a text
 * naming no known place is looked for inside every address.
 */
export function searchEvents(sql: Db, f: EventFilters, now: Date) {
  const ids = branchIds(sql, f, now);
  return sql<EventRow[]>`
    select ${eventColumns(sql)} from (${ids}) m join events e on e.id = m.id join users o on o.id = e.organiser_id
    order by ${orderBy(sql, f.sort)}
    limit ${f.limit}
  `;
}

/** The ids of the first `f.limit` matching events of each branch. */
function branchIds(sql: Db, f: EventFilters, now: Date) {
  const head = (where: Fragment) =>
    sql`(select e.id from events e where ${eventWhere(sql, f, now)} and ${where}
      order by ${orderBy(sql, f.sort)} limit ${f.limit})`;
  if (!f.place) return head(sql`true`);
  return sql`${placeWhere(sql, f.place, head)}`;
}

/** The events of a place as one condition (the same matching as {@link placeWhere}'s branches). */
function placeMatch(sql: Db, place: EventPlace) {
  const text = `%${escapeLike(fold(place.text).trim())}%`;
  if (place.cityIds.length === 0) return sql`e.address_folded like ${text}`;
  return sql`(e.city_id = any(${textArray(place.cityIds.map(String))}::int[]) ${
    place.placeIds ? sql`and e.match_place_id = any(${textArray(place.placeIds.map(String))}::int[])` : sql``
  } or e.match_place_id is null and e.address_folded like ${text})`;
}

/** The two branches of a place search (by ids; by text in the addresses naming no place), joined by union all. */
function placeWhere(sql: Db, place: EventPlace, head: (where: Fragment) => Fragment) {
  const text = `%${escapeLike(fold(place.text).trim())}%`;
  // A text that names no known place is looked for inside every address (no index serves it; rare).
  if (place.cityIds.length === 0) return head(sql`e.address_folded like ${text}`);
  const byText = head(sql`e.match_place_id is null and e.address_folded like ${text}`);
  const byPlace = head(
    sql`e.city_id = any(${textArray(place.cityIds.map(String))}::int[]) ${
      place.placeIds ? sql`and e.match_place_id = any(${textArray(place.placeIds.map(String))}::int[])` : sql``
    }`,
  );
  return sql`${byPlace} union all ${byText}`;
}

/** The filters of {@link searchEvents} but the place, as a where-clause fragment on `events e`. */
function eventWhere(sql: Db, f: EventFilters, now: Date) {
  return sql`
    ${f.includeEnded ? sql`e.status in ('upcoming', 'past')` : sql`e.status = 'upcoming' and e.ends_at > ${now}`}
    and not e.provider_suspended
    ${f.category ? sql`and e.category = ${f.category}` : sql``}
    ${f.eventType ? sql`and e.event_type = ${f.eventType}` : sql``}
    ${
    f.startDate || f.endDate
      // Overlap of the event's days with the range (an open end is unbounded): served by events_days_idx.
      ? sql`and daterange(e.start_date, e.end_date, '[]') && daterange(${f.startDate ?? null}::date, ${
        f.endDate ?? null
      }::date, '[]')`
      : sql``
  }
    ${f.featured ? sql`and e.is_featured` : sql``}
    ${f.price === 'free' ? sql`and not e.is_paid` : f.price === 'paid' ? sql`and e.is_paid` : sql``}
    ${f.partnerships ? sql`and ${hasPartnership(sql)}` : sql``}
  `;
}

/**
 * The first `f.limit` matching events in the order asked, how many match, and how many of them have an applicable
 * partnership: the city/month listing (spec 2.8), in one statement that reads the matching events once.
 */
export async function listWithCounts(sql: Db, f: EventFilters, now: Date) {
  const rows = await sql<(EventRow & { total: number; withPartnerships: number })[]>`
    with matching as (
      select e.id, e.starts_at, ${hasPartnership(sql)} as partnered
      from events e
      where ${eventWhere(sql, f, now)} and ${f.place ? placeMatch(sql, f.place) : sql`true`}
    ),
    counts as (
      select count(*)::int as total, count(*) filter (where partnered)::int as with_partnerships from matching
    ),
    page as (select m.id from matching m order by m.starts_at, m.id limit ${f.limit})
    select ${eventColumns(sql)}, counts.total, counts.with_partnerships
    from counts left join page on true left join events e on e.id = page.id left join users o on o.id = e.organiser_id
    order by e.starts_at, e.id
  `;
  const first = rows[0];
  const counts = { total: first?.total ?? 0, withPartnerships: first?.withPartnerships ?? 0 };
  return { rows: rows.filter((r) => r.id !== null), counts };
}

/** One event by id, any status. */
export async function findEvent(sql: Db, id: string): Promise<EventRow | undefined> {
  const [row]: [EventRow?] = await sql`select ${eventColumns(sql)} ${fromEvents(sql)} where e.id = ${id}`;
  return row;
}

/** The events of an organiser, soonest first. */
export function organiserEvents(sql: Db, organiserId: string) {
  return sql<EventRow[]>`
    select ${eventColumns(sql)} ${fromEvents(sql)} where e.organiser_id = ${organiserId} order by e.starts_at, e.id
  `;
}

/** The partnerships of the given events. */
export function partnershipsOf(sql: Db, eventIds: readonly string[]) {
  if (eventIds.length === 0) return Promise.resolve([] as PartnershipRow[]);
  return sql<PartnershipRow[]>`
    select id, event_id, partner_type, partner_id, partner_name, discount_percentage, special_offer,
      min_event_tickets, is_active, to_char(valid_from, 'YYYY-MM-DD') as valid_from,
      to_char(valid_until, 'YYYY-MM-DD') as valid_until
    from event_partnerships where event_id in ${sql(eventIds as string[])}
    order by discount_percentage desc, created_at, id
  `;
}

export interface EventWrite {
  title: string;
  description: string;
  eventType: string;
  category: string;
  venue: string;
  address: string;
  placeId: number | null;
  lat: number | null;
  lng: number | null;
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
  images: string[];
  isPaid: boolean;
  ticketPriceCents: number;
  refundPolicy: EventRefundPolicy;
  refundDaysBefore: number;
  checkinOpensHoursBefore: number | null;
  maxTickets: number;
  tags: string[];
  websiteUrl: string | null;
  socialLinks: Record<string, string>;
}

const WRITE_COLUMNS = [
  'title',
  'description',
  'eventType',
  'category',
  'venue',
  'address',
  'placeId',
  'lat',
  'lng',
  'startDate',
  'endDate',
  'startTime',
  'endTime',
  'isPaid',
  'ticketPriceCents',
  'refundPolicy',
  'refundDaysBefore',
  'checkinOpensHoursBefore',
  'maxTickets',
  'websiteUrl',
] as const;

/** Inserts an event and returns its id. */
export async function insertEvent(
  sql: Db,
  organiserId: string,
  e: EventWrite,
  status: 'draft' | 'upcoming',
  extra: { isFeatured?: boolean } = {},
): Promise<string> {
  forgetPages('events');
  const [row] = await sql<{ id: string }[]>`
    insert into events ${
    sql(
      { ...e, organiserId, status, isFeatured: extra.isFeatured ?? false },
      'organiserId',
      'status',
      'isFeatured',
      ...WRITE_COLUMNS,
    )
  }
    returning id
  `;
  await sql`
    update events set images = ${textArray(e.images)}::text[], tags = ${textArray(e.tags)}::text[],
      social_links = ${sql.json(e.socialLinks)}, published_at = case when status = 'upcoming' then now() end
    where id = ${row!.id}
  `;
  return row!.id;
}

/** Updates an event's fields (organiser checked by the caller). */
export async function updateEvent(sql: Db, id: string, e: EventWrite) {
  forgetPages('events');
  await sql`
    update events set ${sql(e, ...WRITE_COLUMNS)}, images = ${textArray(e.images)}::text[],
      tags = ${textArray(e.tags)}::text[], social_links = ${sql.json(e.socialLinks)}, updated_at = now()
    where id = ${id}
  `;
}

export interface PartnershipWrite {
  id?: string;
  partnerType: 'accommodation' | 'transport';
  partnerId: string | null;
  partnerName: string;
  discountPercentage: number;
  specialOffer: string | null;
  minEventTickets: number;
  isActive: boolean;
  validFrom: string | null;
  validUntil: string | null;
}

const PARTNERSHIP_COLUMNS = [
  'partnerType',
  'partnerId',
  'partnerName',
  'discountPercentage',
  'specialOffer',
  'minEventTickets',
  'isActive',
  'validFrom',
  'validUntil',
] as const;

/**
 * Writes an event's partnerships: entries with an id of this event are updated, the others inserted; with
 * `deactivateMissing`, the event's partnerships not in the list are deactivated (kept: bookings refer to them).
 */
export async function writePartnerships(
  sql: Db,
  eventId: string,
  list: readonly PartnershipWrite[],
  deactivateMissing: boolean,
) {
  forgetPages('events');
  const kept: string[] = [];
  for (const p of list) {
    if (p.id) {
      const [row]: [{ id: string }?] = await sql`
        update event_partnerships set ${sql(p, ...PARTNERSHIP_COLUMNS)}
        where id = ${p.id} and event_id = ${eventId} returning id
      `;
      if (row) {
        kept.push(row.id);
        continue;
      }
    }
    const [row] = await sql<{ id: string }[]>`
      insert into event_partnerships ${sql({ ...p, eventId }, 'eventId', ...PARTNERSHIP_COLUMNS)} returning id
    `;
    kept.push(row!.id);
  }
  if (deactivateMissing) {
    await sql`
      update event_partnerships set is_active = false
      where event_id = ${eventId} ${kept.length ? sql`and id not in ${sql(kept)}` : sql``}
    `;
  }
}

/** Sets the status of an event of `organiserId` when it is currently one of `from`; returns whether it changed. */
export async function setStatus(
  sql: Db,
  id: string,
  organiserId: string,
  from: readonly string[],
  to: 'upcoming' | 'cancelled',
): Promise<boolean> {
  forgetPages('events');
  const rows = await sql`
    update events set status = ${to}, updated_at = now(),
      published_at = case when ${to} = 'upcoming' then now() else published_at end,
      cancelled_at = case when ${to} = 'cancelled' then now() else cancelled_at end
    where id = ${id} and organiser_id = ${organiserId} and status in ${sql(from as string[])}
    returning id
  `;
  return rows.length === 1;
}

/**
 * Takes `quantity` tickets of an upcoming event with one conditional update (never more than max_tickets, whatever
 * the concurrency). @returns the event's price and organiser, or undefined when not enough tickets are left
 */
export async function takeTickets(sql: Db, eventId: string, quantity: number) {
  forgetPages('events');
  const [row]: [{ ticketPriceCents: number; organiserId: string }?] = await sql`
    update events set tickets_sold = tickets_sold + ${quantity}
    where id = ${eventId} and status = 'upcoming' and tickets_sold + ${quantity} <= max_tickets
    returning ticket_price_cents, organiser_id
  `;
  return row;
}

/**
 * Cancels the expired pending bookings of one event (the migration 0004 trigger gives their tickets back) and fails
 * their pending payments.
 */
export async function releaseExpiredEventHolds(sql: Db, eventId: string, now: Date) {
  forgetPages('events');
  await sql`
    with expired as (
      update bookings set status = 'cancelled', cancelled_at = ${now}, cancel_reason = 'hold_expired'
      where event_id = ${eventId} and type = 'event' and status = 'pending' and hold_expires_at <= ${now}
      returning id
    )
    update payments p set status = 'failed', settled_at = ${now},
      failure_reason = 'O tempo de reserva expirou antes da confirmação do pagamento.'
    -- A trip's payment (migration 0290) fails with any part it covers.
    where p.id in (select bp.id from booking_payments bp join expired on bp.booking_id = expired.id)
      and p.status = 'pending'
  `;
}

export interface EventBookingInsert {
  userId: string;
  providerId: string;
  eventId: string;
  ticketQuantity: number;
  partnershipId: string | null;
  status: 'pending' | 'confirmed';
  subtotalCents: number;
  discountCents: number;
  platformFeeBps: number;
  platformFeeCents: number;
  totalCents: number;
  providerAmountCents: number;
  holdExpiresAt: Date | null;
  confirmedAt: Date | null;
  idempotencyKey: string | null;
  specialRequests: string | null;
}

/** Inserts an event booking (a confirmed one gets its tickets from the migration 0004 trigger). */
export async function insertEventBooking(sql: Db, b: EventBookingInsert): Promise<string> {
  const [row] = await sql<{ id: string }[]>`
    insert into bookings ${
    sql(
      { ...b, type: 'event' },
      'userId',
      'providerId',
      'type',
      'status',
      'eventId',
      'ticketQuantity',
      'partnershipId',
      'subtotalCents',
      'discountCents',
      'platformFeeBps',
      'platformFeeCents',
      'totalCents',
      'providerAmountCents',
      'holdExpiresAt',
      'confirmedAt',
      'idempotencyKey',
      'specialRequests',
    )
  }
    returning id
  `;
  return row!.id;
}

/** The event fields of an event booking (idempotent replays compare them). */
export async function eventBookingFields(sql: Db, bookingId: string) {
  const [row]: [{ eventId: string | null; ticketQuantity: number | null; partnershipId: string | null }?] = await sql`
    select event_id, ticket_quantity, partnership_id from bookings where id = ${bookingId}
  `;
  return row;
}

export interface BookingEventRow {
  bookingId: string;
  eventId: string;
  title: string;
  venue: string;
  address: string;
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
  startsAt: Date;
  endsAt: Date;
  ticketQuantity: number;
  ticketPriceCents: number;
  ticketTypeName: string | null;
  partnerName: string | null;
}

/** The event details of the given event bookings. */
export function bookingEvents(sql: Db, bookingIds: readonly string[]) {
  return sql<BookingEventRow[]>`
    select b.id as booking_id, e.id as event_id, e.title, e.venue, e.address,
      to_char(e.start_date, 'YYYY-MM-DD') as start_date, to_char(e.end_date, 'YYYY-MM-DD') as end_date,
      to_char(e.start_time, 'HH24:MI') as start_time, to_char(e.end_time, 'HH24:MI') as end_time, e.starts_at, e.ends_at,
      b.ticket_quantity, coalesce(c.unit_price_cents, e.ticket_price_cents) as ticket_price_cents,
      c.ticket_type_name, ep.partner_name
    from bookings b join events e on e.id = b.event_id
    left join event_partnerships ep on ep.id = b.partnership_id
    left join event_booking_choices c on c.booking_id = b.id
    where b.id in ${sql(bookingIds as string[])}
  `;
}

export interface TicketRow {
  id: string;
  bookingId: string;
  eventId: string;
  seq: number;
  code: string;
  attendeeUserId: string;
  attendeeName: string;
  attendeeEmail: string | null;
  checkedInAt: Date | null;
  cancelledAt: Date | null;
}

const ticketSelect = (sql: Db) =>
  sql`
    select t.id, t.booking_id, t.event_id, t.seq, t.code, t.attendee_user_id, ${
    displayNameSql(sql, 'u')
  } as attendee_name,
      u.email as attendee_email, t.checked_in_at, t.cancelled_at
    from tickets t join users u on u.id = t.attendee_user_id
  `;

/** The tickets of the given bookings. */
export function ticketsOfBookings(sql: Db, bookingIds: readonly string[]) {
  return sql<TicketRow[]>`${ticketSelect(sql)} where t.booking_id in ${sql(bookingIds as string[])} order by t.seq`;
}

/** The tickets of an event (its attendee list). */
export function ticketsOfEvent(sql: Db, eventId: string, page: PageRequest) {
  const k = keyset(sql, page, 't.created_at', 't.id', { order: 'asc' });
  return sql<(TicketRow & { cursorAt: string })[]>`
    select t.id, t.booking_id, t.event_id, t.seq, t.code, t.attendee_user_id,
      ${displayNameSql(sql, 'u')} as attendee_name, u.email as attendee_email, t.checked_in_at, t.cancelled_at,
      ${k.cursorAt} as cursor_at
    from tickets t join users u on u.id = t.attendee_user_id
    where t.event_id = ${eventId} ${k.after}
    order by ${k.order}
    limit ${k.limit}
  `;
}

/** A ticket by code (codes are stored upper case). */
export async function findTicketByCode(sql: Db, code: string): Promise<TicketRow | undefined> {
  const [row]: [TicketRow?] = await sql`${ticketSelect(sql)} where t.code = ${code}`;
  return row;
}

/** Checks a ticket in once: returns the instant, or undefined when it was already checked in (or cancelled). */
export async function checkIn(sql: Db, ticketId: string, by: string, now: Date) {
  const [row]: [{ checkedInAt: Date }?] = await sql`
    update tickets set checked_in_at = ${now}, checked_in_by = ${by}
    where id = ${ticketId} and checked_in_at is null and cancelled_at is null
    returning checked_in_at
  `;
  return row?.checkedInAt;
}

export interface SalesFigures {
  eventId: string;
  confirmedTickets: number;
  heldTickets: number;
  checkedIn: number;
  revenueCents: number;
}

/** Ticket sales figures of the given events. */
export function salesFigures(sql: Db, eventIds: readonly string[]) {
  if (eventIds.length === 0) return Promise.resolve([] as SalesFigures[]);
  return sql<SalesFigures[]>`
    select e.id as event_id,
      coalesce((select sum(ticket_quantity) from bookings b where b.event_id = e.id and b.status in ('confirmed', 'completed')), 0)::int as confirmed_tickets,
      coalesce((select sum(ticket_quantity) from bookings b where b.event_id = e.id and b.status = 'pending'), 0)::int as held_tickets,
      (select count(*) from tickets t where t.event_id = e.id and t.checked_in_at is not null)::int as checked_in,
      coalesce((select sum(provider_amount_cents) from bookings b where b.event_id = e.id and b.status in ('confirmed', 'completed')), 0)::bigint as revenue_cents
    from events e where e.id in ${sql(eventIds as string[])}
  `;
}

/** The bookings of an event, newest first. */
export function eventBookings(sql: Db, eventId: string) {
  return sql<{
    id: string;
    buyerName: string;
    status: 'pending' | 'confirmed' | 'completed' | 'cancelled';
    ticketQuantity: number;
    partnershipId: string | null;
    partnerName: string | null;
    discountCents: number;
    subtotalCents: number;
    totalCents: number;
    createdAt: Date;
  }[]>`
    select b.id, ${displayNameSql(sql, 'u')} as buyer_name, b.status, b.ticket_quantity, b.partnership_id,
      ep.partner_name, b.discount_cents, b.subtotal_cents, b.total_cents, b.created_at
    from bookings b join users u on u.id = b.user_id
    left join event_partnerships ep on ep.id = b.partnership_id
    where b.event_id = ${eventId} and b.type = 'event'
    order by b.created_at desc, b.id desc
  `;
}

/**
 * Figures of the stats banner (spec 2.8, computed instead of the prototype's static numbers). Events of suspended
 * organisers are not active (ADR 0014); participants count every ticket sold on the platform.
 */
export async function stats(sql: Db, now: Date) {
  const [row]: [{ activeEvents: number; activePartnerships: number; participants: number; averageDiscount: number }?] =
    await sql`
      select
        (select count(*) from events where status = 'upcoming' and not provider_suspended and ends_at > ${now})::int
          as active_events,
        (select count(*) from event_partnerships p join events e on e.id = p.event_id
          where p.is_active and e.status = 'upcoming' and not e.provider_suspended and e.ends_at > ${now})::int
          as active_partnerships,
        coalesce((select sum(tickets_sold) from events where status in ('upcoming', 'past')), 0)::int as participants,
        coalesce((select round(avg(p.discount_percentage), 1) from event_partnerships p join events e on e.id = p.event_id
          where p.is_active and e.status = 'upcoming' and not e.provider_suspended and e.ends_at > ${now}), 0)::float8
          as average_discount
    `;
  return row!;
}

/**
 * The ids of an event's pending or confirmed bookings: what its cancellation cancels (events.service.ts cancelEvent),
 * locked first with their trips' other parts (lockWithPaymentPartners of bookings.repo.ts; issue 27, ADR 0047).
 */
export async function openEventBookingIds(sql: Db, eventId: string): Promise<string[]> {
  const rows = await sql<{ id: string }[]>`
    select id from bookings where event_id = ${eventId} and type = 'event' and status in ('pending', 'confirmed')
  `;
  return rows.map((r) => r.id);
}

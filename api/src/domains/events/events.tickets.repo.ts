/**
 * @module SQL of ticket types, promo codes and the choices of event bookings (migration 0090; ADR 0030).
 *
 * Lock order inside the booking transaction: the event row (takeTickets), then the ticket type row, then the promo
 * code row; the cancellation triggers of 0004 and 0090 follow the same order.
 */
import { keyset, type PageRequest } from '../../lib/paging.ts';
import type { Db } from '../../lib/db.ts';
import { displayNameSql } from '../../lib/names.ts';

export interface TicketTypeRow {
  id: string;
  eventId: string;
  name: string;
  description: string;
  priceCents: number;
  quantity: number;
  sold: number;
  salesStart: string | null;
  salesEnd: string | null;
  position: number;
  isActive: boolean;
}

const typeColumns = (sql: Db) =>
  sql`id, event_id, name, description, price_cents, quantity, sold, to_char(sales_start, 'YYYY-MM-DD') as sales_start,
    to_char(sales_end, 'YYYY-MM-DD') as sales_end, position, is_active`;

/** The ticket types of the given events, in the organiser's order. */
export function ticketTypesOf(sql: Db, eventIds: readonly string[]) {
  if (eventIds.length === 0) return Promise.resolve([] as TicketTypeRow[]);
  return sql<TicketTypeRow[]>`
    select ${typeColumns(sql)} from event_ticket_types where event_id in ${sql(eventIds as string[])}
    order by event_id, position, created_at, id
  `;
}

/** Where a type stands on a local date (Africa/Maputo). */
export function saleState(t: TicketTypeRow, today: string) {
  if (!t.isActive) return 'inactive' as const;
  if (t.salesStart && today < t.salesStart) return 'not_started' as const;
  if (t.salesEnd && today > t.salesEnd) return 'ended' as const;
  if (t.sold >= t.quantity) return 'sold_out' as const;
  return 'on_sale' as const;
}

export interface TicketTypeWrite {
  id?: string;
  name: string;
  description: string;
  priceCents: number;
  quantity: number;
  salesStart: string | null;
  salesEnd: string | null;
  isActive: boolean;
}

/**
 * Replaces the ticket types of an event: listed ones with an id of the event are updated, the others inserted;
 * missing ones are deleted when nothing was sold, deactivated otherwise. Then the event's own price (cheapest active
 * type) and capacity (the types' quantities; sold tickets of inactive types) follow; an empty list leaves them as
 * they were (the single-price event). Call inside a transaction that locked the event row.
 */
export async function writeTicketTypes(sql: Db, eventId: string, list: readonly TicketTypeWrite[]) {
  const kept: string[] = [];
  for (const [position, t] of list.entries()) {
    const row = { ...t, position };
    const cols = ['name', 'description', 'priceCents', 'quantity', 'salesStart', 'salesEnd', 'isActive', 'position'];
    if (t.id) {
      const [updated]: [{ id: string }?] = await sql`
        update event_ticket_types set ${sql(row, ...(cols as (keyof typeof row)[]))}
        where id = ${t.id} and event_id = ${eventId} returning id
      `;
      if (updated) {
        kept.push(updated.id);
        continue;
      }
    }
    const [inserted] = await sql<{ id: string }[]>`
      insert into event_ticket_types ${sql({ ...row, eventId }, 'eventId', ...(cols as (keyof typeof row)[]))}
      returning id
    `;
    kept.push(inserted!.id);
  }
  const missing = kept.length ? sql`and id not in ${sql(kept)}` : sql``;
  // A type referred to by a booking stays (deactivated); the others go.
  await sql`
    delete from event_ticket_types t where event_id = ${eventId} ${missing}
      and not exists (select 1 from event_booking_choices c where c.ticket_type_id = t.id)
  `;
  await sql`update event_ticket_types set is_active = false where event_id = ${eventId} ${missing}`;
  if (list.length === 0) return;
  await sql`
    update events e set
      max_tickets = greatest(1, s.capacity + greatest(0, e.tickets_sold - s.sold)), ticket_price_cents = s.price,
      is_paid = s.price > 0, updated_at = now()
    from (
      -- Tickets sold before the event had types (the implicit single type) keep their places.
      select sum(case when is_active then quantity else sold end)::int as capacity, sum(sold)::int as sold,
        coalesce(min(price_cents) filter (where is_active), min(price_cents))::int as price
      from event_ticket_types where event_id = ${eventId}
    ) s
    where e.id = ${eventId}
  `;
}

/** Takes `quantity` tickets of a type with one conditional update. @returns the type, or undefined when too few are left. */
export async function takeTypeTickets(sql: Db, typeId: string, quantity: number) {
  const [row]: [{ priceCents: number; name: string }?] = await sql`
    update event_ticket_types set sold = sold + ${quantity}
    where id = ${typeId} and is_active and sold + ${quantity} <= quantity
    returning price_cents, name
  `;
  return row;
}

export interface PromoCodeRow {
  id: string;
  eventId: string;
  code: string;
  kind: 'percentage' | 'amount';
  value: number;
  maxUses: number | null;
  uses: number;
  validFrom: string | null;
  validUntil: string | null;
  isActive: boolean;
  createdAt: Date;
}

const promoColumns = (sql: Db) =>
  sql`id, event_id, code, kind, value, max_uses, uses, to_char(valid_from, 'YYYY-MM-DD') as valid_from,
    to_char(valid_until, 'YYYY-MM-DD') as valid_until, is_active, created_at`;

/** The promo codes of an event, newest first. */
export function promoCodesOf(sql: Db, eventId: string, page: PageRequest) {
  const k = keyset(sql, page, 'created_at', 'id');
  return sql<(PromoCodeRow & { cursorAt: string })[]>`
    select ${promoColumns(sql)}, ${k.cursorAt} as cursor_at from event_promo_codes
    where event_id = ${eventId} ${k.after}
    order by ${k.order}
    limit ${k.limit}
  `;
}

/** One promo code of an event by its text (stored upper case). */
export async function findPromoCode(sql: Db, eventId: string, code: string) {
  const [row]: [PromoCodeRow?] = await sql`
    select ${promoColumns(sql)} from event_promo_codes where event_id = ${eventId} and code = ${code}
  `;
  return row;
}

/** Whether a code is accepted on a local date (uses aside). */
export function promoValidOn(p: PromoCodeRow, today: string): boolean {
  return p.isActive && (!p.validFrom || p.validFrom <= today) && (!p.validUntil || p.validUntil >= today);
}

/** Takes one use of a code with one conditional update; false when its uses are exhausted. */
export async function usePromoCode(sql: Db, id: string): Promise<boolean> {
  const rows = await sql`
    update event_promo_codes set uses = uses + 1
    where id = ${id} and is_active and (max_uses is null or uses < max_uses)
    returning id
  `;
  return rows.length === 1;
}

export interface PromoCodeWrite {
  code: string;
  kind: 'percentage' | 'amount';
  value: number;
  maxUses: number | null;
  validFrom: string | null;
  validUntil: string | null;
}

/** Inserts a promo code; undefined when the event already has that code. */
export async function insertPromoCode(sql: Db, eventId: string, p: PromoCodeWrite) {
  const [row]: [PromoCodeRow?] = await sql`
    insert into event_promo_codes ${
    sql({ ...p, eventId }, 'eventId', 'code', 'kind', 'value', 'maxUses', 'validFrom', 'validUntil')
  }
    on conflict (event_id, code) do nothing
    returning ${promoColumns(sql)}
  `;
  return row;
}

/** Activates or deactivates a promo code of an event. */
export async function setPromoActive(sql: Db, eventId: string, id: string, isActive: boolean) {
  const [row]: [PromoCodeRow?] = await sql`
    update event_promo_codes set is_active = ${isActive} where id = ${id} and event_id = ${eventId}
    returning ${promoColumns(sql)}
  `;
  return row;
}

export interface BookingChoices {
  bookingId: string;
  ticketTypeId: string | null;
  ticketTypeName: string | null;
  unitPriceCents: number;
  promoCodeId: string | null;
  promoCode: string | null;
  promoDiscountCents: number;
}

/** Records what an event booking chose (its ticket type, its promo code). */
export async function insertChoices(sql: Db, c: BookingChoices) {
  await sql`
    insert into event_booking_choices ${
    sql(
      c,
      'bookingId',
      'ticketTypeId',
      'ticketTypeName',
      'unitPriceCents',
      'promoCodeId',
      'promoCode',
      'promoDiscountCents',
    )
  }
  `;
}

/** The choices of the given bookings. */
export function choicesOf(sql: Db, bookingIds: readonly string[]) {
  if (bookingIds.length === 0) return Promise.resolve([] as BookingChoices[]);
  return sql<BookingChoices[]>`
    select booking_id, ticket_type_id, ticket_type_name, unit_price_cents, promo_code_id, promo_code,
      promo_discount_cents
    from event_booking_choices where booking_id in ${sql(bookingIds as string[])}
  `;
}

export interface CsvAttendeeRow {
  code: string;
  seq: number;
  bookingId: string;
  attendeeName: string;
  attendeeEmail: string | null;
  ticketTypeName: string | null;
  unitPriceCents: number;
  promoCode: string | null;
  boughtAt: Date;
  checkedInAt: Date | null;
  cancelledAt: Date | null;
}

/** One line per ticket of an event, with its type and promo code, in purchase order (the attendees CSV). */
export function attendeesForExport(sql: Db, eventId: string) {
  return sql<CsvAttendeeRow[]>`
    select t.code, t.seq, t.booking_id, ${displayNameSql(sql, 'u')} as attendee_name,
      u.email as attendee_email, c.ticket_type_name, coalesce(c.unit_price_cents, e.ticket_price_cents) as unit_price_cents,
      c.promo_code, t.created_at as bought_at, t.checked_in_at, t.cancelled_at
    from tickets t join users u on u.id = t.attendee_user_id join events e on e.id = t.event_id
    left join event_booking_choices c on c.booking_id = t.booking_id
    where t.event_id = ${eventId}
    order by t.created_at, t.booking_id, t.seq
  `;
}

/**
 * Records a message of the organiser and gives every holder of a valid ticket of the event an in-app notification
 * (kind 'event_message'; the e-mail queue reads the same rows, ADR 0030). @returns the message and its recipients
 */
export async function insertAttendeesMessage(
  sql: Db,
  m: { eventId: string; senderId: string; subject: string; body: string; title: string },
) {
  const [row] = await sql<{ id: string; recipients: number; createdAt: Date }[]>`
    with recipients as (
      select distinct attendee_user_id as user_id from tickets where event_id = ${m.eventId} and cancelled_at is null
    ), sent as (
      insert into notifications (user_id, kind, title, body, link)
      select user_id, 'event_message', ${m.title}, ${m.body}, '/reservas' from recipients
      returning 1
    )
    insert into event_messages (event_id, sender_id, subject, body, recipients)
    values (${m.eventId}, ${m.senderId}, ${m.subject}, ${m.body}, (select count(*) from sent))
    returning id, recipients, created_at
  `;
  return row!;
}

/** Sets the organiser's own figure of tickets sold elsewhere (issue 11). */
export async function setExternalSales(sql: Db, eventId: string, count: number) {
  await sql`update events set external_tickets_sold = ${count}, updated_at = now() where id = ${eventId}`;
}

/** The organiser's figure of tickets sold elsewhere, per event. */
export function externalSalesOf(sql: Db, eventIds: readonly string[]) {
  if (eventIds.length === 0) return Promise.resolve([] as { id: string; externalTicketsSold: number }[]);
  return sql<{ id: string; externalTicketsSold: number }[]>`
    select id, external_tickets_sold from events where id in ${sql(eventIds as string[])}
  `;
}

/**
 * @module Waitlists (issue 30, ADR 0054): 'Entrar na lista de espera' for a full ride, a sold-out event or ticket type,
 * and a full room type on given nights; leaving the line (or declining the offer); the caller's places; a listing's
 * line length for its provider. The line is kept by the database (migration 0260): every give-back holds the freed
 * inventory for the first in line in its own transaction, and the offer job (waitlists.offers.ts) books it for them.
 */
import { type Db, sql } from '../../lib/db.ts';
import { AppError } from '../../lib/errors.ts';
import { isUniqueViolation } from '../../lib/idempotency.ts';
import { isUuid } from '../../lib/ids.ts';
import { decodeCursor, toPage } from '../../lib/paging.ts';
import { todayInMaputo } from '../../lib/time.ts';
import type { AuthUser } from '../../middlewares/auth/auth.ts';
import { cancelBooking } from '../booking-desk/booking-desk.service.ts';
import { validateStayDates } from '../stays/stays.booking.ts';
import * as repo from './waitlists.repo.ts';
import {
  type JoinWaitlistBody,
  MAX_WAITLIST_PAGE,
  type MyWaitlistsQuery,
  WAITLIST_MESSAGES,
  type WaitlistEntry,
  type WaitlistLengthQuery,
} from './waitlists.schemas.ts';

export const waitlistErrors = {
  notFound: () => new AppError(404, 'NOT_FOUND', 'Anúncio não encontrado.'),
  entryNotFound: () => new AppError(404, 'NOT_FOUND', 'Lista de espera não encontrada.'),
  notFull: () =>
    new AppError(409, 'WAITLIST_NOT_FULL', 'Ainda há disponibilidade: pode reservar agora, sem lista de espera.'),
  alreadyJoined: () => new AppError(409, 'WAITLIST_ALREADY_JOINED', 'Já está na lista de espera deste anúncio.'),
  notAvailable: () =>
    new AppError(409, 'LISTING_NOT_AVAILABLE', 'Este anúncio já não aceita reservas nem lista de espera.'),
  ended: () => new AppError(409, 'WAITLIST_ENDED', 'Já não está nesta lista de espera.'),
  own: () => new AppError(422, 'OWN_LISTING', 'Não pode entrar na lista de espera do seu próprio anúncio.'),
  typeRequired: () =>
    new AppError(422, 'TICKET_TYPE_REQUIRED', 'Escolha o tipo de bilhete esgotado para entrar na lista de espera.'),
  tooManyGuests: () => new AppError(422, 'TOO_MANY_GUESTS', 'O número de hóspedes excede a capacidade do quarto.'),
  forbidden: () => new AppError(403, 'FORBIDDEN', 'Só o prestador deste anúncio vê a sua lista de espera.'),
  oneListing: () =>
    new AppError(400, 'VALIDATION_ERROR', WAITLIST_MESSAGES.oneListing, [
      { path: 'rideId', message: WAITLIST_MESSAGES.oneListing },
    ]),
};

/** The API shape of an entry. */
export function toEntry(row: repo.EntryRow): WaitlistEntry {
  const link = row.kind === 'ride'
    ? `/rides/${row.rideId}`
    : row.kind === 'event'
    ? `/eventos/${row.eventId}`
    : `/stays/${row.establishmentId}`;
  return {
    id: row.id,
    kind: row.kind,
    status: row.status === 'lent' ? 'held' : row.status,
    position: row.position,
    quantity: row.quantity,
    title: row.title,
    rideId: row.rideId,
    eventId: row.eventId,
    ticketTypeId: row.ticketTypeId,
    roomTypeId: row.roomTypeId,
    checkIn: row.checkIn,
    checkOut: row.checkOut,
    bookingId: row.status === 'offered' || row.status === 'booked' ? row.bookingId : null,
    offerExpiresAt: row.status === 'offered' ? row.offerExpiresAt?.toISOString() ?? null : null,
    link,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Checks, under the listing's row lock, that the caller may wait for it and that it is full for what they want:
 * 404 when there is no such listing, 409 LISTING_NOT_AVAILABLE (cancelled, departed, started, inactive), 422
 * OWN_LISTING, 422 TICKET_TYPE_REQUIRED (an event selling types), 422 TOO_MANY_GUESTS, 409 WAITLIST_NOT_FULL (there is
 * room: book it instead).
 */
async function assertFull(tx: Db, user: AuthUser, input: JoinWaitlistBody, now: Date): Promise<repo.NewEntry> {
  if (input.kind === 'ride') {
    const [ride]: [{ driverId: string; status: string; departureAt: Date; seatsAvailable: number }?] = await tx`
      select driver_id, status, departure_at, seats_available from rides where id = ${input.rideId} for update
    `;
    if (!ride) throw waitlistErrors.notFound();
    if (ride.driverId === user.uid) throw waitlistErrors.own();
    if (ride.status !== 'active' || ride.departureAt <= now) throw waitlistErrors.notAvailable();
    if (ride.seatsAvailable >= input.seats) throw waitlistErrors.notFull();
    return { userId: user.uid, kind: 'ride', rideId: input.rideId, quantity: input.seats };
  }
  if (input.kind === 'event') {
    const [event]: [
      { organiserId: string; status: string; startsAt: Date; left: number; types: number }?,
    ] = await tx`
      select organiser_id, status, starts_at, max_tickets - tickets_sold as left,
        (select count(*)::int from event_ticket_types t where t.event_id = e.id and t.is_active) as types
      from events e where id = ${input.eventId} for update
    `;
    if (!event || event.status === 'draft') throw waitlistErrors.notFound();
    if (event.organiserId === user.uid) throw waitlistErrors.own();
    if (event.status !== 'upcoming' || event.startsAt <= now) throw waitlistErrors.notAvailable();
    let left = event.left;
    if (input.ticketTypeId) {
      const [type]: [{ left: number }?] = await tx`
        select quantity - sold as left from event_ticket_types
        where id = ${input.ticketTypeId} and event_id = ${input.eventId} and is_active
      `;
      if (!type) throw waitlistErrors.notFound();
      left = Math.min(left, type.left);
    } else if (event.types > 0) throw waitlistErrors.typeRequired();
    if (left >= input.quantity) throw waitlistErrors.notFull();
    return {
      userId: user.uid,
      kind: 'event',
      eventId: input.eventId,
      ticketTypeId: input.ticketTypeId ?? null,
      quantity: input.quantity,
    };
  }
  validateStayDates(input.checkIn, input.checkOut, now);
  const [room]: [{ managerId: string; isActive: boolean; maxOccupancy: number; free: number }?] = await tx`
    select est.manager_id, rt.is_active and est.is_active as is_active, rt.max_occupancy,
      (select coalesce(min(case when rn.blocked then 0 else rt.total_rooms - coalesce(rn.booked, 0) end), 0)::int
        from generate_series(${input.checkIn}::date, ${input.checkOut}::date - 1, interval '1 day') d
        left join room_nights rn on rn.room_type_id = rt.id and rn.night = d::date) as free
    from room_types rt join establishments est on est.id = rt.establishment_id
    where rt.id = ${input.roomTypeId}
    for share of rt
  `;
  if (!room) throw waitlistErrors.notFound();
  if (room.managerId === user.uid) throw waitlistErrors.own();
  if (!room.isActive) throw waitlistErrors.notAvailable();
  if (input.guests > room.maxOccupancy) throw waitlistErrors.tooManyGuests();
  if (room.free >= 1) throw waitlistErrors.notFull();
  return {
    userId: user.uid,
    kind: 'stay',
    roomTypeId: input.roomTypeId,
    checkIn: input.checkIn,
    checkOut: input.checkOut,
    quantity: 1,
    guests: input.guests,
  };
}

/**
 * Joins the line of a full listing (POST /api/waitlists), at its end: one transaction that locks the listing's row
 * (so a give-back running at the same time either came first, and the listing is not full, or waits and then finds
 * the new entry in line). Errors as `assertFull`, and 409 WAITLIST_ALREADY_JOINED for a second place in one line
 * (the unique index, so two racing joins of one person make one entry).
 */
export async function join(user: AuthUser, input: JoinWaitlistBody, now: Date = new Date()): Promise<WaitlistEntry> {
  let id: string;
  try {
    id = await sql.begin(async (tx) => repo.insertEntry(tx, await assertFull(tx, user, input, now)));
  } catch (err) {
    if (isUniqueViolation(err, 'waitlist_entries_once_idx')) throw waitlistErrors.alreadyJoined();
    throw err;
  }
  return toEntry((await repo.findEntry(sql, id))!);
}

/** A page of the caller's places in lines, newest first (GET /api/waitlists/mine). */
export async function mine(user: AuthUser, q: MyWaitlistsQuery) {
  const limit = Math.min(q.limit, MAX_WAITLIST_PAGE);
  const rows = await repo.listUserEntries(sql, user.uid, {
    limit,
    after: q.cursor ? decodeCursor(q.cursor) : null,
    rideId: q.rideId,
    eventId: q.eventId,
    roomTypeId: q.roomTypeId,
    active: q.active === 'true',
  });
  return toPage(rows, limit, (r) => ({ at: r.createdAt, id: r.id }), toEntry);
}

/**
 * Leaves a line (POST /api/waitlists/{id}/leave): a waiting place is given up; a held one gives its inventory to the
 * next in line; an offer is declined by cancelling its pending booking through the booking desk (the normal
 * cancellation: nothing was paid, nothing to refund), and its inventory goes to the next in line. 404 when not the
 * caller's, 409 WAITLIST_ENDED when it already ended (booked, left, lapsed, declined, closed).
 */
export async function leave(user: AuthUser, id: string, now: Date = new Date()): Promise<WaitlistEntry> {
  const entry = isUuid(id) ? await repo.findEntry(sql, id) : undefined;
  if (!entry || entry.userId !== user.uid) throw waitlistErrors.entryNotFound();
  if (entry.status === 'offered' && entry.bookingId) {
    await cancelBooking(user, entry.bookingId, 'waitlist_declined', now);
  } else if (!(await repo.releaseEntry(sql, id, 'left', 'left_by_client'))) {
    throw waitlistErrors.ended();
  }
  return toEntry((await repo.findEntry(sql, id))!);
}

/**
 * A listing's line for its provider (GET /api/waitlists/length): exactly one of rideId, eventId, ticketTypeId,
 * roomTypeId; 400 otherwise, 404 when there is no such listing, 403 when the caller neither owns it nor is an admin.
 */
export async function length(user: AuthUser, q: WaitlistLengthQuery) {
  const given = [q.rideId, q.eventId, q.ticketTypeId, q.roomTypeId].filter(Boolean).length;
  if (given !== 1) throw waitlistErrors.oneListing();
  const owner = await repo.ownerOf(sql, q);
  if (!owner) throw waitlistErrors.notFound();
  if (owner !== user.uid && !user.roles.includes('admin')) throw waitlistErrors.forbidden();
  return await repo.lineLength(sql, q);
}

/** Closes the waiting places of listings that ended (the offer job runs it; see repo `closeEnded`). */
export function closeEnded(db: Db, now: Date) {
  return repo.closeEnded(db, now, todayInMaputo(now));
}

/**
 * @module The room calendar (issue 15 'Accommodation managers', ADR 0031): the manager sees each night of a room type
 * (rooms booked and free, blocked, its rate), blocks or reopens nights and sets a rate per night or per date range
 * (optionally only on some days of the week: weekends, high season); travellers get the price of a stay night by
 * night, the same sum the booking charges (stays.booking.ts `holdStay`) and the search shows (`stay_quote`).
 */
import { previewReward } from '../bookings/bookings.rewards.ts';
import { computeAmounts, getFeeBps } from '../billing/billing.service.ts';
import { sql } from '../../lib/db.ts';
import { AppError, errors } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { addDays, todayInMaputo } from '../../lib/time.ts';
import type { AuthUser } from '../../middlewares/auth/auth.ts';
import { releaseExpiredHoldsLazily } from '../bookings/bookings.holds.ts';
import { nightsBetween, stayErrors, validateStayDates } from './stays.booking.ts';
import {
  CALENDAR_MESSAGES,
  type CalendarChangeBody,
  MAX_CHANGE_NIGHTS,
  MAX_VIEW_NIGHTS,
  type RoomCalendar,
  type StayQuote,
} from './stays.calendar.schemas.ts';
import { bookableRoomType, calendarDays, roomTypeOf, setNights, stayQuote } from './stays.calendar.repo.ts';
import { hotelErrors, ownEstablishment } from './stays.service.ts';

const ALL_DAYS = [0, 1, 2, 3, 4, 5, 6];

/** A room type of the caller's establishment, or 403 / 404. */
export async function ownRoomType(user: AuthUser, id: string, roomTypeId: string) {
  await ownEstablishment(user, id);
  if (!isUuid(roomTypeId)) throw hotelErrors.roomTypeNotFound();
  const rt = await roomTypeOf(sql, id, roomTypeId);
  if (!rt) throw hotelErrors.roomTypeNotFound();
  return rt;
}

/**
 * The calendar of a room type of the caller's establishment from `from` to `to` (inclusive, at most 92 nights).
 * @throws 400 VALIDATION_ERROR, 403, 404
 */
export async function roomCalendar(
  user: AuthUser,
  id: string,
  roomTypeId: string,
  from: string,
  to: string,
): Promise<RoomCalendar> {
  const rt = await ownRoomType(user, id, roomTypeId);
  if (to < from) throw errors.validation(CALENDAR_MESSAGES.order, 'to');
  if (nightsBetween(from, to) + 1 > MAX_VIEW_NIGHTS) throw errors.validation(CALENDAR_MESSAGES.window, 'to');
  await releaseExpiredHoldsLazily();
  const days = await calendarDays(sql, roomTypeId, from, to);
  return {
    roomTypeId,
    pricePerNightCents: rt.pricePerNightCents,
    totalRooms: rt.totalRooms,
    minNights: rt.minNights,
    days: days.map((d) => ({
      ...d,
      freeRooms: d.blocked ? 0 : Math.max(0, d.totalRooms - d.bookedRooms),
    })),
  };
}

/**
 * Blocks or reopens nights and/or sets or removes their rate (PUT .../calendar), in one transaction. Nights before
 * today (Maputo) cannot change. Stays already booked on a night that gets blocked are kept (the manager may cancel
 * them with a full refund); a new rate applies to bookings made from now on (booked stays keep their price).
 * @returns the calendar of the changed range (its first 92 nights)
 */
export async function changeCalendar(
  user: AuthUser,
  id: string,
  roomTypeId: string,
  body: CalendarChangeBody,
  now: Date = new Date(),
): Promise<RoomCalendar> {
  await ownRoomType(user, id, roomTypeId);
  if (body.to < body.from) throw errors.validation(CALENDAR_MESSAGES.order, 'to');
  if (body.from < todayInMaputo(now)) throw errors.validation(CALENDAR_MESSAGES.past, 'from');
  if (nightsBetween(body.from, body.to) + 1 > MAX_CHANGE_NIGHTS) throw errors.validation(CALENDAR_MESSAGES.range, 'to');
  if (body.blocked === undefined && body.rateCents === undefined) {
    throw errors.validation(CALENDAR_MESSAGES.nothing, 'rateCents');
  }
  await sql.begin((tx) =>
    setNights(tx, roomTypeId, {
      from: body.from,
      to: body.to,
      weekdays: body.weekdays ? [...new Set(body.weekdays)] : ALL_DAYS,
      blocked: body.blocked,
      rateCents: body.rateCents,
    })
  );
  const last = addDays(body.from, MAX_VIEW_NIGHTS - 1);
  return await roomCalendar(user, id, roomTypeId, body.from, body.to < last ? body.to : last);
}

export const quoteErrors = {
  notFound: () => new AppError(404, 'NOT_FOUND', 'Tipo de quarto não encontrado.'),
};

/**
 * The price of a stay of a bookable room type, night by night (GET /api/hotels/room-types/{roomTypeId}/quote): what
 * the booking would charge now as its subtotal, the rooms free on every night and whether the stay can be booked.
 * @throws 400 with the stay date messages, 404
 */
export async function quoteStay(
  roomTypeId: string,
  checkIn: string,
  checkOut: string,
  now: Date = new Date(),
  reward: { userId: string | null; redemptionId: string } | null = null,
) {
  const nights = validateStayDates(checkIn, checkOut, now);
  if (!isUuid(roomTypeId) || !(await bookableRoomType(sql, roomTypeId))) throw quoteErrors.notFound();
  await releaseExpiredHoldsLazily();
  const [q, days] = await Promise.all([
    stayQuote(sql, roomTypeId, checkIn, checkOut),
    calendarDays(sql, roomTypeId, checkIn, addDays(checkOut, -1)),
  ]);
  if (!q) throw quoteErrors.notFound();
  const reason = nights < q.minNights
    ? stayErrors.minNights(q.minNights).message
    : q.freeRooms <= 0
    ? stayErrors.roomsUnavailable().message
    : null;
  // What the booking will charge (stays.booking.ts holdStay, then applyReward): the reward off the nights, the fee on
  // what is left, the total. The same functions, so 'Reservar' charges exactly this (ADR 0043).
  let rewardDiscountCents = 0;
  let rewardTitle: string | null = null;
  if (reward) {
    if (!reward.userId) throw errors.unauthenticated();
    const preview = await previewReward(sql, reward.userId, reward.redemptionId, {
      type: 'stay',
      subtotalCents: q.totalCents,
      platformFeeBps: 0,
      seats: null,
      ticketQuantity: null,
      ticketPriceCents: null,
      distanceKm: null,
    }, now);
    rewardDiscountCents = preview.discountCents;
    rewardTitle = preview.title;
  }
  const amounts = computeAmounts(q.totalCents - rewardDiscountCents, await getFeeBps(sql));
  const quote: StayQuote = {
    roomTypeId,
    checkIn,
    checkOut,
    nights,
    totalCents: q.totalCents,
    rewardDiscountCents,
    rewardTitle,
    subtotalCents: amounts.subtotalCents,
    platformFeeBps: amounts.platformFeeBps,
    platformFeeCents: amounts.platformFeeCents,
    payableCents: amounts.totalCents,
    nightly: days.map((d) => ({ date: d.date, priceCents: d.priceCents })),
    freeRooms: q.freeRooms,
    minNights: q.minNights,
    available: reason === null,
    reason,
  };
  return quote;
}

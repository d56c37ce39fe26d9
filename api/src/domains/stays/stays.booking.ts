/**
 * @module Booking a stay (issue 4; spec 5 'Hotel search'; DECISIONS.md 2), through the booking core: the stay
 * product's `create` (stays.product.ts), reached through the booking desk's registry. A stay books one room of a type for every night from check-in to the night before check-out;
 * the nights are taken with one conditional upsert (stays.repo `takeNights`), all of them or none (409
 * ROOMS_UNAVAILABLE). The refund of a cancellation follows the establishment's policy (stays.policy.ts, ADR 0024).
 */
import { applyReward } from '../bookings/bookings.rewards.ts';
import { type Db, sql } from '../../lib/db.ts';
import { AppError, errors } from '../../lib/errors.ts';
import { idempotentCreate, keyReusedError } from '../../lib/idempotency.ts';
import { isUuid } from '../../lib/ids.ts';
import { addDays, maputoInstant, todayInMaputo } from '../../lib/time.ts';
import type { AuthUser } from '../../middlewares/auth/auth.ts';
import { computeAmounts, getFeeBps } from '../billing/billing.service.ts';
import { findBooking, findBookingByKey, releaseExpired, toBooking } from '../bookings/bookings.repo.ts';
import {
  assertTotalCountable,
  assertUnpaidHoldsBelowLimit,
  holdExpiry,
  lockClientBookings,
} from '../bookings/bookings.limits.ts';
import type { LedgerBooking } from '../bookings/bookings.schemas.ts';
import { type BookingStay, MAX_NIGHTS, STAY_MESSAGES, type StayBookingBody } from './stays.schemas.ts';
import { insertStayBooking, takeNights } from './stays.repo.ts';

/** The stay's part of a booking answer (`attachStayDetails`). */
export interface StayPart {
  stay?: BookingStay | null;
}

/** A ledger booking with its stay part. */
export type StayBooking = LedgerBooking & StayPart;

export const stayErrors = {
  roomTypeNotFound: () => new AppError(404, 'NOT_FOUND', 'Tipo de quarto não encontrado.'),
  roomTypeUnavailable: () =>
    new AppError(409, 'ROOM_TYPE_NOT_AVAILABLE', 'Este tipo de quarto já não está disponível para reservas.'),
  roomsUnavailable: () =>
    new AppError(409, 'ROOMS_UNAVAILABLE', 'Não há quartos deste tipo disponíveis em todas as noites escolhidas.'),
  ownEstablishment: () => new AppError(422, 'OWN_ESTABLISHMENT', 'Não pode reservar o seu próprio alojamento.'),
  minNights: (min: number) => new AppError(422, 'MIN_NIGHTS', `Este quarto exige uma estadia mínima de ${min} noites.`),
  tooManyGuests: (max: number) =>
    new AppError(
      422,
      'TOO_MANY_GUESTS',
      max === 1 ? 'Este quarto acomoda no máximo 1 hóspede.' : `Este quarto acomoda no máximo ${max} hóspedes.`,
    ),
};

/**
 * Nights between two local dates: the rounded-up day difference (spec 5).
 * @example nightsBetween('2026-12-18', '2026-12-21') // 3
 */
export function nightsBetween(checkIn: string, checkOut: string): number {
  const ms = Date.parse(`${checkOut}T00:00:00Z`) - Date.parse(`${checkIn}T00:00:00Z`);
  return Math.ceil(ms / 86_400_000);
}

/**
 * Checks the dates of a stay in the spec's order (400 VALIDATION_ERROR with its message): check-in not before today
 * (Maputo), check-out after check-in, at most MAX_NIGHTS nights.
 * @returns the number of nights
 */
export function validateStayDates(checkIn: string, checkOut: string, now: Date = new Date()): number {
  if (checkIn < todayInMaputo(now)) throw errors.validation(STAY_MESSAGES.checkInPast, 'checkIn');
  if (checkOut <= checkIn) throw errors.validation(STAY_MESSAGES.checkOutOrder, 'checkOut');
  const nights = nightsBetween(checkIn, checkOut);
  if (nights > MAX_NIGHTS) throw errors.validation(STAY_MESSAGES.tooLong, 'checkOut');
  return nights;
}

/**
 * Holds a room for a stay inside the booking transaction `tx` (which took `lockClientBookings` first) and inserts the
 * pending booking: 409 TOO_MANY_UNPAID_BOOKINGS and 422 TOTAL_TOO_LARGE as for rides (bookings.limits.ts).
 * @param options.discountPercentage a percentage off the nights (a trip's partnership, ADR 0055; default 0)
 * @returns the booking id
 */
export async function holdStay(
  tx: Db,
  user: AuthUser,
  input: StayBookingBody,
  options: { now: Date; idempotencyKey: string | null; discountPercentage?: number },
): Promise<string> {
  const nights = validateStayDates(input.checkIn, input.checkOut, options.now);
  if (!isUuid(input.roomTypeId)) throw stayErrors.roomTypeNotFound();
  // `for share` keeps the room type (its rooms and price) as read until the booking commits.
  const [rt]: [
    {
      establishmentId: string;
      managerId: string;
      pricePerNightCents: number;
      maxOccupancy: number;
      roomActive: boolean;
      establishmentActive: boolean;
      instantBooking: boolean;
      minNights: number;
    }?,
  ] = await tx`
    select rt.establishment_id, e.manager_id, rt.price_per_night_cents, rt.max_occupancy, rt.is_active as room_active,
      e.is_active as establishment_active, e.instant_booking, rt.min_nights
    from room_types rt join establishments e on e.id = rt.establishment_id
    where rt.id = ${input.roomTypeId}
    for share of rt
  `;
  if (!rt) throw stayErrors.roomTypeNotFound();
  if (rt.managerId === user.uid) throw stayErrors.ownEstablishment();
  if (!rt.roomActive || !rt.establishmentActive) throw stayErrors.roomTypeUnavailable();
  if (input.guests > rt.maxOccupancy) throw stayErrors.tooManyGuests(rt.maxOccupancy);
  if (nights < rt.minNights) throw stayErrors.minNights(rt.minNights);
  await assertUnpaidHoldsBelowLimit(tx, user.uid, options.now);
  const taken = await takeNights(tx, input.roomTypeId, input.checkIn, input.checkOut);
  if (taken.length < nights) throw stayErrors.roomsUnavailable();
  // Each night at its own rate (the calendar's), else the room type's price: read under the nights' row locks, so a
  // rate changed concurrently is either wholly before or wholly after this booking (ADR 0031).
  const gross = taken.reduce((sum, n) => sum + (n.rateCents ?? rt.pricePerNightCents), 0);
  // A discount the caller's composition grants (a trip's partnership, ADR 0055): half up to the centavo, the provider's.
  const discountCents = Math.floor((gross * (options.discountPercentage ?? 0) + 50) / 100);
  const amounts = computeAmounts(gross - discountCents, await getFeeBps(tx));
  assertTotalCountable(amounts.totalCents);
  const bookingId = await insertStayBooking(tx, {
    userId: user.uid,
    providerId: rt.managerId,
    establishmentId: rt.establishmentId,
    roomTypeId: input.roomTypeId,
    checkIn: input.checkIn,
    checkOut: input.checkOut,
    nights,
    guests: input.guests,
    awaitsProvider: !rt.instantBooking,
    ...amounts,
    discountCents,
    holdExpiresAt: holdExpiry(options.now),
    idempotencyKey: options.idempotencyKey,
    specialRequests: input.specialRequests?.trim() || null,
    arrivalTime: input.arrivalTime ?? null,
  });
  // A loyalty reward (stay discount, room upgrade), checked and used once in this transaction (ADR 0024).
  if (input.rewardRedemptionId) await applyReward(tx, bookingId, user.uid, input.rewardRedemptionId, options.now);
  return bookingId;
}

/** The first day of the month of `today` and of the next month ('yyyy-MM-dd'), and the month's length in days. */
export function monthBounds(today: string = todayInMaputo()) {
  const start = `${today.slice(0, 8)}01`;
  const [y, m] = start.split('-').map(Number) as [number, number];
  const end = new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
  return { start, end, days: nightsBetween(start, end), today, tomorrow: addDays(today, 1) };
}

/** The first booking made with `key`, when it asked for the same stay (else 422 IDEMPOTENCY_KEY_REUSED). */
async function replay(
  userId: string,
  key: string,
  input: StayBookingBody,
  now: Date,
): Promise<StayBooking | undefined> {
  const row = await findBookingByKey(sql, userId, key);
  if (!row) return undefined;
  const [stay]: [
    { roomTypeId: string | null; checkIn: string | null; checkOut: string | null; guests: number | null }?,
  ] = await sql`
      select room_type_id, to_char(check_in, 'YYYY-MM-DD') as check_in, to_char(check_out, 'YYYY-MM-DD') as check_out,
        guests
      from bookings where id = ${row.id}
    `;
  const same = row.type === 'stay' && stay?.roomTypeId === input.roomTypeId && stay.checkIn === input.checkIn &&
    stay.checkOut === input.checkOut && stay.guests === input.guests;
  if (!same) throw keyReusedError();
  return (await attachStayDetails([toBooking(row)], now))[0]!;
}

/**
 * Books a stay (POST /api/bookings/create with type 'stay'): in one transaction releases the room type's expired
 * holds, checks the room type (404, 409 ROOM_TYPE_NOT_AVAILABLE, 422 OWN_ESTABLISHMENT, 422 TOO_MANY_GUESTS), takes
 * every night (409 ROOMS_UNAVAILABLE otherwise), computes nights x rate, the fee and the total, and inserts the
 * pending booking holding the nights for HOLD_MINUTES. The dates are checked first (400 with the spec's messages).
 * @param idempotencyKey a retry with the same key returns the first booking
 */
export async function createStayBooking(
  user: AuthUser,
  input: StayBookingBody,
  idempotencyKey: string | undefined,
  now: Date = new Date(),
): Promise<{ booking: StayBooking; created: boolean }> {
  const key = idempotencyKey ?? null;
  const { value: booking, created } = await idempotentCreate(
    key,
    'bookings_idempotency',
    (key) => replay(user.uid, key, input, now),
    async () => {
      validateStayDates(input.checkIn, input.checkOut, now);
      if (!isUuid(input.roomTypeId)) throw stayErrors.roomTypeNotFound();
      const id = await sql.begin(async (tx) => {
        await lockClientBookings(tx, user.uid, key); // first: racing bookings of one client count each other (ADR 0017)
        await releaseExpired(tx, now, undefined, input.roomTypeId);
        return await holdStay(tx, user, input, { now, idempotencyKey: key });
      });
      const row = await findBooking(sql, id);
      return (await attachStayDetails([toBooking(row!)], now))[0]!;
    },
  );
  return { booking, created };
}

interface StayDetailsRow {
  bookingId: string;
  establishmentId: string;
  name: string;
  address: string;
  roomTypeId: string;
  roomTypeName: string;
  checkIn: string;
  checkOut: string;
  checkInTime: string;
  checkOutTime: string;
  nights: number;
  guests: number;
  freeCancellation: boolean;
  awaitsProvider: boolean;
  checkedInAt: Date | null;
  answerDueAt: Date | null;
}

/**
 * Adds the stay part (establishment, room type, dates, nights, price per night) to the stay bookings of a list, and
 * sets `active` (until the check-out time) and `canCancel` (not once the stay has begun; the policy decides the
 * refund, ADR 0024) for them.
 */
export async function attachStayDetails<B extends StayBooking>(bookings: B[], now: Date = new Date()): Promise<B[]> {
  const ids = bookings.filter((b) => b.type === 'stay').map((b) => b.id);
  if (ids.length === 0) return bookings;
  const rows = await sql<StayDetailsRow[]>`
    select b.id as booking_id, b.establishment_id, e.name, e.address, b.room_type_id, rt.name as room_type_name,
      to_char(b.check_in, 'YYYY-MM-DD') as check_in, to_char(b.check_out, 'YYYY-MM-DD') as check_out,
      to_char(e.check_in_time, 'HH24:MI') as check_in_time, to_char(e.check_out_time, 'HH24:MI') as check_out_time,
      b.nights, b.guests, e.free_cancellation, b.awaits_provider, b.checked_in_at,
      b.answer_due_at
    from bookings b
    join establishments e on e.id = b.establishment_id
    join room_types rt on rt.id = b.room_type_id
    where b.id = any(${`{${ids.join(',')}}`}::uuid[])
  `;
  const byId = new Map(rows.map((r) => [r.bookingId, r]));
  return bookings.map((b) => {
    const s = byId.get(b.id);
    if (!s) return b;
    const stay: BookingStay = {
      establishmentId: s.establishmentId,
      name: s.name,
      address: s.address,
      roomTypeId: s.roomTypeId,
      roomTypeName: s.roomTypeName,
      checkIn: s.checkIn,
      checkOut: s.checkOut,
      checkInTime: s.checkInTime,
      checkOutTime: s.checkOutTime,
      nights: s.nights,
      guests: s.guests,
      pricePerNightCents: Math.round(b.subtotalCents / Math.max(1, s.nights)),
      freeCancellation: s.freeCancellation,
      awaitingConfirmation: b.status === 'pending' && b.paymentStatus === 'succeeded',
      answerDueAt: b.status === 'pending' ? s.answerDueAt?.toISOString() ?? null : null,
      checkedInAt: s.checkedInAt?.toISOString() ?? null,
    };
    const open = b.status === 'pending' || b.status === 'confirmed';
    const ended = maputoInstant(s.checkOut, s.checkOutTime) <= now;
    // Begun: checked in, or its check-in day (Maputo) is over (booking_is_future of migration 0016; ADR 0017).
    const begun = s.checkedInAt !== null || s.checkIn < todayInMaputo(now);
    return { ...b, stay, active: open && !ended, canCancel: open && !ended && !begun };
  });
}

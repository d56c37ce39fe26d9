/**
 * @module The driver's tools (issue 15 'Drivers', ADR 0031): the passenger list of a ride, 'Gerir' (date and time,
 * price of the seats not yet sold, description and pickup points, every booked passenger notified in the same
 * transaction), recurring rides (one transaction, idempotent) and the vehicle, whose plate only travellers with a
 * booking see.
 */
import { sql } from '../../lib/db.ts';
import { AppError, errors } from '../../lib/errors.ts';
import { idempotentCreate, keyReusedError } from '../../lib/idempotency.ts';
import { isUuid } from '../../lib/ids.ts';
import { addDays, isIsoDate, isTime, maputoInstant, todayInMaputo } from '../../lib/time.ts';
import type { AuthUser } from '../../middlewares/auth/auth.ts';
import { photosOf } from '../media/media.repo.ts';
import { forgetRideDescriptions } from './rides.descriptions.ts';
import { readDeparture, readPriceCents, readRideInput, type RideInput } from './rides.input.ts';
import {
  findSeriesByKey,
  findVehicle,
  hasRideBooking,
  insertSeries,
  lockRide,
  notifyRidePassengers,
  ridePassengers,
  setSeries,
  updateRide,
  upsertVehicle,
  type VehicleRow,
} from './rides.manage.repo.ts';
import {
  MANAGE_MESSAGES,
  type ManageRideBody,
  type Manifest,
  type RecurringRideBody,
  type RideSeries,
  type Vehicle,
  type VehicleBody,
} from './rides.manage.schemas.ts';
import { findRide, insertRides } from './rides.repo.ts';
import { RIDE_MESSAGES } from './rides.schemas.ts';
import { getRide, rideErrors } from './rides.service.ts';
import { exactPlace, loadPlaces, placeKey } from '../places/places.match.ts';

export const manageErrors = {
  notEditable: () => new AppError(409, 'RIDE_NOT_EDITABLE', 'Esta viagem já não pode ser alterada.'),
};

/** The ride of `user` (404 for any other ride: a driver never learns about another's ride from these calls). */
async function ownRide(user: AuthUser, rideId: string) {
  const ride = await findRide(sql, rideId);
  if (!ride || ride.driverId !== user.uid) throw rideErrors.notFound();
  return ride;
}

/**
 * The passenger list of a ride of the caller (GET /api/rides/{id}/passengers): bookings not cancelled, with names,
 * seats, paid or not, the pickup note and the phone once paid (ADR 0017).
 */
export async function manifest(user: AuthUser, rideId: string): Promise<Manifest> {
  const ride = await ownRide(user, rideId);
  const rows = await ridePassengers(sql, rideId);
  return {
    rideId,
    seatsTotal: ride.seatsTotal,
    seatsAvailable: ride.seatsAvailable,
    seatsPaid: rows.filter((r) => r.paid).reduce((n, r) => n + r.seats, 0),
    seatsHeld: rows.filter((r) => !r.paid && r.status === 'pending').reduce((n, r) => n + r.seats, 0),
    passengers: rows.map((r) => ({
      bookingId: r.bookingId,
      name: r.name,
      seats: r.seats,
      status: r.status,
      paid: r.paid,
      pickupNote: r.pickupNote,
      phone: r.paid ? r.phone : null,
      subtotalCents: r.subtotalCents,
      bookedAt: r.bookedAt.toISOString(),
    })),
  };
}

const ddmmyyyy = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
const mt = (cents: number) => `${new Intl.NumberFormat('pt-MZ').format(cents / 100)} MT`;
const blankToNull = (text: string | null | undefined) => (text?.trim() ? text.trim() : null);

/**
 * 'Gerir' (PUT /api/rides/{id}/manage): changes what a ride still allows, before departure, in one transaction under
 * the ride's row lock (a booking taking seats waits, then pays the new price): the departure (the publishing rules:
 * valid HH:mm, not before today, not already past), the price per seat of the seats not yet sold (booked seats keep
 * the subtotal they were booked at), the description and the pickup and drop-off points. Every passenger with a
 * pending or confirmed booking gets a 'Viagem alterada' notification listing the changes, in the same transaction.
 * @throws 400 VALIDATION_ERROR (the create messages; 'Nada a alterar.'), 404, 409 RIDE_NOT_EDITABLE
 */
export async function manageRide(user: AuthUser, rideId: string, body: ManageRideBody, now: Date = new Date()) {
  await ownRide(user, rideId);
  const result = await sql.begin(async (tx) => {
    const ride = await lockRide(tx, rideId);
    if (!ride || ride.driverId !== user.uid) throw rideErrors.notFound();
    if (ride.status !== 'active' || ride.departureAt <= now) throw manageErrors.notEditable();
    const next = { ...ride };
    if (body.departureDate !== undefined || body.departureTime !== undefined) {
      const d = readDeparture(body.departureDate ?? ride.departureDate, body.departureTime ?? ride.departureTime);
      if (d.date < todayInMaputo(now)) throw errors.validation(RIDE_MESSAGES.dateBeforeToday, 'departureDate');
      if (maputoInstant(d.date, d.time) <= now) throw errors.validation(RIDE_MESSAGES.departurePast, 'departureDate');
      next.departureDate = d.date;
      next.departureTime = d.time;
    }
    if (body.priceCents !== undefined) next.priceCents = readPriceCents(body.priceCents / 100);
    if (body.description !== undefined) next.description = blankToNull(body.description);
    if (body.pickupPoint !== undefined) next.pickupPoint = blankToNull(body.pickupPoint);
    if (body.dropoffPoint !== undefined) next.dropoffPoint = blankToNull(body.dropoffPoint);
    const changes: string[] = [];
    if (next.departureDate !== ride.departureDate || next.departureTime !== ride.departureTime) {
      changes.push(
        `partida: ${ddmmyyyy(ride.departureDate)} ${ride.departureTime} → ${
          ddmmyyyy(next.departureDate)
        } ${next.departureTime}`,
      );
    }
    if (next.priceCents !== ride.priceCents) {
      changes.push(
        // i18n-exempt (the passengers' notification text, in Portuguese for now: ADR 0039)
        `preço dos lugares por vender: ${mt(ride.priceCents)} → ${mt(next.priceCents)} (o preço já reservado não muda)`,
      );
    }
    // i18n-exempt (notification text)
    if (next.pickupPoint !== ride.pickupPoint) changes.push(`ponto de encontro: ${next.pickupPoint ?? 'removido'}`);
    // i18n-exempt (notification text)
    if (next.dropoffPoint !== ride.dropoffPoint) changes.push(`ponto de chegada: ${next.dropoffPoint ?? 'removido'}`);
    // i18n-exempt (notification text)
    if (next.description !== ride.description) changes.push('descrição atualizada');
    if (changes.length === 0) throw errors.validation(MANAGE_MESSAGES.nothing, 'departureDate');
    await updateRide(tx, rideId, next);
    const label = `${ride.fromAddress} → ${ride.toAddress}`;
    const notified = await notifyRidePassengers(
      tx,
      rideId,
      `O motorista alterou a viagem ${label}: ${changes.join('; ')}.`,
    );
    return { changes, notified };
  });
  // The search keeps ride descriptions in memory (rides.descriptions.ts): this process drops them now, others within
  // DESCRIPTION_TTL_MS.
  forgetRideDescriptions();
  return { ...(await getRide(rideId, user)), notifiedPassengers: result.notified, changes: result.changes };
}

/** The local dates from `start` over `weeks` weeks whose day of the week is in `weekdays` (0 Sunday). */
export function seriesDates(start: string, weekdays: readonly number[], weeks: number): string[] {
  const days = new Set(weekdays);
  const dates: string[] = [];
  for (let i = 0; i < weeks * 7; i++) {
    const date = addDays(start, i);
    if (days.has(new Date(`${date}T12:00:00Z`).getUTCDay())) dates.push(date);
  }
  return dates;
}

/**
 * Recurring rides (POST /api/rides/recurring): the same route, time and price on the chosen days of the week for the
 * next `weeks` weeks, checked with the publishing rules and messages, written in one transaction (all or none). A
 * retry with the same Idempotency-Key answers the rides first created (422 IDEMPOTENCY_KEY_REUSED when it asked for
 * other days or weeks). Days whose departure is already past are skipped; none left is 400.
 */
export async function createRecurring(
  user: AuthUser,
  body: RecurringRideBody,
  idempotencyKey: string | undefined,
  now: Date = new Date(),
): Promise<RideSeries> {
  const key = idempotencyKey ?? null;
  const weekdays = [...new Set(body.weekdays)].sort();
  const replay = async (k: string) => {
    const found = await findSeriesByKey(sql, user.uid, k);
    if (!found) return undefined;
    if (found.weeks !== body.weeks || found.weekdays.join() !== weekdays.join()) throw keyReusedError();
    return { seriesId: found.id, rides: await Promise.all(found.rideIds.map((id) => getRide(id, user))) };
  };
  const start = body.startDate?.trim() || todayInMaputo(now);
  const time = body.departureTime?.trim() ?? '';
  if (!isIsoDate(start)) throw errors.validation(RIDE_MESSAGES.dateInvalid, 'startDate');
  if (!isTime(time)) throw errors.validation(RIDE_MESSAGES.timeInvalid, 'departureTime');
  const dates = seriesDates(start, weekdays, body.weeks).filter((date) => maputoInstant(date, time) > now);
  const { value } = await idempotentCreate(key, 'ride_series_idempotency', replay, async () => {
    if (dates.length === 0) throw errors.validation(MANAGE_MESSAGES.noDates, 'weekdays');
    // Every date is checked with the publishing rules (the first failure answers its message).
    const inputs = dates.map((date) => readRideInput({ ...body, departureDate: date }, now));
    const template = await rideTemplate(user, inputs[0]!);
    const seriesId = await sql.begin(async (tx) => {
      const id = await insertSeries(tx, { driverId: user.uid, idempotencyKey: key, weekdays, weeks: body.weeks });
      const rideIds = await insertRides(
        tx,
        inputs.map((input) => ({
          ...template,
          departureDate: input.departureDate,
          departureTime: input.departureTime,
        })),
      );
      await setSeries(tx, id, rideIds);
      return id;
    });
    return { seriesId, rides: await Promise.all((await seriesRideIds(seriesId)).map((id) => getRide(id, user))) };
  });
  return value;
}

async function seriesRideIds(seriesId: string): Promise<string[]> {
  const rows = await sql<
    { id: string }[]
  >`select id from rides where series_id = ${seriesId} order by departure_at, id`;
  return rows.map((r) => r.id);
}

/** The fields shared by every ride of a series, with the places matched as `createRide` matches them. */
async function rideTemplate(user: AuthUser, input: RideInput) {
  const places = await loadPlaces(sql);
  const byId = (id: number | undefined, field: string) => {
    if (id === undefined) return undefined;
    const place = places.find((p) => p.id === id);
    if (!place) throw errors.validation(RIDE_MESSAGES.unknownPlace, field);
    return place;
  };
  const from = byId(input.fromPlaceId, 'fromPlaceId') ?? exactPlace(places, input.fromAddress);
  const to = byId(input.toPlaceId, 'toPlaceId') ?? exactPlace(places, input.toAddress);
  const same = from && to ? from.id === to.id : placeKey(input.fromAddress) === placeKey(input.toAddress);
  if (same) throw errors.validation(RIDE_MESSAGES.samePlace, 'toAddress');
  return {
    driverId: user.uid,
    fromPlaceId: from?.id ?? null,
    toPlaceId: to?.id ?? null,
    fromAddress: input.fromAddress,
    toAddress: input.toAddress,
    priceCents: input.priceCents,
    seatsTotal: input.seatsTotal,
    vehicleType: input.vehicleType,
    description: input.description,
    pickupPoint: input.pickupPoint,
    dropoffPoint: input.dropoffPoint,
    allowPickupEnRoute: input.allowPickupEnRoute,
    allowNegotiation: input.allowNegotiation,
  };
}

function toVehicle(row: VehicleRow, showPlate: boolean, photos: Vehicle['photos']): Vehicle {
  return {
    make: row.make,
    model: row.model,
    colour: row.colour,
    plate: showPlate ? row.plate : null,
    photos,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The caller's vehicle (GET /api/drivers/vehicle), or null when not registered yet. */
export async function myVehicle(user: AuthUser): Promise<Vehicle | null> {
  const row = await findVehicle(sql, user.uid);
  if (!row) return null;
  return toVehicle(row, true, (await photosOf(sql, 'vehicle', [user.uid])).get(user.uid) ?? []);
}

/** Saves the caller's vehicle (PUT /api/drivers/vehicle). */
export async function saveVehicle(user: AuthUser, body: VehicleBody): Promise<Vehicle> {
  await upsertVehicle(sql, { driverId: user.uid, ...body });
  return (await myVehicle(user))!;
}

/**
 * The vehicle of a ride (GET /api/rides/{id}/vehicle): make, model, colour and photos for anyone who may see the
 * ride; the plate only for its driver, admins and travellers holding a booking of it (pending, confirmed or
 * completed). 404 when the ride is not found or its driver registered no vehicle.
 */
export async function rideVehicle(rideId: string, viewer: AuthUser | null): Promise<Vehicle> {
  if (!isUuid(rideId)) throw rideErrors.notFound();
  const ride = await getRide(rideId, viewer);
  const row = await findVehicle(sql, ride.driverId);
  if (!row) throw new AppError(404, 'NOT_FOUND', 'O motorista ainda não registou o veículo.');
  const showPlate = !!viewer &&
    (viewer.uid === ride.driverId || viewer.permissions.includes('admin.panel') ||
      (await hasRideBooking(sql, rideId, viewer.uid)));
  return toVehicle(row, showPlate, (await photosOf(sql, 'vehicle', [ride.driverId])).get(ride.driverId) ?? []);
}

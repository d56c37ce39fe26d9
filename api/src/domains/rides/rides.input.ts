/**
 * @module Reading the ride create body (POST /api/rides-simple/create): both variants of spec 7, checked with the
 * rules and messages of spec 5 ('Ride create') and spec 9 (seats 1 to 8, at least 10 MT in steps of 5 MT, the date
 * not before today in Africa/Maputo).
 */
import { errors } from '../../lib/errors.ts';
import { readRidePrice, RIDE_LIMITS, seatsValid } from '@turismo/rules/rides.ts';
import { isIsoDate, isTime, maputoInstant, maputoLocal, todayInMaputo } from '../../lib/time.ts';
import { type CreateRideBody, RIDE_MESSAGES, VEHICLE_TYPES, type VehicleType } from './rides.schemas.ts';

/** The departure time of a ride created with a date alone (variant A has no time field). */
export const DEFAULT_DEPARTURE_TIME = '07:00';
/** Spec 9 'Default seats 4'. */
export const DEFAULT_SEATS = RIDE_LIMITS.seats.default;

export interface RideInput {
  fromAddress: string;
  toAddress: string;
  fromPlaceId?: number;
  toPlaceId?: number;
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

const fail = (message: string, path: string) => errors.validation(message, path);

/**
 * Reads the local departure date and time of either variant.
 * - 'yyyy-MM-dd' (variant A): that date at `time` (default 07:00);
 * - 'yyyy-MM-ddTHH:mm[:ss]' without a zone (variant B): a local Maputo date and time;
 * - an ISO instant with Z or an offset (variant A's `toISOString()`): converted to Maputo; exactly UTC midnight is
 *   the prototype's date alone (`new Date('yyyy-MM-dd').toISOString()`), read as that date.
 */
export function readDeparture(value: string, time: string | undefined): { date: string; time: string } {
  const text = value.trim();
  const clock = time?.trim() || DEFAULT_DEPARTURE_TIME;
  if (!isTime(clock)) throw fail(RIDE_MESSAGES.timeInvalid, 'departureTime');
  if (isIsoDate(text)) return { date: text, time: clock };
  const local = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::\d{2}(?:\.\d{1,3})?)?$/.exec(text);
  if (local) {
    if (!isIsoDate(local[1]!) || !isTime(local[2]!)) throw fail(RIDE_MESSAGES.dateInvalid, 'departureDate');
    return { date: local[1]!, time: local[2]! };
  }
  const zoned = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.exec(text);
  if (zoned && isIsoDate(zoned[1]!)) {
    const instant = new Date(text);
    if (Number.isNaN(instant.getTime())) throw fail(RIDE_MESSAGES.dateInvalid, 'departureDate');
    if (/T00:00(:00(\.0{1,3})?)?Z$/.test(text)) return { date: zoned[1]!, time: clock };
    return maputoLocal(instant);
  }
  throw fail(RIDE_MESSAGES.dateInvalid, 'departureDate');
}

/**
 * Reads a price in meticais (a string in variant A, a number in variant B) as centavos.
 * @throws 400 'Por favor defina um preço válido.' when not a number; 'O preço mínimo é de 10 MT por pessoa.' below
 * 10 MT; 'O preço deve ser múltiplo de 5 MT.' off the 5 MT step; 'O preço máximo é de 1 000 000 MT por pessoa.'
 * above MAX_PRICE_CENTS (ADR 0019)
 */
export function readPriceCents(value: string | number | undefined): number {
  if (value === undefined) throw fail(RIDE_MESSAGES.priceInvalid, 'price');
  const price = readRidePrice(value);
  if (!price.ok) throw fail(price.message, 'price');
  return price.cents;
}

/** Reads the seats (a number or a numeric string), 1 to 8; absent means the default 4. */
export function readSeats(value: string | number | undefined): number {
  if (value === undefined) return DEFAULT_SEATS;
  const n = typeof value === 'number' ? value : /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
  if (!seatsValid(n)) throw fail(RIDE_MESSAGES.seats, 'maxPassengers');
  return n;
}

const blankToNull = (text: string | null | undefined) => (text?.trim() ? text.trim() : null);

/**
 * Checks and normalises a create body, in the order of spec 5: origin, destination and date required; the date;
 * the seats; the price; the vehicle type; not before today; not in the past.
 * @param now the current instant (tests pass their own)
 * @throws AppError 400 VALIDATION_ERROR with the spec's message
 */
export function readRideInput(body: CreateRideBody, now: Date = new Date()): RideInput {
  const fromAddress = body.fromAddress?.trim() ?? '';
  const toAddress = body.toAddress?.trim() ?? '';
  const rawDate = body.departureDate?.trim() ?? '';
  if (!fromAddress) throw fail(RIDE_MESSAGES.required, 'fromAddress');
  if (!toAddress) throw fail(RIDE_MESSAGES.required, 'toAddress');
  if (!rawDate) throw fail(RIDE_MESSAGES.required, 'departureDate');
  if (fromAddress.length > 200 || toAddress.length > 200) throw fail('O endereço é demasiado longo.', 'fromAddress');
  const departure = readDeparture(rawDate, body.departureTime);
  const seatsTotal = readSeats(body.maxPassengers);
  const priceCents = readPriceCents(body.price);
  const type = (body.type?.trim() || 'sedan').toLowerCase();
  if (!VEHICLE_TYPES.includes(type as VehicleType)) throw fail(RIDE_MESSAGES.vehicleType, 'type');
  if (departure.date < todayInMaputo(now)) throw fail(RIDE_MESSAGES.dateBeforeToday, 'departureDate');
  if (maputoInstant(departure.date, departure.time) <= now) throw fail(RIDE_MESSAGES.departurePast, 'departureDate');
  return {
    fromAddress,
    toAddress,
    fromPlaceId: body.fromPlaceId,
    toPlaceId: body.toPlaceId,
    departureDate: departure.date,
    departureTime: departure.time,
    priceCents,
    seatsTotal,
    vehicleType: type as VehicleType,
    description: blankToNull(body.description) ?? blankToNull(body.vehicleInfo),
    pickupPoint: blankToNull(body.pickupPoint),
    dropoffPoint: blankToNull(body.dropoffPoint),
    allowPickupEnRoute: body.allowPickupEnRoute ?? false,
    allowNegotiation: body.allowNegotiation ?? false,
  };
}

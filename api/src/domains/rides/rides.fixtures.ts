/**
 * @module Test fixtures of rides and bookings: drivers, clients, rides inserted straight into the database (any
 * date, even past ones) and booking calls. Each test uses its own places or address texts, so the tests sharing the
 * database do not see each other's rides.
 */
import { call, createUser, sql, type TestUser } from '../../test/helpers.ts';
import { addDays, todayInMaputo } from '../../lib/time.ts';
import { forgetPages } from '../../lib/page-cache.ts';
import { exactPlace, loadPlaces } from '../places/places.match.ts';
import { insertRides, type NewRide } from './rides.repo.ts';

/** A verified driver. */
export const createDriver = () => createUser({ roles: ['client', 'driver'], verified: true });
/** A client. */
export const createClient = () => createUser({ roles: ['client'] });

/** 'yyyy-MM-dd' `days` days from today in Maputo. */
export const inDays = (days: number) => addDays(todayInMaputo(), days);

export interface RideOptions {
  from?: string;
  to?: string;
  date?: string;
  time?: string;
  priceMt?: number;
  seats?: number;
  seatsAvailable?: number;
  status?: 'active' | 'completed' | 'cancelled';
  vehicleType?: NewRide['vehicleType'];
  allowNegotiation?: boolean;
}

/**
 * Inserts a ride of `driver` (places matched by name like the create endpoint does), by default in 3 days at 08:00,
 * 500 MT, 4 seats.
 * @returns the ride id
 */
export async function insertRide(driver: TestUser | string, o: RideOptions = {}): Promise<string> {
  const places = await loadPlaces(sql);
  const fromAddress = o.from ?? 'Maputo';
  const toAddress = o.to ?? 'Inhambane';
  const seats = o.seats ?? 4;
  const [id] = await insertRides(sql, [{
    driverId: typeof driver === 'string' ? driver : driver.uid,
    fromPlaceId: exactPlace(places, fromAddress)?.id ?? null,
    toPlaceId: exactPlace(places, toAddress)?.id ?? null,
    fromAddress,
    toAddress,
    departureDate: o.date ?? inDays(3),
    departureTime: o.time ?? '08:00',
    priceCents: (o.priceMt ?? 500) * 100,
    seatsTotal: seats,
    vehicleType: o.vehicleType ?? 'sedan',
    description: null,
    pickupPoint: null,
    dropoffPoint: null,
    allowPickupEnRoute: false,
    allowNegotiation: o.allowNegotiation ?? false,
  }]);
  if (o.seatsAvailable !== undefined || o.status) {
    await sql`
      update rides set seats_available = ${o.seatsAvailable ?? seats}, status = ${o.status ?? 'active'}
      where id = ${id!}
    `;
    forgetPages('rides');
  }
  return id!;
}

/** POST /api/bookings/create for a ride. */
export function bookRide(user: TestUser, rideId: string, seats = 1, idempotencyKey?: string) {
  return call('POST', '/api/bookings/create', {
    token: user.token,
    body: { type: 'ride', rideId, seats },
    headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined,
  });
}

/** The seats still available on a ride. */
export async function seatsLeft(rideId: string): Promise<number> {
  const [row] = await sql<{ seatsAvailable: number }[]>`select seats_available from rides where id = ${rideId}`;
  return row!.seatsAvailable;
}

/** The platform fee setting in basis points (tests compute expected amounts from it). */
export async function feeBps(): Promise<number> {
  const res = await call('GET', '/api/billing/fee-percentage');
  return Math.round(res.body.data.feePercentage * 100);
}

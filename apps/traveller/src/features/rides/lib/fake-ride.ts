/**
 * @module Test helper: a ride as GET /api/rides answers it (Maputo → Inhambane at 06:30, 1200 MT, 3 of 4 seats left),
 * for the rides feature's tests.
 */
import type { Ride } from '../api/rides.ts';

/**
 * @param departureDate 'yyyy-MM-dd' in Africa/Maputo.
 * @example fakeRide('r1', inDays(3), { seatsAvailable: 1 })
 */
export function fakeRide(id: string, departureDate: string, overrides: Partial<Ride> = {}): Ride {
  return {
    id,
    driverId: 'd1',
    driverName: 'Carlos Nhantumbo',
    driverVerified: true,
    driverRating: null,
    driverReviewCount: 0,
    fromAddress: 'Maputo',
    toAddress: 'Inhambane',
    fromPlace: null,
    toPlace: null,
    departureDate,
    departureTime: '06:30',
    departureAt: `${departureDate}T04:30:00.000Z`,
    priceCents: 120000,
    seatsTotal: 4,
    seatsAvailable: 3,
    vehicleType: 'minibus',
    description: null,
    pickupPoint: null,
    dropoffPoint: null,
    allowPickupEnRoute: false,
    allowNegotiation: false,
    status: 'active',
    createdAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  } as Ride;
}

/**
 * @module Rides (spec 2.3, 2.6, 7): the ride search of 'Buscar Viagens' (GET /api/rides-simple/search), the /rides
 * list (GET /api/rides), popular rides and special driver offers for the home page, one ride, and publishing a
 * ride from the 'Criar Nova Viagem' modal (POST /api/rides-simple/create, body variant A).
 */
import useSWR from 'swr';
import type { JsonBody } from '@turismo/api-client/client';
import { api, unwrap } from '@turismo/app-core/api';
import { meticaisToCentavos } from '@turismo/rules/money.ts';
import type { paths } from '@turismo/api-client/schema';
import { RIDE_SEARCH_KEY } from './ride-search-key.ts';

/** Ride search params (spec 3): date 'yyyy-MM-dd' in Africa/Maputo, passengers 1 to 8. */
export type RideSearchQuery = { from: string; to: string; date: string; passengers: number; page?: number };

/** One page of rides matching the search, soonest first. */
export async function searchRides({ from, to, date, passengers, page = 1 }: RideSearchQuery) {
  return await unwrap(api.GET('/api/rides-simple/search', {
    params: { query: { from, to, date, passengers, page, pageSize: 20 } },
  }));
}

export type RidePage = Awaited<ReturnType<typeof searchRides>>;
export type Ride = RidePage['data'][number];

export { RIDE_SEARCH_KEY };

type RideListQuery = NonNullable<paths['/api/rides']['get']['parameters']['query']>;

export type RideListFilters = {
  from?: string;
  to?: string;
  date?: string;
  passengers?: number;
  sort?: RideListQuery['sort'];
  timeOfDay?: RideListQuery['timeOfDay'];
  vehicleType?: RideListQuery['vehicleType'];
  /** Highest price per seat in METICAIS (the API takes centavos). */
  maxPrice?: number;
  instant?: boolean;
  verified?: boolean;
  page?: number;
};

/** The /rides list: upcoming rides with free seats, optionally filtered and sorted (issue 13); paginated. */
export async function listRides(f: RideListFilters) {
  return await unwrap(api.GET('/api/rides', {
    params: {
      query: {
        from: f.from || undefined,
        to: f.to || undefined,
        date: f.date || undefined,
        passengers: f.passengers ?? 1,
        sort: f.sort,
        timeOfDay: f.timeOfDay,
        vehicleType: f.vehicleType,
        maxPriceCents: f.maxPrice ? meticaisToCentavos(f.maxPrice) : undefined,
        instantConfirmation: f.instant ? 'true' : undefined,
        verifiedDriver: f.verified ? 'true' : undefined,
        page: f.page ?? 1,
        pageSize: 12,
      },
    },
  }));
}

/** swr hook of {@link listRides}. */
export function useRideList(filters: RideListFilters) {
  return useSWR([RIDE_SEARCH_KEY, 'list', filters] as const, ([, , f]) => listRides(f), { keepPreviousData: true });
}

/** Up to 6 popular rides (spec 9). */
export async function getPopularRides(): Promise<Ride[]> {
  return (await unwrap(api.GET('/api/rides/popular'))).data;
}

/** Special driver offers: real rides cheaper than their route's average. */
export async function getSpecialOffers() {
  return (await unwrap(api.GET('/api/rides-special-offers'))).data;
}

export type SpecialOffer = Awaited<ReturnType<typeof getSpecialOffers>>[number];

export function usePopularRides() {
  return useSWR([RIDE_SEARCH_KEY, 'popular'], getPopularRides);
}

/** Cached 2 minutes (spec 7). */
export function useSpecialOffers() {
  return useSWR([RIDE_SEARCH_KEY, 'special-offers'], getSpecialOffers, { dedupingInterval: 120_000 });
}

/** One ride, any status. */
export async function getRide(id: string): Promise<Ride> {
  return (await unwrap(api.GET('/api/rides/{id}', { params: { path: { id } } }))).data;
}

export function useRide(id: string) {
  return useSWR([RIDE_SEARCH_KEY, 'one', id], ([, , rideId]) => getRide(rideId), { dedupingInterval: 5_000 });
}

/** Body variant A of spec 7 (the create modal), with the chosen places' ids when known. */
export type CreateRideBody = JsonBody<'/api/rides-simple/create', 'post'>;

/**
 * Publishes a ride as the signed-in driver. Price in METICAIS (the API stores centavos).
 * @throws ApiError, e.g. 403 VERIFICATION_REQUIRED with the API's Portuguese message.
 */
export async function createRide(body: CreateRideBody): Promise<Ride> {
  return (await unwrap(api.POST('/api/rides-simple/create', { body }))).data;
}

/** A driver's public profile (issue 11): first name, photo, member since, verified, trips, rating and vehicle. */
export async function getDriverProfile(id: string) {
  const { data } = await unwrap(api.GET('/api/profiles/drivers/{id}', { params: { path: { id } } }));
  return data;
}

export type DriverProfile = Awaited<ReturnType<typeof getDriverProfile>>;

export function useDriverProfile(id: string) {
  return useSWR(['profiles/driver', id], ([, driverId]) => getDriverProfile(driverId));
}

/** The photos of a driver's car (GET /api/photos/vehicle/{driverId}, public; cover first), for their profile. */
export async function getVehiclePhotos(driverId: string) {
  const { data } = await unwrap(api.GET('/api/photos/{targetType}/{targetId}', {
    params: { path: { targetType: 'vehicle', targetId: driverId } },
  }));
  return data;
}

export function useVehiclePhotos(driverId: string) {
  return useSWR(['photos/vehicle', driverId], ([, id]) => getVehiclePhotos(id));
}

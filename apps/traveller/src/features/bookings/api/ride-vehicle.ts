/**
 * @module The car of a booked ride (GET /api/rides/{id}/vehicle; issue 15): make, model, colour, photos and, for a
 * traveller holding a booking of the ride, the plate.
 */
import useSWR from 'swr';
import { api, unwrap } from '@turismo/app-core/api';

export async function getRideVehicle(rideId: string) {
  return (await unwrap(api.GET('/api/rides/{id}/vehicle', { params: { path: { id: rideId } } }))).data;
}

export type RideVehicle = Awaited<ReturnType<typeof getRideVehicle>>;

/** The vehicle of a ride; a ride whose driver registered none answers 404 (error, nothing shown). */
export function useRideVehicle(rideId: string) {
  return useSWR(['rides/vehicle', rideId], ([, id]) => getRideVehicle(id), { shouldRetryOnError: false });
}

/**
 * @module The driver's tools (issue 15; API ADR 0031): the passenger list of a ride, 'Gerir' (PUT
 * /api/rides/{id}/manage), recurring rides (POST /api/rides/recurring, idempotent) and the vehicle.
 */
import useSWR from 'swr';
import type { JsonBody } from '@turismo/api-client/client';
import { api, unwrap } from '@turismo/app-core/api';

export async function getRide(id: string) {
  return (await unwrap(api.GET('/api/rides/{id}', { params: { path: { id } } }))).data;
}

export function useRide(id: string) {
  return useSWR(['rides/one', id], ([, rideId]) => getRide(rideId));
}

export async function getManifest(id: string) {
  return (await unwrap(api.GET('/api/rides/{id}/passengers', { params: { path: { id } } }))).data;
}

export type Manifest = Awaited<ReturnType<typeof getManifest>>;
export type Passenger = Manifest['passengers'][number];

export function useManifest(id: string) {
  return useSWR(['rides/manifest', id], ([, rideId]) => getManifest(rideId));
}

/** The ride's waitlist (GET /api/waitlists/length, issue 30): people waiting, the seats they want, offers held. */
export async function getWaitlistLength(rideId: string) {
  return (await unwrap(api.GET('/api/waitlists/length', { params: { query: { rideId } } }))).data;
}

export function useWaitlistLength(rideId: string) {
  return useSWR(['waitlists/length', rideId], ([, id]) => getWaitlistLength(id));
}

export type ManageRideBody = JsonBody<'/api/rides/{id}/manage', 'put'>;

export async function manageRide(id: string, body: ManageRideBody) {
  return (await unwrap(api.PUT('/api/rides/{id}/manage', { params: { path: { id } }, body }))).data;
}

export type RecurringBody = JsonBody<'/api/rides/recurring', 'post'>;

/** Publishes a series; `key` makes a retry (double click, network) answer the same rides. */
export async function publishRecurring(body: RecurringBody, key: string) {
  return (await unwrap(api.POST('/api/rides/recurring', { body, params: { header: { 'idempotency-key': key } } })))
    .data;
}

export async function getMyVehicle() {
  return (await unwrap(api.GET('/api/drivers/vehicle'))).data;
}

export function useMyVehicle() {
  return useSWR('drivers/vehicle', getMyVehicle);
}

export type VehicleBody = JsonBody<'/api/drivers/vehicle', 'put'>;

export async function saveVehicle(body: VehicleBody) {
  return (await unwrap(api.PUT('/api/drivers/vehicle', { body }))).data;
}

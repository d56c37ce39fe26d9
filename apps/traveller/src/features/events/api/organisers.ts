/** @module An event organiser's public profile (GET /api/profiles/organisers/{id}, issue 11). */
import useSWR from 'swr';
import { api, unwrap } from '@turismo/app-core/api';

/**
 * First name, photo, member since, the verified badge, the rating over all their events (published reviews only) and
 * their past events (over, not cancelled, newest 20) each with its rating. Errors: 404 (not an organiser, suspended).
 */
export async function getOrganiserProfile(id: string) {
  return (await unwrap(api.GET('/api/profiles/organisers/{id}', { params: { path: { id } } }))).data;
}

export type OrganiserProfile = Awaited<ReturnType<typeof getOrganiserProfile>>;

export function useOrganiserProfile(id: string) {
  return useSWR(['profiles/organiser', id], ([, organiserId]) => getOrganiserProfile(organiserId));
}

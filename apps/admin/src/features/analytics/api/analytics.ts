/**
 * @module The admin analytics (GET /api/admin/analytics; issue 15): platform use over a range of Africa/Maputo local
 * dates, computed by the server from the database. Money is integer centavos.
 */
import useSWR from 'swr';
import { api, unwrap } from '@turismo/app-core/api';
import type { components, paths } from '@turismo/api-client/schema';

export type Analytics = components['schemas']['Analytics'];
export type AnalyticsQuery = NonNullable<paths['/api/admin/analytics']['get']['parameters']['query']>;

export async function getAnalytics(query: AnalyticsQuery): Promise<Analytics> {
  return (await unwrap(api.GET('/api/admin/analytics', { params: { query } }))).data;
}

/** The analytics of a filter; the previous figures stay on screen while the next ones load. */
export function useAnalytics(query: AnalyticsQuery) {
  return useSWR(['admin/analytics', query] as const, ([, q]) => getAnalytics(q), { keepPreviousData: true });
}

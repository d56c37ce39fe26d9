/**
 * @module The driver's partnerships (spec 2.15, 7): active posts of establishments (GET /api/partnerships/requests,
 * filtered by location text and type) and 'Tenho Interesse' (POST /api/partnerships/{id}/interest, idempotent).
 */
import useSWR from 'swr';
import { api, unwrap } from '@turismo/app-core/api';
import { PAGE_LIMIT, readPages } from '@turismo/app-core/pages';

export type PartnershipCategoryFilter = 'all' | 'accommodation' | 'tourism' | 'luxury';

export async function getPartnershipRequests(q: string, category: PartnershipCategoryFilter) {
  const query = { category, ...(q.trim() ? { q: q.trim() } : {}) };
  return await readPages((cursor) =>
    unwrap(api.GET('/api/partnerships/requests', { params: { query: { ...query, limit: PAGE_LIMIT, cursor } } }))
  );
}

export type DriverPartnershipPost = Awaited<ReturnType<typeof getPartnershipRequests>>[number];

export function usePartnershipRequests(q: string, category: PartnershipCategoryFilter) {
  return useSWR(['drivers/partnerships', q.trim(), category] as const, () => getPartnershipRequests(q, category), {
    keepPreviousData: true,
  });
}

export async function registerInterest(postId: string) {
  return (await unwrap(api.POST('/api/partnerships/{id}/interest', { params: { path: { id: postId } } }))).data;
}

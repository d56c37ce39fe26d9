/**
 * @module The establishment's reviews for its manager (issue 11, ADR 0022): the published ones, newest first, with
 * the rating (GET /api/reviews/establishments/{id}), and the manager's public reply, once (POST /api/reviews/{id}/reply).
 */
import useSWR from 'swr';
import type { Schema } from '@turismo/api-client/client';
import { api, unwrap } from '@turismo/app-core/api';

export type Review = NonNullable<Schema<'Review'>>;
export const REVIEWS_PAGE_SIZE = 10;

export async function getEstablishmentReviews(id: string, page: number) {
  return (await unwrap(api.GET('/api/reviews/{subject}/{id}', {
    params: { path: { subject: 'establishments', id }, query: { page, pageSize: REVIEWS_PAGE_SIZE } },
  }))).data;
}

export function useEstablishmentReviews(id: string, page: number) {
  return useSWR(['stays/reviews', id, page], ([, hotelId, p]) => getEstablishmentReviews(hotelId, p));
}

export async function replyToReview(id: string, reply: string) {
  return (await unwrap(api.POST('/api/reviews/{id}/reply', { params: { path: { id } }, body: { reply } }))).data;
}

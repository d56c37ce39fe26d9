/**
 * @module Reviews (issue 11, ADR 0022): the published reviews of an establishment, driver or event (GET
 * /api/reviews/{subject}/{id}, newest first, 10 a page) and reporting one (POST /api/reviews/{id}/report). Writing
 * one's own reviews is the app core's (`@turismo/app-core/reviews/*`), shared with the partner portal.
 */
import useSWRInfinite from 'swr/infinite';
import { api, unwrap } from '@turismo/app-core/api';
import type { components } from '@turismo/api-client/schema';

export type Review = NonNullable<components['schemas']['Review']>;
export type ReviewPage = components['schemas']['ReviewPage'];
export type ReviewSubject = 'drivers' | 'establishments' | 'events';

export const REVIEWS_PAGE_SIZE = 10;

/** One page (from 1) of the published reviews of a subject, with their mean rating and count. */
export async function getReviews(subject: ReviewSubject, id: string, page: number): Promise<ReviewPage> {
  const { data } = await unwrap(api.GET('/api/reviews/{subject}/{id}', {
    params: { path: { subject, id }, query: { page, pageSize: REVIEWS_PAGE_SIZE } },
  }));
  return data;
}

/** The pages loaded so far ('Mostrar mais' asks for the next with `setSize`). */
export function useReviews(subject: ReviewSubject, id: string) {
  return useSWRInfinite(
    (index, previous: ReviewPage | null) =>
      previous && previous.page * previous.pageSize >= previous.total ? null : ['reviews', subject, id, index + 1],
    ([, s, i, page]: [string, ReviewSubject, string, number]) => getReviews(s, i, page),
    { revalidateFirstPage: false },
  );
}

/** Reports a published review to the admins. @throws ApiError 409 REVIEW_REPORTED when already reported. */
export async function reportReview(id: string, reason: string) {
  const { data } = await unwrap(api.POST('/api/reviews/{id}/report', { params: { path: { id } }, body: { reason } }));
  return data;
}

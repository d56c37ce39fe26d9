/**
 * @module Reviews (issue 11, ADR 0022): the published reviews of an establishment, driver or event (GET
 * /api/reviews/{subject}/{id}, newest first, 10 a page), reporting one (POST /api/reviews/{id}/report), the caller's
 * bookings still to review (GET /api/reviews/to-write) and writing or editing their review (POST/PUT
 * /api/reviews/bookings/{bookingId}).
 */
import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import { api, unwrap } from '@turismo/app-core/api';
import type { components } from '@turismo/api-client/schema';

export type Review = NonNullable<components['schemas']['Review']>;
export type ReviewPage = components['schemas']['ReviewPage'];
export type Reviewable = components['schemas']['Reviewable'];
export type ReviewBody = components['schemas']['ReviewBody'];
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

/** The caller's bookings whose review window is open and whose review is unwritten or still editable. */
export async function getReviewsToWrite(): Promise<Reviewable[]> {
  const { data } = await unwrap(api.GET('/api/reviews/to-write'));
  return data;
}

/** For signed-in screens only (the endpoint answers 401 to visitors). */
export function useReviewsToWrite() {
  return useSWR('reviews/to-write', getReviewsToWrite);
}

/**
 * Writes the caller's review of a booking, or edits it (`edit`) while it is not published.
 * @throws ApiError with the API's Portuguese message (409 REVIEW_WINDOW_CLOSED, REVIEW_PUBLISHED, 400...).
 */
export async function saveReview(bookingId: string, body: ReviewBody, edit: boolean) {
  const init = { params: { path: { bookingId } }, body };
  const { data } = await unwrap(
    edit ? api.PUT('/api/reviews/bookings/{bookingId}', init) : api.POST('/api/reviews/bookings/{bookingId}', init),
  );
  return data;
}

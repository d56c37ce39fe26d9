/**
 * @module Writing one's own reviews (issue 11, ADR 0022), for both sides: the caller's bookings whose review window is
 * open (GET /api/reviews/to-write: the traveller's, and the driver's or manager's of their travellers) and writing or
 * editing a review (POST/PUT /api/reviews/bookings/{bookingId}).
 */
import useSWR from 'swr';
import type { components } from '@turismo/api-client/schema';
import { api, unwrap } from '../api.ts';

export type Review = NonNullable<components['schemas']['Review']>;
export type Reviewable = components['schemas']['Reviewable'];
export type ReviewBody = components['schemas']['ReviewBody'];

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

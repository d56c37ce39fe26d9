/**
 * @module Admin moderation of reviews (issue 11, ADR 0022 of the API): the reviews users reported that no admin has
 * hidden yet (GET /api/admin/reviews/reported) and hiding one with a reason (POST /api/admin/reviews/{id}/hide; the
 * review leaves every listing and rating at once and the action is kept in the author's audit trail).
 */
import useSWR from 'swr';
import { api, unwrap } from '@turismo/app-core/api';
import type { components } from '@turismo/api-client/schema';

export type ReportedReview = components['schemas']['ReportedReview'];

export const REPORTED_REVIEWS_KEY = 'admin/reviews/reported';

/** Reported reviews, most recently reported first (at most 100), with their report count and reasons. */
export async function listReportedReviews(): Promise<ReportedReview[]> {
  return (await unwrap(api.GET('/api/admin/reviews/reported'))).data;
}

export function useReportedReviews() {
  return useSWR(REPORTED_REVIEWS_KEY, listReportedReviews);
}

/** Hides a review with a reason (1 to 500 characters). Errors: 404, 409 REVIEW_HIDDEN (already hidden). */
export async function hideReview({ id, reason }: { id: string; reason: string }) {
  return (await unwrap(api.POST('/api/admin/reviews/{id}/hide', { params: { path: { id } }, body: { reason } }))).data;
}

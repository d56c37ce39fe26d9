/** @module The home stays tab's 'Destaques' (GET /api/highlights, spec 7): real establishments, never samples. */
import useSWR from 'swr';
import { api, unwrap } from '@turismo/app-core/api';

/** Up to 6 bookable establishments (most booked in 90 days, then cheapest) with their from-price per night. */
export async function getStayHighlights() {
  return (await unwrap(api.GET('/api/highlights'))).data.topHotels;
}

export type StayHighlight = Awaited<ReturnType<typeof getStayHighlights>>[number];

/** The stay highlights, cached by swr (the API caches them for 5 minutes). */
export function useStayHighlights() {
  return useSWR('stays/highlights', getStayHighlights);
}

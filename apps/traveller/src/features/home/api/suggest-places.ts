/**
 * @module Place suggestions for the home search card (spec 3 'Place suggestion', spec 9): GET
 * /api/places/suggestions, at most 15, accents ignored by the server.
 */
import { api, unwrap } from '@turismo/app-core/api';

/** The most suggestions shown (spec 9). */
export const PLACE_SUGGESTION_LIMIT = 15;

/**
 * Loads the places matching `query` (PlaceInput calls it from 2 characters on).
 * @param query What the user typed.
 * @returns `{ data, hasMore }`; `hasMore` makes PlaceInput show 'Continue digitando para mais opções...'.
 * @throws ApiError when the API answers with an error or cannot be reached.
 * @example const { data } = await suggestPlaces('xai xai') // [{ name: 'Xai-Xai', ... }]
 */
export async function suggestPlaces(query: string) {
  return await unwrap(
    api.GET('/api/places/suggestions', { params: { query: { q: query, limit: PLACE_SUGGESTION_LIMIT } } }),
  );
}

export type PlaceSuggestions = Awaited<ReturnType<typeof suggestPlaces>>;
export type Place = PlaceSuggestions['data'][number];

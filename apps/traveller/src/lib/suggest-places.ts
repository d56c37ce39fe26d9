/**
 * @module Place suggestions for every place field of the app (spec 3 'Place suggestion', 9): GET
 * /api/places/suggestions, at most 15, accents ignored by the server. Shared by the ride search, the ride creation
 * and the /rides filters (the home search card keeps its own copy under features/home).
 */
import { api, unwrap } from '@turismo/app-core/api';

/**
 * Loads the places matching `query` (PlaceInput calls it from 2 characters on).
 * @returns `{ data, hasMore }`; `hasMore` makes PlaceInput show 'Continue digitando para mais opções...'.
 */
export async function suggestPlaces(query: string) {
  return await unwrap(api.GET('/api/places/suggestions', { params: { query: { q: query, limit: 15 } } }));
}

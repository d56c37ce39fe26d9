/**
 * @module The first element of every ride search key, apart from rides.ts so the home page can refresh the searches
 * after a new ride without its first script holding the rides API (issue 13).
 */

/** The first element of every ride search key, so a new ride can refresh them all. */
export const RIDE_SEARCH_KEY = 'rides/search';

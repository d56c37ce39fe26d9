/** @module Place suggestions (spec 3 'Place suggestion', spec 9 'Place suggestions'). */
import type { Db } from '../../lib/db.ts';
import { fold } from '../../lib/text.ts';
import { findMatching } from './places.repo.ts';
import type { Place } from './places.schemas.ts';

const collator = new Intl.Collator('pt', { sensitivity: 'base' });

/**
 * Orders matches as spec 9 says: exact name match first, then names starting with the query, then cities before
 * other places, then Portuguese alphabetical order.
 */
export function rankPlaces(places: readonly Place[], query: string): Place[] {
  const q = fold(query.trim());
  const rank = (p: Place) => {
    const name = fold(p.name);
    return [name === q ? 0 : 1, name.startsWith(q) ? 0 : 1, p.type === 'city' ? 0 : 1] as const;
  };
  return [...places].sort((a, b) => {
    const ra = rank(a), rb = rank(b);
    for (let i = 0; i < 3; i++) if (ra[i] !== rb[i]) return ra[i]! - rb[i]!;
    return collator.compare(a.name, b.name);
  });
}

/**
 * Suggestions for the place inputs.
 * @param query at least 2 characters (validated by the route)
 * @param limit at most 15
 * @returns the first `limit` ranked places and whether more matched
 */
export async function suggestPlaces(sql: Db, query: string, limit: number) {
  const ranked = rankPlaces(await findMatching(sql, query), query);
  return { data: ranked.slice(0, limit), hasMore: ranked.length > limit };
}

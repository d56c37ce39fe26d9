/**
 * @module Place suggestions (spec 3 'Place suggestion', spec 9 'Place suggestions'). The ~200 places are reference
 * data: they are read once a minute into memory with their folded texts, so a suggestion is a filter and a sort of
 * precomputed keys, with no database round trip and no accent folding inside the sort (issue 13).
 */
import { LRUCache } from 'lru-cache';
import type { Db } from '../../lib/db.ts';
import { fold } from '../../lib/text.ts';
import { findAliases, findAll, similarPlaceIds } from './places.repo.ts';
import type { Place } from './places.schemas.ts';

const collator = new Intl.Collator('pt', { sensitivity: 'base' });
const TTL_MS = 60_000;

interface Keyed {
  place: Place;
  /** The place's position in Portuguese alphabetical order of names (the collator runs once, at load). */
  order: number;
  /** fold(name) */
  name: string;
  /** fold(name, aliases, parent city, province): what a query may be part of (places.search_text and aliases). */
  search: string;
  /** fold(alias) of each other name of the place (issue 26). */
  aliases: string[];
}

let cache: { at: number; places: Keyed[] } | undefined;

/** The places with their folded keys and alphabetical positions. */
function keyedAll(places: readonly Place[], aliases: ReadonlyMap<number, string[]> = new Map()): Keyed[] {
  const order = new Map([...places].sort((a, b) => collator.compare(a.name, b.name)).map((p, i) => [p, i]));
  return places.map((place) => {
    const other = aliases.get(place.id) ?? [];
    return {
      place,
      order: order.get(place)!,
      name: fold(place.name),
      search: fold(`${place.name} ${other.join(' ')} ${place.parentCity ?? ''} ${place.province}`),
      aliases: other.map(fold),
    };
  });
}

/** Answers by query for the places currently in memory: typing repeats the same few prefixes. */
let answers: { places: Keyed[]; byQuery: LRUCache<string, { data: Place[]; hasMore: boolean }> } | undefined;

/** The places with their keys, from memory when read less than a minute ago. */
async function loadKeyed(sql: Db): Promise<Keyed[]> {
  if (cache && Date.now() - cache.at < TTL_MS) return cache.places;
  const [rows, aliasRows] = await Promise.all([findAll(sql), findAliases(sql)]);
  const aliases = new Map<number, string[]>();
  for (const a of aliasRows) aliases.set(a.placeId, [...(aliases.get(a.placeId) ?? []), a.alias]);
  const places = keyedAll(rows, aliases);
  cache = { at: Date.now(), places };
  return places;
}

/** Forgets the places kept in memory (after the places table changed). */
export function forgetSuggestionPlaces() {
  cache = undefined;
}

/** Spec 9's order on precomputed keys: exact name, then name prefix, then cities, then Portuguese alphabetical order. */
function rankKeyed(places: readonly Keyed[], query: string): Place[] {
  const q = fold(query.trim());
  const ranked = places.map((k) => ({
    k,
    // An alias counts as the name ('vilankulo' is Vilanculos' own name).
    rank: (k.name === q || k.aliases.includes(q) ? 0 : 4) +
      (k.name.startsWith(q) || k.aliases.some((a) => a.startsWith(q)) ? 0 : 2) + (k.place.type === 'city' ? 0 : 1),
  }));
  // Numbers only inside the comparator: the folding and the collation ran before (issue 13).
  ranked.sort((a, b) => a.rank - b.rank || a.k.order - b.k.order);
  return ranked.map((r) => r.k.place);
}

/**
 * Orders matches as spec 9 says: exact name match first, then names starting with the query, then cities before
 * other places, then Portuguese alphabetical order.
 */
export function rankPlaces(places: readonly Place[], query: string): Place[] {
  return rankKeyed(keyedAll(places), query);
}

/** Shortest query the typo fallback answers: fewer letters are a prefix being typed, not a misspelling. */
export const TYPO_MIN_LENGTH = 4;

/**
 * Suggestions for the place inputs: the places whose name, other name (Vilankulo, Vila Pery: issue 26), parent city or
 * province contains the query, ignoring accents, case, hyphens and surrounding spaces (DECISIONS.md 5), ranked by spec
 * 9. When nothing contains a query of {@link TYPO_MIN_LENGTH} letters or more, the places most like it by trigram
 * similarity (pg_trgm: 'inhanbane', 'quelimani'), best first: one indexed query, then remembered like every answer.
 * @param query at least 2 characters (validated by the route)
 * @param limit at most 15
 * @returns the first `limit` ranked places and whether more matched
 */
export async function suggestPlaces(sql: Db, query: string, limit: number) {
  const places = await loadKeyed(sql);
  if (answers?.places !== places) answers = { places, byQuery: new LRUCache({ max: 5_000 }) };
  const key = `${limit} ${query}`;
  const known = answers.byQuery.get(key);
  if (known) return known;
  const q = fold(query).trim().replace(/\s+/g, ' ');
  const matching = places.filter((k) => k.search.includes(q));
  let ranked = rankKeyed(matching, q);
  if (!ranked.length && q.length >= TYPO_MIN_LENGTH) {
    const ids = await similarPlaceIds(sql, q, limit + 1);
    const byId = new Map(places.map((k) => [k.place.id, k.place]));
    ranked = ids.flatMap((id) => byId.get(id) ?? []);
  }
  const answer = { data: ranked.slice(0, limit), hasMore: ranked.length > limit };
  answers.byQuery.set(key, answer);
  return answer;
}

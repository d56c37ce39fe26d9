/**
 * @module Matching the place texts of rides and stays to known places, accent- and case-insensitively
 * (DECISIONS.md 5). The ~200 places are reference data: they are read once a minute into memory so that a search
 * resolves its place ids without a query, and then runs as an indexed range scan.
 */
import type { Db } from '../../lib/db.ts';
import { fold } from '../../lib/text.ts';
import { similarPlaceIds } from './places.repo.ts';

export interface PlaceEntry {
  id: number;
  name: string;
  province: string;
  parentCity: string | null;
  type: string;
  fullName: string;
  lat: number | null;
  lng: number | null;
}

interface Indexed extends PlaceEntry {
  key: string;
  /** placeKey of each other name of the place (Vilankulo, Vila Pery: issue 26). */
  aliasKeys: string[];
  fullKey: string;
  parentKey: string | null;
  /** The place itself for a city, else its parent city (as the trigger rides_set_cities of migration 0002). */
  cityId: number;
}

const TTL_MS = 60_000;
let cache: { at: number; places: Indexed[] } | undefined;

/** Folds and collapses white space: the comparison key of a place text. */
export function placeKey(text: string): string {
  return fold(text).replace(/[,.;]/g, ' ').replace(/\s+/g, ' ').trim();
}

/** The places, from memory when read less than a minute ago. */
export async function loadPlaces(sql: Db): Promise<Indexed[]> {
  if (cache && Date.now() - cache.at < TTL_MS) return cache.places;
  const rows = await sql<(PlaceEntry & { aliases: string[] })[]>`
    select p.id, p.name, p.province, p.parent_city, p.type, p.full_name, p.lat, p.lng,
      coalesce((select array_agg(a.alias order by a.alias) from place_aliases a where a.place_id = p.id), '{}') as aliases
    from places p
  `;
  const cities = new Map(rows.filter((p) => p.type === 'city').map((p) => [p.name, p.id]));
  const places = rows.map(({ aliases, ...p }) => ({
    ...p,
    key: placeKey(p.name),
    aliasKeys: aliases.map(placeKey),
    fullKey: placeKey(p.fullName),
    parentKey: p.parentCity ? placeKey(p.parentCity) : null,
    cityId: (p.parentCity ? cities.get(p.parentCity) : undefined) ?? p.id,
  }));
  cache = { at: Date.now(), places };
  return places;
}

/** Forgets the cached places (after the places table changed). */
export function forgetPlaces() {
  cache = undefined;
}

/**
 * The place a ride address names exactly: its name or full name ('Polana' or 'Polana, Maputo, Maputo Cidade'), or
 * the first part before a comma ('Tofo, Inhambane').
 * @returns the place, or null for a free-text address
 */
export function exactPlace(places: readonly Indexed[], text: string): Indexed | null {
  const key = placeKey(text);
  if (!key) return null;
  const found = places.find((p) => p.key === key) ?? places.find((p) => p.fullKey === key) ??
    places.find((p) => p.aliasKeys.includes(key));
  if (found) return found;
  const head = placeKey(text.split(',')[0] ?? '');
  if (head && head !== key) {
    return places.find((p) => p.key === head) ?? places.find((p) => p.aliasKeys.includes(head)) ?? null;
  }
  return null;
}

/**
 * The ids of the places a search text stands for: the place it names (as `exactPlace`), or else, for texts of three
 * characters or more, the places whose name contains it as whole words ('tofo' finds 'Praia do Tofo'); a city also
 * stands for the places whose parent city it is ('Maputo' finds Polana, the Junta terminal and the airport).
 * @returns sorted ids, empty when no place matches
 */
export function matchPlaceIds(places: readonly Indexed[], text: string): number[] {
  const key = placeKey(text);
  if (!key) return [];
  const exact = exactPlace(places, text);
  let matched: Indexed[] = exact ? [exact] : [];
  if (!exact && key.length >= 3) {
    const words = new RegExp(`(^| )${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( |$)`);
    matched = places.filter((p) => words.test(p.key) || p.aliasKeys.some((a) => words.test(a)));
  }
  const cities = new Set(matched.filter((p) => p.type === 'city').map((p) => p.key));
  const ids = new Set(matched.map((p) => p.id));
  for (const p of places) if (p.parentKey && cities.has(p.parentKey)) ids.add(p.id);
  return [...ids].sort((a, b) => a - b);
}

/**
 * How a search text selects rides on one side, for the index on (from_city_id, to_city_id, departure_at): the cities
 * to scan, and, unless the text stands for whole cities, the places to keep within them.
 * - a city ('Maputo'): `{ cityIds: [Maputo], placeIds: null }` (every ride from Maputo or its neighbourhoods);
 * - another place ('Polana'): `{ cityIds: [Maputo], placeIds: [Polana] }`;
 * - no place: `{ cityIds: [], placeIds: [] }` (only free-text addresses can match).
 */
export function matchSide(places: readonly Indexed[], text: string): { cityIds: number[]; placeIds: number[] | null } {
  // Searches repeat: remember the answer per text for the current list of places.
  if (sideCache?.places !== places) sideCache = { places, sides: new Map() };
  const key = placeKey(text);
  const known = sideCache.sides.get(key);
  if (known) return known;
  const side = computeSide(places, text);
  if (sideCache.sides.size > 5000) sideCache.sides.clear();
  sideCache.sides.set(key, side);
  return side;
}
let sideCache:
  | { places: readonly Indexed[]; sides: Map<string, { cityIds: number[]; placeIds: number[] | null }> }
  | undefined;

function computeSide(places: readonly Indexed[], text: string): { cityIds: number[]; placeIds: number[] | null } {
  const ids = new Set(matchPlaceIds(places, text));
  const matched = places.filter((p) => ids.has(p.id));
  const cityIds = [...new Set(matched.map((p) => p.cityId))].sort((a, b) => a - b);
  // Whole cities when every place of those cities is matched (the text named the cities themselves).
  const whole = cityIds.every((c) => places.every((p) => p.cityId !== c || ids.has(p.id)));
  return { cityIds, placeIds: whole ? null : [...ids].sort((a, b) => a - b) };
}

/**
 * A search text as the place it misspells (issue 26): the text itself when it names a place (or an alias) or is
 * shorter than four letters, else the name of the place most like it by trigram similarity (pg_trgm, at least 0.45
 * alike: 'Inhanbane' -> 'Inhambane', 'Quelimani' -> 'Quelimane'), else the text (a free-text address).
 * @example await forgiving(sql, places, 'Vilankulo') // 'Vilankulo' (an alias matches as it is)
 */
export async function forgiving(sql: Db, places: readonly Indexed[], text: string): Promise<string> {
  const key = placeKey(text);
  if (key.length < 4 || matchPlaceIds(places, text).length) return text;
  const [id] = await similarPlaceIds(sql, key, 1, 0.45);
  return places.find((p) => p.id === id)?.name ?? text;
}

/** The places by id, for `toRide`. */
export async function placeRefs(sql: Db): Promise<ReadonlyMap<number, Indexed>> {
  const places = await loadPlaces(sql);
  if (refsCache?.source !== places) refsCache = { source: places, map: new Map(places.map((p) => [p.id, p])) };
  return refsCache.map;
}
let refsCache: { source: Indexed[]; map: ReadonlyMap<number, Indexed> } | undefined;

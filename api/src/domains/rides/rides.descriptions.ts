/**
 * @module The descriptions of rides kept in memory for the search (its busiest call): everything of a ride but its
 * free seats and status, which never change once it is published, as JSON text. The search reads only ids and free
 * seats from PostgreSQL and completes each ride from here, reading the missing descriptions in one query.
 *
 * The driver's name is the one part that can change (a profile edit): `forgetRideDescriptions` drops them all when a
 * profile changes in this process, and every description is read again after TTL_MS, so that another API instance
 * shows a new name within a minute.
 */
import type { Db } from '../../lib/db.ts';
import { forgetPages } from '../../lib/page-cache.ts';
import { rideDescriptions } from './rides.repo.ts';

/** How long a description is reused. */
export const DESCRIPTION_TTL_MS = 60_000;
/** Descriptions kept at most (about 700 bytes each); the oldest go first. */
const MAX_DESCRIPTIONS = 20_000;

const cache = new Map<string, { text: string; until: number }>();

/**
 * The descriptions of these rides (see `rideDescriptions`: JSON text without its closing brace), from memory when
 * fresh, the others read in one query.
 * @returns the texts by ride id; a ride id not found is missing
 */
export async function describeRides(db: Db, rideIds: readonly string[]): Promise<Map<string, string>> {
  const now = Date.now();
  const found = new Map<string, string>();
  const missing: string[] = [];
  for (const id of rideIds) {
    const hit = cache.get(id);
    if (hit && hit.until > now) found.set(id, hit.text);
    else missing.push(id);
  }
  if (missing.length === 0) return found;
  const read = await rideDescriptions(db, missing);
  const until = Date.now() + DESCRIPTION_TTL_MS;
  for (const [id, text] of read) {
    found.set(id, text);
    cache.delete(id);
    cache.set(id, { text, until });
  }
  // A Map iterates in insertion order: the first keys are the oldest.
  for (const id of cache.keys()) {
    if (cache.size <= MAX_DESCRIPTIONS) break;
    cache.delete(id);
  }
  return found;
}

/** Drops every kept description (a driver's name changed). */
export function forgetRideDescriptions() {
  cache.clear();
  forgetPages('rides');
}

/**
 * @module Short caches of serialised search pages (issue 13, ADR 0027): the JSON text of an answer kept for a few
 * seconds under the key of its query, and dropped at once when this process writes what the pages show (a seat
 * taken, a ticket sold, an offer published, changed or hidden). Another API instance sees such a write within the
 * cache's TTL. One library (lru-cache) for all of them, as the ride descriptions cache (rides.descriptions.ts) keeps
 * what never changes.
 */
import { LRUCache } from 'lru-cache';

/** What a page cache shows: writes to one of these drop every page of the caches that show it. */
export type CachedOffer = 'rides' | 'events';

export interface PageCache<T> {
  /**
   * The page of `key`, from memory when kept less than the TTL ago, else built by `build` (concurrent calls for the
   * same key share one build) and kept, unless a write of the offer happened while it was being built.
   */
  get(key: string, build: () => Promise<T>): Promise<T>;
  /** Drops every page. */
  clear(): void;
}

const registry = new Map<CachedOffer, Set<{ clear(): void }>>();

/**
 * A page whose build starts less than this after a write is answered but not kept: `forgetPages` is called inside the
 * writer's transaction, which may commit a moment later.
 */
export const WRITE_SETTLE_MS = 250;

/**
 * A cache of pages showing `offer`.
 * @param options.ttlMs how long a page is reused
 * @param options.max pages kept at most (least recently used go first)
 * @example const pages = pageCache<string>('rides', { ttlMs: 2000, max: 5000 });
 */
export function pageCache<T extends NonNullable<unknown>>(
  offer: CachedOffer,
  options: { ttlMs: number; max: number },
): PageCache<T> {
  const cache = new LRUCache<string, T>({ max: options.max, ttl: options.ttlMs, ttlAutopurge: false });
  const building = new Map<string, Promise<T>>();
  /** Bumped by every write: a page built across a write is answered but not kept. */
  let generation = 0;
  let settledAt = 0;
  const self = {
    async get(key: string, build: () => Promise<T>): Promise<T> {
      const hit = cache.get(key);
      if (hit !== undefined) return hit;
      const pending = building.get(key);
      if (pending) return await pending;
      const started = generation;
      const keep = Date.now() >= settledAt;
      const promise = build().then((page) => {
        if (keep && generation === started) cache.set(key, page);
        return page;
      }).finally(() => building.delete(key));
      building.set(key, promise);
      return await promise;
    },
    clear() {
      generation++;
      settledAt = Date.now() + WRITE_SETTLE_MS;
      cache.clear();
      building.clear();
    },
  };
  let set = registry.get(offer);
  if (!set) registry.set(offer, set = new Set());
  set.add(self);
  return self;
}

/** Registers another cache of `offer` (e.g. counts) to be cleared by {@link forgetPages}. */
export function onForget(offer: CachedOffer, clear: () => void): void {
  let set = registry.get(offer);
  if (!set) registry.set(offer, set = new Set());
  set.add({ clear });
}

/**
 * Drops the cached pages that show `offer`: call it after any write to them in this process (seats, tickets, status,
 * a provider suspended or reactivated, a fixture in a test).
 */
export function forgetPages(offer: CachedOffer): void {
  for (const cache of registry.get(offer) ?? []) cache.clear();
}

/**
 * @module Reads kept for a few seconds under the write generation of this process (lib/write-generation.ts, ADR
 * 0028): a value read at an older generation is never returned, so a traveller never sees a read older than their own
 * write; another instance's writes are seen after `ttlMs`. Concurrent misses of one key share one read, and from
 * `refreshAfterMs` on a caller still gets the kept value while one new read starts (no wait at expiry). With
 * `keepRepeatsWithin`, a value is kept only for a key that repeats: one asked for the first time is read (and shared
 * with concurrent misses) but not kept, so one-off reads cost no kept copies nor evictions of the values that repeat.
 */
import { LRUCache } from 'lru-cache';
import { writeGeneration } from './write-generation.ts';

export interface KeptReads<T> {
  /** The value of `key`: kept when fresh and of the current generation, else read by `read` (shared) and kept. */
  get(key: string, read: () => Promise<T>): Promise<T>;
  /** Forgets every kept value and read under way (tests that write to the database directly). */
  clear(): void;
}

/**
 * A cache of reads.
 * @param options.ttlMs how long a value is returned at most, ms
 * @param options.refreshAfterMs from this age on, a hit also starts a new read, ms
 * @param options.max values kept at most (least recently used go first)
 * @param options.maxSize with `size`, the most kept in all (e.g. characters or rows)
 * @param options.size the size of one value, in the unit of `maxSize`
 * @param options.keepRepeatsWithin when given, a value is kept only when its key was already kept or was one of the
 *   last `keepRepeatsWithin` keys read (no more than the values kept at once: a key that comes back later than that
 *   would have been dropped before it came back)
 * @example const pages = keptReads<string>({ ttlMs: 5_000, refreshAfterMs: 4_000, max: 2_000 });
 */
export function keptReads<T extends NonNullable<unknown>>(options: {
  ttlMs: number;
  refreshAfterMs: number;
  max: number;
  maxSize?: number;
  size?: (value: T) => number;
  keepRepeatsWithin?: number;
}): KeptReads<T> {
  const { size, keepRepeatsWithin } = options;
  const kept = new LRUCache<string, { value: T; generation: number; at: number }>({
    max: options.max,
    ...(options.maxSize && size ? { maxSize: options.maxSize, sizeCalculation: (v) => size(v.value) + 1 } : {}),
  });
  type Flight = { promise: Promise<T>; generation: number; keep: boolean };
  const reading = new Map<string, Flight>();
  // The keys read last that were not kept: one that comes back while still here is kept at its second read.
  const readOnce = keepRepeatsWithin ? new LRUCache<string, true>({ max: keepRepeatsWithin }) : undefined;

  function readShared(key: string, generation: number, read: () => Promise<T>, keep: boolean): Promise<T> {
    const under = reading.get(key);
    if (under && under.generation === generation) {
      under.keep ||= keep; // a concurrent repeat of a key read once: its value is kept
      return under.promise;
    }
    const at = Date.now();
    const flight: Flight = {
      generation,
      keep,
      promise: read().then((value) => {
        if (flight.keep) kept.set(key, { value, generation, at });
        return value;
      }).finally(() => {
        if (reading.get(key) === flight) reading.delete(key);
      }),
    };
    reading.set(key, flight);
    return flight.promise;
  }

  /** Whether a value read now for `key` is kept: always, else when it was kept or read once recently. */
  function repeats(key: string, hit: boolean): boolean {
    if (!readOnce || hit || readOnce.delete(key)) return true;
    readOnce.set(key, true);
    return false;
  }

  return {
    get(key, read) {
      const generation = writeGeneration();
      const hit = kept.get(key);
      const age = hit ? Date.now() - hit.at : Infinity;
      if (hit && hit.generation === generation && age < options.ttlMs) {
        if (age >= options.refreshAfterMs) readShared(key, generation, read, true).catch(() => {});
        return Promise.resolve(hit.value);
      }
      return readShared(key, generation, read, repeats(key, !!hit));
    },
    clear() {
      kept.clear();
      reading.clear();
      readOnce?.clear();
    },
  };
}

/**
 * @module Reads kept for a few seconds under the write generation of this process (lib/write-generation.ts, ADR
 * 0028): a value read at an older generation is never returned, so a traveller never sees a read older than their own
 * write; another instance's writes are seen after `ttlMs`. Concurrent misses of one key share one read, and from
 * `refreshAfterMs` on a caller still gets the kept value while one new read starts (no wait at expiry).
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
 * @example const pages = keptReads<string>({ ttlMs: 5_000, refreshAfterMs: 4_000, max: 2_000 });
 */
export function keptReads<T extends NonNullable<unknown>>(options: {
  ttlMs: number;
  refreshAfterMs: number;
  max: number;
  maxSize?: number;
  size?: (value: T) => number;
}): KeptReads<T> {
  const { size } = options;
  const kept = new LRUCache<string, { value: T; generation: number; at: number }>({
    max: options.max,
    ...(options.maxSize && size ? { maxSize: options.maxSize, sizeCalculation: (v) => size(v.value) + 1 } : {}),
  });
  const reading = new Map<string, { promise: Promise<T>; generation: number }>();

  function readShared(key: string, generation: number, read: () => Promise<T>): Promise<T> {
    const flight = reading.get(key);
    if (flight && flight.generation === generation) return flight.promise;
    const at = Date.now();
    const promise = read().then((value) => {
      kept.set(key, { value, generation, at });
      return value;
    }).finally(() => {
      if (reading.get(key)?.promise === promise) reading.delete(key);
    });
    reading.set(key, { promise, generation });
    return promise;
  }

  return {
    get(key, read) {
      const generation = writeGeneration();
      const hit = kept.get(key);
      const age = hit ? Date.now() - hit.at : Infinity;
      if (hit && hit.generation === generation && age < options.ttlMs) {
        if (age >= options.refreshAfterMs) readShared(key, generation, read).catch(() => {});
        return Promise.resolve(hit.value);
      }
      return readShared(key, generation, read);
    },
    clear() {
      kept.clear();
      reading.clear();
    },
  };
}

/**
 * @module The write generation of this process (issue 13): a number that grows whenever this process may have
 * changed what a search answers (a request that is not a read, a job that released holds or published reviews).
 * Short caches of search answers keep the generation they were built at and are dropped once it moved on, so a
 * traveller never sees a page older than their own write; writes of other instances are seen after the cache's TTL.
 */

let generation = 0;

/** The current generation. */
export function writeGeneration(): number {
  return generation;
}

/** Notes that this process wrote something a search may show. */
export function noteWrite(): void {
  generation++;
}

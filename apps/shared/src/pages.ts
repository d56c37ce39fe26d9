/**
 * @module Reading the API's paged lists (ADR 0047: `limit`, `cursor`, `{ data, next }`): the pages one after the other,
 * each of 100 rows, up to a most, so a list screen shows what a person needs without one answer of unbounded size.
 */

/** The most pages read for one list by default (100 a page: the newest 1,000 rows). */
export const MAX_PAGES = 10;
/** The page size the apps ask for (the API's largest). */
export const PAGE_LIMIT = 100;

/**
 * Every row of a paged list, newest first as the API sorts them, reading at most `maxPages` pages.
 * @param fetchPage reads one page: the `cursor` is undefined for the first, then the previous page's `next`
 * @example const all = await readPages((cursor) => unwrap(api.GET('/api/disputes', { params: { query: { limit: PAGE_LIMIT, cursor } } })));
 */
export async function readPages<T>(
  fetchPage: (cursor: string | undefined) => Promise<{ data: T[]; next: string | null }>,
  maxPages = MAX_PAGES,
): Promise<T[]> {
  const all: T[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < maxPages; page++) {
    const { data, next } = await fetchPage(cursor);
    all.push(...data);
    if (!next) break;
    cursor = next;
  }
  return all;
}

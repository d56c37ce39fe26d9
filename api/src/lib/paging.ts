/**
 * @module The one paging convention of the API's lists (issue 27, ADR 0047): `?limit=` (1 to the list's maximum,
 * declared in the OpenAPI document) and `?cursor=` (opaque: the `next` of the previous page); the answer is
 * `{ data: [...], next }`, `next` null on the last page. The cursor holds the sort key of the page's last row
 * (keyset paging: every page costs the same however deep, where an offset reads and drops every row before it).
 */
import { z } from '@hono/zod-openapi';
import type { Db } from './db.ts';

/** The largest page of any list. */
export const MAX_PAGE_SIZE = 100;
/** The page size when `limit` is not given. */
export const DEFAULT_PAGE_SIZE = 50;

export const PAGING_MESSAGES = {
  limit: 'O limite deve ser um número inteiro entre 1 e 100.',
  cursor: 'O cursor da página é inválido. Volte à primeira página.',
} as const;

/**
 * The sort key of a row: its time and its id (ties broken by id). The time as a string keeps PostgreSQL's
 * microseconds (`keyset`'s `cursorAt`), which a Date would round to milliseconds: rows written in one statement share
 * one microsecond time, and a cursor a few microseconds early would skip them.
 */
export interface CursorKey {
  at: Date | string;
  id: string;
}

/** The opaque cursor of a row's sort key. */
export function encodeCursor(key: CursorKey): string {
  return btoa(JSON.stringify([typeof key.at === 'string' ? key.at : key.at.toISOString(), key.id])).replace(/\+/g, '-')
    .replace(/\//g, '_').replace(
      /=+$/,
      '',
    );
}

/** The sort key inside a cursor, or null when it is not one of ours. */
export function decodeCursor(cursor: string): CursorKey | null {
  try {
    const [at, id] = JSON.parse(atob(cursor.replace(/-/g, '+').replace(/_/g, '/'))) as [unknown, unknown];
    if (typeof at !== 'string' || typeof id !== 'string' || id.length > 128) return null;
    // An ISO time (as encodeCursor writes it, with up to microseconds), kept as written for the SQL comparison.
    if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/.test(at)) return null;
    return Number.isNaN(new Date(at).getTime()) ? null : { at, id };
  } catch {
    return null;
  }
}

/** The query of a paged list: `limit` (default 50, at most `max`) and `cursor`. */
export function pageQuery(max = MAX_PAGE_SIZE) {
  return z.object({
    limit: z.coerce.number({ message: PAGING_MESSAGES.limit }).int(PAGING_MESSAGES.limit).min(1, PAGING_MESSAGES.limit)
      .max(max, PAGING_MESSAGES.limit).default(Math.min(DEFAULT_PAGE_SIZE, max)).openapi({
        description: `Rows per page, 1 to ${max} (default ${Math.min(DEFAULT_PAGE_SIZE, max)}).`,
        example: 20,
      }),
    cursor: z.string().max(300).refine((v) => decodeCursor(v) !== null, PAGING_MESSAGES.cursor).optional().openapi({
      description: 'The `next` of the previous page (opaque); absent for the first page.',
    }),
  });
}

/** The answer of a paged list: at most `max` rows and the cursor of the next page. */
export function pageResponse<T extends z.ZodType>(schema: T, description: string, max = MAX_PAGE_SIZE) {
  return {
    content: {
      'application/json': {
        schema: z.object({
          data: z.array(schema).max(max),
          next: z.string().nullable().openapi({ description: 'The cursor of the next page; null on the last one.' }),
        }),
      },
    },
    description,
  };
}

/**
 * One page out of `limit + 1` rows read: the first `limit`, and the cursor of the last of them when there were more.
 * @example const { data, next } = toPage(rows, limit, (r) => ({ at: r.createdAt, id: r.id }));
 */
export function toPage<R, T = R>(
  rows: readonly R[],
  limit: number,
  keyOf: (row: R) => CursorKey,
  map: (row: R) => T = (row) => row as unknown as T,
): { data: T[]; next: string | null } {
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return { data: page.map(map), next: rows.length > limit && last ? encodeCursor(keyOf(last)) : null };
}

/** A paged list's request: `limit` rows after `cursor` (pageQuery's values). */
export interface PageRequest {
  limit: number;
  cursor?: string;
}

/** The first page of `limit` rows (services called without a page, e.g. by tests). */
export const firstPage = (limit = DEFAULT_PAGE_SIZE): PageRequest => ({ limit });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The SQL parts of a keyset page over `(atColumn, idColumn)` (ADR 0047), newest first unless `order: 'asc'`:
 * `after` (the condition "after the cursor", with its leading `and`; empty on the first page), `cursorAt` (select it
 * `as cursor_at`: the time with its microseconds, for {@link toKeysetPage}), `order` (the order by list) and `limit`
 * (one row more than the page, so the page knows whether there is a next one). A cursor whose id is not of the
 * column's type finds nothing rather than failing.
 * @example
 *   const k = keyset(sql, page, 'd.created_at', 'd.id');
 *   sql`select d.*, ${k.cursorAt} as cursor_at from disputes d where d.client_id = ${id} ${k.after}
 *     order by ${k.order} limit ${k.limit}`
 */
export function keyset(
  sql: Db,
  page: PageRequest,
  atColumn: string,
  idColumn: string,
  options: { order?: 'asc' | 'desc'; idType?: 'uuid' | 'text' } = {},
) {
  const order = options.order ?? 'desc';
  const idType = options.idType ?? 'uuid';
  const key = page.cursor ? decodeCursor(page.cursor) : null;
  const sign = order === 'desc' ? '<' : '>';
  // Sent as text: postgres.js serialises a timestamptz parameter through a Date, which drops the microseconds.
  const after = !key
    ? sql``
    : idType === 'uuid' && !UUID.test(key.id)
    ? sql`and false`
    : sql`and (${sql.unsafe(atColumn)}, ${sql.unsafe(idColumn)}) ${
      sql.unsafe(sign)
    } (${key.at}::text::timestamptz, ${key.id}${sql.unsafe(idType === 'uuid' ? '::uuid' : '::text')})`;
  return {
    after,
    cursorAt: sql.unsafe(`to_char(${atColumn} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`),
    order: sql.unsafe(`${atColumn} ${order}, ${idColumn} ${order}`),
    limit: page.limit + 1,
  };
}

/** One page of rows read with {@link keyset} (each with its `cursorAt` and `id`), mapped by `map`. */
export function toKeysetPage<R extends { cursorAt: string; id: string }, T = R>(
  rows: readonly R[],
  page: PageRequest,
  map: (row: R) => T = (row) => row as unknown as T,
): { data: T[]; next: string | null } {
  return toPage(rows, page.limit, (row) => ({ at: row.cursorAt, id: row.id }), map);
}

/**
 * @module The one postgres() instance of the API (porsager/postgres). Columns come back camelCased and
 * `sql(obj, ...)` helpers write snake_case, through `postgres.camel`.
 */
import postgres from 'postgres';
import { env } from './env.ts';

/** The shared connection pool. Repo functions take it (or a transaction's `tx`) as their first argument. */
export const sql = postgres(env.DATABASE_URL, {
  max: env.DB_POOL_MAX,
  transform: postgres.camel,
  onnotice: () => {},
});

export type Sql = typeof sql;
/** A connection or a transaction: what repo functions take. */
export type Db = Sql | postgres.TransactionSql;

/**
 * A text[] literal for plain identifiers (roles, tags), cast with `::text[]` in the query. Avoids depending on
 * array type discovery, which the embedded database serves differently.
 * @example sql`update users set roles = ${textArray(['client', 'driver'])}::text[]`
 */
export function textArray(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;
}

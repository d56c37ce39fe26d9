/**
 * @module The one postgres() instance of the API (porsager/postgres). Columns come back camelCased and
 * `sql(obj, ...)` helpers write snake_case, through `postgres.camel`. `bigint` (int8) comes back as a JS number,
 * not postgres.js's default string: money columns are bigint centavos (migration 0017, ADR 0017) and every amount
 * the API computes stays below Number.MAX_SAFE_INTEGER (bookings.limits.ts `assertSafeMoney`).
 */
import postgres from 'postgres';
import { env } from './env.ts';

/**
 * int8 (OID 20: bigint columns, count(*), sum of int) parsed as a number. Exact up to 2^53 - 1; money never gets
 * near it (the largest total a booking may have is MAX_TOTAL_CENTS of bookings.limits.ts).
 */
const bigintAsNumber = {
  to: 20,
  from: [20],
  serialize: (x: number | bigint) => String(x),
  parse: (x: string) => Number(x),
};

/** The shared connection pool. Repo functions take it (or a transaction's `tx`) as their first argument. */
export const sql = postgres(env.DATABASE_URL, {
  max: env.DB_POOL_MAX,
  transform: postgres.camel,
  onnotice: () => {},
  types: { bigint: bigintAsNumber },
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

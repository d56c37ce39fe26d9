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

/**
 * Limits that keep the API from waiting forever on its database (issue 9): a connection that is not ready in
 * `connectSeconds` fails (CONNECT_TIMEOUT), the server cancels a statement after `statementMs` and ends a session left
 * idle inside a transaction after `idleInTransactionMs`. A broken connection is dropped and the pool opens a new one
 * at the next query, at most `reconnectMaxSeconds` after the last failure (postgres.js's own back-off grows with every
 * failed connection of the pool, shared by all of them, up to 20 s: after a burst of broken connections the pool
 * stayed unusable for seconds); idle connections close after `idleSeconds` and every connection is renewed after
 * `maxLifetimeSeconds`.
 */
export const DB_LIMITS = {
  connectSeconds: 5,
  statementMs: 15_000,
  idleInTransactionMs: 30_000,
  idleSeconds: 60,
  maxLifetimeSeconds: 30 * 60,
  reconnectMaxSeconds: 0.5,
} as const;

/** Seconds before a broken connection tries again: 50 ms doubling with the pool's failures, at most 0.5 s. */
export const reconnectDelay = (failures: number) => Math.min(0.05 * 2 ** failures, DB_LIMITS.reconnectMaxSeconds);

/**
 * Opens a pool with the API's options (camelCase columns, the limits of DB_LIMITS).
 * @param url a postgres:// connection string
 * @param options.max pool size (at least 2: a background job holds one connection for its lock, lib/exclusive.ts)
 * @param options.statementTimeoutMs 0 for scripts whose statements may take long (bench fills)
 * @param options.synchronousCommit false: a commit does not wait for its WAL flush (only for data whose last
 *   fraction of a second may be lost in a crash, see `counterSql`)
 * @example const other = createPool('postgres://postgres@127.0.0.1:5432/other', { max: 2 })
 */
export function createPool(
  url: string,
  { max = env.DB_POOL_MAX, statementTimeoutMs = DB_LIMITS.statementMs, synchronousCommit = true }: {
    max?: number;
    statementTimeoutMs?: number;
    synchronousCommit?: boolean;
  } = {},
) {
  return postgres(url, {
    max: Math.max(2, max),
    transform: postgres.camel,
    onnotice: () => {},
    types: { bigint: bigintAsNumber },
    connect_timeout: DB_LIMITS.connectSeconds,
    idle_timeout: DB_LIMITS.idleSeconds,
    max_lifetime: DB_LIMITS.maxLifetimeSeconds,
    backoff: reconnectDelay,
    connection: {
      application_name: 'mozturismo-api',
      statement_timeout: statementTimeoutMs,
      idle_in_transaction_session_timeout: DB_LIMITS.idleInTransactionMs,
      ...(synchronousCommit ? {} : { synchronous_commit: 'off' }),
    },
  });
}

/** The shared connection pool. Repo functions take it (or a transaction's `tx`) as their first argument. */
export const sql = createPool(env.DATABASE_URL);

/**
 * A small pool for the rate-limit counters (ADR 0018), whose commits do not wait for the WAL flush
 * (synchronous_commit off; issue 13, ADR 0037): every request of one address increments one row, and each increment
 * waited for the previous one's flush (about 4 ms on the bench machine), which capped the bookings of one address at
 * about 250 a second. A crash may lose the last fraction of a second of increments, which only lets a few more
 * requests through. Opens its connections at first use.
 */
export const counterSql = createPool(env.DATABASE_URL, { max: 4, synchronousCommit: false });

/** The same pool options without the statement timeout, for scripts that write a lot at once (bench fills). */
export const scriptSql = (): Sql => createPool(env.DATABASE_URL, { statementTimeoutMs: 0 });

export type Sql = typeof sql;
/** A connection or a transaction: what repo functions take. */
export type Db = Sql | postgres.TransactionSql;

/**
 * A text[] literal for plain identifiers (roles, tags), cast with `::text[]` in the query. Avoids depending on
 * array type discovery (fetch_types).
 * @example sql`update users set roles = ${textArray(['client', 'driver'])}::text[]`
 */
export function textArray(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;
}

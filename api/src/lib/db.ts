/**
 * @module The one postgres() instance of the API (porsager/postgres). Columns come back camelCased and
 * `sql(obj, ...)` helpers write snake_case, through `postgres.camel`. `bigint` (int8) comes back as a JS number,
 * not postgres.js's default string: money columns are bigint centavos (migration 0017, ADR 0017) and every amount
 * the API computes stays below Number.MAX_SAFE_INTEGER (bookings.limits.ts `assertSafeMoney`).
 */
import postgres from 'postgres';
import { env } from './env.ts';
import { isDatabaseUnavailable } from './errors.ts';

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
      // No JIT compilation (issue 33): the API's statements are short reads and writes. A dated search's candidates
      // cost about 110 per room type in the plan, so a town of some 300 establishments passes jit_above_cost (100,000
      // by default), and compiling then took ~100 ms of a ~450 ms read (psql, a generic plan of the same statement on
      // the bench's 2,000 establishments). PostgreSQL's packages and managed services ship with jit on.
      jit: 'off',
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

/**
 * Checks every pooled connection after a lost one (issue 27): as many `select 1` at once as the pool holds
 * connections, so each idle connection answers one; a stale one (its server process gone in an outage, its socket
 * not yet closed) fails and is dropped, and the next query opens a new connection. Never throws. Concurrent calls
 * share one check.
 */
export function checkPool(pool: Sql): Promise<void> {
  const running = checking.get(pool);
  if (running) return running;
  const max = Number((pool.options as { max?: number }).max ?? 10);
  const check = Promise.allSettled(Array.from({ length: max }, () => pool`select 1`.execute()))
    .then(() => {})
    .finally(() => checking.delete(pool));
  checking.set(pool, check);
  return check;
}
const checking = new Map<Sql, Promise<void>>();

/**
 * Runs `work`; when it fails because the database connection was lost or refused (errors.ts
 * `isDatabaseUnavailable`), checks the pool ({@link checkPool}) and runs it once more. Only for work that did nothing
 * before it failed, or is safe to repeat (reads, the first statement of a request, a transaction that never began).
 * @example const rows = await withPoolRetry(sql, () => sql`select ...`);
 */
export async function withPoolRetry<T>(pool: Sql, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (!isDatabaseUnavailable(err)) throw err;
    await checkPool(pool);
    return await work();
  }
}

/** Whether `err` is the loss of the connection itself (closed, reset, timed out), not an answer of the server. */
function connectionLost(err: unknown): boolean {
  return err instanceof Error && !(err instanceof postgres.PostgresError) && 'errno' in err;
}

/** Sends a transaction's last statement and its COMMIT together; answers the statement's rows (`transaction`). */
export type CommitWith = <R extends readonly postgres.MaybeRow[]>(
  last: postgres.PendingQuery<R>,
) => Promise<postgres.RowList<R>>;

/**
 * Runs `work` in a transaction on one connection of `pool` in two round trips fewer than `pool.begin` (issue 13, ADR
 * 0037): BEGIN is sent with the first statements of `work` instead of on its own, and `commitWith(last)` sends the
 * transaction's last statement and COMMIT together (postgres.js pipelines the queries of a connection sent in one
 * tick; the server runs them in order). When `last` fails, the server turns that COMMIT into a rollback, and
 * `commitWith` throws `last`'s error. Without `commitWith`, the transaction commits after `work` returns, as
 * `pool.begin` does; when `work` throws it is rolled back, then the error is thrown on.
 * @param work gets the transaction and `commitWith`; must not run anything after `commitWith`
 * @returns what `work` returns
 * @example
 * const booking = await transaction(sql, async (tx, commitWith) => {
 *   const [context] = await tx`select ... for no key update`;
 *   const [row] = await commitWith(tx`insert ... returning *`);
 *   return row;
 * });
 */
export async function transaction<T>(
  pool: Sql,
  work: (tx: Sql, commitWith: CommitWith) => Promise<T>,
): Promise<T> {
  try {
    return await transactionOnce(pool, work);
  } catch (err) {
    // A transaction that never began (its connection was stale or refused) is tried once more on a checked pool.
    if (!(err instanceof NotBegun)) throw err;
    await checkPool(pool);
    try {
      return await transactionOnce(pool, work);
    } catch (again) {
      throw again instanceof NotBegun ? again.cause : again;
    }
  }
}

/** The loss of a transaction's connection before its BEGIN was answered: nothing of it ran. */
class NotBegun extends Error {
  constructor(override readonly cause: unknown) {
    super('transaction never began');
  }
}

async function transactionOnce<T>(
  pool: Sql,
  work: (tx: Sql, commitWith: CommitWith) => Promise<T>,
): Promise<T> {
  let tx: Awaited<ReturnType<Sql['reserve']>>;
  try {
    tx = await pool.reserve();
  } catch (err) {
    throw isDatabaseUnavailable(err) ? new NotBegun(err) : err;
  }
  const begun = tx`begin`.execute();
  begun.catch(() => {}); // its failure fails the statements after it, and is thrown before any commit
  let ended = false;
  const commitWith: CommitWith = async (last) => {
    await begun;
    ended = true;
    // Both sent now, in this order (execute() sends a query at once, and once only).
    const [done, committed] = await Promise.allSettled([last.execute(), tx`commit`.execute()]);
    if (done.status === 'rejected') throw done.reason;
    if (committed.status === 'rejected') throw committed.reason;
    return done.value;
  };
  let lost = false;
  try {
    const result = await work(tx, commitWith);
    if (!ended) {
      await begun;
      ended = true;
      await tx`commit`;
    }
    return result;
  } catch (err) {
    lost = connectionLost(err);
    // A lost connection answers nothing more: it is left to the pool, which opens a new one.
    if (!ended && !lost) await tx`rollback`.catch(() => {});
    const neverBegan = await begun.then(() => false, (e) => isDatabaseUnavailable(e));
    throw neverBegan ? new NotBegun(err) : err;
  } finally {
    if (!lost) tx.release();
  }
}

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

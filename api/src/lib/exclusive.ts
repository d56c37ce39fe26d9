/**
 * @module Background jobs that run once across API instances (issue 9: several instances on one PostgreSQL). A job
 * takes a PostgreSQL session advisory lock named after it on a connection reserved from the pool; an instance that
 * finds the lock taken skips its turn. The lock goes with the session, so a crashed instance never blocks the others.
 */
import type { Sql } from './db.ts';

/** First key of the advisory locks of jobs ('MOZJ'), so they never meet other advisory locks of the database. */
const JOB_LOCK_CLASS = 0x4d4f5a4a;

/**
 * Runs `fn` unless another process (or another connection of this one) is running the job `job` right now.
 * `fn` uses the pool as usual; the reserved connection only holds the lock, so the pool needs at least 2 connections.
 * @param job a stable name ('payment-settlement'); two jobs of different names run side by side
 * @returns `{ ran: true, value }` with fn's result, or `{ ran: false }` when another instance holds the job
 * @example await runExclusive(sql, 'hold-release', () => releaseExpiredHolds(sql, new Date()))
 */
export async function runExclusive<T>(
  sql: Sql,
  job: string,
  fn: () => Promise<T>,
): Promise<{ ran: true; value: T } | { ran: false }> {
  const conn = await sql.reserve();
  try {
    const [row] = await conn<{ locked: boolean }[]>`
      select pg_try_advisory_lock(${JOB_LOCK_CLASS}, hashtext(${job})) as locked
    `;
    if (!row?.locked) return { ran: false };
    try {
      return { ran: true, value: await fn() };
    } finally {
      // A broken connection has already lost the lock with its session.
      await conn`select pg_advisory_unlock(${JOB_LOCK_CLASS}, hashtext(${job}))`.catch(() => {});
    }
  } finally {
    conn.release();
  }
}

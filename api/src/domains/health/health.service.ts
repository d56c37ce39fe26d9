/** @module The health check of GET /api/health: whether the database answers in time. */
import type { Sql } from '../../lib/db.ts';
import { isDraining, staleJobNames } from '../../lib/lifecycle.ts';
import { migrationsCurrent } from '../../lib/migrate.ts';

/** How long the health check waits for the database before it answers 503 (issue 9: within 2 s). */
export const HEALTH_TIMEOUT_MS = 1500;

/**
 * Whether `db` answers `select 1` within `timeoutMs`. Never waits longer, whatever the database does (a server that
 * accepts connections and never answers, a pool whose connections are all busy or broken).
 * @returns true when it answered, false on an error or after the timeout
 * @example await databaseAnswers(sql) // true
 */
export async function databaseAnswers(db: Sql, timeoutMs: number = HEALTH_TIMEOUT_MS): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
  const query = db`select 1`.then(() => true, () => false);
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The readiness of this instance (GET /api/ready): database, migrations, job loop, draining.
 * @returns the body; `status` is 'ready' only when all four are fine
 */
export async function readiness(db: Sql) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'unknown'>((resolve) => (timer = setTimeout(() => resolve('unknown'), HEALTH_TIMEOUT_MS)));
  const [up, migrations] = await Promise.all([databaseAnswers(db), Promise.race([migrationsCurrent(db), late])]);
  clearTimeout(timer);
  const staleJobs = staleJobNames();
  const draining = isDraining();
  const ok = up && migrations === 'ok' && !staleJobs.length && !draining;
  return {
    status: ok ? 'ready' as const : 'not_ready' as const,
    database: up ? 'ok' as const : 'down' as const,
    migrations: up ? migrations : 'unknown' as const,
    jobs: staleJobs.length ? 'stale' as const : 'ok' as const,
    staleJobs,
    draining,
  };
}

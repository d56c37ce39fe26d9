/**
 * @module Background upkeep of the running server: the jobs of MAINTENANCE_JOBS, each on its own timer, each run once
 * across API instances at a time (lib/exclusive.ts) and never twice at once in one process. The same work also
 * happens lazily on reads, so a stopped timer loses nothing.
 *
 * To add a job, append `{ name, intervalMs, run }` to MAINTENANCE_JOBS: `name` is its lock's name across instances.
 */
import type { Sql } from './lib/db.ts';
import { runExclusive } from './lib/exclusive.ts';
import { log } from './lib/log.ts';
import { reportError } from './lib/report.ts';
import { jobMetrics } from './lib/metrics.ts';
import { releaseExpiredHolds } from './domains/bookings/bookings.holds.ts';
import { settleDuePayments } from './domains/payments/payments.settlement.ts';
import { declineUnansweredStays } from './domains/stays/stays.answers.ts';
import { promptDueReviews, publishDue } from './domains/reviews/reviews.repo.ts';
import { settleDuePayouts } from './domains/payouts/payouts.repo.ts';
import { processOutbound } from './domains/notifications/notifications.outbound.ts';
import { sendReminders } from './domains/notifications/notifications.reminders.ts';
import { expireLoyaltyPoints } from './domains/loyalty/loyalty.expiry.ts';
import { expireBankTransfers } from './domains/payments/payments.bank.ts';
import { reconcile } from './domains/payments/payments.lifecycle.ts';
import { deploymentRails } from './domains/payments/default-provider.ts';
import { makeOffers } from './domains/waitlists/waitlists.offers.ts';
import { sendDueWebhooks } from './domains/integrations/integrations.webhooks.ts';
import { syncDueImports } from './domains/stays/stays.feeds.ts';
import { pruneRouteDays } from './domains/rides/rides.repo.ts';

/** How often expired holds are released (issue 3: every 30 s). */
export const HOLD_RELEASE_INTERVAL_MS = 30_000;
/** How often due payments are settled. */
export const SETTLEMENT_INTERVAL_MS = 1_000;

/** A background job: `run` is called every `intervalMs` by at most one instance at a time, and once at start. */
export interface MaintenanceJob {
  /** Stable name, the key of its lock across instances. */
  name: string;
  intervalMs: number;
  run: (sql: Sql, now: Date) => Promise<unknown>;
}

/**
 * Settles the payments that are due, then releases the holds that expired: after an outage longer than the hold
 * time, a payment the provider took confirms its booking instead of being failed with it (issue 9).
 */
export async function settleThenReleaseHolds(sql: Sql, now: Date) {
  await settleDuePayments(sql, now);
  return await releaseExpiredHolds(sql, now);
}

/** The jobs, in the order they first run at start (settlement before any hold is released). */
export const MAINTENANCE_JOBS: MaintenanceJob[] = [
  { name: 'payment-settlement', intervalMs: SETTLEMENT_INTERVAL_MS, run: settleDuePayments },
  { name: 'hold-release', intervalMs: HOLD_RELEASE_INTERVAL_MS, run: settleThenReleaseHolds },
  // Paid stay requests the manager has not answered within 24 hours are declined and refunded (ADR 0017).
  { name: 'stay-answer-deadline', intervalMs: 60_000, run: declineUnansweredStays },
  // Blind reviews whose 14-day window ended are published, and ratings follow (ADR 0022).
  { name: 'review-publishing', intervalMs: 60_000, run: publishDue },
  // Each side is told once that a booking's review is due, when its window opens (issue 11).
  { name: 'review-prompts', intervalMs: 10 * 60_000, run: promptDueReviews },
  // Live rails (ADR 0042): payments, refunds and payouts still created, awaiting or unknown past their next check are
  // asked about, and the refunds and payouts recorded but never sent are sent.
  { name: 'payment-reconciliation', intervalMs: 5_000, run: (sql, now) => reconcile(sql, deploymentRails, now) },
  // Payouts to providers settle like payments, and 'Pagamento enviado' reaches them (ADR 0026).
  { name: 'payout-settlement', intervalMs: SETTLEMENT_INTERVAL_MS, run: (sql, now) => settleDuePayouts(sql, now) },
  // E-mails and SMS of the outbound queue, with retries and back-off (ADR 0029).
  { name: 'outbound-messages', intervalMs: 2_000, run: (sql, now) => processOutbound(sql, now) },
  // The day-before reminders of rides, check-ins and events, once per booking (ADR 0029).
  { name: 'booking-reminders', intervalMs: 10 * 60_000, run: sendReminders },
  // Points older than 12 months and the points of members inactive for 6 months expire, with a warning 30 days
  // before (spec 9, ADR 0024).
  { name: 'loyalty-expiry', intervalMs: 3_600_000, run: expireLoyaltyPoints },
  // Bank transfers not confirmed within the admin's number of days expire and release the booking (ADR 0025).
  { name: 'bank-transfer-expiry', intervalMs: 60_000, run: expireBankTransfers },
  // Waitlists (ADR 0054): the inventory a give-back held for the first in line becomes their offer (a pending booking
  // held for 60 minutes, with notification, e-mail and SMS); the places of listings that ended close.
  { name: 'waitlist-offers', intervalMs: 5_000, run: (sql, now) => makeOffers(sql, now) },
  // Partners' webhooks (issue 29, ADR 0053): the outbox sent outside any transaction, retried with back-off.
  { name: 'webhook-deliveries', intervalMs: 2_000, run: (sql, now) => sendDueWebhooks(sql, now) },
  // Room calendars imported from other channels (issue 29, ADR 0053): each read every 15 minutes.
  { name: 'room-calendar-imports', intervalMs: 60_000, run: (sql, now) => syncDueImports(sql, now) },
  // The route summary of popular rides (migration 0270, ADR 0047) forgets the days gone by.
  { name: 'ride-route-days', intervalMs: 3_600_000, run: pruneRouteDays },
];

/** Records a run in job_runs (the job-lag metric across instances, migration 0190). */
async function recordRun(sql: Sql, name: string, ok: boolean) {
  await sql`
    insert into job_runs (name, last_run_at, last_ok_at, last_error_at, runs, failures)
    values (${name}, now(), ${ok ? sql`now()` : null}, ${ok ? null : sql`now()`}, 1, ${ok ? 0 : 1})
    on conflict (name) do update set
      last_run_at = now(),
      last_ok_at = coalesce(excluded.last_ok_at, job_runs.last_ok_at),
      last_error_at = coalesce(excluded.last_error_at, job_runs.last_error_at),
      runs = job_runs.runs + 1,
      failures = job_runs.failures + excluded.failures
  `;
}

/** Whether a job's result says it changed something: a non-zero count, a non-empty list, an object holding either. */
function didSomething(value: unknown): boolean {
  if (typeof value === 'number') return value > 0;
  if (Array.isArray(value)) return value.length > 0;
  if (value && typeof value === 'object') return Object.values(value).some(didSomething);
  return false;
}

/** A job's result as log fields: counts only (a list becomes its length), never the rows it touched. */
function summary(value: unknown): unknown {
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (Array.isArray(value)) return value.length;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).slice(0, 10).map(([k, v]) => [k, summary(v)]));
  }
  return undefined;
}

/**
 * Runs each job once (in order), then on its timer.
 * @returns a function that stops the timers
 * @example const stop = startMaintenance(sql); ... stop();
 */
export function startMaintenance(sql: Sql, jobs: MaintenanceJob[] = MAINTENANCE_JOBS): () => void {
  let stopped = false;
  const tasks = jobs.map((job) => {
    let running = false;
    return async () => {
      if (running || stopped) return;
      ticks.set(job.name, { at: Date.now(), intervalMs: job.intervalMs });
      running = true;
      const started = performance.now();
      try {
        const outcome = await runExclusive(sql, job.name, () => job.run(sql, new Date()));
        const durationMs = Math.round(performance.now() - started);
        if (outcome.ran) {
          jobMetrics.ran(job.name, durationMs);
          await recordRun(sql, job.name, true);
          // Every run is a line; runs that did something at info, idle ones at debug (LOG_LEVEL=debug shows them).
          const did = didSomething(outcome.value);
          log.job[did ? 'info' : 'debug']('job run', { job: job.name, durationMs, result: summary(outcome.value) });
        } else {
          log.job.debug('job skipped: another instance holds it', { job: job.name });
        }
      } catch (err) {
        // A turn cut short by the shutdown (the pool closing under it) is no failure: the next start runs it again.
        if (stopped) return log.job.debug('job run ended by the shutdown', { job: job.name });
        jobMetrics.failed(job.name);
        reportError(err, { job: job.name });
        await recordRun(sql, job.name, false).catch(() => {});
      } finally {
        running = false;
      }
    };
  });
  // A job's clock starts with the loop: the first turns run one after the other, a slow one delays the next.
  for (const job of jobs) ticks.set(job.name, { at: Date.now(), intervalMs: job.intervalMs });
  const timers = tasks.map((task, i) => setInterval(task, jobs[i]!.intervalMs));
  void (async () => {
    for (const task of tasks) await task();
  })();
  return () => {
    stopped = true;
    timers.forEach(clearInterval);
    ticks.clear();
  };
}

/** When each job of this process last started a turn (run or skipped), and its interval. */
const ticks = new Map<string, { at: number; intervalMs: number }>();

/**
 * Whether this process's job loop is alive (the readiness check): every job started a turn within twice its interval
 * plus `graceMs` (a turn still running, or a timer that stopped, makes it stale).
 * @returns the names of the stale jobs (empty: alive); every job's name when the loop is not running
 */
export function staleJobs(now = Date.now(), graceMs = 30_000, jobs: MaintenanceJob[] = MAINTENANCE_JOBS): string[] {
  return jobs.filter((job) => {
    const tick = ticks.get(job.name);
    return !tick || now - tick.at > 2 * tick.intervalMs + graceMs;
  }).map((job) => job.name);
}

/**
 * @module Background upkeep of the running server: the jobs of MAINTENANCE_JOBS, each on its own timer, each run once
 * across API instances at a time (lib/exclusive.ts) and never twice at once in one process. The same work also
 * happens lazily on reads, so a stopped timer loses nothing.
 *
 * To add a job, append `{ name, intervalMs, run }` to MAINTENANCE_JOBS: `name` is its lock's name across instances.
 */
import type { Sql } from './lib/db.ts';
import { runExclusive } from './lib/exclusive.ts';
import { releaseExpiredHolds } from './domains/bookings/bookings.holds.ts';
import { settleDuePayments } from './domains/payments/payments.settlement.ts';
import { declineUnansweredStays } from './domains/stays/stays.answers.ts';
import { promptDueReviews, publishDue } from './domains/reviews/reviews.repo.ts';
import { settleDuePayouts } from './domains/payouts/payouts.repo.ts';
import { processOutbound } from './domains/notifications/notifications.outbound.ts';
import { sendReminders } from './domains/notifications/notifications.reminders.ts';
import { expireLoyaltyPoints } from './domains/loyalty/loyalty.expiry.ts';
import { expireBankTransfers } from './domains/payments/payments.bank.ts';

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
];

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
      running = true;
      try {
        await runExclusive(sql, job.name, () => job.run(sql, new Date()));
      } catch (err) {
        console.error(`maintenance ${job.name} failed:`, err);
      } finally {
        running = false;
      }
    };
  });
  const timers = tasks.map((task, i) => setInterval(task, jobs[i]!.intervalMs));
  void (async () => {
    for (const task of tasks) await task();
  })();
  return () => {
    stopped = true;
    timers.forEach(clearInterval);
  };
}

/**
 * @module Background upkeep of the running server: settles due payments every second and releases the seats of
 * expired booking holds every 30 s (the same work also happens lazily on reads, so a stopped timer loses nothing).
 */
import type { Sql } from './lib/db.ts';
import { releaseExpiredHolds } from './domains/bookings/bookings.service.ts';
import { settleDuePayments } from './domains/payments/payments.settlement.ts';
import { declineUnansweredStays } from './domains/stays/stays.answers.ts';

/** How often expired holds are released (issue 3: every 30 s). */
export const HOLD_RELEASE_INTERVAL_MS = 30_000;
/** How often due payments are settled. */
export const SETTLEMENT_INTERVAL_MS = 1_000;

/**
 * Starts the timers.
 * @returns a function that stops them
 * @example const stop = startMaintenance(sql); ... stop();
 */
export function startMaintenance(sql: Sql): () => void {
  const guard = (name: string, task: () => Promise<unknown>) => {
    let running = false;
    return async () => {
      if (running) return;
      running = true;
      try {
        await task();
      } catch (err) {
        console.error(`maintenance ${name} failed:`, err);
      } finally {
        running = false;
      }
    };
  };
  const release = guard('hold release', () => releaseExpiredHolds(sql, new Date()));
  const settle = guard('payment settlement', () => settleDuePayments(sql, new Date()));
  const timers = [setInterval(release, HOLD_RELEASE_INTERVAL_MS), setInterval(settle, SETTLEMENT_INTERVAL_MS)];
  timers.push(setInterval(guard('stay answer deadline', () => declineUnansweredStays(sql, new Date())), 60_000));
  void release();
  return () => timers.forEach(clearInterval);
}

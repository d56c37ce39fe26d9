/**
 * @module Holds of the booking core (spec 4 'Booking status'; DECISIONS.md 1): an unpaid pending booking keeps its
 * seats, nights or tickets until `hold_expires_at` (HOLD_MINUTES), then `releaseExpiredHolds` gives them back.
 */
import { type Db, sql } from '../../lib/db.ts';
import { noteWrite } from '../../lib/write-generation.ts';
import { releaseExpired } from './bookings.repo.ts';

/** `releaseExpired`, moving the write generation on when it released something (cached searches show it at once). */
async function release(db: Db, now: Date, rideId?: string) {
  const result = await releaseExpired(db, now, rideId);
  if (result.released > 0) noteWrite();
  return result;
}

/**
 * Cancels every pending booking whose hold expired at `now`, gives its seats back to the ride and fails its pending
 * payment. Run by a timer in main.ts every 30 s and lazily before searches and bookings.
 * @param now the instant to compare holds with (tests pass their own)
 * @param rideId only the bookings of this ride (the lazy release before booking it)
 * @returns how many bookings and seats were released
 * @example await releaseExpiredHolds(sql, new Date()) // { released: 1, seats: 2 }
 */
export function releaseExpiredHolds(db: Db, now: Date, rideId?: string) {
  return release(db, now, rideId);
}

const LAZY_INTERVAL_MS = 1000;
let lastLazyRun = 0;
let lazyRun: Promise<unknown> | undefined;

/**
 * `releaseExpiredHolds` at most once a second per process (searches call it; a busy search endpoint must not turn
 * into one write per request). A search may therefore miss seats released less than a second ago.
 */
export async function releaseExpiredHoldsLazily(db: Db = sql): Promise<void> {
  if (lazyRun) return void (await lazyRun);
  if (Date.now() - lastLazyRun < LAZY_INTERVAL_MS) return;
  lastLazyRun = Date.now();
  lazyRun = release(db, new Date()).finally(() => (lazyRun = undefined));
  await lazyRun;
}

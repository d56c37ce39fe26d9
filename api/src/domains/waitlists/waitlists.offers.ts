/**
 * @module The offer job of the waitlists (issue 30, ADR 0054). A give-back has already held the freed inventory for
 * the first in line (status 'held', migration 0260); this job books it for them through the booking desk, the
 * product's own booking (its rules, its price at this moment, its fee), with the Idempotency-Key 'waitlist:' and the
 * entry's secret token: the booking core lends the held inventory back inside that booking's transaction
 * (bookings.limits.ts `lockClientBookings`), the booking holds it for waitlist_offer_minutes(), and the person is told
 * in the app, by e-mail and by SMS (notification 'waitlist_offer'). An offer the product refuses (the caller's three
 * unpaid bookings, a suspended provider, a ride that departed) lapses, and the inventory passes to the next in line.
 */
import type { Sql } from '../../lib/db.ts';
import { AppError } from '../../lib/errors.ts';
import { log, userHash } from '../../lib/log.ts';
import type { AuthUser } from '../../lib/types.ts';
import { permissionsOf, type Role } from '../../middlewares/auth/permissions.ts';
import { assertBookable, createBooking } from '../booking-desk/booking-desk.service.ts';
import type { CreateBookingBody } from '../booking-desk/booking-desk.schemas.ts';
import * as repo from './waitlists.repo.ts';
import { closeEnded } from './waitlists.service.ts';

/** Entries one run offers at most (the next run takes the rest). */
export const OFFER_BATCH = 50;

/** The booking that turns a held entry into its offer. */
export function offerBody(e: repo.EntryRow): CreateBookingBody {
  if (e.kind === 'ride') return { type: 'ride', rideId: e.rideId!, seats: e.quantity };
  if (e.kind === 'event') {
    return {
      type: 'event',
      eventId: e.eventId!,
      quantity: e.quantity,
      ...(e.ticketTypeId ? { ticketTypeId: e.ticketTypeId } : {}),
    };
  }
  return { type: 'stay', roomTypeId: e.roomTypeId!, checkIn: e.checkIn!, checkOut: e.checkOut!, guests: e.guests ?? 1 };
}

/**
 * Makes the offers of the held entries, first in line first, and closes the waiting places of listings that ended.
 * @returns how many offers were made and how many lapsed unmade
 */
export async function makeOffers(sql: Sql, now: Date = new Date()): Promise<{ offered: number; lapsed: number }> {
  await closeEnded(sql, now);
  let offered = 0;
  let lapsed = 0;
  for (const entry of await repo.heldEntries(sql, OFFER_BATCH)) {
    const row = await repo.userOf(sql, entry.userId);
    if (!row || row.status !== 'active') {
      if (await repo.releaseEntry(sql, entry.id, 'lapsed', 'ACCOUNT_NOT_ACTIVE')) lapsed++;
      continue;
    }
    const roles = row.roles as Role[];
    const user: AuthUser = {
      uid: row.id,
      email: row.email,
      emailVerified: true,
      name: null,
      picture: null,
      roles,
      permissions: permissionsOf(roles),
      status: row.status,
      suspensionReason: null,
      verificationStatus: row.verificationStatus,
    };
    const body = offerBody(entry);
    const key = `waitlist:${entry.offerToken}`;
    try {
      await assertBookable(user, body, key);
      await createBooking(user, body, key, now);
      offered++;
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      // The product refused the booking: the offer cannot be made, and the next in line gets the inventory.
      if (await repo.releaseEntry(sql, entry.id, 'lapsed', err.code)) lapsed++;
      log.job.info('waitlist offer not made: {code}', {
        entry: entry.id,
        user: userHash(entry.userId),
        code: err.code,
      });
    }
  }
  return { offered, lapsed };
}

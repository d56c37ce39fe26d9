/**
 * @module When a ticket can be checked in (issue 32, ADR 0043): from a set time before the event's start (the
 * event's own `checkin_opens_hours_before`, else the platform's setting `checkin_opens_hours_before`, default 6 hours)
 * until its end. Earlier or later every check-in path (typed or scanned code online, the offline sync) refuses, so a
 * ticket checked in weeks early can no longer kill its refund.
 */
import type { Db } from '../../lib/db.ts';
import { AppError } from '../../lib/errors.ts';
import { maputoLocal } from '../../lib/time.ts';

/** 'dd/MM/yyyy HH:mm' in Africa/Maputo (DECISIONS.md 5). */
function formatMaputo(at: Date): string {
  const { date, time } = maputoLocal(at);
  return `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)} ${time}`;
}

/** The platform's default when the setting is missing or not a whole number of hours in 0..72. */
export const DEFAULT_CHECKIN_OPENS_HOURS = 6;

/** The instants between which a ticket of an event may be checked in (inclusive). */
export interface CheckInWindow {
  opensAt: Date;
  closesAt: Date;
  /** The hours before the start used for `opensAt`. */
  hoursBefore: number;
}

/** The platform's setting, hours before an event's start when its check-in opens (default 6). */
export async function platformCheckInHours(sql: Db): Promise<number> {
  const [row]: [{ value: unknown }?] = await sql`
    select value from settings where key = 'checkin_opens_hours_before'
  `;
  const n = Number(row?.value);
  return Number.isInteger(n) && n >= 0 && n <= 72 ? n : DEFAULT_CHECKIN_OPENS_HOURS;
}

/**
 * The check-in window of an event (pure once the hours are known).
 * @param hoursBefore the event's own value, or null for the platform's `fallbackHours`
 * @example checkInWindow({ startsAt, endsAt, checkinOpensHoursBefore: null }, 6) // opens 6 h before startsAt
 */
export function checkInWindow(
  event: { startsAt: Date; endsAt: Date; checkinOpensHoursBefore: number | null },
  fallbackHours: number,
): CheckInWindow {
  const hoursBefore = event.checkinOpensHoursBefore ?? fallbackHours;
  return {
    opensAt: new Date(event.startsAt.getTime() - hoursBefore * 3_600_000),
    closesAt: event.endsAt,
    hoursBefore,
  };
}

export const windowErrors = {
  /** 409 CHECKIN_NOT_OPEN: 'A entrada neste evento só abre em dd/MM/yyyy HH:mm (6 h antes do início).' */
  notOpen: (w: CheckInWindow) =>
    new AppError(
      409,
      'CHECKIN_NOT_OPEN',
      `A entrada neste evento só abre em ${formatMaputo(w.opensAt)} (${w.hoursBefore} h antes do início).`,
      { opensAt: w.opensAt.toISOString(), closesAt: w.closesAt.toISOString() },
    ),
  /** 409 CHECKIN_CLOSED: 'O evento terminou em dd/MM/yyyy HH:mm: já não é possível registar entradas.' */
  closed: (w: CheckInWindow) =>
    new AppError(
      409,
      'CHECKIN_CLOSED',
      `O evento terminou em ${formatMaputo(w.closesAt)}: já não é possível registar entradas.`,
      { opensAt: w.opensAt.toISOString(), closesAt: w.closesAt.toISOString() },
    ),
};

/** Where `at` falls: 'open', or 'early' / 'late' outside the window. */
export function windowState(w: CheckInWindow, at: Date): 'open' | 'early' | 'late' {
  if (at < w.opensAt) return 'early';
  if (at > w.closesAt) return 'late';
  return 'open';
}

/** Throws 409 CHECKIN_NOT_OPEN or CHECKIN_CLOSED unless `at` is inside the window. */
export function assertCheckInOpen(w: CheckInWindow, at: Date): void {
  const state = windowState(w, at);
  if (state === 'early') throw windowErrors.notOpen(w);
  if (state === 'late') throw windowErrors.closed(w);
}

/**
 * @module Calendar sync of room types (issue 29, ADR 0053), the habit of hosts who sell on Airbnb and Booking.com:
 * - export: each room type's stays booked here and the nights its manager blocked, as an iCal feed (RFC 5545, by
 *   ical-generator) at a secret URL (`/api/room-calendars/{token}`) the other channel polls;
 * - import: the other channels' .ics URLs, read by node-ical every 15 minutes by the job 'room-calendar-imports' (and
 *   once when added): each night they hold is blocked here (`room_nights.feed_blocked`), so it is not sold twice.
 *   Fetched outside any transaction (SSRF-checked, 15 s, 2 MiB at most); the nights replaced in one transaction.
 *   A night a feed holds while a stay booked here holds it too is a conflict, shown to the manager.
 */
import ical, { type VEvent } from 'node-ical';
import icalGenerator from 'ical-generator';
import { type Db, sql, transaction } from '../../lib/db.ts';
import { env } from '../../lib/env.ts';
import { AppError, errors } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { addressProblem } from '../../lib/public-address.ts';
import { addDays, maputoLocal, todayInMaputo } from '../../lib/time.ts';
import type { AuthUser } from '../../middlewares/auth/auth.ts';
import * as repo from './stays.feeds.repo.ts';
import type { CalendarImport, CalendarSync } from './stays.feeds.schemas.ts';
import { FEED_MESSAGES as M, MAX_IMPORTS } from './stays.feeds.schemas.ts';
import { ownRoomType } from './stays.calendar.ts';

/** How often each imported feed is read again. */
export const FEED_SYNC_INTERVAL_MS = 15 * 60_000;
/** The largest feed read (a year of a busy listing is some 100 KiB). */
export const MAX_FEED_BYTES = 2 * 1024 * 1024;
/** How long a feed may take to answer. */
export const FEED_TIMEOUT_MS = 15_000;
/** How far ahead imported nights are kept (a feed's events beyond are ignored). */
export const FEED_HORIZON_DAYS = 730;

/** The export's public address of a token. */
export function exportUrl(token: string): string {
  const base = env.PUBLIC_URL ?? `http://${env.HOST === '0.0.0.0' ? '127.0.0.1' : env.HOST}:${env.PORT}`;
  return `${base.replace(/\/$/, '')}/api/room-calendars/${token}`;
}

/** yyyy-MM-dd of a date-only iCal value (node-ical gives local midnight), or of an instant in Africa/Maputo. */
function dayOf(value: Date & { dateOnly?: boolean }): string {
  if (value.dateOnly) {
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
  }
  return maputoLocal(value).date;
}

/**
 * The nights an iCal text holds as taken: every VEVENT not cancelled, each night from its start (inclusive) to its
 * end (exclusive; an event without end, or ending the day it starts, takes one night), from `today` to the horizon.
 * @throws Error when the text is not a calendar
 */
export function nightsOfFeed(text: string, today: string): { night: string; summary: string | null }[] {
  if (!/BEGIN:VCALENDAR/i.test(text)) throw new Error(M.notCalendar);
  const parsed = ical.sync.parseICS(text);
  const horizon = addDays(today, FEED_HORIZON_DAYS);
  const nights = new Map<string, string | null>();
  for (const item of Object.values(parsed)) {
    if (!item || item.type !== 'VEVENT' || !item.start) continue;
    const event = item as VEvent;
    if (String(event.status ?? '').toUpperCase() === 'CANCELLED') continue;
    const start = dayOf(event.start as Date & { dateOnly?: boolean });
    let end = event.end ? dayOf(event.end as Date & { dateOnly?: boolean }) : addDays(start, 1);
    if (end <= start) end = addDays(start, 1);
    const summary = typeof event.summary === 'string' ? event.summary.slice(0, 200) : null;
    for (let night = start < today ? today : start; night < end && night < horizon; night = addDays(night, 1)) {
      if (!nights.has(night)) nights.set(night, summary);
    }
  }
  return [...nights].sort(([a], [b]) => (a < b ? -1 : 1)).map(([night, summary]) => ({ night, summary }));
}

/** Reads a feed over the network: the address checked (SSRF), no redirects, a time-out and a size limit. */
async function fetchFeed(url: string, options: { allowPrivate?: boolean; fetch?: typeof fetch }): Promise<string> {
  const problem = await addressProblem(url, { allowPrivate: options.allowPrivate ?? env.WEBHOOK_ALLOW_PRIVATE });
  if (problem) throw new Error(problem);
  const res = await (options.fetch ?? fetch)(url, {
    redirect: 'manual',
    signal: AbortSignal.timeout(FEED_TIMEOUT_MS),
    headers: { accept: 'text/calendar', 'user-agent': 'MozTurismo-Calendar/1' },
  });
  if (!res.ok) {
    await res.body?.cancel();
    throw new Error(M.unreachable(res.status));
  }
  const reader = res.body?.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_FEED_BYTES) {
      await reader.cancel();
      throw new Error(M.tooLarge);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    bytes.set(c, at);
    at += c.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

/**
 * Reads one feed and replaces its nights (a failure keeps the last good nights and records the reason).
 * @returns whether it synced
 */
export async function syncImport(
  pool: Db,
  item: { id: string; roomTypeId: string; url: string },
  now: Date = new Date(),
  options: { allowPrivate?: boolean; fetch?: typeof fetch } = {},
): Promise<boolean> {
  let nights;
  try {
    nights = nightsOfFeed(await fetchFeed(item.url, options), todayInMaputo(now));
  } catch (err) {
    await repo.syncFailed(pool, item.id, String((err as Error).message ?? err), now);
    return false;
  }
  await transaction(pool as typeof sql, (tx) => repo.replaceNights(tx, item.id, item.roomTypeId, nights, now));
  return true;
}

/** The job 'room-calendar-imports': the feeds not read for 15 minutes, 20 a run. */
export async function syncDueImports(
  pool: Db,
  now: Date = new Date(),
  options: { allowPrivate?: boolean; fetch?: typeof fetch } = {},
): Promise<{ synced: number; failed: number }> {
  const due = await repo.dueImports(pool, new Date(now.getTime() - FEED_SYNC_INTERVAL_MS), 20);
  const outcome = { synced: 0, failed: 0 };
  for (const item of due) outcome[(await syncImport(pool, item, now, options)) ? 'synced' : 'failed']++;
  return outcome;
}

const toImport = (r: repo.ImportRow): CalendarImport => ({
  id: r.id,
  label: r.label,
  url: r.url,
  createdAt: r.createdAt.toISOString(),
  lastSyncedAt: r.lastSyncedAt?.toISOString() ?? null,
  lastError: r.lastError,
  nights: r.nights,
});

/** The calendar sync of a room type of the caller's: export URL, imported feeds, conflicts from today on. */
export async function calendarSync(user: AuthUser, id: string, roomTypeId: string): Promise<CalendarSync> {
  await ownRoomType(user, id, roomTypeId);
  const today = todayInMaputo();
  const [token, imports, conflicts] = await Promise.all([
    repo.exportToken(sql, roomTypeId),
    repo.listImports(sql, roomTypeId),
    repo.conflicts(sql, roomTypeId, today),
  ]);
  return { exportUrl: exportUrl(token), imports: imports.map(toImport), conflicts };
}

/**
 * Adds another channel's feed to a room type of the caller's and reads it at once.
 * @throws 400 (address), 403, 404, 422 TOO_MANY_CALENDARS
 */
export async function addCalendarImport(
  user: AuthUser,
  id: string,
  roomTypeId: string,
  body: { label: string; url: string },
): Promise<CalendarImport> {
  await ownRoomType(user, id, roomTypeId);
  const problem = await addressProblem(body.url, { allowPrivate: env.WEBHOOK_ALLOW_PRIVATE });
  if (problem) throw errors.validation(problem, 'url');
  if ((await repo.importCount(sql, roomTypeId)) >= MAX_IMPORTS) {
    throw new AppError(422, 'TOO_MANY_CALENDARS', M.tooMany);
  }
  const importId = await repo.addImport(sql, roomTypeId, body.label, body.url);
  await syncImport(sql, { id: importId, roomTypeId, url: body.url });
  return toImport((await repo.importOf(sql, roomTypeId, importId))!);
}

/** Removes a feed of a room type of the caller's; the nights only it blocked are free again. */
export async function removeCalendarImport(user: AuthUser, id: string, roomTypeId: string, importId: string) {
  await ownRoomType(user, id, roomTypeId);
  const removed = isUuid(importId) && await transaction(sql, (tx) => repo.removeImport(tx, roomTypeId, importId));
  if (!removed) throw errors.notFound(M.importNotFound);
}

/**
 * The iCal export of the room type of `token`: one all-day event per stay booked here (check-in to check-out) and
 * per night its manager blocked, from 30 days ago on.
 * @throws 404 for an unknown token
 */
export async function exportCalendar(token: string, now: Date = new Date()): Promise<string> {
  if (!/^[0-9a-f]{64}$/.test(token)) throw errors.notFound(M.calendarNotFound);
  const rt = await repo.roomTypeOfToken(sql, token);
  if (!rt) throw errors.notFound(M.calendarNotFound);
  const { stays, blocked } = await repo.exportRows(sql, rt.id, addDays(todayInMaputo(now), -30));
  const day = (d: string) => new Date(`${d}T00:00:00Z`);
  const calendar = icalGenerator({
    name: `${rt.establishmentName}: ${rt.name}`,
    prodId: { company: 'MozTurismo', product: 'room-calendar', language: 'PT' },
  });
  for (const s of stays) {
    // i18n-exempt (the event's title in the other channel's calendar)
    calendar.createEvent({
      id: `${s.id}@mozturismo`,
      start: day(s.checkIn),
      end: day(s.checkOut),
      allDay: true,
      summary: 'Reservado (MozTurismo)',
      stamp: now,
    });
  }
  for (const night of blocked) {
    // i18n-exempt (the event's title in the other channel's calendar)
    calendar.createEvent({
      id: `${rt.id}-${night}@mozturismo`,
      start: day(night),
      end: day(addDays(night, 1)),
      allDay: true,
      summary: 'Indisponível',
      stamp: now,
    });
  }
  return calendar.toString();
}

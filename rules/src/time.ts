/**
 * @module Today in Mozambique (DECISIONS.md 5): every "today" of the marketplace, in the API (dates not before today,
 * card expiry) and in the apps (date inputs' min and defaults), is the date in Africa/Maputo. Pure: no I/O, runs in
 * Deno and in the browser (ADR 0038).
 *
 * Africa/Maputo is UTC+2 all year (Central Africa Time, no daylight saving: the IANA time zone database has no change
 * there since 1903), so its wall clock is the UTC fields of the instant two hours later: plain arithmetic, no Intl.
 * Building the first `Intl.DateTimeFormat` of a page costs 27-43 ms of the main thread in Chromium on the shared
 * 2-core machine (ICU's calendar data), more on a cheap phone, inside the first script's evaluation; the numeric
 * dates and times of the first screens need none of it (issue 13, ADR 0036 "Fifth pass"). time.test.ts checks the
 * arithmetic against Intl's Africa/Maputo over ten years.
 */

/** The marketplace's one time zone. */
export const TIME_ZONE = 'Africa/Maputo';

/** Africa/Maputo's offset from UTC, in minutes (UTC+2 all year). */
export const MAPUTO_UTC_OFFSET_MINUTES = 120;

/**
 * The instant's wall clock in Maputo, as a Date whose UTC fields (getUTCFullYear(), getUTCHours()...) are Maputo's.
 * @example maputoWallClock(new Date('2026-03-01T22:30:00Z')).getUTCHours() // 0 (00:30 on 2 March in Maputo)
 */
export function maputoWallClock(instant: Date): Date {
  return new Date(instant.getTime() + MAPUTO_UTC_OFFSET_MINUTES * 60_000);
}

/**
 * Today's date in Maputo as 'yyyy-MM-dd'.
 * @param now the instant to read (default: the current time)
 * @example todayInMaputo(new Date('2026-03-01T23:30:00Z')) // '2026-03-02'
 */
export function todayInMaputo(now: Date = new Date()): string {
  return maputoWallClock(now).toISOString().slice(0, 10);
}

/**
 * @module Today in Mozambique (DECISIONS.md 5): every "today" of the marketplace, in the API (dates not before today,
 * card expiry) and in the apps (date inputs' min and defaults), is the date in Africa/Maputo (UTC+2, no daylight
 * saving), computed with Intl's time zones (no library: the apps' first script stays small, issue 13). Pure: no I/O,
 * runs in Deno and in the browser (ADR 0038).
 */

/** The marketplace's one time zone. */
export const TIME_ZONE = 'Africa/Maputo';
const maputoDay = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

let todayCache: { minute: number; date: string } | undefined;

/**
 * Today's date in Maputo as 'yyyy-MM-dd'.
 * @param now the instant to read (default: the current time)
 * @example todayInMaputo(new Date('2026-03-01T23:30:00Z')) // '2026-03-02'
 */
export function todayInMaputo(now: Date = new Date()): string {
  // Days change on whole minutes in every time zone of interest: one computation per minute is enough.
  const minute = Math.floor(now.getTime() / 60_000);
  if (todayCache?.minute !== minute) {
    const parts: Record<string, string> = {};
    for (const p of maputoDay.formatToParts(now)) parts[p.type] = p.value;
    todayCache = { minute, date: `${parts.year}-${parts.month}-${parts.day}` };
  }
  return todayCache.date;
}

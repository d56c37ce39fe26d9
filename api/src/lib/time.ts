/**
 * @module Local dates and times of Mozambique (DECISIONS.md 5): every "today", every stored local date of a trip and
 * every local departure time is in Africa/Maputo (UTC+2, no daylight saving), computed with date-fns + @date-fns/tz.
 */
import { format } from 'date-fns';
import { tz, TZDate } from '@date-fns/tz';
import { TIME_ZONE } from '@turismo/rules/time.ts';

/** The time zone and today in Maputo are the rules package's, shared with the apps (ADR 0038). */
export { TIME_ZONE, todayInMaputo } from '@turismo/rules/time.ts';
const maputo = tz(TIME_ZONE);

/**
 * The local date ('yyyy-MM-dd') and time ('HH:mm') of an instant in Maputo.
 * @example maputoLocal(new Date('2026-03-01T05:30:00Z')) // { date: '2026-03-01', time: '07:30' }
 */
export function maputoLocal(instant: Date): { date: string; time: string } {
  return { date: format(instant, 'yyyy-MM-dd', { in: maputo }), time: format(instant, 'HH:mm', { in: maputo }) };
}

/**
 * The instant of a local Maputo date and time.
 * @param date 'yyyy-MM-dd'
 * @param time 'HH:mm' (default '00:00', the start of the day)
 * @example maputoInstant('2026-03-01', '07:30').toISOString() // '2026-03-01T05:30:00.000Z'
 */
export function maputoInstant(date: string, time = '00:00'): Date {
  const key = `${date}T${time}`;
  let ms = instants.get(key);
  if (ms === undefined) {
    const [y, m, d] = date.split('-').map(Number) as [number, number, number];
    const [hh, mm] = time.split(':').map(Number) as [number, number];
    ms = new TZDate(y, m - 1, d, hh, mm, 0, 0, TIME_ZONE).getTime();
    if (instants.size > 10_000) instants.clear();
    instants.set(key, ms);
  }
  return new Date(ms);
}
const instants = new Map<string, number>();

/** Adds whole days to a 'yyyy-MM-dd' date (calendar arithmetic, no time zone involved). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The years a date input may name: dates beyond them (year 9999) are refused, not computed with (ADR 0019). */
export const DATE_YEARS = { min: 1900, max: 2199 } as const;

/** Whether `text` is a real calendar date written 'yyyy-MM-dd', in the years DATE_YEARS. */
export function isIsoDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const [y, m, d] = text.split('-').map(Number) as [number, number, number];
  if (y < DATE_YEARS.min || y > DATE_YEARS.max) return false;
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Whether `text` is a time of day written 'HH:mm' (00:00 to 23:59). */
export function isTime(text: string): boolean {
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(text);
}

/**
 * @module Dates of the screens' fixtures, as offsets from today in Maputo (the demo seed's habit, api/src/seed): an
 * upcoming trip stays upcoming whenever the Storybook is opened, so a screen shows the same tabs and lists every day.
 */
import { todayInMaputo } from '@turismo/app-core/format';

/** Today's local date in Africa/Maputo, 'yyyy-MM-dd'. */
export const TODAY = todayInMaputo();

/** The local date `offset` days from today (negative: before), 'yyyy-MM-dd'. */
export function day(offset: number): string {
  const date = new Date(`${TODAY}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

/** The instant of a local date and time in Maputo (UTC+2 all year), as the API writes it: ISO 8601 in UTC. */
export function at(date: string, time: string): string {
  return new Date(`${date}T${time}:00+02:00`).toISOString();
}

/** The instant `hours` hours from now (negative: ago), rounded to the minute. */
export function hoursFromNow(hours: number): string {
  const now = new Date();
  now.setSeconds(0, 0);
  return new Date(now.getTime() + hours * 3_600_000).toISOString();
}

/**
 * @module Test fixtures of events (issue 32, ADR 0043): the check-in opens only a few hours before an event's start, so
 * a test that checks tickets in moves its event into the window first.
 */
import type { Db } from '../../lib/db.ts';
import { maputoLocal } from '../../lib/time.ts';

/**
 * Moves an event so that it starts `startsInMinutes` from now (default 60: inside the 6-hour check-in window) and
 * lasts `hours` (default 4), in Africa/Maputo local dates and times.
 */
export async function moveEventStart(sql: Db, eventId: string, startsInMinutes = 60, hours = 4): Promise<void> {
  const start = maputoLocal(new Date(Date.now() + startsInMinutes * 60_000));
  const end = maputoLocal(new Date(Date.now() + startsInMinutes * 60_000 + hours * 3_600_000));
  await sql`
    update events set start_date = ${start.date}, start_time = ${start.time}, end_date = ${end.date},
      end_time = ${end.time}
    where id = ${eventId}
  `;
}

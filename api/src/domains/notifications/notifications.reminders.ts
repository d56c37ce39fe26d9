/**
 * @module Reminders (issue 14): the day before a ride, a check-in or an event (Africa/Maputo dates), the client of
 * each confirmed booking gets 'booking_reminder' in the app, and by e-mail and SMS through the outbound queue
 * (migration 0085: kind 'booking_reminder', topic 'reminders'). Once per booking: a unique index refuses a second
 * one, so the job may run on every instance and as often as it likes.
 */
import type { Sql } from '../../lib/db.ts';
import { addDays, todayInMaputo } from '../../lib/time.ts';

/**
 * Writes the reminders of the bookings that start tomorrow (Maputo) and have none yet.
 * @returns how many were written
 */
export async function sendReminders(sql: Sql, now: Date = new Date()): Promise<number> {
  const tomorrow = addDays(todayInMaputo(now), 1);
  const rows = await sql`
    insert into notifications (user_id, kind, title, body, link, booking_id)
    select b.user_id, 'booking_reminder',
      case b.type when 'ride' then 'A sua viagem é amanhã' when 'stay' then 'O seu check-in é amanhã'
        else 'O seu evento é amanhã' end,
      left(booking_label(b) || ': ' || booking_units(b) || '. Boa viagem!', 500), '/reservas', b.id
    from bookings b
    where b.status = 'confirmed' and b.id in (
      select b2.id from bookings b2 join rides r on r.id = b2.ride_id
        where b2.type = 'ride' and r.departure_date = ${tomorrow}::date
      union all
      select b2.id from bookings b2 where b2.type = 'stay' and b2.check_in = ${tomorrow}::date
      union all
      select b2.id from bookings b2 join events ev on ev.id = b2.event_id
        where b2.type = 'event' and ev.start_date = ${tomorrow}::date
    )
    on conflict (booking_id) where kind = 'booking_reminder' do nothing
    returning id
  `;
  return rows.length;
}

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
    select b.user_id, 'booking_reminder', f.reminder_title,
      left(booking_label(b) || ': ' || booking_units(b) || '. Boa viagem!', 500), '/reservas', b.id
    from booking_facts f
    join bookings b on b.id = f.booking_id
    -- Each product's start date and title (migrations 0341, 0342): the ride's departure, the stay's check-in, the
    -- event's start.
    where f.start_date = ${tomorrow}::date and b.status = 'confirmed'
    on conflict (booking_id) where kind = 'booking_reminder' do nothing
    returning id
  `;
  return rows.length;
}

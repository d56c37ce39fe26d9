-- The reminder of the day before (ADR 0029) in the booking facts (issue 31, ADR 0021 'Adding a product'): each
-- product states its title in its own view (`reminder_title`, appended to the columns of 0341), so the hourly
-- reminder job (notifications.reminders.ts) selects tomorrow's bookings by their facts' start date and writes their
-- product's title without naming a product. Same titles and dates as before.

create or replace view booking_facts_ride as
select b.id as booking_id,
  r.from_address || ' → ' || r.to_address || ', ' || to_char(r.departure_date, 'DD/MM/YYYY') || ' '
    || to_char(r.departure_time, 'HH24:MI') as label,
  b.seats || case when b.seats = 1 then ' lugar' else ' lugares' end as units,
  '/drivers/offers'::text as provider_path,
  '/drivers/disputas'::text as disputes_path,
  r.departure_at as begins_at,
  r.departure_date as start_date,
  'ride_completed'::text as points_reason,
  (b.subtotal_cents / 1000)::int as points_base,
  'first_ride_of_month'::text as bonus_reason,
  25 as bonus_points,
  case when r.status <> 'cancelled' then r.departure_at end as review_opens_at,
  case when r.status <> 'cancelled' then r.departure_at end + interval '14 days' as review_closes_at,
  'A sua viagem é amanhã'::text as reminder_title
from bookings b
left join rides r on r.id = b.ride_id
where b.type = 'ride';

create or replace view booking_facts_stay as
select b.id as booking_id,
  e.name || ', ' || to_char(b.check_in, 'DD/MM/YYYY') || ' a ' || to_char(b.check_out, 'DD/MM/YYYY') as label,
  b.nights || case when b.nights = 1 then ' noite' else ' noites' end as units,
  '/hotels'::text as provider_path,
  '/hotels/disputas'::text as disputes_path,
  -- Still to come while not checked in and its check-in day (Africa/Maputo) is today or later.
  case when b.checked_in_at is not null then '-infinity'::timestamptz
    else (b.check_in + 1)::timestamp at time zone 'Africa/Maputo' end as begins_at,
  b.check_in as start_date,
  'stay_booked'::text as points_reason,
  (b.subtotal_cents / 500)::int as points_base,
  null::text as bonus_reason,
  0 as bonus_points,
  (b.check_out + e.check_out_time) at time zone 'Africa/Maputo' as review_opens_at,
  (b.check_out + e.check_out_time) at time zone 'Africa/Maputo' + interval '14 days' as review_closes_at,
  'O seu check-in é amanhã'::text as reminder_title
from bookings b
left join establishments e on e.id = b.establishment_id
where b.type = 'stay';

create or replace view booking_facts_event as
select b.id as booking_id,
  ev.title || ', ' || to_char(ev.start_date, 'DD/MM/YYYY') as label,
  coalesce(b.ticket_quantity, 1) || case when b.ticket_quantity = 1 then ' bilhete' else ' bilhetes' end as units,
  '/organizadores'::text as provider_path,
  '/organizadores/disputas'::text as disputes_path,
  ev.starts_at as begins_at,
  ev.start_date as start_date,
  'event_attended'::text as points_reason,
  50 as points_base,
  null::text as bonus_reason,
  0 as bonus_points,
  -- A ticket opens the window when it is checked in (while the event runs); it closes 14 days after the event ends.
  case when ev.status <> 'cancelled' then (
    select min(t.checked_in_at) from tickets t where t.booking_id = b.id and t.cancelled_at is null
  ) end as review_opens_at,
  ev.ends_at + interval '14 days' as review_closes_at,
  'O seu evento é amanhã'::text as reminder_title
from bookings b
left join events ev on ev.id = b.event_id
where b.type = 'event';

select booking_facts_rebuild();

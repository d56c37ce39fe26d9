-- Issue 30 (ADR 0055, "A provider cancels a part"): a part of a trip cancelled by its provider (the driver cancels the
-- ride, the manager cancels the stay, the organiser cancels the event) is told to the traveller as a part of their
-- trip, naming the part and pointing to the trip's page, where the alternatives are offered; an alternative booked
-- into the trip replaces the cancelled part (same role), recorded here.

-- A part may replace a part of the same trip that its provider cancelled (null: one of the trip's first parts). A role
-- may then appear more than once in a trip, each cancelled part replaced at most once.
alter table trip_parts drop constraint trip_parts_pkey;
alter table trip_parts add primary key (booking_id);
alter table trip_parts add column replaces uuid unique references bookings (id);
create index trip_parts_trip_idx on trip_parts (trip_id);

-- Told in the app, by e-mail and by SMS: the traveller may be on the road.
select add_notification_kind('trip_part_cancelled', 'bookings', true);

-- The general notice of migration 0008 stays for a booking made alone; a trip's part cancelled by its provider gets
-- the trip's own notice instead (one notice, not two).
create function is_provider_cancellation(reason text) returns boolean language sql immutable as $$
  select coalesce(reason in ('ride_cancelled', 'cancelled_by_provider', 'event_cancelled'), false)
$$;

drop trigger bookings_notify on bookings;
create trigger bookings_notify after update of status on bookings
  for each row when (old.status is distinct from new.status and new.cancel_reason is distinct from 'provider_suspended'
    and not (new.trip_id is not null and new.status = 'cancelled' and is_provider_cancellation(new.cancel_reason)))
  execute function bookings_notify();

create function bookings_notify_trip_part() returns trigger language plpgsql as $$
declare
  part text;
begin
  select case tp.role
      when 'event' then 'Bilhetes do evento'
      when 'rideThere' then 'Viagem de ida'
      when 'rideBack' then 'Viagem de regresso'
      else 'Estadia'
    end into part
  from trip_parts tp where tp.booking_id = new.id;
  perform notify(new.user_id, 'trip_part_cancelled', 'Parte da viagem cancelada pelo prestador',
    coalesce(part, 'Reserva') || ': ' || booking_label(new) || '. Se pagou, o valor é devolvido por inteiro. '
      || 'Veja as alternativas na página da viagem.',
    '/viagens/' || new.trip_id, new.id);
  return null;
end
$$;
create trigger bookings_notify_trip_part after update of status on bookings
  for each row when (old.status in ('pending', 'confirmed') and new.status = 'cancelled' and new.trip_id is not null
    and is_provider_cancellation(new.cancel_reason))
  execute function bookings_notify_trip_part();

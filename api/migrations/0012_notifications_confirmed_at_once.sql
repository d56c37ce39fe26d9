-- Bookings confirmed as they are made (a free event registration, migration 0004; the demo data's bookings) never
-- change status, so the update trigger of migration 0008 does not see them: this one tells the client and the
-- provider on insert, dated when the booking was confirmed.
create function bookings_notify_inserted() returns trigger language plpgsql as $$
declare
  label text := booking_label(new);
  what text := booking_units(new);
  at timestamptz := coalesce(new.confirmed_at, new.created_at, clock_timestamp());
begin
  insert into notifications (user_id, kind, title, body, link, booking_id, created_at) values
    (new.user_id, 'booking_confirmed', 'Reserva confirmada', left(label || '.', 500), '/reservas', new.id, at),
    (new.provider_id, 'booking_received', 'Nova reserva confirmada', left(label || ': ' || what || '.', 500),
      provider_link(new), new.id, at);
  return null;
end
$$;
create trigger bookings_notify_inserted after insert on bookings
  for each row when (new.status = 'confirmed') execute function bookings_notify_inserted();

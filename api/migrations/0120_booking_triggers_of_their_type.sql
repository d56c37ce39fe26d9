-- Two row triggers of bookings act on one kind of booking only, and returned at once for the others after a PL/pgSQL
-- call: event_booking_tickets (0004, 0090: tickets of event bookings) and bookings_policy_snapshot (0101: the
-- cancellation policy of stays and events). With the kind in the trigger's WHEN condition, a ride booking's insert
-- and status changes call neither (issue 13, ADR 0037 addendum). Same behaviour: both functions begin with the same
-- test.
drop trigger bookings_event_tickets on bookings;
create trigger bookings_event_tickets
  after insert or update of status on bookings
  for each row when (new.type = 'event') execute function event_booking_tickets();

drop trigger bookings_policy_snapshot on bookings;
create trigger bookings_policy_snapshot
  before insert on bookings
  for each row when (new.type in ('stay', 'event')) execute function bookings_policy_snapshot();

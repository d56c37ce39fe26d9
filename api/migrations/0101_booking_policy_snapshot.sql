-- The cancellation policy a traveller accepted is the one that applies (issue 12): each stay and event booking keeps
-- a copy of its establishment's or event's policy as it was when booked, so a manager or organiser changing the
-- policy later does not change what existing bookings get back. Rides have one fixed policy (ADR 0024).
alter table bookings add column cancellation_policy text
  check (cancellation_policy in ('flexible', 'moderate', 'strict'));
alter table bookings add column refund_policy text check (refund_policy in ('until_days', 'none'));
alter table bookings add column refund_days_before int check (refund_days_before between 0 and 365);

-- Existing bookings keep the policy in force today (the closest record of what was shown to them).
update bookings b set cancellation_policy = e.cancellation_policy
from establishments e where b.type = 'stay' and e.id = b.establishment_id;
update bookings b set refund_policy = ev.refund_policy, refund_days_before = ev.refund_days_before
from events ev where b.type = 'event' and ev.id = b.event_id;

-- Every path that creates a booking (API, seed, tests) gets the copy in the same statement.
create function bookings_policy_snapshot() returns trigger language plpgsql as $$
begin
  if new.type = 'stay' and new.cancellation_policy is null then
    select e.cancellation_policy into new.cancellation_policy from establishments e where e.id = new.establishment_id;
  elsif new.type = 'event' and new.refund_policy is null then
    select ev.refund_policy, ev.refund_days_before into new.refund_policy, new.refund_days_before
    from events ev where ev.id = new.event_id;
  end if;
  return new;
end
$$;

create trigger bookings_policy_snapshot before insert on bookings
  for each row execute function bookings_policy_snapshot();

-- The provider's earnings page first on one index (issue 27, ADR 0047 'Earnings by bookings.paid_at'). An earning's
-- time is its succeeded payment's coalesce(settled_at, created_at): a booking alone by its payment, a trip's part by
-- the trip's payment (payment_parts). That time lived on payments, so GET /api/earnings/bookings probed every paid
-- booking of the provider to sort them. `bookings.paid_at` keeps it on the booking (null: no succeeded payment),
-- written by the triggers below wherever a payment or a part changes, so no code path can forget it.

alter table bookings add column paid_at timestamptz;

-- The earning time of one booking as the earnings read it (at most one succeeded payment per booking:
-- payments_one_success_idx; a part's payment by its id).
create function booking_paid_at(bid uuid) returns timestamptz
language sql stable as $$
  select max(coalesce(x.settled_at, x.created_at)) from (
    select p.settled_at, p.created_at from payments p
    where p.booking_id = bid and p.status = 'succeeded'
      and not exists (select 1 from payment_parts pp where pp.payment_id = p.id)
    union all
    select p.settled_at, p.created_at from payment_parts pp
    join payments p on p.id = pp.payment_id and p.status = 'succeeded'
    where pp.booking_id = bid
  ) x
$$;

-- The bookings a payment row covers (its own booking and its parts'), old and new, set again from the tables as they
-- are after the statement. Only paid_at is written: every other trigger of bookings fires on other columns.
create function payments_paid_at() returns trigger
language plpgsql as $$
declare
  pid uuid := coalesce(new.id, old.id);
begin
  update bookings b set paid_at = booking_paid_at(b.id)
  where b.id in (
      select new.booking_id union select old.booking_id
      union select pp.booking_id from payment_parts pp where pp.payment_id = pid
    )
    and b.paid_at is distinct from booking_paid_at(b.id);
  return null;
end $$;

create trigger payments_paid_at
  after insert on payments for each row when (new.status = 'succeeded') execute function payments_paid_at();
create trigger payments_paid_at_changed
  after update of status, settled_at, created_at, booking_id on payments for each row
  when (old.status = 'succeeded' or new.status = 'succeeded') execute function payments_paid_at();
create trigger payments_paid_at_deleted
  after delete on payments for each row when (old.status = 'succeeded') execute function payments_paid_at();

-- A part added or removed moves its booking (and the payment's own booking, which loses the payment to its parts).
create function payment_parts_paid_at() returns trigger
language plpgsql as $$
begin
  update bookings b set paid_at = booking_paid_at(b.id)
  where b.id in (
      select new.booking_id union select old.booking_id
      union select p.booking_id from payments p where p.id = coalesce(new.payment_id, old.payment_id)
    )
    and b.paid_at is distinct from booking_paid_at(b.id);
  return null;
end $$;

create trigger payment_parts_paid_at
  after insert or delete or update on payment_parts for each row execute function payment_parts_paid_at();

-- The bookings paid so far, set-based.
update bookings b set paid_at = x.paid_at
from (
  select p.booking_id, coalesce(p.settled_at, p.created_at) as paid_at from payments p
  where p.status = 'succeeded' and not exists (select 1 from payment_parts pp where pp.payment_id = p.id)
  union all
  select pp.booking_id, coalesce(p.settled_at, p.created_at) from payment_parts pp
  join payments p on p.id = pp.payment_id and p.status = 'succeeded'
) x
where x.booking_id = b.id;

-- GET /api/earnings/bookings: a provider's paid bookings, newest payment first, ties by id; the page and its count
-- on this index alone.
create index bookings_provider_paid_idx on bookings (provider_id, paid_at desc, id) where paid_at is not null;

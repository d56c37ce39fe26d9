-- Popular rides and special offers at national scale (issue 27, ADR 0047 'Popular rides from a summary'). GET
-- /api/rides/popular ranks routes by their upcoming rides of the next 30 days, GET /api/rides-special-offers compares
-- a route's cheapest ride with its average price; grouping every such ride on each request failed at 1,000,000
-- rides (bench:scale). `ride_route_days` counts, per route and local departure date, the rides a traveller can book
-- (active, driver not suspended, a free seat) and the sum of their prices, kept exact in the same transaction as every change of a ride (a
-- booking, a cancellation, an expired hold, a waitlist hold, a suspension, a publish) by statement triggers on rides:
-- a booking adds nothing unless it takes a ride's last seat. The read sums the window's whole days here and counts
-- the rides of its two partial days (one day's worth in all) from an index-only scan.

-- A route's key, stored: its place ids when known, else the folded address (as popular rides and offers group).
alter table rides
  add column route_from text generated always as (coalesce(from_place_id::text, fold(from_address))) stored,
  add column route_to text generated always as (coalesce(to_place_id::text, fold(to_address))) stored;

create table ride_route_days (
  departure_date date not null,              -- local date in Africa/Maputo, as rides.departure_date
  route_from text not null,
  route_to text not null,
  -- Bookable rides of the route leaving that day (rides.test.ts compares it with rides). No check constraint: an
  -- upsert's proposed row (a negative change) is checked before its conflict is found. Past days are deleted by the
  -- 'ride-route-days' job (a later change of a past ride may leave a stray row there; the read never looks back).
  rides int not null,
  price_cents_sum bigint not null,
  primary key (departure_date, route_from, route_to) include (rides, price_cents_sum)
);

-- The rides a traveller can book, by route and departure instant: the read's two partial days, index-only.
create index rides_bookable_idx on rides (departure_at) include (route_from, route_to, price_cents)
  where status = 'active' and not provider_suspended and seats_available > 0;
-- The cheapest (then soonest) bookable ride of a route: a few entries read in price order.
create index rides_route_price_idx on rides (route_from, route_to, price_cents, departure_at, id)
  where status = 'active' and not provider_suspended and seats_available > 0;

-- Each statement adds its change per route-day in one upsert, sorted (concurrent statements lock rows in one order);
-- the upsert's update reads the row's latest committed count, so concurrent bookings never lose one another's change.
create function rides_route_days_insert() returns trigger language plpgsql as $$
begin
  insert into ride_route_days as s (departure_date, route_from, route_to, rides, price_cents_sum)
  select departure_date, route_from, route_to, count(*)::int, sum(price_cents) from new_rows
  where status = 'active' and not provider_suspended and seats_available > 0
  group by 1, 2, 3 order by 1, 2, 3
  on conflict (departure_date, route_from, route_to) do update
    set rides = s.rides + excluded.rides, price_cents_sum = s.price_cents_sum + excluded.price_cents_sum;
  return null;
end
$$;

create function rides_route_days_update() returns trigger language plpgsql as $$
begin
  insert into ride_route_days as s (departure_date, route_from, route_to, rides, price_cents_sum)
  select departure_date, route_from, route_to, sum(d)::int, sum(d * price_cents) from (
    select departure_date, route_from, route_to, 1 as d, price_cents::bigint from new_rows
    where status = 'active' and not provider_suspended and seats_available > 0
    union all
    select departure_date, route_from, route_to, -1, price_cents from old_rows
    where status = 'active' and not provider_suspended and seats_available > 0
  ) x
  group by 1, 2, 3 having sum(d) <> 0 or sum(d * price_cents) <> 0 order by 1, 2, 3
  on conflict (departure_date, route_from, route_to) do update
    set rides = s.rides + excluded.rides, price_cents_sum = s.price_cents_sum + excluded.price_cents_sum;
  return null;
end
$$;

create function rides_route_days_delete() returns trigger language plpgsql as $$
begin
  insert into ride_route_days as s (departure_date, route_from, route_to, rides, price_cents_sum)
  select departure_date, route_from, route_to, -count(*)::int, -sum(price_cents) from old_rows
  where status = 'active' and not provider_suspended and seats_available > 0
  group by 1, 2, 3 order by 1, 2, 3
  on conflict (departure_date, route_from, route_to) do update
    set rides = s.rides + excluded.rides, price_cents_sum = s.price_cents_sum + excluded.price_cents_sum;
  return null;
end
$$;

create function rides_route_days_truncate() returns trigger language plpgsql as $$
begin
  truncate ride_route_days;
  return null;
end
$$;

create trigger rides_route_days_insert after insert on rides referencing new table as new_rows
  for each statement execute function rides_route_days_insert();
create trigger rides_route_days_update after update on rides referencing old table as old_rows new table as new_rows
  for each statement execute function rides_route_days_update();
create trigger rides_route_days_delete after delete on rides referencing old table as old_rows
  for each statement execute function rides_route_days_delete();
create trigger rides_route_days_truncate after truncate on rides
  for each statement execute function rides_route_days_truncate();

insert into ride_route_days (departure_date, route_from, route_to, rides, price_cents_sum)
select departure_date, route_from, route_to, count(*)::int, sum(price_cents) from rides
where status = 'active' and not provider_suspended and seats_available > 0
group by 1, 2, 3;

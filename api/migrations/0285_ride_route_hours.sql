-- Popular rides' partial days from an hourly tier (issue 27, ADR 0047 'Popular rides from a summary', second tier).
-- With ride_route_days alone, the read counted the rides of its window's first and last partial days from rides
-- (one day's worth of rides, about 11,000 index entries at 1,000,000 rides): 35 of the read's 51 ms at full size, and
-- GET /api/rides/popular missed its 2x target (bench:scale, stop 37). `ride_route_hours` counts the same bookable rides
-- per route and departure hour, kept exact by the same statement triggers in the same transaction; the read now takes
-- the window's whole days from ride_route_days, the whole hours of its two partial days from here, and only its two
-- partial hours (one hour's worth of rides in all) from rides. Africa/Maputo is UTC+2 all year: its hours are UTC hours.

create table ride_route_hours (
  departure_hour timestamptz not null,       -- date_trunc('hour', rides.departure_at, 'Africa/Maputo')
  route_from text not null,
  route_to text not null,
  -- Bookable rides of the route leaving in that hour (rides.popular.test.ts compares it with rides). No check
  -- constraint, as ride_route_days. Past hours are deleted by the 'ride-route-days' job.
  rides int not null,
  price_cents_sum bigint not null,
  primary key (departure_hour, route_from, route_to) include (rides, price_cents_sum)
);

-- Each statement's change per route-day and per route-hour, each in one sorted upsert (one lock order for concurrent
-- statements), as migration 0270.
create or replace function rides_route_days_insert() returns trigger language plpgsql as $$
begin
  insert into ride_route_days as s (departure_date, route_from, route_to, rides, price_cents_sum)
  select departure_date, route_from, route_to, count(*)::int, sum(price_cents) from new_rows
  where status = 'active' and not provider_suspended and seats_available > 0
  group by 1, 2, 3 order by 1, 2, 3
  on conflict (departure_date, route_from, route_to) do update
    set rides = s.rides + excluded.rides, price_cents_sum = s.price_cents_sum + excluded.price_cents_sum;
  insert into ride_route_hours as s (departure_hour, route_from, route_to, rides, price_cents_sum)
  select date_trunc('hour', departure_at, 'Africa/Maputo'), route_from, route_to, count(*)::int, sum(price_cents)
  from new_rows
  where status = 'active' and not provider_suspended and seats_available > 0
  group by 1, 2, 3 order by 1, 2, 3
  on conflict (departure_hour, route_from, route_to) do update
    set rides = s.rides + excluded.rides, price_cents_sum = s.price_cents_sum + excluded.price_cents_sum;
  return null;
end
$$;

create or replace function rides_route_days_update() returns trigger language plpgsql as $$
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
  insert into ride_route_hours as s (departure_hour, route_from, route_to, rides, price_cents_sum)
  select departure_hour, route_from, route_to, sum(d)::int, sum(d * price_cents) from (
    select date_trunc('hour', departure_at, 'Africa/Maputo') as departure_hour, route_from, route_to, 1 as d,
      price_cents::bigint from new_rows
    where status = 'active' and not provider_suspended and seats_available > 0
    union all
    select date_trunc('hour', departure_at, 'Africa/Maputo'), route_from, route_to, -1, price_cents from old_rows
    where status = 'active' and not provider_suspended and seats_available > 0
  ) x
  group by 1, 2, 3 having sum(d) <> 0 or sum(d * price_cents) <> 0 order by 1, 2, 3
  on conflict (departure_hour, route_from, route_to) do update
    set rides = s.rides + excluded.rides, price_cents_sum = s.price_cents_sum + excluded.price_cents_sum;
  return null;
end
$$;

create or replace function rides_route_days_delete() returns trigger language plpgsql as $$
begin
  insert into ride_route_days as s (departure_date, route_from, route_to, rides, price_cents_sum)
  select departure_date, route_from, route_to, -count(*)::int, -sum(price_cents) from old_rows
  where status = 'active' and not provider_suspended and seats_available > 0
  group by 1, 2, 3 order by 1, 2, 3
  on conflict (departure_date, route_from, route_to) do update
    set rides = s.rides + excluded.rides, price_cents_sum = s.price_cents_sum + excluded.price_cents_sum;
  insert into ride_route_hours as s (departure_hour, route_from, route_to, rides, price_cents_sum)
  select date_trunc('hour', departure_at, 'Africa/Maputo'), route_from, route_to, -count(*)::int, -sum(price_cents)
  from old_rows
  where status = 'active' and not provider_suspended and seats_available > 0
  group by 1, 2, 3 order by 1, 2, 3
  on conflict (departure_hour, route_from, route_to) do update
    set rides = s.rides + excluded.rides, price_cents_sum = s.price_cents_sum + excluded.price_cents_sum;
  return null;
end
$$;

create or replace function rides_route_days_truncate() returns trigger language plpgsql as $$
begin
  truncate ride_route_days, ride_route_hours;
  return null;
end
$$;

insert into ride_route_hours (departure_hour, route_from, route_to, rides, price_cents_sum)
select date_trunc('hour', departure_at, 'Africa/Maputo'), route_from, route_to, count(*)::int, sum(price_cents)
from rides
where status = 'active' and not provider_suspended and seats_available > 0
group by 1, 2, 3;

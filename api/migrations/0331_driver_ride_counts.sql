-- The exact total of GET /api/rides/mine in bounded time (issue 27, ADR 0047 'bench:scale at full size'): counting
-- a driver's rides (`count(*)` on rides_driver_*) took 234 ms for 1,000,000 rides, several seconds at p99 under 20
-- concurrent requests. `driver_ride_counts` keeps the number of each driver's rides, written by statement triggers on
-- rides (transition tables: one grouped upsert per statement; rides already captures them for rides_route_days). The
-- API never moves a ride to another driver; an update that does (a test may) is netted like an insert and a delete.

create table driver_ride_counts (
  driver_id text primary key,
  rides integer not null
);

create function rides_driver_counts() returns trigger
language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into driver_ride_counts as c (driver_id, rides)
    select driver_id, count(*) from new_rows group by 1 order by 1
    on conflict (driver_id) do update set rides = c.rides + excluded.rides;
  elsif tg_op = 'DELETE' then
    update driver_ride_counts c set rides = c.rides - d.n
    from (select driver_id, count(*) as n from old_rows group by 1) d
    where c.driver_id = d.driver_id;
  elsif tg_op = 'UPDATE' then
    insert into driver_ride_counts as c (driver_id, rides)
    select driver_id, sum(n) from (
      select driver_id, count(*) as n from new_rows group by 1
      union all
      select driver_id, -count(*) from old_rows group by 1
    ) d
    group by 1 having sum(n) <> 0 order by 1
    on conflict (driver_id) do update set rides = c.rides + excluded.rides;
  else
    delete from driver_ride_counts;
  end if;
  return null;
end $$;

create trigger rides_driver_counts_inserted
  after insert on rides referencing new table as new_rows
  for each statement execute function rides_driver_counts();
create trigger rides_driver_counts_updated
  after update on rides referencing old table as old_rows new table as new_rows
  for each statement execute function rides_driver_counts();
create trigger rides_driver_counts_deleted
  after delete on rides referencing old table as old_rows
  for each statement execute function rides_driver_counts();
create trigger rides_driver_counts_truncated
  after truncate on rides for each statement execute function rides_driver_counts();

insert into driver_ride_counts (driver_id, rides) select driver_id, count(*) from rides group by 1;

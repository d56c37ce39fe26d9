-- The exact total of GET /api/earnings/bookings in bounded time (issue 27, ADR 0047 'Earnings total kept per month').
-- The total is the number of the provider's paid bookings (bookings.paid_at set, migration 0310), all of them or
-- those paid in one Africa/Maputo month; counting them on bookings_provider_paid_idx is linear in the provider's paid
-- bookings. `provider_paid_months` keeps that number per provider and Maputo month of paid_at, written by statement
-- triggers on bookings (transition tables: one grouped upsert per statement whatever its number of rows, so a bulk
-- insert or backfill is not a row-by-row update of the same counter), so a total reads one row (a month) or the
-- provider's months (a few dozen a year).

create table provider_paid_months (
  provider_id text not null,
  -- The first day of the Africa/Maputo month of paid_at.
  month date not null,
  -- Never negative once a statement ends; no check constraint: an upsert checks its proposed row (a decrement's
  -- negative delta) before it finds the conflicting counter.
  paid integer not null,
  primary key (provider_id, month)
);

-- The key of a paid_at (immutable: the zone is fixed).
create function paid_month(at timestamptz) returns date
language sql immutable as $$
  select date_trunc('month', at at time zone 'Africa/Maputo')::date
$$;

-- The statement's rows in and out of the counts: + each new row paid, - each old row paid, netted per provider and
-- month (an update that leaves paid_at as it was nets to nothing and writes nothing). The counters are written in
-- (provider_id, month) order, so two statements touching the same counters lock them in the same order.
create function bookings_paid_months() returns trigger
language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into provider_paid_months as m (provider_id, month, paid)
    select provider_id, paid_month(paid_at), count(*) from new_rows where paid_at is not null
    group by 1, 2 order by 1, 2
    on conflict (provider_id, month) do update set paid = m.paid + excluded.paid;
  elsif tg_op = 'DELETE' then
    update provider_paid_months m set paid = m.paid - d.n
    from (
      select provider_id, paid_month(paid_at) as month, count(*) as n from old_rows where paid_at is not null
      group by 1, 2
    ) d
    where m.provider_id = d.provider_id and m.month = d.month;
  else
    insert into provider_paid_months as m (provider_id, month, paid)
    select provider_id, month, sum(n) from (
      select provider_id, paid_month(paid_at) as month, count(*) as n from new_rows where paid_at is not null
      group by 1, 2
      union all
      select provider_id, paid_month(paid_at), -count(*) from old_rows where paid_at is not null group by 1, 2
    ) d
    group by 1, 2 having sum(n) <> 0 order by 1, 2
    on conflict (provider_id, month) do update set paid = m.paid + excluded.paid;
  end if;
  return null;
end $$;

create trigger bookings_paid_months_inserted
  after insert on bookings referencing new table as new_rows
  for each statement execute function bookings_paid_months();
create trigger bookings_paid_months_updated
  after update on bookings referencing old table as old_rows new table as new_rows
  for each statement execute function bookings_paid_months();
create trigger bookings_paid_months_deleted
  after delete on bookings referencing old table as old_rows
  for each statement execute function bookings_paid_months();

create function bookings_paid_months_truncated() returns trigger
language plpgsql as $$
begin
  delete from provider_paid_months;
  return null;
end $$;

create trigger bookings_paid_months_truncated
  after truncate on bookings for each statement execute function bookings_paid_months_truncated();

-- The bookings paid so far.
insert into provider_paid_months (provider_id, month, paid)
select provider_id, paid_month(paid_at), count(*) from bookings where paid_at is not null group by 1, 2;

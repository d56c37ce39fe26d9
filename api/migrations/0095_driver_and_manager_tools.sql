-- Issue 15: the driver's and the accommodation manager's tools (ADR 0031). Money is integer centavos (MZN); nights
-- and dates are local dates in Africa/Maputo.

-- Room calendar (ADR 0004 builds on per-night rows): a night of a room type may be blocked (maintenance: never sold;
-- stays already booked on it are kept) and may carry its own rate, which replaces the room type's price for that
-- night. A row now also exists for a night nobody booked yet once it is blocked or priced.
alter table room_nights add column blocked boolean not null default false;
alter table room_nights add column rate_cents int check (rate_cents between 100 and 100000000);
-- The shortest stay a room type sells (enforced by the booking, 422 MIN_NIGHTS).
alter table room_types add column min_nights int not null default 1 check (min_nights between 1 and 30);

-- The price and availability of one stay of a room type, for search, the stay page and the booking alike:
-- total_cents is the sum of each night's rate (its own rate, else the room type's price), free_rooms the fewest rooms
-- free on any night (0 on a blocked night), min_nights the room type's shortest stay. No row for an unknown room type
-- or an empty stay.
create function stay_quote(p_room_type uuid, p_check_in date, p_check_out date)
returns table (total_cents bigint, nights int, free_rooms int, min_nights int, blocked_nights int)
language sql stable as $$
  select sum(coalesce(rn.rate_cents, rt.price_per_night_cents))::bigint,
    count(*)::int,
    min(case when rn.blocked then 0 else greatest(0, rt.total_rooms - coalesce(rn.booked, 0)) end)::int,
    rt.min_nights,
    count(*) filter (where rn.blocked)::int
  from room_types rt
  cross join generate_series(p_check_in, p_check_out - 1, interval '1 day') d
  left join room_nights rn on rn.room_type_id = rt.id and rn.night = d::date
  where rt.id = p_room_type and p_check_out > p_check_in
  group by rt.id, rt.min_nights
$$;

-- A stay's expected arrival time (the guest's, optional) and the manager's no-show mark (after the check-in day; the
-- stay is completed without refund and its remaining nights are released).
alter table bookings add column arrival_time time;
alter table bookings add column no_show_at timestamptz;

-- The driver's vehicle (one per driver): shown to passengers once they booked; the plate never before.
create table vehicles (
  driver_id text primary key references users (id),
  make text not null check (length(make) between 1 and 40),
  model text not null check (length(model) between 1 and 40),
  colour text not null check (length(colour) between 1 and 30),
  plate text not null check (plate ~ '^[A-Z0-9][A-Z0-9 -]{2,13}[A-Z0-9]$'),
  updated_at timestamptz not null default now()
);

-- Recurring rides: one series per request, its Idempotency-Key unique per driver, so that a retry answers the rides
-- first created.
create table ride_series (
  id uuid primary key default gen_random_uuid(),
  driver_id text not null references users (id),
  idempotency_key text check (length(idempotency_key) <= 255),
  weekdays int[] not null,
  weeks int not null check (weeks between 1 and 12),
  created_at timestamptz not null default now(),
  constraint ride_series_idempotency unique (driver_id, idempotency_key)
);
alter table rides add column series_id uuid references ride_series (id);
create index rides_series_idx on rides (series_id) where series_id is not null;

-- A driver's change to a booked ride ('Gerir') tells every passenger.
select allow_check_value('notifications', 'notifications_kind_check', 'kind', 'ride_changed');

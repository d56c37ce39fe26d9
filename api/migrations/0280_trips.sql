-- Trips (issue 30, ADR 0055): one checkout over bookings of several products (an event's tickets, the rides there and
-- back, the stay), held all or nothing in one transaction and paid once. A trip owns no inventory and no price: its
-- parts are ordinary bookings, each with its own provider, policy, earnings and receipt line.

create table trips (
  id uuid primary key default gen_random_uuid(),
  user_id text not null references users (id) on delete cascade,
  -- The accommodation partnership of the trip's event applied to its stay (null: none applied).
  partnership_id uuid references event_partnerships (id),
  idempotency_key text,
  -- The body asked for, to tell a retry with the same Idempotency-Key from another request (422).
  request jsonb not null,
  created_at timestamptz not null default now(),
  constraint trips_idempotency unique (user_id, idempotency_key)
);
create index trips_user_idx on trips (user_id, created_at desc);

-- A booking made inside a trip's transaction carries its trip: the trip sets `mozt.trip_id` for its transaction
-- (set_config(..., true)) and every product's insert, unchanged, takes it from this default.
alter table bookings add column trip_id uuid references trips (id);
alter table bookings alter column trip_id set default nullif(current_setting('mozt.trip_id', true), '')::uuid;
create index bookings_trip_idx on bookings (trip_id) where trip_id is not null;

-- Each part's role in the trip (the tickets, the ride there, the ride back, the stay).
create table trip_parts (
  trip_id uuid not null references trips (id) on delete cascade,
  booking_id uuid not null unique references bookings (id),
  role text not null check (role in ('event', 'rideThere', 'rideBack', 'stay')),
  primary key (trip_id, role)
);

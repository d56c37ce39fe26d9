-- Rides, bookings and payments (issue 3; spec 3, 4, 5, 9; DECISIONS.md 1, 2, 5).
-- Money is integer centavos (MZN). Local dates and times are Africa/Maputo.

create table rides (
  id uuid primary key default gen_random_uuid(),
  driver_id text not null references users (id),
  -- The matched places (null when the driver typed an address that is not a known place).
  from_place_id int references places (id),
  to_place_id int references places (id),
  -- The cities of those places (the place itself for a city, else its parent city), set by rides_set_cities():
  -- searching 'Maputo' is one range scan on from_city_id, and also finds rides leaving from Polana.
  from_city_id int references places (id),
  to_city_id int references places (id),
  from_address text not null check (length(from_address) between 1 and 200),
  to_address text not null check (length(to_address) between 1 and 200),
  departure_date date not null,              -- local date in Africa/Maputo
  departure_time time not null,              -- local time in Africa/Maputo
  departure_at timestamptz generated always as ((departure_date + departure_time) at time zone 'Africa/Maputo') stored,
  -- Price per seat: at least 10 MT, in steps of 5 MT (spec 5, 9).
  price_cents int not null check (price_cents >= 1000 and price_cents % 500 = 0),
  seats_total int not null check (seats_total between 1 and 8),
  seats_available int not null,
  vehicle_type text not null default 'sedan'
    check (vehicle_type in ('sedan', 'suv', 'hatchback', 'pickup', 'van', 'minibus', 'other')),
  description text check (length(description) <= 1000),
  pickup_point text check (length(pickup_point) <= 200),
  dropoff_point text check (length(dropoff_point) <= 200),
  allow_pickup_en_route boolean not null default false,
  allow_negotiation boolean not null default false,
  status text not null default 'active' check (status in ('active', 'completed', 'cancelled')),
  created_at timestamptz not null default now(),
  cancelled_at timestamptz,
  constraint rides_seats_available_range check (seats_available between 0 and seats_total)
);

create function rides_set_cities() returns trigger language plpgsql as $$
begin
  new.from_city_id := (select coalesce(c.id, p.id) from places p
    left join places c on c.name = p.parent_city and c.type = 'city' where p.id = new.from_place_id);
  new.to_city_id := (select coalesce(c.id, p.id) from places p
    left join places c on c.name = p.parent_city and c.type = 'city' where p.id = new.to_place_id);
  return new;
end
$$;
create trigger rides_set_cities before insert or update of from_place_id, to_place_id on rides
  for each row execute function rides_set_cities();

-- Search by city pair (then by place within it): one index-only range scan in departure order, so the first page
-- stops after pageSize entries and the count reads only the pair's entries.
create index rides_search_idx on rides (from_city_id, to_city_id, departure_at, id)
  include (from_place_id, to_place_id, seats_available) where status = 'active';
-- Lists filtered by destination only.
create index rides_to_city_idx on rides (to_city_id, departure_at, id) include (seats_available) where status = 'active';
-- The few rides with a free-text address on either side (matched with fold(), spec 5 / DECISIONS.md 5).
create index rides_free_text_idx on rides (departure_at)
  where status = 'active' and (from_place_id is null or to_place_id is null);
-- Upcoming rides in time order (lists without a route, popular rides, special offers).
create index rides_upcoming_idx on rides (departure_at) include (from_place_id, to_place_id, seats_available, price_cents)
  where status = 'active';
create index rides_driver_idx on rides (driver_id, departure_at);

-- Bookings of every kind (rides now; stays and events reuse the table with their own columns).
create table bookings (
  id uuid primary key default gen_random_uuid(),
  user_id text not null references users (id),
  provider_id text not null references users (id),
  type text not null check (type in ('ride', 'stay', 'event')),
  status text not null default 'pending' check (status in ('pending', 'confirmed', 'completed', 'cancelled')),
  -- ride
  ride_id uuid references rides (id),
  seats int check (seats between 1 and 8),
  -- stay (no foreign keys yet: their tables come later)
  establishment_id uuid,
  room_type_id uuid,
  check_in date,
  check_out date,
  nights int,
  guests int,
  -- event
  event_id uuid,
  ticket_quantity int,
  partnership_id uuid,
  -- Amounts in centavos, computed on the server (DECISIONS.md 2). subtotal is after any discount; the client pays
  -- total = subtotal + platform fee; the provider is owed the subtotal.
  subtotal_cents int not null check (subtotal_cents >= 0),
  discount_cents int not null default 0 check (discount_cents >= 0),
  platform_fee_bps int not null check (platform_fee_bps between 0 and 5000),
  platform_fee_cents int not null check (platform_fee_cents >= 0),
  total_cents int not null,
  provider_amount_cents int not null,
  currency text not null default 'MZN' check (currency = 'MZN'),
  -- A pending booking holds its seats until this instant (HOLD_MINUTES), then they are released.
  hold_expires_at timestamptz,
  idempotency_key text check (length(idempotency_key) <= 255),
  special_requests text check (length(special_requests) <= 1000),
  created_at timestamptz not null default now(),
  confirmed_at timestamptz,
  cancelled_at timestamptz,
  cancel_reason text,
  constraint bookings_amounts check (
    total_cents = subtotal_cents + platform_fee_cents and provider_amount_cents = subtotal_cents
  ),
  constraint bookings_ride_fields check (type <> 'ride' or (ride_id is not null and seats is not null)),
  constraint bookings_idempotency unique (user_id, idempotency_key)
);
create index bookings_user_idx on bookings (user_id, created_at desc);
create index bookings_ride_idx on bookings (ride_id) where ride_id is not null;
create index bookings_provider_idx on bookings (provider_id, created_at desc);
create index bookings_hold_idx on bookings (hold_expires_at) where status = 'pending';

create table payments (
  id uuid primary key default gen_random_uuid(),
  booking_id uuid not null references bookings (id),
  user_id text not null references users (id),
  method text not null check (method in ('card', 'mpesa', 'bank')),
  status text not null default 'pending' check (status in ('pending', 'succeeded', 'failed')),
  amount_cents int not null check (amount_cents >= 0),
  currency text not null default 'MZN' check (currency = 'MZN'),
  provider text not null default 'sandbox',
  provider_reference text,
  -- Masked: card last 4 digits, M-Pesa number last 3, bank account or IBAN last 4. Never a full number or a CVV.
  payer_hint text,
  -- When the provider settles it (null: waits for a confirmation, e.g. a bank transfer confirmed by an admin).
  settles_at timestamptz,
  -- What the provider said the settlement will be (kept so that settlement survives a restart).
  scheduled_outcome text check (scheduled_outcome in ('succeeded', 'failed')),
  scheduled_failure_reason text,
  failure_reason text,
  idempotency_key text check (length(idempotency_key) <= 255),
  created_at timestamptz not null default now(),
  settled_at timestamptz,
  constraint payments_idempotency unique (user_id, idempotency_key)
);
create index payments_booking_idx on payments (booking_id, created_at desc);
create index payments_due_idx on payments (settles_at) where status = 'pending' and settles_at is not null;
-- One succeeded payment per booking.
create unique index payments_one_success_idx on payments (booking_id) where status = 'succeeded';

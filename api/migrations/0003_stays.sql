-- Stays (issue 4; spec 2.7, 2.16, 3 'Accommodation', 'Room type', 'Hotel profile form', 5 'Hotel search', 9 'Hotel
-- defaults'; DECISIONS.md 1, 2, 5). Money is integer centavos (MZN); nights are local dates in Africa/Maputo.

-- An establishment (hotel, guesthouse, apartment, lodge) run by one accommodation manager.
create table establishments (
  id uuid primary key default gen_random_uuid(),
  manager_id text not null references users (id),
  name text not null check (length(name) between 2 and 120),
  kind text not null default 'hotel' check (kind in ('hotel', 'guesthouse', 'apartment', 'lodge')),
  -- The matched place (null when the address names no known place).
  place_id int references places (id),
  address text not null check (length(address) between 2 and 200),
  description text check (length(description) <= 2000),
  phone text check (length(phone) <= 30),
  email text check (length(email) <= 200),
  website text check (length(website) <= 300),
  lat double precision,
  lng double precision,
  check_in_time time not null default '14:00',
  check_out_time time not null default '12:00',
  -- Conditions (spec 9): free cancellation up to 24 h before check-in and instant booking on, automatic check-in off.
  free_cancellation boolean not null default true,
  instant_booking boolean not null default true,
  auto_check_in boolean not null default false,
  amenities text[] not null default '{}',
  -- URLs or paths only; no binaries are stored.
  images text[] not null default '{}',
  -- Rating aggregate (average of the reviews, and how many).
  rating numeric(2, 1) not null default 0 check (rating between 0 and 5),
  review_count int not null default 0 check (review_count >= 0),
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Folded name and address (accents and case ignored, DECISIONS.md 5) for searches that name no known place.
  search_text text generated always as (fold(name || ' ' || address)) stored
);
create index establishments_place_idx on establishments (place_id) include (id) where is_active;
create index establishments_manager_idx on establishments (manager_id, created_at);

-- A kind of room of an establishment; a stay books one room of a type for each night.
create table room_types (
  id uuid primary key default gen_random_uuid(),
  establishment_id uuid not null references establishments (id),
  name text not null check (length(name) between 2 and 80),
  kind text not null default 'standard' check (kind in ('standard', 'suite')),
  description text check (length(description) <= 1000),
  price_per_night_cents int not null check (price_per_night_cents between 100 and 100000000),
  max_occupancy int not null default 2 check (max_occupancy between 1 and 10),
  total_rooms int not null default 1 check (total_rooms between 1 and 500),
  bed_type text check (length(bed_type) <= 60),
  size_m2 int check (size_m2 between 1 and 2000),
  has_balcony boolean not null default false,
  has_sea_view boolean not null default false,
  amenities text[] not null default '{}',
  images text[] not null default '{}',
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index room_types_establishment_idx on room_types (establishment_id) include (max_occupancy, is_active);

-- Rooms of a type held or sold on a night (the night of `night` to the next morning). A row exists only once some
-- booking took the night; the booking transaction raises `booked` with a conditional upsert so that no night is ever
-- sold beyond the type's rooms.
create table room_nights (
  room_type_id uuid not null references room_types (id),
  night date not null,
  booked int not null default 0 check (booked >= 0),
  primary key (room_type_id, night)
);

-- Stay bookings reuse `bookings` (0002 kept their columns). A stay of an establishment without instant booking waits
-- for the manager after payment (`awaits_provider`); the manager records the arrival (`checked_in_at`).
alter table bookings add column awaits_provider boolean not null default false;
alter table bookings add column checked_in_at timestamptz;
alter table bookings add constraint bookings_stay_fields check (
  type <> 'stay' or (establishment_id is not null and room_type_id is not null and check_in is not null
    and check_out > check_in and nights = check_out - check_in and guests between 1 and 10)
);
-- Per room type: the counts and revenue of the search come from the index alone (after vacuum).
create index bookings_stay_room_type_idx on bookings (room_type_id, check_in) include (status, provider_amount_cents)
  where type = 'stay';
create index bookings_stay_establishment_idx on bookings (establishment_id, check_in) where type = 'stay';

-- Events, event partnerships and tickets (issue 5; spec 2.8, 3 'Event', 'Event partnership', 5 'Events', 9;
-- DECISIONS.md 1, 2, 5). Money is integer centavos (MZN). Local dates and times are Africa/Maputo.

create table events (
  id uuid primary key default gen_random_uuid(),
  organiser_id text not null references users (id),
  title text not null check (length(title) between 3 and 200),
  description text not null default '' check (length(description) <= 4000),
  event_type text not null default 'festival'
    check (event_type in ('feira', 'festival', 'concerto', 'conferencia', 'workshop', 'exposicao')),
  category text not null
    check (category in ('cultura', 'negocios', 'entretenimento', 'gastronomia', 'educacao', 'desporto')),
  venue text not null check (length(venue) between 1 and 200),
  address text not null check (length(address) between 1 and 300),
  -- The matched place, when the organiser picked a known one (plain id, no cross-domain coupling needed beyond it).
  place_id int references places (id),
  lat double precision,
  lng double precision,
  start_date date not null,                  -- local date in Africa/Maputo
  end_date date not null,
  start_time time not null,                  -- local time in Africa/Maputo
  end_time time not null,
  starts_at timestamptz generated always as ((start_date + start_time) at time zone 'Africa/Maputo') stored,
  ends_at timestamptz generated always as ((end_date + end_time) at time zone 'Africa/Maputo') stored,
  images text[] not null default '{}',
  is_paid boolean not null default false,
  ticket_price_cents int not null default 0 check (ticket_price_cents >= 0),
  max_tickets int not null default 100 check (max_tickets between 1 and 1000000),
  tickets_sold int not null default 0,
  -- 'past' is derived from ends_at when read; stored statuses are draft, upcoming and cancelled.
  status text not null default 'draft' check (status in ('draft', 'upcoming', 'cancelled', 'past')),
  is_featured boolean not null default false,
  tags text[] not null default '{}',
  website_url text check (length(website_url) <= 500),
  social_links jsonb not null default '{}',
  -- Accent- and case-insensitive matching of the location against the address (spec 5; DECISIONS.md 5).
  address_folded text generated always as (fold(address)) stored,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  published_at timestamptz,
  cancelled_at timestamptz,
  constraint events_dates check (end_date > start_date or (end_date = start_date and end_time >= start_time)),
  constraint events_tickets_sold check (tickets_sold between 0 and max_tickets),
  constraint events_price check ((is_paid and ticket_price_cents > 0) or (not is_paid and ticket_price_cents = 0))
);

-- Listings and searches read upcoming public events in date order.
create index events_public_idx on events (starts_at) include (category, event_type, ends_at)
  where status = 'upcoming';
create index events_category_idx on events (category, starts_at) where status = 'upcoming';
create index events_organiser_idx on events (organiser_id, starts_at);
-- Date filters (search startDate/endDate, the city/month listing) are range overlaps of the event's local days.
create index events_days_idx on events using gist (daterange(start_date, end_date, '[]'))
  where status in ('upcoming', 'past');

create table event_partnerships (
  id uuid primary key default gen_random_uuid(),
  event_id uuid not null references events (id) on delete cascade,
  partner_type text not null check (partner_type in ('accommodation', 'transport')),
  partner_id text,                           -- plain id of the partner (no foreign key across domains)
  partner_name text not null check (length(partner_name) between 1 and 200),
  discount_percentage int not null check (discount_percentage between 1 and 90),
  special_offer text check (length(special_offer) <= 500),
  min_event_tickets int not null default 1 check (min_event_tickets between 1 and 10),
  is_active boolean not null default true,
  valid_from date,
  valid_until date,
  created_at timestamptz not null default now(),
  constraint event_partnerships_validity check (valid_until is null or valid_from is null or valid_until >= valid_from)
);
create index event_partnerships_event_idx on event_partnerships (event_id);

-- Event bookings reuse the bookings table of 0002 (event_id, ticket_quantity, partnership_id).
alter table bookings add constraint bookings_event_fields
  check (type <> 'event' or (event_id is not null and ticket_quantity between 1 and 10));
create index bookings_event_idx on bookings (event_id) where event_id is not null;

create table tickets (
  id uuid primary key default gen_random_uuid(),
  booking_id uuid not null references bookings (id),
  event_id uuid not null references events (id),
  seq int not null,                          -- 1..n within the booking
  code text not null unique,
  attendee_user_id text not null references users (id),
  created_at timestamptz not null default now(),
  cancelled_at timestamptz,                  -- the booking was cancelled: the ticket no longer admits anyone
  checked_in_at timestamptz,
  checked_in_by text references users (id),
  constraint tickets_booking_seq unique (booking_id, seq)
);
create index tickets_event_idx on tickets (event_id, created_at);

-- An unguessable ticket code: 'MZT-' and 12 Crockford base32 characters (60 random bits) taken from the fully
-- random bytes of a version 4 UUID (bytes 6 and 8 carry version and variant bits and are skipped).
create or replace function event_ticket_code() returns text
language plpgsql volatile as $$
declare
  alphabet constant text := '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  raw bytea := decode(replace(gen_random_uuid()::text, '-', ''), 'hex');
  positions constant int[] := array[0, 1, 2, 3, 4, 5, 7, 9, 10, 11, 12, 13];
  code text := 'MZT-';
  i int;
begin
  for i in 1..12 loop
    code := code || substr(alphabet, (get_byte(raw, positions[i]) & 31) + 1, 1);
    if i % 4 = 0 and i < 12 then code := code || '-'; end if;
  end loop;
  return code;
end
$$;

-- Tickets follow the booking, whoever changes it (the event booking of events.booking.ts, a payment settled by the
-- payments domain, a hold released or a booking cancelled by the bookings domain):
-- * an event booking that becomes confirmed (paid, or free at once) gets one ticket per place, each with its code;
-- * an event booking cancelled from pending or confirmed gives its places back to the event and voids its tickets.
create or replace function event_booking_tickets() returns trigger
language plpgsql as $$
begin
  if new.type <> 'event' then return new; end if;
  if new.status = 'confirmed' and (tg_op = 'INSERT' or old.status <> 'confirmed') then
    insert into tickets (booking_id, event_id, seq, code, attendee_user_id)
    select new.id, new.event_id, s, event_ticket_code(), new.user_id
    from generate_series(1, new.ticket_quantity) s
    on conflict (booking_id, seq) do nothing;
  elsif tg_op = 'UPDATE' and new.status = 'cancelled' and old.status in ('pending', 'confirmed') then
    update events set tickets_sold = greatest(0, tickets_sold - old.ticket_quantity), updated_at = now()
    where id = old.event_id;
    update tickets set cancelled_at = now() where booking_id = new.id and cancelled_at is null;
  end if;
  return new;
end
$$;

create trigger bookings_event_tickets
  after insert or update of status on bookings
  for each row execute function event_booking_tickets();

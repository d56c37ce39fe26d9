-- Organiser tools (issue 15; ADR 0030): ticket types with their own price, quantity and sale window; promo codes;
-- messages to attendees. Platform sales versus the organiser's own figure (issue 11; DECISIONS.md 6).

-- Issue 11: events.tickets_sold counts platform sales only (tickets of pending and confirmed bookings, kept by the
-- booking transaction and the trigger of 0004). Tickets the organiser sold through other channels are their own
-- figure, shown only to them and labelled, and never block a sale on the platform.
alter table events add column external_tickets_sold int not null default 0
  check (external_tickets_sold between 0 and 1000000);

-- Existing rows: whatever tickets_sold held beyond the platform's bookings (the seed's constants) becomes the
-- organiser's external figure, and tickets_sold becomes the platform count.
with platform as (
  select e.id, coalesce(sum(b.ticket_quantity) filter (where b.status in ('pending', 'confirmed', 'completed')), 0)
    as sold
  from events e left join bookings b on b.event_id = e.id and b.type = 'event'
  group by e.id
)
update events e set external_tickets_sold = greatest(0, e.tickets_sold - p.sold)::int, tickets_sold = p.sold::int
from platform p where p.id = e.id and e.tickets_sold <> p.sold;

-- Ticket types of an event. An event without any keeps selling one implicit type from its own price and
-- max_tickets (ADR 0030). With types, events.max_tickets is the sum of the types' capacity and
-- events.ticket_price_cents the cheapest active price (written by the service in the same transaction), so listings,
-- cards and the event-level conditional update keep working unchanged.
create table event_ticket_types (
  id uuid primary key default gen_random_uuid(),
  event_id uuid not null references events (id) on delete cascade,
  name text not null check (length(name) between 1 and 60),
  description text not null default '' check (length(description) <= 300),
  price_cents int not null check (price_cents between 0 and 100000000),
  quantity int not null check (quantity between 1 and 1000000),
  sold int not null default 0,
  -- Sale window: local dates in Africa/Maputo, both inclusive; null is open.
  sales_start date,
  sales_end date,
  position int not null default 0,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  constraint event_ticket_types_sold check (sold between 0 and quantity),
  constraint event_ticket_types_window check (sales_start is null or sales_end is null or sales_end >= sales_start)
);
create unique index event_ticket_types_name_idx on event_ticket_types (event_id, lower(name));
create index event_ticket_types_event_idx on event_ticket_types (event_id, position);

-- Promo codes of an event: a percentage (1-100) or an amount in centavos off a booking, limited uses, a validity.
create table event_promo_codes (
  id uuid primary key default gen_random_uuid(),
  event_id uuid not null references events (id) on delete cascade,
  code text not null check (code ~ '^[A-Z0-9][A-Z0-9_-]{2,29}$'),
  kind text not null check (kind in ('percentage', 'amount')),
  value int not null check (value > 0),
  max_uses int check (max_uses between 1 and 1000000),
  uses int not null default 0,
  valid_from date,                           -- local dates in Africa/Maputo, inclusive
  valid_until date,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  constraint event_promo_codes_uses check (uses >= 0 and (max_uses is null or uses <= max_uses)),
  constraint event_promo_codes_value check (kind <> 'percentage' or value <= 100),
  constraint event_promo_codes_validity check (valid_from is null or valid_until is null or valid_until >= valid_from),
  constraint event_promo_codes_code unique (event_id, code)
);

-- What an event booking chose beyond the bookings columns: its ticket type and promo code. One row per event booking
-- that has either; the trigger below gives both back when the booking is cancelled.
create table event_booking_choices (
  booking_id uuid primary key references bookings (id) on delete cascade,
  ticket_type_id uuid references event_ticket_types (id),
  ticket_type_name text,
  unit_price_cents int not null check (unit_price_cents >= 0),
  promo_code_id uuid references event_promo_codes (id),
  promo_code text,
  promo_discount_cents int not null default 0 check (promo_discount_cents >= 0)
);
create index event_booking_choices_type_idx on event_booking_choices (ticket_type_id);

-- A cancelled event booking (expired hold, the client, the organiser cancelling the event) gives its places back to
-- its ticket type and its promo code use back to the code. It runs after bookings_event_tickets (names in order), so
-- locks follow the order event row, then type row, as in the booking transaction.
create or replace function event_booking_choices_release() returns trigger
language plpgsql as $$
declare
  c event_booking_choices;
begin
  if new.type <> 'event' or new.status <> 'cancelled' or old.status not in ('pending', 'confirmed') then
    return new;
  end if;
  select * into c from event_booking_choices where booking_id = new.id;
  if not found then return new; end if;
  if c.ticket_type_id is not null then
    update event_ticket_types set sold = greatest(0, sold - old.ticket_quantity) where id = c.ticket_type_id;
  end if;
  if c.promo_code_id is not null then
    update event_promo_codes set uses = greatest(0, uses - 1) where id = c.promo_code_id;
  end if;
  return new;
end
$$;

create trigger bookings_event_tickets_release
  after update of status on bookings
  for each row execute function event_booking_choices_release();

-- Messages of an organiser to the attendees of an event (in-app now; the e-mail queue reads this table: ADR 0030).
create table event_messages (
  id uuid primary key default gen_random_uuid(),
  event_id uuid not null references events (id) on delete cascade,
  sender_id text not null references users (id),
  subject text not null check (length(subject) between 1 and 120),
  body text not null check (length(body) between 1 and 2000),
  recipients int not null,
  created_at timestamptz not null default now()
);
create index event_messages_event_idx on event_messages (event_id, created_at desc);

select allow_check_value('notifications', 'notifications_kind_check', 'kind', 'event_message');

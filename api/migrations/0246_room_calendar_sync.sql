-- Issue 29, ADR 0053: calendar sync of room types with other channels (Airbnb, Booking.com). Each room type exports
-- its booked and blocked nights as an iCal feed at a secret URL, and imports other channels' iCal feeds: a night
-- another channel sold is blocked here (never sold twice).

-- The export's secret: 64 hex characters (two random UUIDs, 244 random bits). A new one replaces it on demand.
alter table room_types add column ical_token text not null
  default replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
create unique index room_types_ical_token_idx on room_types (ical_token);

create table room_calendar_imports (
  id uuid primary key default gen_random_uuid(),
  room_type_id uuid not null references room_types (id),
  -- Where the other channel publishes the room's calendar (an https .ics address).
  url text not null check (length(url) between 8 and 1000),
  -- The manager's name for it ('Airbnb', 'Booking.com').
  label text not null check (length(label) between 1 and 60),
  created_at timestamptz not null default now(),
  last_synced_at timestamptz,
  -- The last attempt's failure (unreachable, not a calendar), null after a success.
  last_error text check (length(last_error) <= 500),
  constraint room_calendar_imports_once unique (room_type_id, url)
);
create index room_calendar_imports_due_idx on room_calendar_imports (last_synced_at nulls first);

-- The nights each imported feed holds as taken elsewhere (replaced whole at each successful sync).
create table room_calendar_import_nights (
  import_id uuid not null references room_calendar_imports (id) on delete cascade,
  room_type_id uuid not null references room_types (id),
  night date not null,
  summary text check (length(summary) <= 200),
  primary key (import_id, night)
);
create index room_calendar_import_nights_night_idx on room_calendar_import_nights (room_type_id, night);

-- `blocked` stays the one flag every sale reads (ADR 0031): now the union of the manager's block and the feeds'.
-- A writer that sets `blocked` alone (the calendar before this change) is taken as the manager.
alter table room_nights add column manager_blocked boolean not null default false;
alter table room_nights add column feed_blocked boolean not null default false;
update room_nights set manager_blocked = blocked;

create function room_nights_blocked() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    new.manager_blocked := new.manager_blocked or (new.blocked and not new.feed_blocked);
  elsif new.blocked is distinct from old.blocked and new.manager_blocked is not distinct from old.manager_blocked
    and new.feed_blocked is not distinct from old.feed_blocked then
    new.manager_blocked := new.blocked;
  end if;
  new.blocked := new.manager_blocked or new.feed_blocked;
  return new;
end
$$;
create trigger room_nights_blocked before insert or update on room_nights
  for each row execute function room_nights_blocked();

-- Chat between a traveller and the provider of their booking (spec 2.12, 2.15, 3 'Chat conversation', 'Message',
-- 4 'Chat status', 5, 7; DECISIONS.md 1: chat send and load persist). ADR 0007 gives the rules.
--
-- One room per booking (rides and stays; event tickets have no chat), created when the client or the provider first
-- lists their rooms while the booking is active. The room's status is derived from the booking when read.
create table chat_rooms (
  id uuid primary key default gen_random_uuid(),
  booking_id uuid not null unique references bookings (id),
  client_id text not null references users (id),
  provider_id text not null references users (id),
  -- Last-read markers: the highest message seq each participant has seen (unread = the other's messages above it).
  client_last_read_seq bigint not null default 0,
  provider_last_read_seq bigint not null default 0,
  created_at timestamptz not null default now()
);
create index chat_rooms_client_idx on chat_rooms (client_id);
create index chat_rooms_provider_idx on chat_rooms (provider_id);

create table chat_messages (
  -- seq orders the messages (and backs the cursors and read markers); id is what the API shows.
  seq bigserial primary key,
  id uuid not null unique default gen_random_uuid(),
  room_id uuid not null references chat_rooms (id),
  sender_id text not null references users (id),
  -- Stored trimmed; 'A chat message must be non-empty after trimming' (spec 5), at most 2000 characters.
  body text not null check (length(body) between 1 and 2000 and body = btrim(body)),
  type text not null default 'text' check (type in ('text', 'location')),
  lat double precision check (lat between -90 and 90),
  lng double precision check (lng between -180 and 180),
  created_at timestamptz not null default now(),
  constraint chat_messages_location check ((type = 'location') = (lat is not null and lng is not null))
);
create index chat_messages_room_idx on chat_messages (room_id, seq);

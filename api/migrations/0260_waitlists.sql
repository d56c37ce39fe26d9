-- Waitlists (issue 30, ADR 0054): 'Entrar na lista de espera' for a full ride, a sold-out event or ticket type, and a
-- full room type on given nights. When a seat, a ticket or a room night frees, whatever freed it (a cancellation, an
-- expired hold, a provider adding capacity), the trigger of the give-back takes it again, in the same transaction, for
-- the first in line ('held'): nobody else ever sees it free, so nobody jumps the line. The offer job then books it for
-- them through the product's own booking (a pending booking held for waitlist_offer_minutes(), at the price of that
-- moment); the booking transaction gets the held inventory lent back to it (waitlist_lend, called by the booking
-- core's lockClientBookings) and the insert turns the entry 'offered'. When the offer lapses or is declined, the
-- booking's cancellation gives the inventory back, and the trigger holds it for the next in line.
--
-- Lines: one per listing (a ride; an event without ticket types; a ticket type; a room type, where entries whose
-- nights overlap a waiting entry's wait behind it). Line order is `seq`; an entry that does not fit the free
-- inventory stops its line (strict order: a later, smaller request never passes it).

create table waitlist_entries (
  id uuid primary key default gen_random_uuid(),
  -- Line order: a join later is always behind.
  seq bigint generated always as identity unique,
  user_id text not null references users (id) on delete cascade,
  kind text not null check (kind in ('ride', 'event', 'stay')),
  ride_id uuid references rides (id),
  event_id uuid references events (id),
  ticket_type_id uuid references event_ticket_types (id),
  room_type_id uuid references room_types (id),
  check_in date,                             -- local dates in Africa/Maputo; check_out is the morning of leaving
  check_out date,
  -- Seats, tickets (1-10), or rooms (always 1) wanted.
  quantity int not null check (quantity between 1 and 10),
  guests int check (guests between 1 and 20),
  -- waiting: in line; held: inventory taken for them, the offer being made; lent: inside the booking transaction
  -- only (never committed, see waitlist_lent_check); offered: a pending booking holds it until offer_expires_at;
  -- booked: paid; left: they left the line; lapsed: the offer's time ran out (or it could not be made); declined:
  -- they cancelled the offer; closed: the listing ended (departed, cancelled, past).
  status text not null default 'waiting'
    check (status in ('waiting', 'held', 'lent', 'offered', 'booked', 'left', 'lapsed', 'declined', 'closed')),
  -- The secret of the held offer's booking: its Idempotency-Key is 'waitlist:' || offer_token (never shown).
  offer_token uuid,
  booking_id uuid references bookings (id),
  held_at timestamptz,
  offered_at timestamptz,
  offer_expires_at timestamptz,
  ended_at timestamptz,
  end_reason text check (length(end_reason) <= 200),
  created_at timestamptz not null default now(),
  constraint waitlist_entries_listing check (
    (kind = 'ride' and ride_id is not null and event_id is null and room_type_id is null)
    or (kind = 'event' and event_id is not null and ride_id is null and room_type_id is null)
    or (kind = 'stay' and room_type_id is not null and check_in is not null and check_out > check_in
      and ride_id is null and event_id is null and quantity = 1)
  )
);
-- One place in a line per person (joining twice is refused: 409 WAITLIST_ALREADY_JOINED).
create unique index waitlist_entries_once_idx on waitlist_entries (
  user_id, kind, coalesce(ride_id, event_id, room_type_id),
  coalesce(ticket_type_id, '00000000-0000-0000-0000-000000000000'::uuid),
  coalesce(check_in, date '2000-01-01'), coalesce(check_out, date '2000-01-01')
) where status in ('waiting', 'held', 'lent', 'offered');
create index waitlist_entries_ride_idx on waitlist_entries (ride_id, seq) where status in ('waiting', 'held', 'offered');
create index waitlist_entries_event_idx on waitlist_entries (event_id, seq) where status in ('waiting', 'held', 'offered');
create index waitlist_entries_room_idx on waitlist_entries (room_type_id, seq)
  where status in ('waiting', 'held', 'offered');
create index waitlist_entries_held_idx on waitlist_entries (seq) where status = 'held';
create index waitlist_entries_user_idx on waitlist_entries (user_id, created_at desc, id);
create unique index waitlist_entries_booking_idx on waitlist_entries (booking_id) where booking_id is not null;

/** Minutes a waitlist offer holds its inventory for the person (the pending booking's hold). */
create function waitlist_offer_minutes() returns int language sql immutable as $$ select 60 $$;

/** Whether the waitlist's own writes are running in this transaction (their inventory changes fill no line). */
create function waitlist_busy() returns boolean language sql stable as $$
  select coalesce(current_setting('mozt.waitlist_busy', true), '') = 'on'
$$;

create function waitlist_set_busy(p_on boolean) returns void language sql as $$
  select set_config('mozt.waitlist_busy', case when p_on then 'on' else '' end, true)
$$;

-- Takes (p_sign = 1) or gives back (p_sign = -1) an entry's inventory, with the waitlist busy. Taking checks that it
-- is free under the listing's row locks and returns false when it is not (nothing changed).
create function waitlist_move_inventory(e waitlist_entries, p_sign int) returns boolean
language plpgsql as $$
declare
  n int;
  nights int;
begin
  perform waitlist_set_busy(true);
  if e.kind = 'ride' then
    if p_sign = 1 then
      update rides set seats_available = seats_available - e.quantity
      where id = e.ride_id and status = 'active' and departure_at > now() and seats_available >= e.quantity;
    else
      update rides set seats_available = least(seats_total, seats_available + e.quantity)
      where id = e.ride_id and status = 'active';
    end if;
    get diagnostics n = row_count;
  elsif e.kind = 'event' then
    -- Lock order of the event booking: the event row, then the type row.
    if p_sign = 1 then
      update events set tickets_sold = tickets_sold + e.quantity
      where id = e.event_id and status = 'upcoming' and starts_at > now() and tickets_sold + e.quantity <= max_tickets;
      get diagnostics n = row_count;
      if n > 0 and e.ticket_type_id is not null then
        update event_ticket_types set sold = sold + e.quantity
        where id = e.ticket_type_id and is_active and sold + e.quantity <= quantity;
        get diagnostics n = row_count;
        if n = 0 then
          update events set tickets_sold = tickets_sold - e.quantity where id = e.event_id;
        end if;
      end if;
    else
      update events set tickets_sold = greatest(0, tickets_sold - e.quantity) where id = e.event_id;
      if e.ticket_type_id is not null then
        update event_ticket_types set sold = greatest(0, sold - e.quantity) where id = e.ticket_type_id;
      end if;
      n := 1;
    end if;
  else
    nights := e.check_out - e.check_in;
    if p_sign = 1 then
      -- Every night's row exists and is locked before any is counted (a stay booking upserts them the same way).
      insert into room_nights (room_type_id, night, booked)
      select e.room_type_id, d::date, 0 from generate_series(e.check_in, e.check_out - 1, interval '1 day') d
      on conflict do nothing;
      perform 1 from room_nights
      where room_type_id = e.room_type_id and night >= e.check_in and night < e.check_out
      order by night for update;
      select count(*) into n from room_nights rn join room_types rt on rt.id = rn.room_type_id
      where rn.room_type_id = e.room_type_id and rn.night >= e.check_in and rn.night < e.check_out
        and rt.is_active and not rn.blocked and rn.booked < rt.total_rooms;
      if n = nights then
        update room_nights set booked = booked + 1
        where room_type_id = e.room_type_id and night >= e.check_in and night < e.check_out;
      else
        n := 0;
      end if;
    else
      update room_nights set booked = greatest(0, booked - 1)
      where room_type_id = e.room_type_id and night >= e.check_in and night < e.check_out;
      n := 1;
    end if;
  end if;
  perform waitlist_set_busy(false);
  return n > 0;
end
$$;

-- Holds the freed inventory of one listing's lines for the first in line, in line order (the give-back's transaction,
-- under the listing's row lock). p_kind 'ride' with p_id a ride, 'event' with an event (its untyped line and each of
-- its types' lines), 'stay' with a room type.
create function waitlist_fill(p_kind text, p_id uuid) returns int
language plpgsql as $$
declare
  e waitlist_entries;
  stopped_types uuid[] := '{}';
  stopped_untyped boolean := false;
  stopped_nights daterange[] := '{}';
  held int := 0;
begin
  if waitlist_busy() then return 0; end if;
  for e in
    select * from waitlist_entries w
    where w.status = 'waiting' and w.kind = p_kind
      and case p_kind when 'ride' then w.ride_id when 'event' then w.event_id else w.room_type_id end = p_id
    order by w.seq
    for update
  loop
    -- A line stopped by an earlier entry that did not fit: nobody behind it passes.
    if p_kind = 'event' and ((e.ticket_type_id is null and stopped_untyped)
      or (e.ticket_type_id is not null and e.ticket_type_id = any (stopped_types))) then
      continue;
    end if;
    if p_kind = 'stay' and daterange(e.check_in, e.check_out) && any (stopped_nights) then
      continue;
    end if;
    if waitlist_move_inventory(e, 1) then
      update waitlist_entries set status = 'held', held_at = now(), offer_token = gen_random_uuid()
      where id = e.id;
      held := held + 1;
    elsif p_kind = 'ride' then
      exit;
    elsif p_kind = 'event' then
      if e.ticket_type_id is null then stopped_untyped := true; else stopped_types := stopped_types || e.ticket_type_id; end if;
    else
      stopped_nights := stopped_nights || daterange(e.check_in, e.check_out);
    end if;
  end loop;
  return held;
end
$$;

-- The give-back points: whatever frees inventory fills the lines of that listing in the same transaction.
create function waitlist_rides_freed() returns trigger language plpgsql as $$
begin
  perform waitlist_fill('ride', new.id);
  return null;
end
$$;
create trigger rides_waitlist_fill after update of seats_available on rides
  for each row when (new.seats_available > old.seats_available and new.status = 'active')
  execute function waitlist_rides_freed();

create function waitlist_events_freed() returns trigger language plpgsql as $$
begin
  perform waitlist_fill('event', new.id);
  return null;
end
$$;
create trigger events_waitlist_fill after update of tickets_sold, max_tickets on events
  for each row when (new.max_tickets - new.tickets_sold > old.max_tickets - old.tickets_sold and new.status = 'upcoming')
  execute function waitlist_events_freed();

create function waitlist_ticket_types_freed() returns trigger language plpgsql as $$
begin
  perform waitlist_fill('event', new.event_id);
  return null;
end
$$;
create trigger event_ticket_types_waitlist_fill after update of sold, quantity, is_active on event_ticket_types
  for each row when (new.is_active and (new.quantity - new.sold > old.quantity - old.sold or not old.is_active))
  execute function waitlist_ticket_types_freed();

create function waitlist_room_nights_freed() returns trigger language plpgsql as $$
begin
  perform waitlist_fill('stay', new.room_type_id);
  return null;
end
$$;
create trigger room_nights_waitlist_fill after update of booked, blocked on room_nights
  for each row when (new.booked < old.booked or (old.blocked and not new.blocked))
  execute function waitlist_room_nights_freed();

create function waitlist_room_types_freed() returns trigger language plpgsql as $$
begin
  perform waitlist_fill('stay', new.id);
  return null;
end
$$;
create trigger room_types_waitlist_fill after update of total_rooms, is_active on room_types
  for each row when (new.is_active and (new.total_rooms > old.total_rooms or not old.is_active))
  execute function waitlist_room_types_freed();

-- Called by the booking core's lockClientBookings with the booking's Idempotency-Key: when it names a held offer of
-- this user, its inventory is lent back to the booking transaction (the product then takes it as any booking does,
-- and the insert below makes the entry 'offered'; a failed booking rolls the loan back with everything else).
create function waitlist_lend(p_user text, p_key text) returns boolean
language plpgsql as $$
declare
  e waitlist_entries;
begin
  if p_key is null or p_key not like 'waitlist:%' then return false; end if;
  select * into e from waitlist_entries
  where user_id = p_user and status = 'held' and offer_token::text = substr(p_key, 10)
  for update;
  if not found then return false; end if;
  perform waitlist_move_inventory(e, -1);
  update waitlist_entries set status = 'lent' where id = e.id;
  return true;
end
$$;

-- A lent entry must be offered by the end of its transaction (a booking of something else with its key).
create function waitlist_lent_check() returns trigger language plpgsql as $$
begin
  if exists (select 1 from waitlist_entries where id = new.id and status = 'lent') then
    raise exception 'waitlist entry % lent but not booked', new.id using errcode = '23514';
  end if;
  return null;
end
$$;
create constraint trigger waitlist_entries_lent_check after update on waitlist_entries
  deferrable initially deferred for each row when (new.status = 'lent') execute function waitlist_lent_check();

-- The offer's booking: held for waitlist_offer_minutes(), whatever hold the product gave it.
create function waitlist_booking_hold() returns trigger language plpgsql as $$
begin
  if exists (select 1 from waitlist_entries
    where status = 'lent' and user_id = new.user_id and offer_token::text = substr(new.idempotency_key, 10)) then
    new.hold_expires_at := now() + make_interval(mins => waitlist_offer_minutes());
  end if;
  return new;
end
$$;
create trigger bookings_waitlist_hold before insert on bookings
  for each row when (new.idempotency_key like 'waitlist:%') execute function waitlist_booking_hold();

create function waitlist_booking_offered() returns trigger language plpgsql as $$
declare
  e waitlist_entries;
begin
  -- A free event's registration is confirmed at once: nothing to pay, the place is theirs.
  update waitlist_entries
  set status = case when new.status = 'confirmed' then 'booked' else 'offered' end, booking_id = new.id,
    offered_at = now(), offer_expires_at = case when new.status = 'confirmed' then null else new.hold_expires_at end,
    ended_at = case when new.status = 'confirmed' then now() end
  where status = 'lent' and user_id = new.user_id and offer_token::text = substr(new.idempotency_key, 10)
  returning * into e;
  if found and new.status = 'confirmed' then
    perform notify(new.user_id, 'waitlist_offer', 'Há lugar para si na lista de espera',
      booking_label(new) || ': o seu lugar da lista de espera está confirmado.', '/reservas', new.id);
  elsif found then
    perform notify(new.user_id, 'waitlist_offer', 'Há lugar para si na lista de espera',
      booking_label(new) || ': está reservado para si até '
        || to_char(new.hold_expires_at at time zone 'Africa/Maputo', 'DD/MM/YYYY HH24:MI')
        || '. Pague em Minhas Reservas para confirmar.',
      '/reservas', new.id);
  end if;
  return null;
end
$$;
create trigger bookings_waitlist_offered after insert on bookings
  for each row when (new.idempotency_key like 'waitlist:%') execute function waitlist_booking_offered();

-- The offer's end follows its booking: paid (confirmed, or a paid stay request) is 'booked'; an expired hold is
-- 'lapsed'; any other cancellation is 'declined'. The cancellation's give-back fills the line for the next.
create function waitlist_booking_status() returns trigger language plpgsql as $$
begin
  if new.status = 'confirmed' or (new.status = 'pending' and new.hold_expires_at is null) then
    update waitlist_entries set status = 'booked', ended_at = now()
    where booking_id = new.id and status = 'offered';
  elsif new.status = 'cancelled' then
    update waitlist_entries
    set status = case when new.cancel_reason = 'hold_expired' then 'lapsed' else 'declined' end, ended_at = now(),
      end_reason = new.cancel_reason
    where booking_id = new.id and status = 'offered';
  end if;
  return null;
end
$$;
create trigger bookings_waitlist_status after update of status, hold_expires_at on bookings
  for each row when (new.idempotency_key like 'waitlist:%') execute function waitlist_booking_status();

-- An entry leaves its place with what it held (the offer could not be made, or they left the line while it was
-- held): the inventory goes back and the line is filled again for the next in line.
create function waitlist_release(p_id uuid, p_status text, p_reason text) returns boolean
language plpgsql as $$
declare
  e waitlist_entries;
begin
  select * into e from waitlist_entries where id = p_id for update;
  if not found or e.status not in ('waiting', 'held') then return false; end if;
  update waitlist_entries set status = p_status, ended_at = now(), end_reason = p_reason where id = p_id;
  if e.status = 'held' then
    perform waitlist_move_inventory(e, -1);
    perform waitlist_fill(e.kind, coalesce(e.ride_id, e.event_id, e.room_type_id));
  end if;
  return true;
end
$$;

select add_notification_kind('waitlist_offer', 'bookings', true);

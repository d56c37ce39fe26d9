-- Partnership chat (issue 15; spec 2.15 'Parceria' conversations, 2.16 'partnerships, with a per-partnership chat';
-- ADR 0033): a driver's registered interest in a partnership post opens one conversation between that driver and the
-- manager of the post's establishment. The room is a chat room (0007) tied to the interest instead of a booking, so
-- the chat endpoints, read markers, unread counts and the live trigger (0085: client_id and provider_id) serve it as
-- they are. The driver is the room's client side, the manager its provider side.

-- 1. The interest gets an id the room can point at.
alter table partnership_interests add column id uuid not null default gen_random_uuid();
alter table partnership_interests add constraint partnership_interests_id_key unique (id);

-- 2. A room belongs to a booking or to a partnership interest, never both, never neither.
alter table chat_rooms alter column booking_id drop not null;
alter table chat_rooms add column partnership_interest_id uuid unique
  references partnership_interests (id) on delete cascade;
alter table chat_rooms add column type text not null default 'booking' check (type in ('booking', 'partnership'));
alter table chat_rooms add constraint chat_rooms_subject check (
  (type = 'booking' and booking_id is not null and partnership_interest_id is null)
  or (type = 'partnership' and partnership_interest_id is not null and booking_id is null)
);

-- Messages of a room go with it when the post (and so the interest) is deleted.
alter table chat_messages drop constraint chat_messages_room_id_fkey;
alter table chat_messages add constraint chat_messages_room_id_fkey
  foreign key (room_id) references chat_rooms (id) on delete cascade;

-- 3. The room is opened in the transaction that records the interest: exactly one per interest, whatever the number
-- of concurrent requests (the interest's unique (post_id, driver_id) lets one insert through; the room's unique
-- partnership_interest_id backs it). The manager is the establishment's manager at that moment.
create function partnership_interest_room() returns trigger language plpgsql as $$
begin
  insert into chat_rooms (type, partnership_interest_id, client_id, provider_id)
  select 'partnership', new.id, new.driver_id, e.manager_id
  from partnership_posts pp join establishments e on e.id = pp.establishment_id
  where pp.id = new.post_id and e.manager_id <> new.driver_id
  on conflict (partnership_interest_id) do nothing;
  return null;
end
$$;
create trigger partnership_interest_room after insert on partnership_interests
  for each row execute function partnership_interest_room();

-- 4. The interests recorded before this migration get their room too.
insert into chat_rooms (type, partnership_interest_id, client_id, provider_id, created_at)
select 'partnership', i.id, i.driver_id, e.manager_id, i.created_at
from partnership_interests i
join partnership_posts pp on pp.id = i.post_id
join establishments e on e.id = pp.establishment_id
where e.manager_id <> i.driver_id
on conflict (partnership_interest_id) do nothing;

-- Notifications that find people (issue 14, ADR 0029): live events over LISTEN/NOTIFY, an outbound queue of e-mails
-- and SMS written in the transaction of the notification, the user's choices of e-mails, and reminders.

-- 1. Live events. Every API instance LISTENs on 'mz_events' (lib/live.ts) and forwards each event to the streams of
-- the users it names, so a change made through any instance reaches a browser connected to any other. The payload
-- is small (the limit is 8000 bytes): who, what, and an id; the browser reloads what changed.
create function live_event(p_users text[], p_type text, p_id text) returns void language sql as $$
  select pg_notify('mz_events', json_build_object('users', p_users, 'type', p_type, 'id', p_id)::text)
$$;

create function notifications_live() returns trigger language plpgsql as $$
begin
  perform live_event(array[new.user_id], 'notification', new.id::text);
  return null;
end
$$;
create trigger notifications_live after insert on notifications for each row execute function notifications_live();

create function chat_messages_live() returns trigger language plpgsql as $$
declare
  r chat_rooms;
begin
  select * into r from chat_rooms where id = new.room_id;
  perform live_event(array[r.client_id, r.provider_id], 'chat_message', new.room_id::text);
  return null;
end
$$;
create trigger chat_messages_live after insert on chat_messages for each row execute function chat_messages_live();

create function bookings_live() returns trigger language plpgsql as $$
begin
  perform live_event(array[new.user_id, new.provider_id], 'booking', new.id::text);
  return null;
end
$$;
create trigger bookings_live after update of status on bookings
  for each row when (old.status is distinct from new.status) execute function bookings_live();

-- 2. The kinds that leave the app. One row per kind that is also sent by e-mail (grouped by `topic`, the choice the
-- user makes in Preferências) and/or by SMS. Adding a kind of notification is one line:
--   select add_notification_kind('payout_sent', 'payouts');            -- in the app and by e-mail (topic 'payouts')
--   select add_notification_kind('reward_expiring');                    -- in the app only
-- then write it with notify(user, kind, title, body, link, booking) from a trigger or a service.
create table notification_kinds (
  kind text primary key,
  -- The e-mail topic (null: not sent by e-mail).
  email_topic text,
  -- Sent by SMS too (to the user's phone, when they allow SMS).
  sms boolean not null default false
);

create function add_notification_kind(p_kind text, p_email_topic text default null, p_sms boolean default false)
returns void language plpgsql as $$
begin
  perform allow_check_value('notifications', 'notifications_kind_check', 'kind', p_kind);
  insert into notification_kinds (kind, email_topic, sms) values (p_kind, p_email_topic, p_sms)
  on conflict (kind) do update set email_topic = excluded.email_topic, sms = excluded.sms;
end
$$;

select add_notification_kind('booking_confirmed', 'bookings', true);
select add_notification_kind('booking_cancelled', 'bookings');
select add_notification_kind('booking_expired', 'bookings');
select add_notification_kind('booking_awaiting_provider', 'bookings');
select add_notification_kind('refund_succeeded', 'payments');
select add_notification_kind('refund_failed', 'payments');
select add_notification_kind('payment_failed', 'payments');
select add_notification_kind('booking_received', 'provider');
select add_notification_kind('verification_approved', 'account');
select add_notification_kind('verification_rejected', 'account');
select add_notification_kind('booking_reminder', 'reminders', true);

-- A user's choices: the e-mail topics they turned off, and whether they take SMS. No row: every e-mail and SMS.
create table notification_settings (
  user_id text primary key references users (id) on delete cascade,
  email_off text[] not null default '{}',
  sms boolean not null default true,
  updated_at timestamptz not null default now()
);

-- 3. The outbound queue. One row per notification and channel (the unique key: never queued twice); the background
-- job (outbound.ts) claims rows with FOR UPDATE SKIP LOCKED and marks them 'sending' before it sends, so two
-- workers never send one row; a failure comes back 'pending' after a back-off, and 'failed' after the last attempt.
create table outbound_messages (
  id uuid primary key default gen_random_uuid(),
  channel text not null check (channel in ('email', 'sms')),
  notification_id uuid not null references notifications (id) on delete cascade,
  user_id text not null references users (id) on delete cascade,
  recipient text not null,
  subject text not null,
  body text not null,
  status text not null default 'pending' check (status in ('pending', 'sending', 'sent', 'failed')),
  attempts int not null default 0,
  next_attempt_at timestamptz not null default now(),
  claimed_at timestamptz,
  sent_at timestamptz,
  last_error text,
  created_at timestamptz not null default clock_timestamp(),
  unique (notification_id, channel)
);
create index outbound_messages_due_idx on outbound_messages (next_attempt_at) where status = 'pending';
create index outbound_messages_user_idx on outbound_messages (user_id, created_at desc);

-- What the sandbox SMS provider 'sent' (the real provider plugs in behind the same interface).
create table sms_sandbox (
  id uuid primary key default gen_random_uuid(),
  outbound_id uuid not null unique references outbound_messages (id) on delete cascade,
  phone text not null,
  body text not null,
  created_at timestamptz not null default clock_timestamp()
);

create function notifications_enqueue() returns trigger language plpgsql as $$
declare
  k notification_kinds;
  u users;
  s notification_settings;
begin
  select * into k from notification_kinds where kind = new.kind;
  if k.kind is null then
    return null;
  end if;
  select * into u from users where id = new.user_id;
  select * into s from notification_settings where user_id = new.user_id;
  -- What happened long ago is not sent (the demo data writes notifications dated in the past).
  if new.created_at < clock_timestamp() - interval '1 day' then
    return null;
  end if;
  if k.email_topic is not null and u.email is not null and u.email like '%@%'
    and not (k.email_topic = any (coalesce(s.email_off, '{}'))) then
    insert into outbound_messages (channel, notification_id, user_id, recipient, subject, body)
    values ('email', new.id, new.user_id, u.email, 'MozTurismo: ' || new.title, new.body)
    on conflict do nothing;
  end if;
  if k.sms and u.phone ~ '^\+258[0-9]{9}$' and coalesce(s.sms, true) then
    insert into outbound_messages (channel, notification_id, user_id, recipient, subject, body)
    values ('sms', new.id, new.user_id, u.phone, new.title, left('MozTurismo: ' || new.title || '. ' || new.body, 320))
    on conflict do nothing;
  end if;
  return null;
end
$$;
create trigger notifications_enqueue after insert on notifications
  for each row execute function notifications_enqueue();

-- 4. Reminders: the day before a ride, a check-in or an event, once per booking (this index).
create unique index notifications_reminder_once on notifications (booking_id) where kind = 'booking_reminder';

-- The date a booking starts (Africa/Maputo local date): the ride's departure, the stay's check-in, the event's start.
create function booking_start_date(b bookings) returns date language sql stable as $$
  select case b.type
    when 'ride' then (select r.departure_date from rides r where r.id = b.ride_id)
    when 'stay' then b.check_in
    when 'event' then (select ev.start_date from events ev where ev.id = b.event_id)
  end
$$;

-- 5. The key that signs the short-lived stream tokens (an EventSource cannot send an Authorization header): one for
-- the deployment, shared by every API instance, made once here from PostgreSQL's strong random source.
create table stream_token_secret (
  id boolean primary key default true check (id),
  secret text not null default replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')
);
insert into stream_token_secret default values;

-- Issue 29, ADR 0053: partners' server-to-server access. API keys (hashed at rest, scoped, revocable, last use
-- kept) and webhooks by the Standard Webhooks specification: an endpoint per provider, the events it listens to, and
-- an outbox of deliveries written by triggers in the same transaction as the event itself, sent later by a job.

create table api_keys (
  id uuid primary key default gen_random_uuid(),
  owner_id text not null references users (id),
  name text not null check (length(name) between 1 and 80),
  -- The key's first characters ('tmz_' and 8 more), shown in lists so the partner knows which key is which.
  prefix text not null check (length(prefix) between 8 and 16),
  -- SHA-256 of the whole key: the key itself is shown once, at creation, and never kept.
  secret_hash bytea not null unique check (length(secret_hash) = 32),
  -- The permissions (spec 6) the key may use, a subset of its owner's; checked again against the owner's roles at
  -- every request.
  scopes text[] not null check (cardinality(scopes) between 1 and 20),
  created_at timestamptz not null default now(),
  last_used_at timestamptz,
  revoked_at timestamptz
);
create index api_keys_owner_idx on api_keys (owner_id, created_at desc, id desc);

create table webhook_endpoints (
  id uuid primary key default gen_random_uuid(),
  owner_id text not null references users (id),
  url text not null check (length(url) between 8 and 500),
  -- Event types: booking.created, booking.paid, booking.cancelled, payout.paid, review.received.
  events text[] not null check (cardinality(events) between 1 and 10),
  -- Standard Webhooks signing secret: 'whsec_' and base64 of 32 random bytes (shown to its owner, who verifies
  -- signatures with it).
  secret text not null check (secret like 'whsec\_%'),
  created_at timestamptz not null default now(),
  disabled_at timestamptz
);
create index webhook_endpoints_owner_idx on webhook_endpoints (owner_id, created_at desc, id desc);

create table webhook_deliveries (
  -- The delivery's id is the message's webhook-id header: the same on every retry, so receivers deduplicate by it.
  id uuid primary key default gen_random_uuid(),
  endpoint_id uuid not null references webhook_endpoints (id) on delete cascade,
  event_type text not null,
  -- What happened to what ('booking.paid:<booking id>'): one delivery per endpoint and event, however often the
  -- trigger fires.
  event_key text not null,
  -- The message body: { type, timestamp, data }.
  payload jsonb not null,
  status text not null default 'pending' check (status in ('pending', 'succeeded', 'failed')),
  attempts int not null default 0 check (attempts >= 0),
  next_attempt_at timestamptz not null default now(),
  last_attempt_at timestamptz,
  -- The receiver's HTTP status of the last attempt (null: no answer: refused address, time-out, network).
  last_status_code int,
  last_error text check (length(last_error) <= 500),
  created_at timestamptz not null default now(),
  delivered_at timestamptz,
  constraint webhook_deliveries_once unique (endpoint_id, event_key)
);
create index webhook_deliveries_due_idx on webhook_deliveries (next_attempt_at) where status = 'pending';
create index webhook_deliveries_endpoint_idx on webhook_deliveries (endpoint_id, created_at desc, id desc);

-- Queues one delivery per active endpoint of p_owner that listens to p_type. Called by the triggers below, inside the
-- transaction that made the event: the outbox row exists exactly when the event does.
create function webhook_enqueue(p_owner text, p_type text, p_subject text, p_data jsonb) returns void
language plpgsql as $$
begin
  insert into webhook_deliveries (endpoint_id, event_type, event_key, payload)
  select e.id, p_type, p_type || ':' || p_subject,
    jsonb_build_object('type', p_type, 'timestamp', to_char(clock_timestamp() at time zone 'UTC',
      'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'data', p_data)
  from webhook_endpoints e
  where e.owner_id = p_owner and e.disabled_at is null and p_type = any (e.events)
  on conflict on constraint webhook_deliveries_once do nothing;
end
$$;

-- The booking as a partner sees it in a webhook: ids, product, dates, amounts in centavos (MZN).
create function webhook_booking(b bookings) returns jsonb language sql stable as $$
  select jsonb_build_object(
    'id', b.id, 'type', b.type, 'status', b.status,
    'rideId', b.ride_id, 'seats', b.seats,
    'establishmentId', b.establishment_id, 'roomTypeId', b.room_type_id,
    'checkIn', b.check_in, 'checkOut', b.check_out, 'nights', b.nights, 'guests', b.guests,
    'eventId', b.event_id, 'ticketQuantity', b.ticket_quantity,
    'totalCents', b.total_cents, 'providerAmountCents', b.provider_amount_cents, 'currency', b.currency,
    'createdAt', b.created_at)
$$;

create function bookings_webhooks() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    perform webhook_enqueue(new.provider_id, 'booking.created', new.id::text, webhook_booking(new));
  elsif new.status = 'cancelled' and old.status is distinct from 'cancelled' then
    perform webhook_enqueue(new.provider_id, 'booking.cancelled', new.id::text, webhook_booking(new));
  end if;
  return null;
end
$$;
create trigger bookings_webhooks after insert or update of status on bookings
  for each row execute function bookings_webhooks();

create function payments_webhooks() returns trigger language plpgsql as $$
declare
  b bookings;
begin
  select * into b from bookings where id = new.booking_id;
  perform webhook_enqueue(b.provider_id, 'booking.paid', b.id::text,
    webhook_booking(b) || jsonb_build_object('paymentId', new.id, 'method', new.method,
      'amountCents', new.amount_cents));
  return null;
end
$$;
create trigger payments_webhooks after insert or update of status on payments
  for each row when (new.status = 'succeeded') execute function payments_webhooks();

create function payouts_webhooks() returns trigger language plpgsql as $$
begin
  perform webhook_enqueue(new.provider_id, 'payout.paid', new.id::text, jsonb_build_object(
    'id', new.id, 'amountCents', new.amount_cents, 'currency', 'MZN', 'destinationHint', new.destination_hint));
  return null;
end
$$;
create trigger payouts_webhooks after update of status on payouts
  for each row when (old.status = 'pending' and new.status = 'succeeded') execute function payouts_webhooks();

-- A traveller's review of the provider, when it is published (both sides wrote, or the 14 days ended).
create function reviews_webhooks() returns trigger language plpgsql as $$
begin
  perform webhook_enqueue(new.subject_user_id, 'review.received', new.id::text, jsonb_build_object(
    'id', new.id, 'bookingId', new.booking_id, 'subjectType', new.subject_type, 'subjectId', new.subject_id,
    'rating', new.rating, 'comment', new.comment, 'publishedAt', new.published_at));
  return null;
end
$$;
create trigger reviews_webhooks after insert or update of published_at on reviews
  for each row when (new.side = 'traveller' and new.published_at is not null)
  execute function reviews_webhooks();

-- Suspension means suspension (issue 9; ADR 0014). A suspended (or banned) driver, accommodation manager or event
-- organiser keeps their rides, establishments and events, but nobody finds them: every search and listing skips the
-- offers whose provider is suspended. The holders of their future bookings are told at once; an admin may then cancel
-- and refund those bookings (reason 'provider_suspended').

-- A value added to a `check (column in (...))` list, keeping every value the list already allows: other migrations
-- (written side by side) extend the same lists, so the list is read from the catalogue rather than repeated here.
create function pg_temp.allow_value(p_table regclass, p_constraint text, p_column text, p_value text) returns void
language plpgsql as $$
declare
  allowed text[];
begin
  select array_agg(m[1] order by n) into allowed
  from pg_constraint c,
    regexp_matches(pg_get_constraintdef(c.oid), '''((?:[^'']|'''')*)''', 'g') with ordinality as t(m, n)
  where c.conrelid = p_table and c.conname = p_constraint;
  if allowed is null then
    raise exception 'constraint % of % not found', p_constraint, p_table;
  end if;
  if p_value = any (allowed) then
    return;
  end if;
  execute format('alter table %s drop constraint %I', p_table, p_constraint);
  execute format('alter table %s add constraint %I check (%I in (%s))', p_table, p_constraint, p_column,
    (select string_agg(quote_literal(v), ', ' order by n) from unnest(allowed || p_value) with ordinality as a(v, n)));
end
$$;

select pg_temp.allow_value('refunds', 'refunds_reason_check', 'reason', 'provider_suspended');
select pg_temp.allow_value('notifications', 'notifications_kind_check', 'kind', 'provider_suspended');
select pg_temp.allow_value('admin_actions', 'admin_actions_action_check', 'action', 'future_bookings_cancelled');

-- The account states that take a provider's offers off the marketplace.
create function account_suspended(p_status text) returns boolean language sql immutable parallel safe as $$
  select p_status in ('suspended', 'banned')
$$;

-- The provider's state, copied onto each offer so that the searches filter it inside their partial indexes (no join
-- and no subquery per row on the ride search's hot path, ADR 0005).
alter table rides add column provider_suspended boolean not null default false;
alter table establishments add column provider_suspended boolean not null default false;
alter table events add column provider_suspended boolean not null default false;

update rides r set provider_suspended = true from users u where u.id = r.driver_id and account_suspended(u.status);
update establishments e set provider_suspended = true
  from users u where u.id = e.manager_id and account_suspended(u.status);
update events e set provider_suspended = true from users u where u.id = e.organiser_id and account_suspended(u.status);

-- A new offer takes its provider's state (the provider column is the trigger's argument).
create function offers_copy_provider_state() returns trigger language plpgsql as $$
begin
  new.provider_suspended := coalesce(
    (select account_suspended(u.status) from users u where u.id = to_jsonb(new) ->> tg_argv[0]), false);
  return new;
end
$$;
create trigger rides_provider_state before insert on rides
  for each row execute function offers_copy_provider_state('driver_id');
create trigger establishments_provider_state before insert on establishments
  for each row execute function offers_copy_provider_state('manager_id');
create trigger events_provider_state before insert on events
  for each row execute function offers_copy_provider_state('organiser_id');

-- A suspension or a reactivation moves every offer of the user at once, in the admin's transaction.
create function users_status_offers() returns trigger language plpgsql as $$
declare
  hidden boolean := account_suspended(new.status);
begin
  update rides set provider_suspended = hidden where driver_id = new.id and provider_suspended <> hidden;
  update establishments set provider_suspended = hidden where manager_id = new.id and provider_suspended <> hidden;
  update events set provider_suspended = hidden where organiser_id = new.id and provider_suspended <> hidden;
  return null;
end
$$;
create trigger users_status_offers after update of status on users
  for each row when (account_suspended(old.status) is distinct from account_suspended(new.status))
  execute function users_status_offers();

-- The partial indexes of the searches and listings leave out the offers of suspended providers, so the searches keep
-- their index-only scans (migrations 0002, 0003, 0004).
drop index rides_search_idx;
create index rides_search_idx on rides (from_city_id, to_city_id, departure_at, id)
  include (from_place_id, to_place_id, seats_available) where status = 'active' and not provider_suspended;
drop index rides_to_city_idx;
create index rides_to_city_idx on rides (to_city_id, departure_at, id) include (seats_available)
  where status = 'active' and not provider_suspended;
drop index rides_free_text_idx;
create index rides_free_text_idx on rides (departure_at)
  where status = 'active' and not provider_suspended and (from_place_id is null or to_place_id is null);
drop index rides_upcoming_idx;
create index rides_upcoming_idx on rides (departure_at)
  include (from_place_id, to_place_id, seats_available, price_cents) where status = 'active' and not provider_suspended;
drop index establishments_place_idx;
create index establishments_place_idx on establishments (place_id) include (id) where is_active and not provider_suspended;
drop index events_public_idx;
create index events_public_idx on events (starts_at) include (category, event_type, ends_at)
  where status = 'upcoming' and not provider_suspended;
drop index events_category_idx;
create index events_category_idx on events (category, starts_at) where status = 'upcoming' and not provider_suspended;
drop index events_days_idx;
create index events_days_idx on events using gist (daterange(start_date, end_date, '[]'))
  where status in ('upcoming', 'past') and not provider_suspended;

-- Whether a booking's service is still to come at `at`: a ride not yet departed, a stay whose check-in day (Africa/
-- Maputo) is today or later and not checked in, an event not yet started. Used by the notice below and by the admin's
-- cancellation of a suspended provider's future bookings (admin.repo.ts).
create function booking_is_future(b bookings, at timestamptz) returns boolean language sql stable as $$
  select case b.type
    when 'ride' then exists (select 1 from rides r where r.id = b.ride_id and r.departure_at > at)
    when 'stay' then b.checked_in_at is null and b.check_in >= (at at time zone 'Africa/Maputo')::date
    when 'event' then exists (select 1 from events e where e.id = b.event_id and e.starts_at > at)
    else false
  end
$$;

-- Each holder of a pending or confirmed future booking with a provider who has just been suspended learns it, in the
-- admin's transaction; what happens to the booking is the admin's decision.
create function users_suspended_notify_holders() returns trigger language plpgsql as $$
declare
  b bookings;
begin
  for b in
    select bk.* from bookings bk
    where bk.provider_id = new.id and bk.status in ('pending', 'confirmed') and booking_is_future(bk, now())
    order by bk.created_at, bk.id
  loop
    if b.status = 'confirmed'
      or exists (select 1 from payments p where p.booking_id = b.id and p.status in ('pending', 'succeeded')) then
      perform notify(b.user_id, 'provider_suspended', 'Prestador suspenso',
        booking_label(b) || ': a conta do prestador foi suspensa. A nossa equipa vai decidir sobre esta reserva; '
          || 'se for cancelada, recebe de volta tudo o que pagou.', '/reservas', b.id);
    else
      perform notify(b.user_id, 'provider_suspended', 'Prestador suspenso',
        booking_label(b) || ': a conta do prestador foi suspensa e esta reserva já não pode ser paga.', '/reservas',
        b.id);
    end if;
  end loop;
  return null;
end
$$;
create trigger users_suspended_notify_holders after update of status on users
  for each row when (not account_suspended(old.status) and account_suspended(new.status))
  execute function users_suspended_notify_holders();

-- A booking cancelled by the admin because its provider is suspended: the traveller is told why (the general notice
-- of migration 0008 would take it for a cancellation by the client and tell the provider so).
drop trigger bookings_notify on bookings;
create trigger bookings_notify after update of status on bookings
  for each row when (old.status is distinct from new.status and new.cancel_reason is distinct from 'provider_suspended')
  execute function bookings_notify();

create function bookings_notify_provider_suspended() returns trigger language plpgsql as $$
begin
  perform notify(new.user_id, 'booking_cancelled', 'Reserva cancelada pela plataforma',
    booking_label(new) || ': a conta do prestador foi suspensa. Se pagou, o valor é devolvido por inteiro pelo mesmo '
      || 'meio de pagamento.', '/reservas', new.id);
  return null;
end
$$;
create trigger bookings_notify_provider_suspended after update of status on bookings
  for each row when (old.status in ('pending', 'confirmed') and new.status = 'cancelled'
    and new.cancel_reason = 'provider_suspended')
  execute function bookings_notify_provider_suspended();

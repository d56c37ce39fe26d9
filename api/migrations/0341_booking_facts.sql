-- One view of booking facts each product contributes to (issue 31, ADR 0021 'Adding a product'), instead of SQL
-- functions that switch on bookings.type. Each product states, in its own view `booking_facts_<type>` (one row per
-- booking of its type), what the core's functions, triggers and views ask of a booking: its label, its units, its
-- provider's paths, when its service begins, its start date, its loyalty points and its review window;
-- `booking_facts` is their UNION ALL, made again by `booking_facts_rebuild()` from every view so named. A new product
-- creates its view in its own migration and calls `select booking_facts_rebuild();`: no core function is redefined.
-- The functions keep their names, arguments and answers (0008 booking_label, booking_units, provider_link; 0016
-- booking_is_future; 0085 booking_start_date; 0150 provider_disputes_link; 0011 loyalty_earn; 0055 review_windows);
-- each reads the booking's row from the table (every caller passes a row as stored: AFTER triggers, or a select of
-- bookings), by its primary key in each product's branch.
-- The cancellation policy's copy at booking (0101, 0120) becomes one BEFORE INSERT trigger per product.

-- What every product's view answers, in this order and of these types (the UNION ALL requires them):
--   booking_id uuid        the booking (bookings.id)
--   label text             the booking in a few words ('Maputo → Inhambane, 23/11/2026 07:00'); null: 'Reserva'
--   units text             what it holds ('2 lugares', '3 noites', '1 bilhete')
--   provider_path text     where its provider sees their bookings (DECISIONS.md 4)
--   disputes_path text     its provider's disputes page (ADR 0044)
--   begins_at timestamptz  the instant its service begins: before it, the booking is still to come (ADR 0017);
--                          '-infinity' once begun in other ways (a stay checked in); null: never to come
--   start_date date        the Africa/Maputo date it starts (the reminder of the day before, ADR 0029)
--   points_reason text     the loyalty history's reason of the points it earns once confirmed (ADR 0009)
--   points_base int        the points before the tier's multiplier
--   bonus_reason text      a once-a-month bonus's reason, or null (rides: the first ride of the month)
--   bonus_points int       that bonus's points (0: none)
--   review_opens_at timestamptz   when each side may review the other (null: not yet, or never; ADR 0022)
--   review_closes_at timestamptz  when the window closes

create view booking_facts_ride as
select b.id as booking_id,
  r.from_address || ' → ' || r.to_address || ', ' || to_char(r.departure_date, 'DD/MM/YYYY') || ' '
    || to_char(r.departure_time, 'HH24:MI') as label,
  b.seats || case when b.seats = 1 then ' lugar' else ' lugares' end as units,
  '/drivers/offers'::text as provider_path,
  '/drivers/disputas'::text as disputes_path,
  r.departure_at as begins_at,
  r.departure_date as start_date,
  'ride_completed'::text as points_reason,
  (b.subtotal_cents / 1000)::int as points_base,
  'first_ride_of_month'::text as bonus_reason,
  25 as bonus_points,
  case when r.status <> 'cancelled' then r.departure_at end as review_opens_at,
  case when r.status <> 'cancelled' then r.departure_at end + interval '14 days' as review_closes_at
from bookings b
left join rides r on r.id = b.ride_id
where b.type = 'ride';

create view booking_facts_stay as
select b.id as booking_id,
  e.name || ', ' || to_char(b.check_in, 'DD/MM/YYYY') || ' a ' || to_char(b.check_out, 'DD/MM/YYYY') as label,
  b.nights || case when b.nights = 1 then ' noite' else ' noites' end as units,
  '/hotels'::text as provider_path,
  '/hotels/disputas'::text as disputes_path,
  -- Still to come while not checked in and its check-in day (Africa/Maputo) is today or later.
  case when b.checked_in_at is not null then '-infinity'::timestamptz
    else (b.check_in + 1)::timestamp at time zone 'Africa/Maputo' end as begins_at,
  b.check_in as start_date,
  'stay_booked'::text as points_reason,
  (b.subtotal_cents / 500)::int as points_base,
  null::text as bonus_reason,
  0 as bonus_points,
  (b.check_out + e.check_out_time) at time zone 'Africa/Maputo' as review_opens_at,
  (b.check_out + e.check_out_time) at time zone 'Africa/Maputo' + interval '14 days' as review_closes_at
from bookings b
left join establishments e on e.id = b.establishment_id
where b.type = 'stay';

create view booking_facts_event as
select b.id as booking_id,
  ev.title || ', ' || to_char(ev.start_date, 'DD/MM/YYYY') as label,
  coalesce(b.ticket_quantity, 1) || case when b.ticket_quantity = 1 then ' bilhete' else ' bilhetes' end as units,
  '/organizadores'::text as provider_path,
  '/organizadores/disputas'::text as disputes_path,
  ev.starts_at as begins_at,
  ev.start_date as start_date,
  'event_attended'::text as points_reason,
  50 as points_base,
  null::text as bonus_reason,
  0 as bonus_points,
  -- A ticket opens the window when it is checked in (while the event runs); it closes 14 days after the event ends.
  case when ev.status <> 'cancelled' then (
    select min(t.checked_in_at) from tickets t where t.booking_id = b.id and t.cancelled_at is null
  ) end as review_opens_at,
  ev.ends_at + interval '14 days' as review_closes_at
from bookings b
left join events ev on ev.id = b.event_id
where b.type = 'event';

-- booking_facts: the UNION ALL of every view named booking_facts_<type>, by name. Made again (same columns, so the
-- views and functions reading it stay) whenever a product adds its view.
create function booking_facts_rebuild() returns void language plpgsql as $$
declare
  parts text;
begin
  select string_agg(format('select * from %I', c.relname), E'\nunion all\n' order by c.relname) into parts
  from pg_class c
  where c.relkind = 'v' and c.relnamespace = current_schema()::regnamespace
    and c.relname like 'booking\_facts\_%' escape '\';
  if parts is null then
    raise exception 'booking_facts_rebuild: no view booking_facts_<type>';
  end if;
  execute 'create or replace view booking_facts as ' || parts;
end
$$;

select booking_facts_rebuild();

-- The facts of one booking row.
create or replace function booking_label(b bookings) returns text language sql stable as $$
  select coalesce((select f.label from booking_facts f where f.booking_id = b.id), 'Reserva')
$$;

-- Were immutable (a switch on the row's own columns); stable now, read from the facts.
create or replace function booking_units(b bookings) returns text language sql stable as $$
  select f.units from booking_facts f where f.booking_id = b.id
$$;

create or replace function provider_link(b bookings) returns text language sql stable as $$
  select f.provider_path from booking_facts f where f.booking_id = b.id
$$;

create or replace function provider_disputes_link(b bookings) returns text language sql stable as $$
  select f.disputes_path from booking_facts f where f.booking_id = b.id
$$;

create or replace function booking_is_future(b bookings, at timestamptz) returns boolean language sql stable as $$
  select coalesce((select at < f.begins_at from booking_facts f where f.booking_id = b.id), false)
$$;

create or replace function booking_start_date(b bookings) returns date language sql stable as $$
  select f.start_date from booking_facts f where f.booking_id = b.id
$$;

create or replace view review_windows as
select b.id as booking_id, b.type, b.user_id as traveller_id, b.provider_id as host_id,
  b.establishment_id, b.event_id, f.review_opens_at as opens_at, f.review_closes_at as closes_at
from bookings b
join booking_facts f on f.booking_id = b.id
where b.status in ('confirmed', 'completed');

-- Points once a booking is confirmed (0011, ADR 0009): the product's base and its once-a-month bonus from the facts.
create or replace function loyalty_earn(b bookings) returns void language plpgsql as $$
declare
  p loyalty_programs;
  f booking_facts;
  pts int;
  bonus int := 0;
  new_total int;
  new_level text;
begin
  if exists (select 1 from loyalty_history h where h.booking_id = b.id) then
    return;
  end if;
  select * into f from booking_facts where booking_id = b.id;
  if f.booking_id is null then
    return;
  end if;
  p := loyalty_program_for_update(b.user_id);
  pts := f.points_base * loyalty_multiplier_tenths(p.membership_level) / 10;
  if f.bonus_points > 0 and not exists (
    select 1 from loyalty_history h
    where h.user_id = b.user_id and h.reason = f.bonus_reason
      and date_trunc('month', h.created_at at time zone 'Africa/Maputo')
        = date_trunc('month', now() at time zone 'Africa/Maputo')
  ) then
    bonus := f.bonus_points;
  end if;
  if pts + bonus = 0 then
    return;
  end if;
  if pts > 0 then
    insert into loyalty_history (user_id, loyalty_id, action_type, points_amount, reason, booking_id)
    values (b.user_id, p.id, 'earned', pts, f.points_reason, b.id);
  end if;
  if bonus > 0 then
    insert into loyalty_history (user_id, loyalty_id, action_type, points_amount, reason, booking_id)
    values (b.user_id, p.id, 'earned', bonus, f.bonus_reason, b.id);
  end if;
  new_total := p.total_points + pts + bonus;
  new_level := case when loyalty_level_rank(loyalty_level(new_total)) > loyalty_level_rank(p.membership_level)
    then loyalty_level(new_total) else p.membership_level end;
  update loyalty_programs set total_points = new_total, current_points = current_points + pts + bonus,
    membership_level = new_level, last_activity_at = now(), updated_at = now()
  where id = p.id;
  perform notify(b.user_id, 'loyalty_points_earned', 'Pontos ganhos',
    '+' || (pts + bonus) || ' pontos: ' || booking_label(b) || '.', '/fidelidade', b.id);
  if new_level <> p.membership_level then
    perform notify(b.user_id, 'loyalty_level_up', 'Subiu de nível!',
      'Bem-vindo ao nível ' || loyalty_level_label(new_level) || ': os seus pontos passam a valer ×'
        || replace(to_char(loyalty_multiplier_tenths(new_level) / 10.0, 'FM0.0'), '.', ',') || '.',
      '/fidelidade', null);
  end if;
end
$$;

-- The cancellation policy a traveller accepted (0101, 0120): each product with a policy to keep copies it at booking
-- by a trigger of its own type.
create function stay_policy_snapshot() returns trigger language plpgsql as $$
begin
  if new.cancellation_policy is null then
    select e.cancellation_policy into new.cancellation_policy from establishments e where e.id = new.establishment_id;
  end if;
  return new;
end
$$;

create function event_policy_snapshot() returns trigger language plpgsql as $$
begin
  if new.refund_policy is null then
    select ev.refund_policy, ev.refund_days_before into new.refund_policy, new.refund_days_before
    from events ev where ev.id = new.event_id;
  end if;
  return new;
end
$$;

drop trigger bookings_policy_snapshot on bookings;
drop function bookings_policy_snapshot();
create trigger bookings_stay_policy_snapshot before insert on bookings
  for each row when (new.type = 'stay') execute function stay_policy_snapshot();
create trigger bookings_event_policy_snapshot before insert on bookings
  for each row when (new.type = 'event') execute function event_policy_snapshot();

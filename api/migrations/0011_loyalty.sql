-- The loyalty programme (spec 2.11, 3, 4, 9; DECISIONS.md 1 and 2; ADR 0009). One programme per user, points earned
-- by a trigger on bookings (in the transaction that confirms or cancels them, like the notifications of 0008),
-- a catalogue of rewards as reference data, and redemptions.
--
-- Invariants: current_points = the sum of the user's history amounts, 0 <= current_points <= total_points; the
-- stored level only goes up (spec 4: never demoted).

create function loyalty_level(points int) returns text language sql immutable as $$
  select case when points >= 7000 then 'platinum' when points >= 3000 then 'gold'
    when points >= 1000 then 'silver' else 'bronze' end
$$;
create function loyalty_level_rank(level text) returns int language sql immutable as $$
  select case level when 'platinum' then 3 when 'gold' then 2 when 'silver' then 1 else 0 end
$$;
create function loyalty_level_label(level text) returns text language sql immutable as $$
  select case level when 'platinum' then 'Platina' when 'gold' then 'Ouro' when 'silver' then 'Prata' else 'Bronze' end
$$;
-- Spec 9: ×1.2 silver, ×1.5 gold, ×2.0 platinum (in tenths, so the arithmetic stays in integers).
create function loyalty_multiplier_tenths(level text) returns int language sql immutable as $$
  select case level when 'platinum' then 20 when 'gold' then 15 when 'silver' then 12 else 10 end
$$;

create table loyalty_programs (
  id uuid primary key default gen_random_uuid(),
  user_id text not null unique references users (id) on delete cascade,
  total_points int not null default 0 check (total_points >= 0),
  current_points int not null default 0 check (current_points >= 0),
  membership_level text not null default 'bronze'
    check (membership_level in ('bronze', 'silver', 'gold', 'platinum')),
  joined_at timestamptz not null default now(),
  last_activity_at timestamptz,
  updated_at timestamptz not null default now(),
  constraint loyalty_points_order check (current_points <= total_points)
);

create table loyalty_rewards (
  id uuid primary key default gen_random_uuid(),
  code text not null unique,
  kind text not null check (kind in ('stay_discount', 'free_ride', 'room_upgrade', 'free_event_ticket')),
  title text not null check (length(title) between 1 and 120),
  description text not null check (length(description) between 1 and 500),
  cost_points int not null check (cost_points > 0),
  min_level text not null check (min_level in ('bronze', 'silver', 'gold', 'platinum')),
  -- The reward's value: a discount in basis points (stay_discount) or a distance cap in km (free_ride).
  discount_bps int check (discount_bps between 1 and 10000),
  max_km int check (max_km > 0),
  active boolean not null default true,
  sort int not null default 0
);

create table loyalty_redemptions (
  id uuid primary key default gen_random_uuid(),
  user_id text not null references users (id) on delete cascade,
  reward_id uuid not null references loyalty_rewards (id),
  points_spent int not null check (points_spent > 0),
  idempotency_key text check (length(idempotency_key) <= 255),
  created_at timestamptz not null default clock_timestamp(),
  -- Spec 9: rewards valid 30 days after redemption.
  valid_until timestamptz not null,
  constraint loyalty_redemptions_idempotency unique (user_id, idempotency_key)
);
create index loyalty_redemptions_user_idx on loyalty_redemptions (user_id, created_at desc);

create table loyalty_history (
  id uuid primary key default gen_random_uuid(),
  user_id text not null references users (id) on delete cascade,
  loyalty_id uuid not null references loyalty_programs (id) on delete cascade,
  -- earned: a confirmed booking (or the monthly first-ride bonus); redeemed: a reward; reversed: the points of a
  -- booking cancelled after it earned them, taken back as far as they are still unspent.
  action_type text not null check (action_type in ('earned', 'redeemed', 'reversed')),
  points_amount int not null,
  reason text not null check (reason in (
    'ride_completed', 'stay_booked', 'event_attended', 'first_ride_of_month', 'reward_redeemed', 'booking_cancelled'
  )),
  booking_id uuid references bookings (id) on delete set null,
  redemption_id uuid references loyalty_redemptions (id) on delete set null,
  created_at timestamptz not null default clock_timestamp(),
  constraint loyalty_history_sign check (
    (action_type = 'earned' and points_amount > 0) or (action_type <> 'earned' and points_amount <= 0)
  )
);
create index loyalty_history_user_idx on loyalty_history (user_id, created_at desc, id);
create index loyalty_history_booking_idx on loyalty_history (booking_id) where booking_id is not null;

-- Reference data: the rewards of spec 9 (costs and minimum levels as given there).
insert into loyalty_rewards (code, kind, title, description, cost_points, min_level, discount_bps, max_km, sort) values
  ('stay_discount_10', 'stay_discount', 'Desconto de 10% em alojamento',
    '10% de desconto numa reserva de alojamento.', 500, 'bronze', 1000, null, 1),
  ('free_ride_15km', 'free_ride', 'Viagem grátis até 15 km',
    'Uma viagem gratuita com distância até 15 km.', 800, 'silver', null, 15, 2),
  ('free_event_ticket', 'free_event_ticket', 'Bilhete de evento grátis',
    'Um bilhete gratuito para um evento.', 1000, 'silver', null, null, 3),
  ('premium_room_upgrade', 'room_upgrade', 'Upgrade de quarto premium',
    'Upgrade gratuito para um quarto premium numa estadia.', 1200, 'gold', null, null, 4);

alter table notifications drop constraint notifications_kind_check;
alter table notifications add constraint notifications_kind_check check (kind in (
  'booking_confirmed', 'booking_received', 'booking_awaiting_provider', 'booking_cancelled', 'booking_expired',
  'payment_failed', 'refund_succeeded', 'refund_failed',
  'verification_approved', 'verification_rejected', 'account_suspended', 'account_reactivated',
  'loyalty_points_earned', 'loyalty_level_up'
));

-- The user's programme, created if missing, locked for the rest of the transaction.
create function loyalty_program_for_update(p_user text) returns loyalty_programs language plpgsql as $$
declare
  p loyalty_programs;
begin
  -- A member since they signed up.
  insert into loyalty_programs (user_id, joined_at) select id, created_at from users where id = p_user
  on conflict (user_id) do nothing;
  select * into p from loyalty_programs where user_id = p_user for update;
  return p;
end
$$;

-- Spec 9 earning rules, applied when a booking is confirmed (paid, and accepted by the provider when it had to be):
-- 1 point per 10 MZN of a ride's subtotal, 1 per 5 MZN of a stay's, 50 per event booking, times the tier
-- multiplier of the level held before the booking; 25 more for the first ride booking of the month (Maputo time).
create function loyalty_earn(b bookings) returns void language plpgsql as $$
declare
  p loyalty_programs;
  base int;
  pts int;
  bonus int := 0;
  new_total int;
  new_level text;
  reason text := case b.type when 'ride' then 'ride_completed' when 'stay' then 'stay_booked' else 'event_attended' end;
begin
  if exists (select 1 from loyalty_history h where h.booking_id = b.id) then
    return;
  end if;
  p := loyalty_program_for_update(b.user_id);
  base := case b.type when 'ride' then b.subtotal_cents / 1000 when 'stay' then b.subtotal_cents / 500 else 50 end;
  pts := base * loyalty_multiplier_tenths(p.membership_level) / 10;
  if b.type = 'ride' and not exists (
    select 1 from loyalty_history h
    where h.user_id = b.user_id and h.reason = 'first_ride_of_month'
      and date_trunc('month', h.created_at at time zone 'Africa/Maputo')
        = date_trunc('month', now() at time zone 'Africa/Maputo')
  ) then
    bonus := 25;
  end if;
  if pts + bonus = 0 then
    return;
  end if;
  if pts > 0 then
    insert into loyalty_history (user_id, loyalty_id, action_type, points_amount, reason, booking_id)
    values (b.user_id, p.id, 'earned', pts, reason, b.id);
  end if;
  if bonus > 0 then
    insert into loyalty_history (user_id, loyalty_id, action_type, points_amount, reason, booking_id)
    values (b.user_id, p.id, 'earned', bonus, 'first_ride_of_month', b.id);
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

-- A confirmed booking cancelled: its points leave the accumulated total, and as many of them as are still unspent
-- leave the current balance (redeemed points are never refunded, and balances never go negative). The level stays.
create function loyalty_reverse(b bookings) returns void language plpgsql as $$
declare
  p loyalty_programs;
  earned int;
  take int;
begin
  select coalesce(sum(points_amount), 0) into earned from loyalty_history h
  where h.booking_id = b.id and h.action_type = 'earned';
  if earned = 0 or exists (select 1 from loyalty_history h where h.booking_id = b.id and h.action_type = 'reversed')
  then
    return;
  end if;
  p := loyalty_program_for_update(b.user_id);
  take := least(earned, p.current_points);
  insert into loyalty_history (user_id, loyalty_id, action_type, points_amount, reason, booking_id)
  values (b.user_id, p.id, 'reversed', -take, 'booking_cancelled', b.id);
  update loyalty_programs set total_points = greatest(total_points - earned, current_points - take),
    current_points = current_points - take, last_activity_at = now(), updated_at = now()
  where id = p.id;
end
$$;

create function bookings_loyalty() returns trigger language plpgsql as $$
begin
  if new.status in ('confirmed', 'completed') and old.status = 'pending' then
    perform loyalty_earn(new);
  elsif new.status = 'cancelled' and old.status in ('confirmed', 'completed') then
    perform loyalty_reverse(new);
  end if;
  return null;
end
$$;
-- Named to fire after bookings_notify (triggers fire in name order): 'Pontos ganhos' follows 'Reserva confirmada'.
create trigger bookings_points after update of status on bookings
  for each row when (old.status is distinct from new.status) execute function bookings_loyalty();

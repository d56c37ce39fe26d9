-- In-app notifications (spec 2.13; DECISIONS.md 1: read state persists). They are written by triggers in the same
-- transaction as the change they report, so that every path that confirms, cancels or fails a booking (payment
-- settlement, hold expiry, a driver cancelling a ride, a manager's action, an event cancelled, the client) or settles
-- a refund tells the people concerned, and a rolled-back change tells nobody.

create table notifications (
  id uuid primary key default gen_random_uuid(),
  user_id text not null references users (id) on delete cascade,
  kind text not null check (kind in (
    'booking_confirmed', 'booking_received', 'booking_awaiting_provider', 'booking_cancelled', 'booking_expired',
    'payment_failed', 'refund_succeeded', 'refund_failed'
  )),
  title text not null check (length(title) between 1 and 120),
  body text not null check (length(body) between 1 and 500),
  -- An app path to open ('/reservas', '/drivers/offers', ...).
  link text,
  booking_id uuid references bookings (id) on delete cascade,
  created_at timestamptz not null default clock_timestamp(),
  read_at timestamptz
);
create index notifications_user_idx on notifications (user_id, created_at desc, id);
create index notifications_unread_idx on notifications (user_id) where read_at is null;

-- A booking in a few words: 'Maputo → Inhambane, 23/11/2026 07:00', 'Casa do Mar, 12/12/2026 a 15/12/2026',
-- 'Festival da Marrabenta, 01/02/2027'.
create function booking_label(b bookings) returns text language sql stable as $$
  select coalesce(case b.type
    when 'ride' then (
      select r.from_address || ' → ' || r.to_address || ', ' || to_char(r.departure_date, 'DD/MM/YYYY') || ' '
        || to_char(r.departure_time, 'HH24:MI')
      from rides r where r.id = b.ride_id)
    when 'stay' then (
      select e.name || ', ' || to_char(b.check_in, 'DD/MM/YYYY') || ' a ' || to_char(b.check_out, 'DD/MM/YYYY')
      from establishments e where e.id = b.establishment_id)
    when 'event' then (
      select ev.title || ', ' || to_char(ev.start_date, 'DD/MM/YYYY') from events ev where ev.id = b.event_id)
  end, 'Reserva')
$$;

-- What a booking holds: '2 lugares', '3 noites', '1 bilhete'.
create function booking_units(b bookings) returns text language sql immutable as $$
  select case b.type
    when 'ride' then b.seats || case when b.seats = 1 then ' lugar' else ' lugares' end
    when 'stay' then b.nights || case when b.nights = 1 then ' noite' else ' noites' end
    else coalesce(b.ticket_quantity, 1) || case when b.ticket_quantity = 1 then ' bilhete' else ' bilhetes' end
  end
$$;

-- Where a provider sees their bookings (DECISIONS.md 4).
create function provider_link(b bookings) returns text language sql immutable as $$
  select case b.type when 'ride' then '/drivers/offers' when 'stay' then '/hotels' else '/organizadores' end
$$;

create function notify(p_user text, p_kind text, p_title text, p_body text, p_link text, p_booking uuid)
returns void language sql as $$
  insert into notifications (user_id, kind, title, body, link, booking_id)
  values (p_user, p_kind, p_title, left(p_body, 500), p_link, p_booking)
$$;

create function bookings_notify() returns trigger language plpgsql as $$
declare
  label text := booking_label(new);
  what text := booking_units(new);
begin
  if old.status = 'pending' and new.status = 'confirmed' then
    perform notify(new.user_id, 'booking_confirmed', 'Reserva confirmada', label || '.', '/reservas', new.id);
    -- A manager who confirms a stay that awaited them needs no notice of it.
    if not old.awaits_provider then
      perform notify(new.provider_id, 'booking_received', 'Nova reserva confirmada', label || ': ' || what || '.',
        provider_link(new), new.id);
    end if;
  elsif new.status = 'cancelled' and old.status in ('pending', 'confirmed') then
    if new.cancel_reason = 'hold_expired' then
      perform notify(new.user_id, 'booking_expired', 'Reserva expirada',
        label || ': o prazo de pagamento terminou e a reserva foi libertada.', '/reservas', new.id);
    elsif new.cancel_reason = 'ride_cancelled' then
      perform notify(new.user_id, 'booking_cancelled', 'Viagem cancelada pelo motorista', label || '.', '/reservas',
        new.id);
    elsif new.cancel_reason = 'cancelled_by_provider' then
      perform notify(new.user_id, 'booking_cancelled', 'Reserva cancelada pelo alojamento', label || '.',
        '/reservas', new.id);
    elsif new.cancel_reason = 'event_cancelled' then
      perform notify(new.user_id, 'booking_cancelled', 'Evento cancelado', label || '.', '/reservas', new.id);
    elsif old.status = 'confirmed' then
      -- The client cancelled a confirmed booking: the provider loses it.
      perform notify(new.provider_id, 'booking_cancelled', 'Reserva cancelada pelo cliente',
        label || ': ' || what || '.', provider_link(new), new.id);
    end if;
  end if;
  return null;
end
$$;
create trigger bookings_notify after update of status on bookings
  for each row when (old.status is distinct from new.status) execute function bookings_notify();

create function payments_notify() returns trigger language plpgsql as $$
declare
  b bookings;
begin
  select * into b from bookings where id = new.booking_id;
  -- A payment failed because its booking was cancelled is told by the cancellation itself.
  if b.id is null or b.status <> 'pending' then
    return null;
  end if;
  if new.status = 'failed' then
    perform notify(b.user_id, 'payment_failed', 'Pagamento recusado',
      booking_label(b) || ': ' || coalesce(new.failure_reason, 'o pagamento não foi aceite.')
        || ' Pode tentar de novo enquanto a reserva estiver pendente.', '/reservas', b.id);
  elsif new.status = 'succeeded' and b.awaits_provider then
    -- A stay without instant booking: paid, it waits for the manager (migration 0003).
    perform notify(b.user_id, 'booking_awaiting_provider', 'Pagamento recebido',
      booking_label(b) || ': a reserva aguarda a confirmação do alojamento.', '/reservas', b.id);
    perform notify(b.provider_id, 'booking_received', 'Nova reserva a confirmar',
      booking_label(b) || ': confirme ou recuse em Reservas.', provider_link(b), b.id);
  end if;
  return null;
end
$$;
create trigger payments_notify after update of status on payments
  for each row when (old.status = 'pending' and new.status in ('succeeded', 'failed'))
  execute function payments_notify();

-- The money of a cancelled paid booking (migration 0006): the payer learns when it is back, or that it failed.
create function refunds_notify() returns trigger language plpgsql as $$
declare
  b bookings;
begin
  select * into b from bookings where id = new.booking_id;
  if new.status = 'succeeded' then
    perform notify(b.user_id, 'refund_succeeded', 'Reembolso concluído',
      booking_label(b) || ': o valor pago foi devolvido pelo mesmo meio de pagamento.', '/reservas', b.id);
  else
    perform notify(b.user_id, 'refund_failed', 'Reembolso falhou',
      booking_label(b) || ': ' || coalesce(new.failure_reason, 'o reembolso não foi aceite.')
        || ' A nossa equipa vai tratar do assunto.', '/reservas', b.id);
  end if;
  return null;
end
$$;
create trigger refunds_notify after update of status on refunds
  for each row when (old.status = 'pending' and new.status in ('succeeded', 'failed'))
  execute function refunds_notify();
-- A provider may answer at once: the refund is then written settled.
create trigger refunds_notify_settled after insert on refunds
  for each row when (new.status in ('succeeded', 'failed'))
  execute function refunds_notify();

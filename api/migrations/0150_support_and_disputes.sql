-- Help, support and disputes (issue 32, point 3; ADR 0044).
-- 1. Support requests: a thread between a user (any status: a suspended account writes here too) and the admins,
--    optionally about one of the user's bookings.
-- 2. Disputes: a traveller reports a problem with a paid booking, the provider answers within 72 hours, an admin
--    resolves it (a refund taken from the provider's share, a goodwill refund paid by the platform, or a rejection).
--    Money moves only through the refunds of ADR 0006 (one per payment), in the resolving transaction, once.
-- Every step is notified by the triggers below (notify / notify_admins of ADR 0029: live, bell, e-mail queue).

-- 1. Support --------------------------------------------------------------------------------------------------------

create table support_requests (
  id uuid primary key default gen_random_uuid(),
  user_id text not null references users (id),
  -- A booking of the user's the request is about (the service checks it is theirs).
  booking_id uuid references bookings (id),
  subject text not null check (length(subject) between 3 and 120),
  -- open: waits for an admin; answered: an admin replied last; closed: an admin closed it (a new message reopens).
  status text not null default 'open' check (status in ('open', 'answered', 'closed')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  closed_at timestamptz,
  closed_by text references users (id)
);
create index support_requests_user_idx on support_requests (user_id, updated_at desc);
create index support_requests_status_idx on support_requests (status, updated_at);

create table support_messages (
  id uuid primary key default gen_random_uuid(),
  request_id uuid not null references support_requests (id) on delete cascade,
  author_id text not null references users (id),
  -- Written by an admin for the platform (the user sees 'Suporte MozTurismo').
  from_staff boolean not null,
  body text not null check (length(body) between 1 and 4000),
  created_at timestamptz not null default clock_timestamp()
);
create index support_messages_request_idx on support_messages (request_id, created_at, id);

select add_notification_kind('support_reply', 'account');
select add_notification_kind('support_closed', 'account');
select add_notification_kind('admin_support_request', 'admin');

-- The user's display name for admins' notifications.
create function user_display_name(p_user text) returns text language sql stable as $$
  select coalesce(nullif(trim(coalesce(first_name, '') || ' ' || coalesce(last_name, '')), ''), email, 'Um utilizador')
  from users where id = p_user
$$;

create function support_messages_notify() returns trigger language plpgsql as $$
declare
  r support_requests;
  first boolean;
begin
  select * into r from support_requests where id = new.request_id;
  if new.from_staff then
    perform notify(r.user_id, 'support_reply', 'Resposta do suporte',
      'A equipa respondeu ao seu pedido: ' || r.subject, '/ajuda/suporte/' || r.id, r.booking_id);
  else
    select not exists (select 1 from support_messages m where m.request_id = r.id and m.id <> new.id) into first;
    perform notify_admins('admin_support_request',
      case when first then 'Novo pedido de suporte' else 'Nova mensagem de suporte' end,
      user_display_name(r.user_id) || ' escreveu ao suporte: ' || r.subject, '/admin/support/' || r.id, r.booking_id);
  end if;
  return null;
end
$$;
create trigger support_messages_notify after insert on support_messages
  for each row execute function support_messages_notify();

create function support_requests_notify() returns trigger language plpgsql as $$
begin
  perform notify(new.user_id, 'support_closed', 'Pedido de suporte encerrado',
    'O seu pedido foi encerrado: ' || new.subject, '/ajuda/suporte/' || new.id, new.booking_id);
  return null;
end
$$;
create trigger support_requests_notify after update of status on support_requests
  for each row when (old.status <> 'closed' and new.status = 'closed') execute function support_requests_notify();

-- 2. Disputes -------------------------------------------------------------------------------------------------------

create table disputes (
  id uuid primary key default gen_random_uuid(),
  -- One dispute per booking, ever (a rejected one is final; the traveller may still write to support).
  booking_id uuid not null unique references bookings (id),
  client_id text not null references users (id),
  provider_id text not null references users (id),
  reason text not null check (reason in (
    'driver_no_show', 'ride_not_as_described', 'room_not_as_described', 'stay_refused', 'event_cancelled',
    'event_not_as_described', 'other'
  )),
  description text not null check (length(description) between 10 and 4000),
  -- What the traveller asks back, centavos: at most what was paid (checked by the service under the booking's lock).
  amount_asked_cents bigint not null check (amount_asked_cents > 0),
  -- awaiting_provider (72 h from opening) -> awaiting_admin (answered, or the 72 h passed) -> resolved.
  status text not null default 'awaiting_provider' check (status in ('awaiting_provider', 'awaiting_admin', 'resolved')),
  provider_due_at timestamptz not null,
  provider_answer text check (length(provider_answer) between 1 and 4000),
  provider_answered_at timestamptz,
  -- refund: from the provider's share (then the platform fee); goodwill: paid by the platform; rejected: nothing.
  resolution text check (resolution in ('refund', 'goodwill', 'rejected')),
  resolved_amount_cents bigint check (resolved_amount_cents >= 0),
  resolution_note text check (length(resolution_note) between 1 and 2000),
  resolved_by text references users (id),
  resolved_at timestamptz,
  refund_id uuid references refunds (id),
  created_at timestamptz not null default now(),
  constraint disputes_resolved check ((status = 'resolved') = (resolution is not null and resolved_at is not null)),
  constraint disputes_refund check (resolution in ('refund', 'goodwill') or refund_id is null)
);
create index disputes_client_idx on disputes (client_id, created_at desc);
create index disputes_provider_idx on disputes (provider_id, created_at desc);
create index disputes_open_idx on disputes (status, created_at) where status <> 'resolved';

-- The audit trail of a dispute: who did what, when, with which amount.
create table dispute_events (
  id bigint generated always as identity primary key,
  dispute_id uuid not null references disputes (id) on delete cascade,
  actor_id text references users (id),
  action text not null check (action in ('opened', 'photo_added', 'provider_answered', 'refunded', 'goodwill',
    'rejected')),
  amount_cents bigint,
  note text,
  created_at timestamptz not null default clock_timestamp()
);
create index dispute_events_dispute_idx on dispute_events (dispute_id, id);

-- Dispute photos are media of target 'dispute' (the upload of ADR 0023, owner: the traveller).
select allow_check_value('media', 'media_target_type_check', 'target_type', 'dispute');
-- The two refunds a dispute makes (payments.refunds.ts, reasons of bookings.refunds.schemas.ts).
select allow_check_value('refunds', 'refunds_reason_check', 'reason', 'dispute_refund');
select allow_check_value('refunds', 'refunds_reason_check', 'reason', 'dispute_goodwill');

select add_notification_kind('dispute_opened', 'provider');
select add_notification_kind('dispute_answered', 'bookings');
select add_notification_kind('dispute_resolved', 'bookings');
select add_notification_kind('admin_dispute', 'admin');

-- The provider's disputes page of their partner area.
create function provider_disputes_link(b bookings) returns text language sql immutable as $$
  select case b.type when 'ride' then '/drivers/disputas' when 'stay' then '/hotels/disputas'
    else '/organizadores/disputas' end
$$;

create function disputes_notify() returns trigger language plpgsql as $$
declare
  b bookings;
  label text;
begin
  select * into b from bookings where id = new.booking_id;
  label := booking_label(b);
  if tg_op = 'INSERT' then
    perform notify(new.provider_id, 'dispute_opened', 'Problema reportado',
      label || ': o cliente reportou um problema. Responda em 72 horas.', provider_disputes_link(b), b.id);
    perform notify_admins('admin_dispute', 'Nova disputa',
      label || ': ' || user_display_name(new.client_id) || ' pede ' || mt_text(new.amount_asked_cents) || '.',
      '/admin/disputes/' || new.id, b.id);
  elsif old.status = 'awaiting_provider' and new.status = 'awaiting_admin' and new.provider_answer is not null then
    perform notify(new.client_id, 'dispute_answered', 'O prestador respondeu',
      label || ': a nossa equipa vai decidir a disputa.', '/reservas', b.id);
    perform notify_admins('admin_dispute', 'Disputa por decidir', label || ': o prestador respondeu.',
      '/admin/disputes/' || new.id, b.id);
  elsif old.status <> 'resolved' and new.status = 'resolved' then
    if new.resolution = 'refund' then
      perform notify(new.client_id, 'dispute_resolved', 'Disputa resolvida',
        label || ': vai receber ' || mt_text(new.resolved_amount_cents) || ' de reembolso.', '/reservas', b.id);
      perform notify(new.provider_id, 'dispute_resolved', 'Disputa resolvida',
        label || ': ' || mt_text(new.resolved_amount_cents) || ' devolvidos ao cliente, descontados do seu saldo.',
        provider_disputes_link(b), b.id);
    elsif new.resolution = 'goodwill' then
      perform notify(new.client_id, 'dispute_resolved', 'Disputa resolvida',
        label || ': a plataforma devolve-lhe ' || mt_text(new.resolved_amount_cents) || ' como gesto de boa vontade.',
        '/reservas', b.id);
      perform notify(new.provider_id, 'dispute_resolved', 'Disputa resolvida',
        label || ': a plataforma compensou o cliente; o seu saldo não muda.', provider_disputes_link(b), b.id);
    else
      perform notify(new.client_id, 'dispute_resolved', 'Disputa recusada',
        label || ': a disputa foi recusada. Motivo: ' || new.resolution_note, '/reservas', b.id);
      perform notify(new.provider_id, 'dispute_resolved', 'Disputa recusada',
        label || ': a disputa foi recusada; o seu saldo não muda.', provider_disputes_link(b), b.id);
    end if;
  end if;
  return null;
end
$$;
create trigger disputes_notify_insert after insert on disputes for each row execute function disputes_notify();
create trigger disputes_notify_update after update of status on disputes
  for each row when (old.status is distinct from new.status) execute function disputes_notify();

-- The suspended account's notification leads to the support form, which works for a suspended account.
create or replace function users_status_notify() returns trigger language plpgsql as $$
begin
  if new.status = 'suspended' then
    perform notify(new.id, 'account_suspended', 'Conta suspensa',
      coalesce(new.suspension_reason, 'A sua conta foi suspensa.')
        || ' Não pode fazer reservas, pagamentos nem oferecer serviços. Contacte o suporte.', '/ajuda/suporte',
      null);
  elsif old.status = 'suspended' and new.status = 'active' then
    perform notify(new.id, 'account_reactivated', 'Conta reativada',
      'A sua conta voltou a estar ativa.', '/', null);
  end if;
  return null;
end
$$;

-- Provider earnings and payouts (issue 12, ADR 0026). A provider (driver, establishment manager, organiser) is owed
-- the provider amount of every paid booking of theirs, minus the provider part of its refunds; that money becomes
-- available once the service took place (pending before) and is paid out in admin batches through the payment
-- provider. balance = provider shares - refunds' provider parts - payouts (pending or succeeded). Amounts: centavos.

-- Where a provider's payout goes: an M-Pesa number or a bank account (NIB, or IBAN 'MZ59' + NIB), in the name of
-- the holder, which the API checks against the provider's verified identity name.
create table payout_methods (
  user_id text primary key references users (id),
  kind text not null check (kind in ('mpesa', 'bank')),
  holder_name text not null check (length(holder_name) between 3 and 120),
  mpesa_phone text check (mpesa_phone ~ '^\+258(8[2-7])[0-9]{7}$'),
  bank_name text check (length(bank_name) between 2 and 80),
  -- The account as an IBAN: 'MZ59' followed by the 21 digits of the NIB.
  iban text check (iban ~ '^MZ59[0-9]{21}$'),
  updated_at timestamptz not null default now(),
  constraint payout_methods_fields check (
    (kind = 'mpesa' and mpesa_phone is not null and iban is null and bank_name is null)
    or (kind = 'bank' and iban is not null and bank_name is not null and mpesa_phone is null)
  )
);

-- A batch of payouts made by an admin: one payout per provider with an available balance and a payout method.
create table payout_batches (
  id uuid primary key default gen_random_uuid(),
  created_by text not null references users (id),
  idempotency_key text check (length(idempotency_key) <= 255),
  -- Which providers the batch was asked for ('*': every payable one), to refuse a key reused for another request.
  scope text not null default '*',
  payout_count int not null default 0 check (payout_count >= 0),
  total_cents bigint not null default 0 check (total_cents >= 0),
  created_at timestamptz not null default now(),
  constraint payout_batches_idempotency unique (created_by, idempotency_key)
);
create index payout_batches_created_idx on payout_batches (created_at desc, id);

create table payouts (
  id uuid primary key default gen_random_uuid(),
  batch_id uuid not null references payout_batches (id),
  provider_id text not null references users (id),
  amount_cents bigint not null check (amount_cents > 0),
  currency text not null default 'MZN' check (currency = 'MZN'),
  method text not null check (method in ('mpesa', 'bank')),
  holder_name text not null,
  -- Masked destination: '+258 84 *** **67' or 'MZ59 **** 4567'. Never the full number.
  destination_hint text not null,
  status text not null default 'pending' check (status in ('pending', 'succeeded', 'failed')),
  provider text not null,
  provider_reference text,
  -- Sent to the payment provider: a retry of the same payout is the same transfer (one per provider per batch).
  idempotency_key text not null,
  settles_at timestamptz,
  scheduled_outcome text check (scheduled_outcome in ('succeeded', 'failed')),
  scheduled_failure_reason text,
  failure_reason text,
  created_at timestamptz not null default now(),
  settled_at timestamptz,
  constraint payouts_one_per_provider_per_batch unique (batch_id, provider_id),
  constraint payouts_idempotency unique (idempotency_key)
);
create index payouts_provider_idx on payouts (provider_id, created_at desc);
create index payouts_due_idx on payouts (settles_at) where status = 'pending';

-- 'Pagamento enviado' / 'Pagamento falhou' to the provider when the payout settles (same transaction).
select allow_check_value('notifications', 'notifications_kind_check', 'kind', 'payout_sent');
select allow_check_value('notifications', 'notifications_kind_check', 'kind', 'payout_failed');

-- The provider's earnings page in the partner portal (DECISIONS.md 4).
create function earnings_link(p_user text) returns text language sql stable as $$
  select case
    when 'driver' = any (u.roles) then '/drivers/ganhos'
    when 'hotel_manager' = any (u.roles) then '/hotels/ganhos'
    else '/organizadores/ganhos'
  end
  from users u where u.id = p_user
$$;

-- '1 234,50 MT'
create function mt_text(p_cents bigint) returns text language sql immutable as $$
  select translate(to_char(p_cents / 100.0, 'FM999,999,999,990.00'), ',.', ' ,') || ' MT'
$$;

create function payouts_notify() returns trigger language plpgsql as $$
begin
  if new.status = 'succeeded' then
    perform notify(new.provider_id, 'payout_sent', 'Pagamento enviado',
      'Enviámos ' || mt_text(new.amount_cents) || ' para ' || new.destination_hint || ' (' || new.holder_name || ').',
      earnings_link(new.provider_id), null);
  else
    perform notify(new.provider_id, 'payout_failed', 'Pagamento falhou',
      'O pagamento de ' || mt_text(new.amount_cents) || ' para ' || new.destination_hint || ' falhou: '
        || coalesce(new.failure_reason, 'recusado pelo operador.') || ' O valor continua no seu saldo.',
      earnings_link(new.provider_id), null);
  end if;
  return null;
end
$$;
create trigger payouts_notify after update of status on payouts
  for each row when (old.status = 'pending' and new.status in ('succeeded', 'failed'))
  execute function payouts_notify();

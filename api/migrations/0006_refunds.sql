-- Refunds (ADR 0005): money back when a paid booking is cancelled, and voided payments.
-- A pending payment of a cancelled booking is voided (status 'cancelled'); a succeeded one gets one refund, created in
-- the transaction that cancels the booking and settled through the provider like a payment. Amounts are centavos.

alter table payments drop constraint payments_status_check;
alter table payments add constraint payments_status_check
  check (status in ('pending', 'succeeded', 'failed', 'cancelled'));

create table refunds (
  id uuid primary key default gen_random_uuid(),
  payment_id uuid not null references payments (id),
  booking_id uuid not null references bookings (id),
  -- Who cancelled: the client, the driver (the ride), the accommodation manager (the stay), the organiser (the event).
  reason text not null
    check (reason in ('cancelled_by_client', 'ride_cancelled', 'cancelled_by_provider', 'event_cancelled')),
  initiated_by text references users (id),
  -- What goes back to the payer, and the parts of it that were the platform fee and the provider's amount.
  amount_cents int not null check (amount_cents > 0),
  platform_fee_cents int not null check (platform_fee_cents >= 0),
  provider_amount_cents int not null check (provider_amount_cents >= 0),
  currency text not null default 'MZN' check (currency = 'MZN'),
  status text not null default 'pending' check (status in ('pending', 'succeeded', 'failed')),
  provider text not null,
  provider_reference text,
  -- As for payments: when and how the provider said it settles (kept so that settlement survives a restart).
  settles_at timestamptz,
  scheduled_outcome text check (scheduled_outcome in ('succeeded', 'failed')),
  scheduled_failure_reason text,
  failure_reason text,
  created_at timestamptz not null default now(),
  settled_at timestamptz,
  constraint refunds_parts check (amount_cents = platform_fee_cents + provider_amount_cents),
  -- Never two refunds of one payment.
  constraint refunds_one_per_payment unique (payment_id)
);
create index refunds_booking_idx on refunds (booking_id);
create index refunds_due_idx on refunds (settles_at) where status = 'pending' and settles_at is not null;

-- Never more than was paid, and only a succeeded payment of the same booking.
create function refunds_check_payment() returns trigger language plpgsql as $$
declare
  p record;
begin
  select booking_id, status, amount_cents into p from payments where id = new.payment_id;
  if p.booking_id is distinct from new.booking_id then
    raise exception 'refund of a payment of another booking' using errcode = 'check_violation';
  end if;
  if p.status <> 'succeeded' then
    raise exception 'refund of a payment that did not succeed' using errcode = 'check_violation';
  end if;
  if new.amount_cents > p.amount_cents then
    raise exception 'refund of more than was paid' using errcode = 'check_violation';
  end if;
  return new;
end
$$;
create trigger refunds_check_payment before insert or update of amount_cents, payment_id on refunds
  for each row execute function refunds_check_payment();

-- One payment for a trip (issue 30, ADR 0055 'One payment for the trip'): a payment may cover several bookings, the
-- open pending parts of one trip. The payment row keeps `booking_id` (the trip's first part by id, so every join of
-- a payment to "its booking" still finds one) and gains `trip_id`; `payment_parts` lists every booking it covers with
-- its share (that booking's total, centavos). A single booking's payment has no parts rows: its share is the whole
-- amount of its one booking (the view `booking_payments`).

alter table payments add column trip_id uuid references trips (id);
create index payments_trip_idx on payments (trip_id) where trip_id is not null;

create table payment_parts (
  payment_id uuid not null references payments (id) on delete cascade,
  booking_id uuid not null references bookings (id),
  amount_cents bigint not null check (amount_cents >= 0),
  primary key (payment_id, booking_id)
);
create index payment_parts_booking_idx on payment_parts (booking_id);

-- Every payment as the bookings it covers see it: one row per (payment, booking) with that booking's share as
-- `amount_cents` (`payment_amount_cents`: the whole payment). The per-booking reads (paid, pending, the policy's
-- paid amount, the booking's last payment) read this instead of `payments`.
create view booking_payments as
  select p.id, coalesce(pp.booking_id, p.booking_id) as booking_id, coalesce(pp.amount_cents, p.amount_cents)
      as amount_cents, p.amount_cents as payment_amount_cents, p.trip_id, p.user_id, p.method, p.status, p.stage,
    p.provider, p.provider_reference, p.payer_hint, p.settles_at, p.scheduled_outcome, p.scheduled_failure_reason,
    p.failure_reason, p.created_at, p.settled_at
  from payments p
  left join payment_parts pp on pp.payment_id = p.id;

-- One refund of the whole booking per (payment, booking) instead of one per payment: a trip's payment is refunded
-- part by part, each by its own policy.
drop index refunds_one_per_payment;
create unique index refunds_one_per_payment_booking on refunds (payment_id, booking_id) where ticket_id is null;

-- A refund names a booking the payment covers, and never gives back more than that booking's share of it (for a
-- single booking's payment: the whole payment, as before).
create or replace function refunds_check_payment() returns trigger language plpgsql as $$
declare
  p record;
  share bigint;
  before bigint;
begin
  select booking_id, status, amount_cents into p from payments where id = new.payment_id;
  if exists (select 1 from payment_parts where payment_id = new.payment_id) then
    select amount_cents into share from payment_parts where payment_id = new.payment_id and booking_id = new.booking_id;
    if share is null then
      raise exception 'refund of a payment of another booking' using errcode = 'check_violation';
    end if;
  else
    if p.booking_id is distinct from new.booking_id then
      raise exception 'refund of a payment of another booking' using errcode = 'check_violation';
    end if;
    share := p.amount_cents;
  end if;
  if p.status <> 'succeeded' then
    raise exception 'refund of a payment that did not succeed' using errcode = 'check_violation';
  end if;
  select coalesce(sum(amount_cents), 0) into before from refunds
  where payment_id = new.payment_id and booking_id = new.booking_id and id <> new.id and status <> 'failed';
  if new.amount_cents + before > share then
    raise exception 'refund of more than was paid' using errcode = 'check_violation';
  end if;
  return new;
end
$$;

-- Receipts (migration 0065): a trip's payment issues one payment receipt per part, for that part's share, on that
-- part's booking (each provider's receipt line; the traveller's receipts of the trip, one per part). Once per payment
-- and booking (a single booking's payment: once per payment, as before).
drop index receipts_payment_once;
create unique index receipts_payment_once on receipts (payment_id, booking_id) where kind = 'payment';

create or replace function issue_receipt(p_kind text, p_booking uuid, p_payment uuid, p_refund uuid, p_amount bigint,
  p_at timestamptz) returns void language plpgsql as $$
declare
  n bigint;
  who text;
begin
  if p_kind = 'payment' and exists (
    select 1 from receipts where payment_id = p_payment and booking_id = p_booking and kind = 'payment'
  ) then
    return;
  end if;
  if p_kind = 'refund' and exists (select 1 from receipts where refund_id = p_refund) then
    return;
  end if;
  select last_number into n from receipt_counters where name = 'receipts' for update;
  n := n + 1;
  update receipt_counters set last_number = n where name = 'receipts';
  select b.user_id into who from bookings b where b.id = p_booking;
  insert into receipts (number, kind, booking_id, payment_id, refund_id, amount_cents, customer_nuit, issued_at)
  values (n, p_kind, p_booking, p_payment, p_refund, p_amount, (select nuit from users where id = who),
    coalesce(p_at, now()));
end
$$;

create or replace function payments_issue_receipt() returns trigger language plpgsql as $$
declare
  part record;
begin
  if new.trip_id is not null and exists (select 1 from payment_parts where payment_id = new.id) then
    for part in select booking_id, amount_cents from payment_parts where payment_id = new.id order by booking_id loop
      perform issue_receipt('payment', part.booking_id, new.id, null, part.amount_cents, new.settled_at);
    end loop;
  else
    perform issue_receipt('payment', new.booking_id, new.id, null, new.amount_cents, new.settled_at);
  end if;
  return null;
end
$$;

-- Receipts and bank transfers that can be paid (issue 12, ADR 0025).
--
-- Receipts: one for every succeeded payment and one for every succeeded refund, numbered 1, 2, 3 ... without gaps.
-- The number comes from a counter row locked FOR UPDATE inside the transaction that settles the payment or the
-- refund (a trigger, so every path that settles money issues its receipt: the settlement timer, an admin confirming a
-- bank transfer, a cancellation that settles a due payment, a partial refund). A rolled-back settlement rolls the
-- counter back with it: no gap, unlike a sequence.

create table receipt_counters (
  name text primary key,
  last_number bigint not null check (last_number >= 0)
);
insert into receipt_counters (name, last_number) values ('receipts', 0);

create table receipts (
  id uuid primary key default gen_random_uuid(),
  number bigint not null unique check (number > 0),
  kind text not null check (kind in ('payment', 'refund')),
  booking_id uuid not null references bookings (id),
  payment_id uuid not null references payments (id),
  -- The refund (kind 'refund'). No foreign key: a receipt outlives anything done to the row it records.
  refund_id uuid,
  -- What was paid or given back, centavos (the payment's or the refund's amount).
  amount_cents bigint not null check (amount_cents >= 0),
  -- The traveller's NUIT (9 digits, checked by the API) at issue, or added later by the traveller (once).
  customer_nuit text check (customer_nuit ~ '^[0-9]{9}$'),
  issued_at timestamptz not null,
  constraint receipts_refund_kind check ((kind = 'refund') = (refund_id is not null))
);
create unique index receipts_payment_once on receipts (payment_id) where kind = 'payment';
create unique index receipts_refund_once on receipts (refund_id) where refund_id is not null;
create index receipts_booking_idx on receipts (booking_id, number);

-- The traveller's NUIT for receipts (optional, set in the profile).
alter table users add column nuit text check (nuit ~ '^[0-9]{9}$');

-- Issues the next receipt: locks the counter row, takes the next number, writes the receipt. Once per payment or
-- refund (a second call does nothing).
create function issue_receipt(p_kind text, p_booking uuid, p_payment uuid, p_refund uuid, p_amount bigint,
  p_at timestamptz) returns void language plpgsql as $$
declare
  n bigint;
  who text;
begin
  if p_kind = 'payment' and exists (select 1 from receipts where payment_id = p_payment and kind = 'payment') then
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

create function payments_issue_receipt() returns trigger language plpgsql as $$
begin
  perform issue_receipt('payment', new.booking_id, new.id, null, new.amount_cents, new.settled_at);
  return null;
end
$$;
create trigger payments_issue_receipt after update of status on payments
  for each row when (old.status is distinct from 'succeeded' and new.status = 'succeeded')
  execute function payments_issue_receipt();
create trigger payments_issue_receipt_inserted after insert on payments
  for each row when (new.status = 'succeeded') execute function payments_issue_receipt();

create function refunds_issue_receipt() returns trigger language plpgsql as $$
begin
  perform issue_receipt('refund', new.booking_id, new.payment_id, new.id, new.amount_cents, new.settled_at);
  return null;
end
$$;
create trigger refunds_issue_receipt after update of status on refunds
  for each row when (old.status is distinct from 'succeeded' and new.status = 'succeeded')
  execute function refunds_issue_receipt();
create trigger refunds_issue_receipt_inserted after insert on refunds
  for each row when (new.status = 'succeeded') execute function refunds_issue_receipt();

-- The money settled before this migration gets its receipts, in the order it settled.
do $$
declare
  r record;
begin
  for r in
    select 'payment' as kind, p.booking_id, p.id as payment_id, null::uuid as refund_id, p.amount_cents,
      coalesce(p.settled_at, p.created_at) as at
    from payments p where p.status = 'succeeded'
    union all
    select 'refund', f.booking_id, f.payment_id, f.id, f.amount_cents, coalesce(f.settled_at, f.created_at)
    from refunds f where f.status = 'succeeded'
    order by at, kind
  loop
    perform issue_receipt(r.kind, r.booking_id, r.payment_id, r.refund_id, r.amount_cents, r.at);
  end loop;
end
$$;

-- Bank transfers: the payment reference the traveller writes on the transfer, unique to the booking (given the
-- first time the bank details are asked for).
alter table bookings add column transfer_reference text unique check (transfer_reference ~ '^MZT-[0-9A-Z]{8}$');

-- The proof of a transfer uploaded by the traveller (through the media path of ADR 0023): an image converted to WebP
-- and stripped of its metadata, or a PDF stored as it is (its type read from the bytes). The newest one counts.
create table payment_proofs (
  id uuid primary key default gen_random_uuid(),
  payment_id uuid not null references payments (id),
  uploaded_by text not null references users (id),
  content_type text not null check (content_type in ('application/pdf', 'image/webp')),
  source_type text not null,
  bytes_length int not null check (bytes_length > 0),
  storage text not null check (storage in ('postgres', 's3')),
  storage_key text not null unique,
  created_at timestamptz not null default now()
);
create index payment_proofs_payment_idx on payment_proofs (payment_id, created_at desc);

-- How many days a bank transfer waits for the admin's confirmation before it expires (admin setting).
insert into settings (key, value) values ('bank_transfer_expiry_days', '3') on conflict (key) do nothing;

-- Admins learn when a traveller sends the proof of a transfer.
select allow_check_value('notifications', 'notifications_kind_check', 'kind', 'bank_transfer_proof');

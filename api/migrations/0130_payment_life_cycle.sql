-- The payment life cycle of every rail (issue 25, ADR 0042): created -> awaiting the customer -> succeeded | failed |
-- expired | unknown -> reconciled. `status` keeps its coarse meaning (pending while the outcome is not known) so that
-- holds, reports and notifications read it as before; `stage` says where in the life cycle a record is. The same for
-- refunds and payouts. Amounts stay centavos; every time is timestamptz.

alter table payments
  add column stage text not null default 'created'
    check (stage in ('created', 'awaiting', 'unknown', 'succeeded', 'failed', 'expired')),
  -- Our short alphanumeric reference sent to the provider (M-Pesa refuses UUIDs), unique per rail.
  add column rail_reference text check (rail_reference ~ '^[A-Z0-9]{6,20}$'),
  -- The provider's last answer code ('INS-0', 'INS-2006', 'TIMEOUT', ...) and our stable error code.
  add column provider_code text,
  add column error_code text,
  -- Until when the customer may confirm (PIN prompt, hosted page); past it the provider is asked.
  add column deadline_at timestamptz,
  -- When the reconciliation job asks the provider next; null when nothing is left to ask.
  add column next_check_at timestamptz,
  add column check_attempts int not null default 0,
  -- The hosted card page the traveller is sent to (card rail).
  add column redirect_url text,
  add column reconciled_at timestamptz,
  add column reconciled_by text;
update payments set stage = case status when 'succeeded' then 'succeeded' when 'failed' then 'failed'
  when 'cancelled' then 'failed' else 'awaiting' end;
create unique index payments_rail_reference on payments (provider, rail_reference) where rail_reference is not null;
create index payments_to_check on payments (next_check_at) where next_check_at is not null;

alter table refunds
  add column stage text not null default 'created'
    check (stage in ('created', 'awaiting', 'unknown', 'succeeded', 'failed', 'expired')),
  add column rail_reference text check (rail_reference ~ '^[A-Z0-9]{6,20}$'),
  add column provider_code text,
  add column error_code text,
  add column next_check_at timestamptz,
  add column check_attempts int not null default 0,
  add column reconciled_at timestamptz,
  add column reconciled_by text;
update refunds set stage = case status when 'succeeded' then 'succeeded' when 'failed' then 'failed'
  else 'awaiting' end;
create index refunds_to_check on refunds (next_check_at) where next_check_at is not null;

alter table payouts
  add column stage text not null default 'created'
    check (stage in ('created', 'awaiting', 'unknown', 'succeeded', 'failed', 'expired')),
  add column rail_reference text check (rail_reference ~ '^[A-Z0-9]{6,20}$'),
  -- The full destination the transfer goes to (the M-Pesa number or IBAN of the payout method when the batch was made).
  add column destination text,
  add column provider_code text,
  add column error_code text,
  add column next_check_at timestamptz,
  add column check_attempts int not null default 0,
  add column reconciled_at timestamptz,
  add column reconciled_by text;
update payouts set stage = case status when 'succeeded' then 'succeeded' when 'failed' then 'failed'
  else 'awaiting' end;
create index payouts_to_check on payouts (next_check_at) where next_check_at is not null;

-- Every provider answer, callback, status query and admin resolution of a payment, refund or payout: the ledger's
-- audit trail (who or what moved a record, from which stage to which, with the provider's code).
create table money_events (
  id bigserial primary key,
  kind text not null check (kind in ('payment', 'refund', 'payout')),
  record_id uuid not null,
  source text not null check (source in ('start', 'answer', 'callback', 'query', 'admin', 'void', 'late')),
  from_stage text,
  to_stage text,
  provider_code text,
  note text,
  actor text,
  at timestamptz not null default now()
);
create index money_events_record on money_events (kind, record_id, at);

-- A payment the provider took after its booking was cancelled or its hold released (the PIN typed after the deadline,
-- a time-out that turned out paid) is refunded in full, with this reason.
select allow_check_value('refunds', 'refunds_reason_check', 'reason', 'late_payment');

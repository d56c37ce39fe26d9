-- Issue 32 point 1 (ADR 0043): check-in only when it can be right, an undo, and one ticket cancelled on its own.

-- The check-in opens a set time before the event's start (the platform's setting, default 6 hours, or the event's
-- own value) and closes at its end; earlier or later the API refuses (events.checkin.ts `checkInWindow`).
insert into settings (key, value) values ('checkin_opens_hours_before', '6') on conflict (key) do nothing;
alter table events add column checkin_opens_hours_before int
  check (checkin_opens_hours_before between 0 and 72);

-- The organiser may undo a check-in within 15 minutes; each undo is kept (who made the check-in, from where, when,
-- who undid it and when): the audit trail of the door.
create table ticket_checkin_undos (
  id uuid primary key default gen_random_uuid(),
  ticket_id uuid not null references tickets (id),
  checked_in_at timestamptz not null,
  checked_in_by text references users (id),
  checked_in_device text,
  undone_by text not null references users (id),
  undone_at timestamptz not null default now()
);
create index ticket_checkin_undos_ticket_idx on ticket_checkin_undos (ticket_id, undone_at);

-- A ticket of a booking can be cancelled on its own (the client's unused tickets, once another of the booking has
-- entered): its refund is a refund of the booking's payment of its own, tied to the ticket. A payment may now have
-- one refund for the whole booking and one per ticket cancelled alone; never two for one ticket, never more than
-- was paid in all.
alter table refunds add column ticket_id uuid references tickets (id);
alter table refunds drop constraint refunds_one_per_payment;
create unique index refunds_one_per_payment on refunds (payment_id) where ticket_id is null;
create unique index refunds_one_per_ticket on refunds (ticket_id) where ticket_id is not null;

create or replace function refunds_check_payment() returns trigger language plpgsql as $$
declare
  p record;
  before int;
begin
  select booking_id, status, amount_cents into p from payments where id = new.payment_id;
  if p.booking_id is distinct from new.booking_id then
    raise exception 'refund of a payment of another booking' using errcode = 'check_violation';
  end if;
  if p.status <> 'succeeded' then
    raise exception 'refund of a payment that did not succeed' using errcode = 'check_violation';
  end if;
  select coalesce(sum(amount_cents), 0) into before from refunds
  where payment_id = new.payment_id and id <> new.id and status <> 'failed';
  if new.amount_cents + before > p.amount_cents then
    raise exception 'refund of more than was paid' using errcode = 'check_violation';
  end if;
  return new;
end
$$;

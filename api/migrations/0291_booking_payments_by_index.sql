-- The `booking_payments` view of migration 0290, read through indexes (issue 27). 0290 joined payment_parts to every
-- payment and filtered on coalesce(part's booking, payment's booking): no index serves that expression, so every
-- per-booking read of a payment (a booking's card, its policy, its hold) scanned the whole payments table; at
-- bench:scale's 2,000,000 payments each read would take seconds. The same rows, as two branches PostgreSQL filters
-- one by one: a single booking's payment (no parts) found by payments' booking index, a trip payment's share found
-- by payment_parts_booking_idx then its payment by primary key.
create or replace view booking_payments as
  select p.id, p.booking_id, p.amount_cents, p.amount_cents as payment_amount_cents, p.trip_id, p.user_id, p.method,
    p.status, p.stage, p.provider, p.provider_reference, p.payer_hint, p.settles_at, p.scheduled_outcome,
    p.scheduled_failure_reason, p.failure_reason, p.created_at, p.settled_at
  from payments p
  where not exists (select 1 from payment_parts x where x.payment_id = p.id)
  union all
  select p.id, pp.booking_id, pp.amount_cents, p.amount_cents, p.trip_id, p.user_id, p.method, p.status, p.stage,
    p.provider, p.provider_reference, p.payer_hint, p.settles_at, p.scheduled_outcome, p.scheduled_failure_reason,
    p.failure_reason, p.created_at, p.settled_at
  from payment_parts pp
  join payments p on p.id = pp.payment_id;

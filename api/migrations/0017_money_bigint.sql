-- Money columns are bigint centavos (issue 9, ADR 0017). A ride at 20,000,000 MT with 8 seats (16,000,000,000
-- centavos before the fee) or a room at 1,000,000 MT a night for 30 nights overflowed int (2,147,483,647): the
-- insert failed with a 500. bigint holds any amount the API accepts; the API parses int8 as a JS number
-- (lib/db.ts) and bounds every total below Number.MAX_SAFE_INTEGER.

alter table rides alter column price_cents type bigint;
alter table room_types alter column price_per_night_cents type bigint;
alter table events alter column ticket_price_cents type bigint;
alter table bookings
  alter column subtotal_cents type bigint,
  alter column discount_cents type bigint,
  alter column platform_fee_cents type bigint,
  alter column total_cents type bigint,
  alter column provider_amount_cents type bigint;
alter table payments alter column amount_cents type bigint;
-- The trigger of migration 0006 names refunds.amount_cents: dropped for the change and created again as it was.
drop trigger refunds_check_payment on refunds;
alter table refunds
  alter column amount_cents type bigint,
  alter column platform_fee_cents type bigint,
  alter column provider_amount_cents type bigint;
create trigger refunds_check_payment before insert or update of amount_cents, payment_id on refunds
  for each row execute function refunds_check_payment();

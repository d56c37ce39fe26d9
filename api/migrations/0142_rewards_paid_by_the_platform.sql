-- Issue 32 point 4 (ADR 0043): a loyalty reward is the platform's, so the platform pays it. Until now a reward used at
-- checkout lowered the booking's provider_amount_cents with its subtotal (a hotel received 4 770 MT for a 5 300 MT
-- stay, untold). Now the provider is owed the subtotal they set: provider_amount_cents = the subtotal before the
-- reward; the client pays the subtotal after it plus the fee on that; the reward (bookings.reward_cents) comes out of
-- the platform's fee and, beyond it, the platform's own account. Invariant of a booking:
--   total_cents = subtotal_cents + platform_fee_cents, provider_amount_cents = subtotal_cents + reward_cents.
-- A refund of such a booking takes the provider's whole share of what it gives back, and the reward's part of it is
-- the platform's (refunds.reward_cents):  amount = platform_fee + provider_amount - reward.
alter table bookings add column reward_cents int not null default 0 check (reward_cents >= 0);
alter table bookings drop constraint bookings_amounts;
alter table bookings add constraint bookings_amounts check (
  total_cents = subtotal_cents + platform_fee_cents and provider_amount_cents = subtotal_cents + reward_cents
);
-- Bookings that already used a reward: their discount was a reward when reward_redemption_id is set and no partnership
-- or promo code discounted them. They keep what they were paid as it was (history is not rewritten).

alter table refunds add column reward_cents int not null default 0 check (reward_cents >= 0);
alter table refunds drop constraint refunds_parts;
alter table refunds add constraint refunds_parts
  check (amount_cents = platform_fee_cents + provider_amount_cents - reward_cents);

-- Cancellation policies (issue 12, ADR 0024). The refund of a client's cancellation comes from one pure policy
-- function per product (bookings.policy.ts); these columns are the providers' choices it reads.
--
-- Stays: the establishment chooses flexible (free until 24 h before check-in, then the first night and the fee are
-- kept), moderate (free until 5 days before, then 50 % of the nights) or strict (50 % of the nights until 7 days
-- before, then nothing), as Airbnb. An establishment that offered no free cancellation becomes strict; the others
-- flexible (what free_cancellation meant). free_cancellation is kept in step (true unless strict) for old readers.
alter table establishments add column cancellation_policy text not null default 'flexible'
  check (cancellation_policy in ('flexible', 'moderate', 'strict'));
update establishments set cancellation_policy = 'strict' where not free_cancellation;

-- Events: the organiser chooses 'until_days' (everything back until refund_days_before days before the start; 0 =
-- until the start) or 'none' (no refunds). Existing events keep what they promised: refunds until the start.
alter table events add column refund_policy text not null default 'until_days'
  check (refund_policy in ('until_days', 'none'));
alter table events add column refund_days_before int not null default 0
  check (refund_days_before between 0 and 365);

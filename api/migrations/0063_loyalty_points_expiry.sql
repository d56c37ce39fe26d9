-- Points expiry (issue 12, spec 9: "Points valid 12 months; the account stays active with at least one ride per 6
-- months"; ADR 0024). A background job (loyalty.expiry.ts, registered in maintenance.ts) writes an 'expired' history
-- entry (negative, like 'redeemed') for the points earned more than 12 months ago and not spent (oldest spent first),
-- or for all the points of a member without a confirmed booking for 6 months; and warns 30 days before.
select allow_check_value('loyalty_history', 'loyalty_history_action_type_check', 'action_type', 'expired');
select allow_check_value('loyalty_history', 'loyalty_history_reason_check', 'reason', 'points_expired');
select allow_check_value('loyalty_history', 'loyalty_history_reason_check', 'reason', 'inactivity');
select allow_check_value('notifications', 'notifications_kind_check', 'kind', 'loyalty_points_expiring');
select allow_check_value('notifications', 'notifications_kind_check', 'kind', 'loyalty_points_expired');

alter table loyalty_history drop constraint loyalty_history_sign;
alter table loyalty_history add constraint loyalty_history_sign check (
  (action_type in ('earned', 'revoked') and points_amount > 0)
  or (action_type in ('redeemed', 'reversed', 'expired') and points_amount <= 0)
);

-- When the member was last warned that points expire soon (at most one warning per 30 days).
alter table loyalty_programs add column expiry_warned_at timestamptz;

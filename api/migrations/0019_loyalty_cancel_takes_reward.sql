-- Cancelling a booking takes back everything it earned, even when the points were already spent (issue 9, ADR 0017).
-- Seen in testing: points earned by a booking were spent on a reward, the booking was cancelled and refunded, and the
-- reward was kept (0011 took back only the unspent points). Now, in the transaction that cancels the booking:
--   1. all the points the booking earned leave the balance;
--   2. if the balance would go below zero, the rewards redeemed since those points were earned, still valid and not
--      yet revoked, are revoked, newest first, each giving its points back, until the balance is not negative;
--   3. what is still missing stays as a negative balance, which later earnings fill before any new redemption.

select allow_check_value('loyalty_history', 'loyalty_history_action_type_check', 'action_type', 'revoked');
select allow_check_value('loyalty_history', 'loyalty_history_reason_check', 'reason', 'reward_revoked');
select allow_check_value('notifications', 'notifications_kind_check', 'kind', 'loyalty_reward_revoked');

-- 'revoked': a reward taken back, its points returned to the balance (positive, like 'earned').
alter table loyalty_history drop constraint loyalty_history_sign;
alter table loyalty_history add constraint loyalty_history_sign check (
  (action_type in ('earned', 'revoked') and points_amount > 0)
  or (action_type in ('redeemed', 'reversed') and points_amount <= 0)
);

-- The balance may be negative (what a cancelled booking earned and was spent, when no reward could be taken back).
alter table loyalty_programs drop constraint loyalty_programs_current_points_check;

alter table loyalty_redemptions add column revoked_at timestamptz;
alter table loyalty_redemptions add column revoked_for_booking_id uuid references bookings (id) on delete set null;

create or replace function loyalty_reverse(b bookings) returns void language plpgsql as $$
declare
  p loyalty_programs;
  earned int;
  earned_at timestamptz;
  balance int;
  r record;
begin
  select coalesce(sum(points_amount), 0), min(created_at) into earned, earned_at from loyalty_history h
  where h.booking_id = b.id and h.action_type = 'earned';
  if earned = 0 or exists (select 1 from loyalty_history h where h.booking_id = b.id and h.action_type = 'reversed')
  then
    return;
  end if;
  p := loyalty_program_for_update(b.user_id);
  balance := p.current_points - earned;
  for r in
    select d.id, d.points_spent, w.title from loyalty_redemptions d join loyalty_rewards w on w.id = d.reward_id
    where d.user_id = b.user_id and d.revoked_at is null and d.valid_until > now() and d.created_at >= earned_at
    order by d.created_at desc, d.id desc
  loop
    exit when balance >= 0;
    update loyalty_redemptions set revoked_at = now(), revoked_for_booking_id = b.id where id = r.id;
    insert into loyalty_history (user_id, loyalty_id, action_type, points_amount, reason, booking_id, redemption_id)
    values (b.user_id, p.id, 'revoked', r.points_spent, 'reward_revoked', b.id, r.id);
    balance := balance + r.points_spent;
    perform notify(b.user_id, 'loyalty_reward_revoked', 'Recompensa anulada',
      r.title || ': foi paga com pontos de uma reserva cancelada (' || booking_label(b) || '). Os '
        || r.points_spent || ' pontos voltaram ao seu saldo.', '/fidelidade', b.id);
  end loop;
  insert into loyalty_history (user_id, loyalty_id, action_type, points_amount, reason, booking_id)
  values (b.user_id, p.id, 'reversed', -earned, 'booking_cancelled', b.id);
  update loyalty_programs set total_points = greatest(total_points - earned, balance, 0),
    current_points = balance, last_activity_at = now(), updated_at = now()
  where id = p.id;
end
$$;

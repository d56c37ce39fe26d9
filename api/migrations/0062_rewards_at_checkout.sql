-- Rewards applied at checkout (issue 12, spec 9, ADR 0024). A redeemed reward (loyalty_redemptions) is used by at
-- most one booking: the booking records it (reward_redemption_id) with the discount it gave (the existing
-- discount_cents: subtotal_cents is after it), and the redemption records the booking (used_booking_id), set by one
-- conditional update (used_booking_id is null) so two concurrent bookings can never use one reward. A cancellation
-- within the free period gives the reward back (used_booking_id set to null again; the booking keeps its record).
alter table bookings add column reward_redemption_id uuid references loyalty_redemptions (id);
create index bookings_reward_idx on bookings (reward_redemption_id) where reward_redemption_id is not null;

alter table loyalty_redemptions add column used_booking_id uuid references bookings (id) on delete set null;
alter table loyalty_redemptions add column used_at timestamptz;
create unique index loyalty_redemptions_used_once on loyalty_redemptions (used_booking_id)
  where used_booking_id is not null;

-- A reward used by a booking is spent: cancelling another booking no longer revokes it (ADR 0017 foresaw it; the
-- points go negative instead). Same function as 0019 but for 'and d.used_booking_id is null'.
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
    where d.user_id = b.user_id and d.revoked_at is null and d.used_booking_id is null and d.valid_until > now()
      and d.created_at >= earned_at
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

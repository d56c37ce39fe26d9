-- Issue 32 point 2 (ADR 0043): a loyalty tier follows the points that stayed earned. Until now a cancelled booking
-- took its points back from the accumulated total but the level it had reached stayed (ADR 0009 "the level stays"),
-- so a Prata client could book a big stay, reach Ouro, cancel with a full refund and keep Ouro and its rewards.
-- Now, when a cancellation takes points back (loyalty_reverse), the level is computed again from the accumulated
-- points net of what was revoked: it may fall back to the level those points give, never lower, and never for any
-- other reason (spec 9: never demoted; a level held above what the points give, e.g. granted by an admin, is left
-- alone). A redeemed reward that the new level no longer allows, still unused and valid, is withdrawn: its points
-- return to the balance (history 'revoked', reason 'reward_revoked') and the member is told
-- ('Recompensa anulada', kind loyalty_reward_revoked, the body saying why).
create or replace function loyalty_reverse(b bookings) returns void language plpgsql as $$
declare
  p loyalty_programs;
  earned int;
  earned_at timestamptz;
  balance int;
  new_total int;
  new_level text;
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
  -- Rewards paid with the points taken back (as in 0062).
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
  new_total := greatest(p.total_points - earned, balance, 0);
  -- The level the points gave before this cancellation justified the stored one: it follows the points now.
  new_level := p.membership_level;
  if loyalty_level_rank(p.membership_level) <= loyalty_level_rank(loyalty_level(p.total_points))
    and loyalty_level_rank(loyalty_level(new_total)) < loyalty_level_rank(p.membership_level) then
    new_level := loyalty_level(new_total);
  end if;
  if new_level <> p.membership_level then
    -- Unused, valid rewards of a level above the new one are withdrawn; their points come back.
    for r in
      select d.id, d.points_spent, w.title from loyalty_redemptions d join loyalty_rewards w on w.id = d.reward_id
      where d.user_id = b.user_id and d.revoked_at is null and d.used_booking_id is null and d.valid_until > now()
        and loyalty_level_rank(w.min_level) > loyalty_level_rank(new_level)
      order by d.created_at, d.id
    loop
      update loyalty_redemptions set revoked_at = now(), revoked_for_booking_id = b.id where id = r.id;
      insert into loyalty_history (user_id, loyalty_id, action_type, points_amount, reason, booking_id, redemption_id)
      values (b.user_id, p.id, 'revoked', r.points_spent, 'reward_revoked', b.id, r.id);
      balance := balance + r.points_spent;
      perform notify(b.user_id, 'loyalty_reward_revoked', 'Recompensa anulada',
        r.title || ': o seu nível voltou a ' || loyalty_level_label(new_level)
          || ' com o cancelamento de uma reserva (' || booking_label(b) || '), e esta recompensa exige um nível superior. Os '
          || r.points_spent || ' pontos voltaram ao seu saldo.', '/fidelidade', b.id);
    end loop;
  end if;
  update loyalty_programs set total_points = greatest(new_total, balance), current_points = balance, membership_level = new_level,
    last_activity_at = now(), updated_at = now()
  where id = p.id;
end
$$;

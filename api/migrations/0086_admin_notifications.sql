-- The admin area's bell (issue 14, ADR 0029): admins learn what waits for them, in the transaction of the change.
-- A profile verification sent for review ('Nova verificação para rever', /admin/users) and a refund the provider
-- refused ('Reembolso falhou', the dashboard's pending actions). Every admin is told; in the app and by e-mail
-- (topic 'admin').
select add_notification_kind('admin_verification_submitted', 'admin');
select add_notification_kind('admin_refund_failed', 'admin');

-- Tells every admin (roles hold 'admin', account active).
create function notify_admins(p_kind text, p_title text, p_body text, p_link text, p_booking uuid)
returns void language sql as $$
  insert into notifications (user_id, kind, title, body, link, booking_id)
  select u.id, p_kind, p_title, left(p_body, 500), p_link, p_booking
  from users u where 'admin' = any (u.roles) and u.status = 'active'
$$;

create function verifications_notify_admins() returns trigger language plpgsql as $$
declare
  who text;
begin
  select coalesce(nullif(trim(coalesce(first_name, '') || ' ' || coalesce(last_name, '')), ''), email, 'Um utilizador')
    into who from users where id = new.user_id;
  perform notify_admins('admin_verification_submitted', 'Nova verificação para rever',
    who || ' enviou documentos de identidade para verificação.', '/admin/users', null);
  return null;
end
$$;
create trigger verifications_notify_admins after insert on verifications
  for each row when (new.status = 'pending') execute function verifications_notify_admins();

create function refunds_notify_admins() returns trigger language plpgsql as $$
declare
  b bookings;
begin
  select * into b from bookings where id = new.booking_id;
  perform notify_admins('admin_refund_failed', 'Reembolso falhou',
    booking_label(b) || ': ' || coalesce(new.failure_reason, 'o reembolso não foi aceite.')
      || ' Trate do reembolso no painel.', '/admin', b.id);
  return null;
end
$$;
create trigger refunds_notify_admins after update of status on refunds
  for each row when (old.status = 'pending' and new.status = 'failed') execute function refunds_notify_admins();
create trigger refunds_notify_admins_settled after insert on refunds
  for each row when (new.status = 'failed') execute function refunds_notify_admins();

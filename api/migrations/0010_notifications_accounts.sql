-- Notifications of account decisions (migrations 0008 and 0009): the user learns when an admin approves or rejects
-- their verification, and when their account is suspended or reactivated. Written by triggers, like those of
-- bookings and payments, in the transaction of the admin's action.

alter table notifications drop constraint notifications_kind_check;
alter table notifications add constraint notifications_kind_check check (kind in (
  'booking_confirmed', 'booking_received', 'booking_awaiting_provider', 'booking_cancelled', 'booking_expired',
  'payment_failed', 'refund_succeeded', 'refund_failed',
  'verification_approved', 'verification_rejected', 'account_suspended', 'account_reactivated'
));

create function verifications_notify() returns trigger language plpgsql as $$
begin
  if new.status = 'approved' then
    perform notify(new.user_id, 'verification_approved', 'Verificação aprovada',
      'Os seus documentos foram aprovados: já pode oferecer os seus serviços.', '/profile/verification', null);
  elsif new.status = 'rejected' then
    perform notify(new.user_id, 'verification_rejected', 'Verificação rejeitada',
      coalesce(new.rejection_reason, 'Os seus documentos não foram aceites.')
        || ' Pode enviar novos documentos.', '/profile/verification', null);
  end if;
  return null;
end
$$;
create trigger verifications_notify after update of status on verifications
  for each row when (old.status = 'pending' and new.status in ('approved', 'rejected'))
  execute function verifications_notify();

create function users_status_notify() returns trigger language plpgsql as $$
begin
  if new.status = 'suspended' then
    perform notify(new.id, 'account_suspended', 'Conta suspensa',
      coalesce(new.suspension_reason, 'A sua conta foi suspensa.')
        || ' Não pode fazer reservas, pagamentos nem oferecer serviços. Contacte o suporte.', '/profile/verification',
      null);
  elsif old.status = 'suspended' and new.status = 'active' then
    perform notify(new.id, 'account_reactivated', 'Conta reactivada',
      'A sua conta voltou a estar activa.', '/', null);
  end if;
  return null;
end
$$;
create trigger users_status_notify after update of status on users
  for each row when (old.status is distinct from new.status)
  execute function users_status_notify();

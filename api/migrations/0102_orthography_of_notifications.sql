-- One orthography (ADR 0032): the account notifications written by the database use the 1990 agreement's forms
-- ('reativada', 'ativa'), like every other text. Same function as migration 0010, with the two words rewritten.
create or replace function users_status_notify() returns trigger language plpgsql as $$
begin
  if new.status = 'suspended' then
    perform notify(new.id, 'account_suspended', 'Conta suspensa',
      coalesce(new.suspension_reason, 'A sua conta foi suspensa.')
        || ' Não pode fazer reservas, pagamentos nem oferecer serviços. Contacte o suporte.', '/profile/verification',
      null);
  elsif old.status = 'suspended' and new.status = 'active' then
    perform notify(new.id, 'account_reactivated', 'Conta reativada',
      'A sua conta voltou a estar ativa.', '/', null);
  end if;
  return null;
end
$$;

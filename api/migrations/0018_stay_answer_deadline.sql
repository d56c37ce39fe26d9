-- A paid stay request waits at most 24 hours for the manager's answer (issue 9, ADR 0017; Airbnb's rule for
-- requests): `answer_due_at` is set when the payment of a stay without instant booking succeeds (bookings.repo.ts
-- confirmBooking). Past it, the maintenance job declines the request and refunds it in full (stays.answers.ts,
-- cancel_reason and refund reason 'provider_no_answer'). The client may withdraw the request while it waits (a
-- client cancellation, refunded in full). Both sides are told, in the transaction that ends the request.

-- A value added to a `check (column in (...))` list, keeping every value the list already allows. Migration 0016 had it
-- as a temporary function; from here on it is one permanent function that later migrations call (they extend the same
-- lists side by side).
create or replace function allow_check_value(p_table regclass, p_constraint text, p_column text, p_value text) returns void
language plpgsql as $$
declare
  allowed text[];
begin
  select array_agg(m[1] order by n) into allowed
  from pg_constraint c,
    regexp_matches(pg_get_constraintdef(c.oid), '''((?:[^'']|'''')*)''', 'g') with ordinality as t(m, n)
  where c.conrelid = p_table and c.conname = p_constraint;
  if allowed is null then
    raise exception 'constraint % of % not found', p_constraint, p_table;
  end if;
  if p_value = any (allowed) then
    return;
  end if;
  execute format('alter table %s drop constraint %I', p_table, p_constraint);
  execute format('alter table %s add constraint %I check (%I in (%s))', p_table, p_constraint, p_column,
    (select string_agg(quote_literal(v), ', ' order by n) from unnest(allowed || p_value) with ordinality as a(v, n)));
end
$$;

select allow_check_value('refunds', 'refunds_reason_check', 'reason', 'provider_no_answer');

alter table bookings add column answer_due_at timestamptz;

-- Requests already waiting get their 24 hours from the moment they were paid (or from now, if that is later gone).
update bookings b set answer_due_at = greatest(p.settled_at + interval '24 hours', now())
from payments p
where p.booking_id = b.id and p.status = 'succeeded' and b.status = 'pending' and b.awaits_provider
  and b.hold_expires_at is null;

create index bookings_answer_due_idx on bookings (answer_due_at) where status = 'pending' and answer_due_at is not null;

-- The end of an unanswered request, told to both sides (the general notice of migration 0008 says nothing for a
-- pending booking cancelled for these reasons).
create function bookings_notify_request_ended() returns trigger language plpgsql as $$
declare
  label text := booking_label(new);
begin
  if new.cancel_reason = 'provider_no_answer' then
    perform notify(new.user_id, 'booking_cancelled', 'Pedido sem resposta',
      label || ': o alojamento não respondeu em 24 horas, por isso o pedido foi recusado. O valor pago é devolvido '
        || 'por inteiro pelo mesmo meio de pagamento.', '/reservas', new.id);
    perform notify(new.provider_id, 'booking_cancelled', 'Pedido expirado sem resposta',
      label || ': o pedido não foi respondido em 24 horas e foi recusado automaticamente; o cliente foi reembolsado.',
      provider_link(new), new.id);
  else
    perform notify(new.provider_id, 'booking_cancelled', 'Pedido retirado pelo cliente',
      label || ': o cliente retirou o pedido antes da sua resposta e foi reembolsado.', provider_link(new), new.id);
  end if;
  return null;
end
$$;
create trigger bookings_notify_request_ended after update of status on bookings
  for each row when (old.status = 'pending' and new.status = 'cancelled' and old.answer_due_at is not null
    and coalesce(new.cancel_reason, '') not in ('provider_suspended', 'cancelled_by_provider', 'hold_expired'))
  execute function bookings_notify_request_ended();

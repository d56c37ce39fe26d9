-- Reviews (ADR 0022): 'Recebeu uma avaliação' invites the reviewed person to write theirs, so it is sent only for the
-- first review of a booking; the second one publishes both, and each side is told by 'review_published' instead.
create or replace function reviews_notify() returns trigger language plpgsql as $$
declare
  b bookings;
  label text;
  link text;
begin
  select * into b from bookings where id = new.booking_id;
  label := booking_label(b);
  link := case when new.side = 'host' then '/reservas' else provider_link(b) end;
  if tg_op = 'INSERT' and new.published_at is null then
    if not exists (select 1 from reviews x where x.booking_id = new.booking_id and x.id <> new.id) then
      perform notify(new.subject_user_id, 'review_received', 'Recebeu uma avaliação',
        label || ': recebeu uma avaliação. Escreva também a sua: as duas ficam visíveis quando ambos avaliarem ou '
          || 'ao fim de 14 dias.', link, b.id);
    end if;
  elsif new.published_at is not null and (tg_op = 'INSERT' or old.published_at is null) then
    perform notify(new.subject_user_id, 'review_published', 'Avaliação publicada',
      label || ': a avaliação que recebeu foi publicada (' || new.rating || ' de 5).', link, b.id);
  end if;
  return null;
end
$$;

-- Reviews and ratings (issue 11, ADR 0022; DECISIONS.md 6): after a completed ride, stay or attended event each side
-- may review the other within 14 days; reviews are double-blind (visible once both sides wrote, or when the window
-- ends); ratings and counts come from published, not hidden reviews only, kept in the transaction that publishes or
-- hides a review. The seeded constant ratings of establishments are gone.

select allow_check_value('notifications', 'notifications_kind_check', 'kind', 'review_received');
select allow_check_value('notifications', 'notifications_kind_check', 'kind', 'review_published');
select allow_check_value('admin_actions', 'admin_actions_action_check', 'action', 'review_hidden');

-- The review window of each booking that may be reviewed (confirmed or completed, not cancelled). It opens when the
-- service is over: a ride at its departure (the ride not cancelled), a stay at its check-out (the check-out day at
-- the establishment's check-out time, Africa/Maputo), an event ticket when it is checked in. It closes 14 days later;
-- for an event, 14 days after the event ends (a ticket is checked in while the event runs). `opens_at` is null while
-- nothing opened it (an event ticket never checked in, a cancelled ride).
create view review_windows as
select b.id as booking_id, b.type, b.user_id as traveller_id, b.provider_id as host_id,
  b.establishment_id, b.event_id, w.opens_at,
  case when b.type = 'event' then ev.ends_at else w.opens_at end + interval '14 days' as closes_at
from bookings b
left join rides r on b.type = 'ride' and r.id = b.ride_id
left join establishments e on b.type = 'stay' and e.id = b.establishment_id
left join events ev on b.type = 'event' and ev.id = b.event_id
cross join lateral (
  select case b.type
    when 'ride' then case when r.status <> 'cancelled' then r.departure_at end
    when 'stay' then (b.check_out + e.check_out_time) at time zone 'Africa/Maputo'
    else case when ev.status <> 'cancelled' then (
      select min(t.checked_in_at) from tickets t where t.booking_id = b.id and t.cancelled_at is null
    ) end
  end as opens_at
) w
where b.status in ('confirmed', 'completed');

-- One review per side per booking. The traveller reviews the driver, the establishment or the event; the driver and
-- the establishment's manager review the traveller ('host'). Organisers do not review attendees.
create table reviews (
  id uuid primary key default gen_random_uuid(),
  booking_id uuid not null references bookings (id),
  side text not null check (side in ('traveller', 'host')),
  author_id text not null references users (id),
  -- What the review is about, as listed: a driver (user id), an establishment or an event (uuid), a traveller.
  subject_type text not null check (subject_type in ('driver', 'establishment', 'event', 'traveller')),
  subject_id text not null,
  -- The person told about it (the driver, the manager, the organiser or the traveller).
  subject_user_id text not null references users (id),
  rating smallint not null check (rating between 1 and 5),
  comment text not null check (length(comment) between 1 and 2000),
  -- Stays only (Airbnb's category ratings), required there.
  cleanliness smallint check (cleanliness between 1 and 5),
  location smallint check (location between 1 and 5),
  value smallint check (value between 1 and 5),
  window_ends_at timestamptz not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Null while blind; set when both sides wrote, or to window_ends_at once the window ended.
  published_at timestamptz,
  reply text check (length(reply) between 1 and 2000),
  replied_at timestamptz,
  hidden_at timestamptz,
  hidden_by text references users (id),
  hidden_reason text check (length(hidden_reason) between 1 and 500),
  constraint reviews_one_per_side unique (booking_id, side),
  constraint reviews_stay_categories check (
    (subject_type = 'establishment') = (cleanliness is not null and location is not null and value is not null)
    and (subject_type = 'establishment' or (cleanliness is null and location is null and value is null))
  ),
  constraint reviews_side_subject check ((side = 'host') = (subject_type = 'traveller'))
);
-- The listing of a subject: published, visible reviews, newest first.
create index reviews_subject_idx on reviews (subject_type, subject_id, published_at desc, id)
  where published_at is not null and hidden_at is null;
-- Blind reviews whose window ends (the publishing job).
create index reviews_due_idx on reviews (window_ends_at) where published_at is null;
create index reviews_author_idx on reviews (author_id, created_at desc);

create table review_reports (
  review_id uuid not null references reviews (id),
  reporter_id text not null references users (id),
  reason text not null check (length(reason) between 1 and 500),
  created_at timestamptz not null default now(),
  primary key (review_id, reporter_id)
);

-- The admin's hiding of a review, in the audit trail of its author.
alter table admin_actions add column review_id uuid references reviews (id);

-- Rating totals of drivers, events and travellers (establishments keep theirs on their row, read by the search).
create table rating_totals (
  subject_type text not null check (subject_type in ('driver', 'event', 'traveller')),
  subject_id text not null,
  rating_sum bigint not null default 0 check (rating_sum >= 0),
  review_count int not null default 0 check (review_count >= 0),
  primary key (subject_type, subject_id)
);

-- Establishments: the seeded constants go; the mean is derived from the sum and the count (null with no review).
alter table establishments drop column rating;
update establishments set review_count = 0;
alter table establishments add column rating_sum bigint not null default 0 check (rating_sum >= 0);
alter table establishments add column rating numeric(2, 1) generated always as (
  case when review_count > 0 then round(rating_sum::numeric / review_count, 1) end
) stored;

create function rating_add(p_type text, p_id text, p_sum int, p_count int) returns void language plpgsql as $$
begin
  if p_type = 'establishment' then
    update establishments set rating_sum = rating_sum + p_sum, review_count = review_count + p_count
    where id = p_id::uuid;
  elsif p_count < 0 then
    -- (an upsert would check the negative proposed row against the table's checks before seeing the conflict)
    update rating_totals set rating_sum = rating_sum + p_sum, review_count = review_count + p_count
    where subject_type = p_type and subject_id = p_id;
  else
    insert into rating_totals as t (subject_type, subject_id, rating_sum, review_count)
    values (p_type, p_id, p_sum, p_count)
    on conflict (subject_type, subject_id) do update
      set rating_sum = t.rating_sum + excluded.rating_sum, review_count = t.review_count + excluded.review_count;
  end if;
end
$$;

-- A review counts while it is published and not hidden; the totals follow in the same transaction.
create function reviews_count() returns trigger language plpgsql as $$
begin
  if tg_op = 'UPDATE' and old.published_at is not null and old.hidden_at is null then
    perform rating_add(old.subject_type, old.subject_id, -old.rating, -1);
  end if;
  if new.published_at is not null and new.hidden_at is null then
    perform rating_add(new.subject_type, new.subject_id, new.rating, 1);
  end if;
  return null;
end
$$;
create trigger reviews_count after insert or update of published_at, hidden_at, rating on reviews
  for each row execute function reviews_count();

-- The reviewed person is told when a review arrives (without its content: double-blind) and when it is published.
create function reviews_notify() returns trigger language plpgsql as $$
declare
  b bookings;
  label text;
  link text;
begin
  select * into b from bookings where id = new.booking_id;
  label := booking_label(b);
  link := case when new.side = 'host' then '/reservas' else provider_link(b) end;
  if tg_op = 'INSERT' and new.published_at is null then
    perform notify(new.subject_user_id, 'review_received', 'Recebeu uma avaliação',
      label || ': recebeu uma avaliação. Escreva também a sua: as duas ficam visíveis quando ambos avaliarem ou ao '
        || 'fim de 14 dias.', link, b.id);
  elsif new.published_at is not null and (tg_op = 'INSERT' or old.published_at is null) then
    perform notify(new.subject_user_id, 'review_published', 'Avaliação publicada',
      label || ': a avaliação que recebeu foi publicada (' || new.rating || ' de 5).', link, b.id);
  end if;
  return null;
end
$$;
create trigger reviews_notify after insert or update of published_at on reviews
  for each row execute function reviews_notify();

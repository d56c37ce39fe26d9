-- Issue 27 (ADR 0047): no unbounded read. A user's bookings are read a page at a time by (created_at, id); the admin
-- user search's text filter uses a trigram index (a `like '%q%'` on the folded name and e-mail read every row), and
-- its type and status filters have indexes of their own.
create extension if not exists pg_trgm;

drop index if exists bookings_user_idx;
create index bookings_user_idx on bookings (user_id, created_at desc, id desc);

create index if not exists users_search_trgm_idx on users using gin (
  fold(coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(email, '')) gin_trgm_ops
);
create index if not exists users_roles_idx on users using gin (roles);
create index if not exists users_admin_status_idx on users (admin_user_status(status, verification_status), created_at desc);

-- Profile verifications reviewed by an admin, account suspension and the admin audit trail (DECISIONS.md 1 and 3;
-- spec 2.4 steps 3-4, 2.17, 4 'Admin user status').

-- One row per submission (a resubmission after a rejection adds a row; the newest is the current one). The photos
-- are kept in the database (bytea + the content type sniffed from their bytes), served to admins only.
create table verifications (
  id uuid primary key default gen_random_uuid(),
  user_id text not null references users (id),
  document_type text not null check (document_type in ('bi', 'passport', 'driving_licence')),
  document_number text not null,
  profile_photo bytea not null,
  profile_photo_type text not null,
  document_photo bytea not null,
  document_photo_type text not null,
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  rejection_reason text,
  reviewed_by text references users (id),
  reviewed_at timestamptz,
  submitted_at timestamptz not null default now()
);
create index verifications_user_idx on verifications (user_id, submitted_at desc);
-- At most one submission waiting for review per user.
create unique index verifications_one_pending_idx on verifications (user_id) where status = 'pending';

-- users.status keeps the account state an admin sets (active, suspended; banned is reserved). The status shown to
-- admins adds 'pending_verification' from users.verification_status (see admin_user_status()).
alter table users add column suspension_reason text;
alter table users add column suspended_at timestamptz;

-- The status of spec 4 'Admin user status': suspended/banned first, then a verification waiting for review.
create or replace function admin_user_status(account_status text, verification_status text) returns text
language sql immutable parallel safe as $$
  select case
    when account_status in ('suspended', 'banned') then account_status
    when verification_status = 'pending' then 'pending_verification'
    else 'active'
  end
$$;

-- Who did what to whom, when and why.
create table admin_actions (
  id uuid primary key default gen_random_uuid(),
  admin_id text not null references users (id),
  user_id text not null references users (id),
  action text not null check (action in ('verification_approved', 'verification_rejected', 'suspended', 'reactivated')),
  reason text,
  created_at timestamptz not null default now()
);
create index admin_actions_user_idx on admin_actions (user_id, created_at desc);

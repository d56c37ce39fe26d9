-- Partnerships (issue 4; spec 2.15, 2.16, 3 'Partnership offer'): posts an establishment offers to drivers, and the
-- drivers' recorded interest (DECISIONS.md 1: 'partnership interest' persists).
-- establishment_id is a plain uuid (no foreign key across domains); the service checks that the caller owns it.
create table partnership_posts (
  id uuid primary key default gen_random_uuid(),
  establishment_id uuid not null,
  title text not null check (length(title) between 3 and 120),
  description text not null check (length(description) between 10 and 2000),
  commission_percent numeric(4, 1) not null default 10 check (commission_percent between 0 and 50),
  benefits text[] not null default '{}',
  requirements text check (length(requirements) <= 1000),
  target_routes text check (length(target_routes) <= 300),
  category text not null default 'accommodation' check (category in ('accommodation', 'tourism', 'luxury')),
  is_active boolean not null default true,
  created_at timestamptz not null default now()
);
create index partnership_posts_establishment on partnership_posts (establishment_id, created_at desc);
create index partnership_posts_active on partnership_posts (created_at desc) where is_active;

create table partnership_interests (
  post_id uuid not null references partnership_posts (id) on delete cascade,
  driver_id text not null references users (id),
  created_at timestamptz not null default now(),
  unique (post_id, driver_id)
);
create index partnership_interests_driver on partnership_interests (driver_id);

-- Foundation: accent folding, users, places, platform settings.

-- Accent- and case-insensitive matching (DECISIONS.md 5: 'xai xai' finds 'Xai-Xai', 'gurue' finds 'Gurué').
-- Plain translate() so it runs on every PostgreSQL, PGlite included (no unaccent extension needed).
create or replace function fold(t text) returns text
language sql immutable parallel safe strict as $$
  select lower(translate(t,
    'ÁÀÂÃÄáàâãäÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñ-''’',
    'AAAAAaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuCcNn   '))
$$;

create table users (
  id text primary key,                       -- Firebase uid
  email text,
  first_name text,
  last_name text,
  phone text,                                -- +258XXXXXXXXX
  city text,
  profile_image_url text,
  roles text[] not null default '{client}',
  active_role text not null default 'client',
  admin_requested boolean not null default false,
  verification_status text not null default 'none'
    check (verification_status in ('none', 'pending', 'approved', 'rejected')),
  status text not null default 'active'
    check (status in ('active', 'pending_verification', 'suspended', 'banned')),
  preferences jsonb not null default '{"language":"pt","currency":"MZN","notifications":true,"emailMarketing":false}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index users_email_idx on users (lower(email));

create table places (
  id serial primary key,
  name text not null unique,
  province text not null,
  country text not null default 'Moçambique',
  type text not null check (type in ('city', 'neighborhood', 'transport_hub', 'landmark', 'beach')),
  parent_city text,
  lat double precision not null,
  lng double precision not null,
  full_name text generated always as (
    name || coalesce(', ' || parent_city, '') || ', ' || province
  ) stored,
  search_text text generated always as (
    fold(name || ' ' || coalesce(parent_city, '') || ' ' || province)
  ) stored
);

-- Platform settings (DECISIONS.md 2: one platform fee setting, default 10 %, in basis points).
create table settings (
  key text primary key,
  value jsonb not null,
  updated_at timestamptz not null default now()
);
insert into settings (key, value) values ('platform_fee_bps', '1000');

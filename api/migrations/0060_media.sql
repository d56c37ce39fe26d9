-- Photos (issue 11 'Photos', ADR 0023): uploads for establishments, room types, events, a driver's vehicle and user
-- avatars. Each upload is decoded, stripped of its metadata and stored as WebP variants 320, 640 and 1280 px wide.

-- One uploaded photo of one target. target_id is the uuid of an establishment, room type or event, or the user id of
-- the driver (vehicle) or the user (avatar). Writes belong to owner_id (the manager, organiser, driver or user).
create table media (
  id uuid primary key default gen_random_uuid(),
  owner_id text not null references users (id),
  target_type text not null check (target_type in ('establishment', 'room_type', 'event', 'vehicle', 'avatar')),
  target_id text not null,
  position int not null default 0,
  is_cover boolean not null default false,
  alt text not null default '' check (length(alt) <= 200),
  -- The type read from the uploaded bytes (image/jpeg, image/png, image/webp, image/avif).
  source_type text not null,
  width int not null check (width > 0),
  height int not null check (height > 0),
  -- ThumbHash of the photo, base64: a ~25-byte placeholder the apps paint before the image arrives.
  placeholder text not null,
  -- Where the variants' bytes live: this database (media_blobs) or the configured S3 bucket.
  storage text not null check (storage in ('postgres', 's3')),
  created_at timestamptz not null default now()
);
create index media_target_idx on media (target_type, target_id, position);
-- At most one cover per target.
create unique index media_cover_idx on media (target_type, target_id) where is_cover;

-- The stored variants of a photo: WebP, at most `variant` px wide (never enlarged), with a strong ETag of the bytes.
create table media_variants (
  media_id uuid not null references media (id) on delete cascade,
  variant text not null check (variant in ('w320', 'w640', 'w1280')),
  width int not null,
  height int not null,
  bytes_length int not null,
  etag text not null,
  primary key (media_id, variant)
);

-- The bytes of the variants when the storage is PostgreSQL (the default: `npm start` needs nothing else).
create table media_blobs (
  key text primary key,
  bytes bytea not null
);

-- Rate limit counters (issue 9, ADR 0018): one row per limiter key with a fixed window, shared by every API
-- instance on this database. An atomic upsert counts a hit; rows past reset_at are reused or swept. Unlogged: the
-- counters are worth nothing after a crash and need no WAL.
create unlogged table rate_limit_hits (
  key text primary key check (length(key) <= 200),
  hits integer not null check (hits >= 0),
  reset_at timestamptz not null
);
create index rate_limit_hits_reset_at on rate_limit_hits (reset_at);

-- Web addresses are http(s) only from now on (issue 9): forget any other scheme stored before (javascript: ...).
update events set website_url = null where website_url !~* '^https?://';
update establishments set website = null where website !~* '^https?://';

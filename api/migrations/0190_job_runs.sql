-- Issue 28 (ADR 0048): each background job's last run across all instances, for the job-lag metric
-- (mz_job_seconds_since_success) and the operator's alert. Written by the instance that ran the job (maintenance.ts).
create table job_runs (
  name text primary key,
  last_run_at timestamptz not null,
  last_ok_at timestamptz,
  last_error_at timestamptz,
  runs bigint not null default 0,
  failures bigint not null default 0
);

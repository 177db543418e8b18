-- The shop's one job queue (server/jobs): e-mail now, and every later piece of work done outside a
-- request (imports, invoices, shipment tracking, rate refreshes). A job is a kind and a payload; a
-- worker in each gateway process leases a due job (`lease_until`, `leased_by`, taken with `for
-- update skip locked`), runs its kind's handler and marks it done, or gives it back with a later
-- `run_at`, or ends it as dead (out of attempts, or refused for good) until it is retried by hand.
-- Delivery is at least once: a job whose worker stopped mid-run is run again once its lease is out.
create table jobs (
  id bigserial primary key,
  kind text not null,
  payload jsonb not null default '{}',
  -- A second job of the same kind with the same key is not queued while the first is kept.
  dedupe_key text,
  run_at timestamptz not null default now(),
  attempts integer not null default 0,
  lease_until timestamptz,
  leased_by text,
  created_at timestamptz not null default now(),
  done_at timestamptz,
  dead_at timestamptz,
  last_error text,
  unique (kind, dedupe_key)
);
create index jobs_due_idx on jobs (run_at, id) where done_at is null and dead_at is null;
create index jobs_dead_idx on jobs (dead_at) where dead_at is not null;
create index jobs_done_idx on jobs (done_at) where done_at is not null;

-- E-mail moves onto the queue: `mail_outbox` keeps the messages (what was written, when it was sent,
-- its message id), a job of kind `mail` (dedupe key `mail:<message id>`) sends one. Messages still
-- to be sent become due jobs with their attempts, wait and lease; those given up become dead jobs;
-- sent and held messages need none.
insert into jobs (kind, payload, dedupe_key, run_at, attempts, lease_until, leased_by, created_at, dead_at, last_error)
  select 'mail', jsonb_build_object('mailId', id::text), 'mail:' || id, next_attempt_at, attempts, lease_until, leased_by,
         created_at, failed_at, last_error
    from mail_outbox
   where sent_at is null and not held
   order by id;
drop index if exists mail_outbox_due_idx;
alter table mail_outbox
  drop column attempts,
  drop column next_attempt_at,
  drop column lease_until,
  drop column leased_by,
  drop column failed_at,
  drop column last_error;

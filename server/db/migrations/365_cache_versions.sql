-- The catalogue version (server/cache/versions.ts): one counter per write kind that changes what
-- public answers and pages show (server/cache/policy.ts). A write moves its counter in its own
-- transaction (`cacheWrites.record`), so every kept answer made before it is no longer used, on
-- every gateway, whatever the write (a review edited or hidden moves it as one added does).
create table cache_versions (
  kind text primary key,
  version bigint not null default 0,
  changed_at timestamptz not null default now()
);

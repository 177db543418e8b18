-- A price list uploaded from the back office, read in the background: `reading` until its run is
-- previewed (`run_id`) or the file is refused (`error`). The staff app polls it.
create table price_uploads (
  id uuid primary key,
  supplier_id text not null references suppliers (id),
  file_name text not null,
  bytes bigint not null,
  state text not null default 'reading' check (state in ('reading', 'previewed', 'failed')),
  run_id int references price_import_runs (id) on delete set null,
  error text,
  created_by text not null,
  created_at timestamptz not null default now(),
  finished_at timestamptz
);

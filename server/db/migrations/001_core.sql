-- Extensions used by catalogue search (accent folding and typo tolerance).
create extension if not exists unaccent;
create extension if not exists pg_trgm;

-- Shopper sessions (express-session store). `data` holds the session object.
create table sessions (
  sid text primary key,
  data jsonb not null,
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);
create index sessions_expires_at_idx on sessions (expires_at);

-- Small key/value settings the shop keeps about itself (for example when demo data was seeded).
create table shop_settings (
  key text primary key,
  value jsonb not null,
  updated_at timestamptz not null default now()
);

-- Suppliers' price lists: how each supplier writes its file, and every import as a run that can be
-- previewed, applied and undone. Money in integer centavos.

-- The currency of a supplier's prices, whether they include IVA, and which columns of its file say
-- what: {"brand": [...], "number": [...], "price": [...], "stock": [{"column": [...], "warehouseId": "..."}]}
-- (each a list of header spellings).
alter table suppliers add column currency text not null default 'ARS';
alter table suppliers add column prices_include_iva boolean not null default false;
alter table suppliers add column column_mapping jsonb not null default '{}';

-- A supplier's spelling of a brand (compared upper case without punctuation) → the provider's brand name.
create table supplier_brand_aliases (
  supplier_id text not null references suppliers (id) on delete cascade,
  alias_key text not null,
  brand_name text not null,
  primary key (supplier_id, alias_key)
);

-- One import of one file: previewed (rows staged, nothing sold changed), applied, undone.
create table price_import_runs (
  id serial primary key,
  supplier_id text not null references suppliers (id),
  file_name text not null,
  format text not null,
  encoding text,
  state text not null default 'staging' check (state in ('staging', 'previewed', 'applied', 'undone', 'discarded')),
  lines int not null default 0,
  matched int not null default 0,
  changed int not null default 0,
  unmatched int not null default 0,
  rejected int not null default 0,
  created_at timestamptz not null default now(),
  applied_at timestamptz,
  undone_at timestamptz,
  -- The write serial (catalogue_writes) when the rows' `changes` were worked out.
  serial bigint
);
create index price_import_runs_supplier_idx on price_import_runs (supplier_id, id);

-- Every row of a run's file: matched to a part, unmatched (kept for review), or rejected with its reason.
create table price_import_rows (
  run_id int not null references price_import_runs (id) on delete cascade,
  line int not null,
  outcome text not null check (outcome in ('matched', 'unmatched', 'rejected')),
  reason text,
  brand text,
  article_number text,
  raw text,
  part_id text,
  brand_key text,
  category_key text,
  cost_centavos bigint,
  -- A matched row whose offer differs from the shop's (worked out before the swap, outside it).
  changes boolean not null default false,
  primary key (run_id, line)
);

-- Units per warehouse of a run's matched rows.
create table price_import_stock (
  run_id int not null references price_import_runs (id) on delete cascade,
  part_id text not null,
  warehouse_id text not null,
  quantity int not null check (quantity >= 0),
  changes boolean not null default false,
  primary key (run_id, warehouse_id, part_id)
);

-- What an applied run replaced, for undo: the offer before (none when `had_offer` is false) ...
create table price_import_offer_history (
  run_id int not null references price_import_runs (id) on delete cascade,
  part_id text not null,
  had_offer boolean not null,
  brand_key text,
  category_key text,
  cost_centavos bigint,
  currency text,
  cost_includes_iva boolean,
  imported_at timestamptz,
  primary key (run_id, part_id)
);

-- ... and the units before (none when `quantity` is null: there was no stock row).
create table price_import_stock_history (
  run_id int not null references price_import_runs (id) on delete cascade,
  warehouse_id text not null,
  part_id text not null,
  quantity int,
  primary key (run_id, warehouse_id, part_id)
);

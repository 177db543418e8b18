-- A run is applied in short transactions of a few thousand parts each: `applying` from the moment
-- it is claimed until its last part is written. While a run is applying, the price book reads its
-- staged offers and units in place of the ones not written yet, so shoppers see it whole or not at all.
alter table price_import_runs drop constraint price_import_runs_state_check;
alter table price_import_runs add constraint price_import_runs_state_check
  check (state in ('staging', 'previewed', 'applying', 'applied', 'undone', 'discarded'));

-- The changed rows and units of a run by part: each transaction of an apply takes a range of parts.
create index price_import_rows_changes_idx on price_import_rows (run_id, part_id) where changes;
alter table price_import_stock drop constraint price_import_stock_pkey;
alter table price_import_stock add primary key (run_id, part_id, warehouse_id);

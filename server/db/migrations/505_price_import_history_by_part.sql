-- An undo puts a run's units back in ranges of parts, read in order by part: the units it replaced by run and part.
create index price_import_stock_history_part_idx on price_import_stock_history (run_id, part_id);

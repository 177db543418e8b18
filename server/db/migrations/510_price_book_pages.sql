-- The price book is read again in pages of parts (server/pricing/price-book.ts): each page reads
-- stock levels and a run's replaced units by part, not every warehouse's whole list.
create index if not exists stock_levels_part_idx on stock_levels (part_id);
create index if not exists price_import_stock_history_part_idx on price_import_stock_history (run_id, part_id);

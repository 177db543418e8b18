-- A run is undone in short transactions too: `undoing` from the moment the undo is claimed until its
-- last part is put back, parts in order of their id; `undone_up_to` is the last part put back. While
-- a run is undoing, the price book reads the offers and units it replaced in place of the ones not
-- put back yet, so shoppers see the undo whole or not at all.
alter table price_import_runs drop constraint price_import_runs_state_check;
alter table price_import_runs add constraint price_import_runs_state_check
  check (state in ('staging', 'previewed', 'applying', 'applied', 'undoing', 'undone', 'discarded'));
alter table price_import_runs add column undone_up_to text;

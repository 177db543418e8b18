-- Who previewed, applied and undid a price list run from the back office (the staff member's e-mail;
-- null for the command and the demo import, which the audit log names as the system).
alter table price_import_runs add column created_by text;
alter table price_import_runs add column applied_by text;
alter table price_import_runs add column undone_by text;

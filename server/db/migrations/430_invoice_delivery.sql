-- Files sent with an e-mail (an invoice's PDF), as [{ filename, contentType, base64 }]; shown and
-- downloadable at /dev/mail in development.
alter table mail_outbox add column attachments jsonb not null default '[]';

-- The staff's list of invoices ARCA rejected, newest first.
create index invoices_rejected_idx on invoices (updated_at) where state = 'REJECTED';

-- The staff's order list: newest first, paged by (created_at, id), filtered by state, payment
-- state, payment method, province and date, and searched by number, e-mail, DNI/CUIT or name.
-- What the list filters and searches on inside the address copies is kept as generated columns
-- (written by the database itself, whoever inserts the order), each with an index.
alter table orders add column ship_province text generated always as (shipping_address ->> 'state') stored;
alter table orders add column billing_document text generated always as (billing_address ->> 'documentNumber') stored;
alter table orders add column customer_name text
  generated always as (lower((billing_address ->> 'firstName') || ' ' || (billing_address ->> 'lastName'))) stored;
alter table orders add column customer_last_name text generated always as (lower(billing_address ->> 'lastName')) stored;

create index orders_staff_list_idx on orders (created_at desc, id desc);
create index orders_staff_status_idx on orders (status, created_at desc, id desc);
create index orders_staff_payment_status_idx on orders (payment_status, created_at desc, id desc);
create index orders_staff_payment_idx on orders (payment, created_at desc, id desc);
create index orders_staff_province_idx on orders (ship_province, created_at desc, id desc);
create index orders_staff_email_idx on orders (lower(email) text_pattern_ops);
create index orders_staff_document_idx on orders (billing_document);
create index orders_staff_name_idx on orders (customer_name text_pattern_ops);
create index orders_staff_last_name_idx on orders (customer_last_name text_pattern_ops);
-- The e-mails sent about an order carry its id at the end of their dedupe key (`order-confirmation:<id>`).
create index mail_outbox_dedupe_pattern_idx on mail_outbox (dedupe_key text_pattern_ops);

-- Argentine addresses carry the addressee's document and condition towards IVA; orders keep them in
-- their address copies (jsonb) and the invoice type that follows from the billing address.
alter table addresses add column document_type text check (document_type in ('DNI', 'CUIT', 'CUIL'));
alter table addresses add column document_number text not null default '';
alter table addresses add column iva_condition text
  check (iva_condition in ('CONSUMIDOR_FINAL', 'MONOTRIBUTO', 'RESPONSABLE_INSCRIPTO', 'EXENTO'));

alter table orders add column invoice_type text not null default 'B' check (invoice_type in ('A', 'B'));
-- The language of the page the order was placed from: later messages about it (payment results) use it.
alter table orders add column language text not null default 'es';

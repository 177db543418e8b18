-- Electronic invoices and credit notes authorised by ARCA (WSFEv1). A voucher's number is taken
-- per point of sale and type under a lease (one issuer at a time, across gateways), written as
-- PENDING before the request is sent, so that after a timeout or a crash the next issuer asks ARCA
-- (FECompConsultar) whether it was authorised before sending it again: a number is never used twice
-- and never skipped. A rejected voucher gives its number back (number null) and can be tried again.
create table invoices (
  id bigserial primary key,
  -- What the voucher is for, once: `invoice:<order id>` or `credit-note:<refund id>`.
  request_key text not null unique,
  order_id uuid not null references orders (id) on delete restrict,
  kind text not null check (kind in ('INVOICE', 'CREDIT_NOTE')),
  letter text not null check (letter in ('A', 'B', 'C')),
  point_of_sale integer not null,
  voucher_type integer not null,
  number bigint,
  state text not null check (state in ('NEW', 'PENDING', 'APPROVED', 'REJECTED')),
  -- yyyymmdd, Argentina's date of the voucher and the CAE's due date, as ARCA writes them.
  issue_date text,
  cae text,
  cae_due_date text,
  doc_type integer not null,
  doc_number text not null,
  receiver_condition_id integer not null,
  buyer jsonb not null,
  -- Amounts in centavos: the lines with their net and IVA, one row per IVA rate, the totals.
  lines jsonb not null,
  iva_rows jsonb not null,
  net bigint not null,
  iva bigint not null,
  total bigint not null,
  associated_invoice_id bigint references invoices (id),
  -- The detail last sent to ARCA, compared with what FECompConsultar answers.
  request jsonb,
  observations jsonb not null default '[]',
  errors jsonb not null default '[]',
  attempts integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (point_of_sale, voucher_type, number)
);
create index invoices_order_idx on invoices (order_id);
create index invoices_pending_idx on invoices (point_of_sale, voucher_type) where state = 'PENDING';

-- WSAA login tickets, shared by every gateway: WSAA refuses a second login while a ticket for the
-- same certificate and service is valid, so a ticket is asked for once and kept until it expires.
create table arca_tickets (
  key text primary key,
  token text not null,
  sign text not null,
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);

-- Short leases that serialise work across gateways: one issuer per point of sale and voucher type,
-- one WSAA login per certificate and service. An expired lease may be taken over.
create table invoice_leases (
  key text primary key,
  leased_by text,
  lease_until timestamptz
);

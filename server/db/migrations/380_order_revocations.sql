-- Purchases a shopper revokes with the "Botón de arrepentimiento" (Resolución 424/2020, Ley 24.240
-- art. 34, CCyC art. 1110): one request per order, with the revocation code the shopper is told.
-- within_term: whether the request came within 10 calendar days of the later of the order's date and
-- its delivery; a request past the term is kept as well, for the staff to decide.
create table order_revocations (
  order_id uuid primary key references orders (id) on delete cascade,
  code text not null unique,
  requested_at timestamptz not null default now(),
  term_starts_at timestamptz not null,
  term_ends_at timestamptz not null,
  within_term boolean not null,
  state text not null default 'requested' check (state in ('requested')),
  client_address text not null
);
create index order_revocations_requested_idx on order_revocations (requested_at desc);

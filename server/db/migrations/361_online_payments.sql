-- An order paid online moves to PAID once its payment is approved.
alter table orders drop constraint orders_status_check;
alter table orders add constraint orders_status_check check (status in ('PENDING', 'PAID', 'SHIPPED', 'COMPLETED'));

-- The Mercado Pago side of a WALLET order: the preference made for it (created once, reused when a
-- payment is tried again), and where its payment stands (kept in step with `payments`).
alter table orders add column payment_preference_id text;
alter table orders add column payment_url text;
alter table orders add column payment_status text check (payment_status in ('PENDING', 'APPROVED', 'REJECTED', 'REFUNDED'));
alter table orders add column payment_provider_id text;
alter table orders add column payment_updated_at timestamptz;

-- Every payment Mercado Pago reported for an order, once each (by its id), with the state it was
-- last seen in: `provider_updated_at` (Mercado Pago's date_last_updated) lets an older report that
-- arrives late be ignored.
create table payments (
  id bigserial primary key,
  order_id uuid not null references orders (id) on delete cascade,
  provider text not null,
  provider_payment_id text not null,
  status text not null check (status in ('PENDING', 'APPROVED', 'REJECTED', 'REFUNDED')),
  provider_status text not null,
  status_detail text not null default '',
  amount numeric(14, 2) not null,
  currency text not null,
  provider_updated_at timestamptz not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (provider, provider_payment_id)
);
create index payments_order_idx on payments (order_id);

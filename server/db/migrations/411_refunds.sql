-- A payment given back in part: the order's payment is PARTIALLY_REFUNDED until all of it is.
alter table orders drop constraint orders_payment_status_check;
alter table orders add constraint orders_payment_status_check check (payment_status in ('PENDING', 'APPROVED', 'REJECTED', 'REFUNDED', 'PARTIALLY_REFUNDED'));
-- What Mercado Pago says was refunded of each payment (its transaction_amount_refunded).
alter table payments add column amount_refunded numeric(14, 2) not null default 0;

-- Refunds the shop asked Mercado Pago for: `pending` from the moment it is asked (so two refunds
-- never exceed what remains) until Mercado Pago answers (`approved`, with its refund id); a
-- refund Mercado Pago did not make is removed. The key is the client's: the same key is the same
-- refund. Each row holds what a credit note needs: the order, the payment, the amount and why.
create table refunds (
  id uuid primary key,
  order_id uuid not null references orders (id) on delete cascade,
  payment_id bigint not null references payments (id),
  idempotency_key text not null unique,
  amount_centavos bigint not null check (amount_centavos > 0),
  reason text not null,
  state text not null check (state in ('pending', 'approved')),
  provider_refund_id text,
  actor text not null check (actor in ('staff', 'system', 'shopper')),
  staff_id text,
  for_return boolean not null default false,
  created_at timestamptz not null default clock_timestamp(),
  recorded_at timestamptz,
  check ((state = 'approved') = (provider_refund_id is not null and recorded_at is not null))
);
create index refunds_order_idx on refunds (order_id, created_at);
create unique index refunds_provider_idx on refunds (provider_refund_id) where provider_refund_id is not null;

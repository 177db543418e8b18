-- Shipments the shop created with a carrier for an order (its label reference and tracking number),
-- one per order, and the tracking events the carrier reported, as the tracking job read them.
-- Orders shipped by hand (the shop's counter, no carrier quote) have none: their carrier and
-- tracking number stay on the order as typed by the staff.
create table shipments (
  id uuid primary key,
  order_id uuid not null unique references orders (id) on delete cascade,
  carrier text not null,
  service text not null,
  mode text not null check (mode in ('home', 'branch')),
  tracking_number text not null,
  label_reference text not null,
  state text not null default 'created'
    check (state in ('created', 'in-transit', 'at-branch', 'out-for-delivery', 'delivered', 'returned', 'unknown')),
  created_by text,
  created_at timestamptz not null default now(),
  checked_at timestamptz,
  delivered_at timestamptz
);
-- The tracking job's work: shipments still on their way, least recently checked first.
create index shipments_open_idx on shipments (checked_at nulls first) where state not in ('delivered', 'returned');

create table shipment_events (
  id bigserial primary key,
  shipment_id uuid not null references shipments (id) on delete cascade,
  at timestamptz not null,
  state text not null,
  description text not null,
  unique (shipment_id, at, state, description)
);

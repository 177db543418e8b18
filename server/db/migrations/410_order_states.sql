-- Order states as a state machine: PENDING (new) → PREPARING → SHIPPED (carrier and tracking number)
-- → DELIVERED, and CANCELLED from PENDING or PREPARING. PAID meant "paid online, being prepared": it
-- becomes PREPARING; COMPLETED meant "delivered": it becomes DELIVERED. The payment stands apart
-- (orders.payment_status).
alter table orders drop constraint orders_status_check;
update orders set status = 'PREPARING' where status = 'PAID';
update orders set status = 'DELIVERED' where status = 'COMPLETED';
alter table orders add constraint orders_status_check check (status in ('PENDING', 'PREPARING', 'SHIPPED', 'DELIVERED', 'CANCELLED'));

-- The shipment (set when the order is shipped) and the dates of the later states.
alter table orders add column carrier text;
alter table orders add column tracking_number text;
alter table orders add column shipped_at timestamptz;
alter table orders add column delivered_at timestamptz;
alter table orders add column cancelled_at timestamptz;
alter table orders add constraint orders_shipment_check check (status not in ('SHIPPED', 'DELIVERED') or shipped_at is null or (carrier is not null and tracking_number is not null));

-- Every change of an order's state: who made it (a staff member by id, the shop itself, or the
-- shopper), from and to which state, why, and when.
create table order_history (
  id bigserial primary key,
  order_id uuid not null references orders (id) on delete cascade,
  from_status text not null,
  to_status text not null,
  actor text not null check (actor in ('staff', 'system', 'shopper')),
  staff_id text check ((actor = 'staff') = (staff_id is not null)),
  reason text not null default '',
  created_at timestamptz not null default clock_timestamp()
);
create index order_history_order_idx on order_history (order_id, id);

-- Units of a cancelled order that had left stock come back as `released` too; units a returned
-- order brings back to stock are `returned`.
alter table stock_reservations drop constraint stock_reservations_state_check;
alter table stock_reservations add constraint stock_reservations_state_check check (state in ('active', 'consumed', 'released', 'expired', 'returned'));

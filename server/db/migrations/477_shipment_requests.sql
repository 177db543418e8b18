-- An order's shipment being asked of its carrier: claimed before the carrier is called, so two
-- clicks (or two staff members) never create two shipments, and two labels, at the carrier. The
-- claim goes once the shipment is stored or the carrier refused; one older than two minutes (its
-- gateway stopped mid-call) may be taken over.
create table shipment_requests (
  order_id uuid primary key references orders (id) on delete cascade,
  claimed_at timestamptz not null default now()
);

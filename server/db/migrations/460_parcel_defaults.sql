-- The default parcel of one unit per part category (server/shipping/parcels.ts `PartCategory`), as
-- the staff edited it in the back office: a line whose part states no weight or size is packed with
-- its category's. No row: the code's default (`CATEGORY_PARCELS`). Whole grams and centimetres, in
-- the bounds the staff API checks (shared/shipping/parcel-limits.ts). Read on every quote, so every
-- gateway process uses the same values as soon as one is saved.
create table parcel_defaults (
  category text primary key check (category in ('filter', 'brake-disc-pair', 'exhaust', 'battery', 'default')),
  weight_grams integer not null check (weight_grams between 1 and 100000),
  length_cm integer not null check (length_cm between 1 and 300),
  width_cm integer not null check (width_cm between 1 and 300),
  height_cm integer not null check (height_cm between 1 and 300),
  updated_at timestamptz not null default now(),
  updated_by uuid references staff_members (id) on delete set null
);

-- Those who pack and ship the orders edit the parcels' defaults (the owner has every permission).
update staff_roles set permissions = array_append(permissions, 'shipping:manage')
  where code = 'orders' and not ('shipping:manage' = any (permissions));

-- What the shop sells and at what price: suppliers' offers (cost per part), mark-up rules, dated
-- sale prices and IVA rates per category, stock per warehouse and the reservations of checkouts.
-- Money is in integer centavos, rates in basis points (2100 = 21 %).

create table suppliers (
  id text primary key,
  name text not null
);

-- A warehouse belongs to a supplier (the shop itself is supplier 'tienda'); `own` marks the shop's.
create table warehouses (
  id text primary key,
  supplier_id text not null references suppliers (id),
  name text not null,
  own boolean not null default false,
  delivery_days_min int not null check (delivery_days_min >= 0),
  delivery_days_max int not null check (delivery_days_max >= delivery_days_min)
);

-- One supplier's offer of one part (a product id: a shop product's slug or a provider article's
-- `{genericArticleId}-{legacyArticleId}`). Brand and category are the part's, for mark-up rules.
create table offers (
  supplier_id text not null references suppliers (id),
  part_id text not null,
  brand_key text,
  category_key text,
  cost_centavos bigint not null check (cost_centavos >= 0),
  currency text not null default 'ARS',
  cost_includes_iva boolean not null,
  imported_at timestamptz not null default now(),
  primary key (supplier_id, part_id)
);
create index offers_part_idx on offers (part_id);

-- Units held per warehouse; `reserved` of them are promised to checkouts not yet paid.
create table stock_levels (
  warehouse_id text not null references warehouses (id),
  part_id text not null,
  quantity int not null check (quantity >= 0),
  reserved int not null default 0 check (reserved >= 0 and reserved <= quantity),
  primary key (warehouse_id, part_id)
);

-- The most specific rule prices an offer: brand, then category, then supplier, then the default.
create table markup_rules (
  id serial primary key,
  scope text not null check (scope in ('brand', 'category', 'supplier', 'default')),
  key text not null default '',
  percent_bp int not null,
  surcharge_centavos bigint not null default 0 check (surcharge_centavos >= 0),
  rounding_centavos bigint not null default 1 check (rounding_centavos >= 1),
  min_margin_bp int not null default 0,
  unique (scope, key)
);
insert into markup_rules (scope, key, percent_bp, surcharge_centavos, rounding_centavos, min_margin_bp)
values ('default', '', 4000, 0, 1000, 1500), ('supplier', 'tienda', 0, 0, 1, 0);

-- Categories whose parts carry the reduced IVA (10.5 %); every other part carries 21 %.
create table iva_rates (
  category_key text primary key,
  rate_bp int not null check (rate_bp in (2100, 1050))
);

-- A sale price for a time: the shop shows the regular price struck through ("antes / ahora").
create table sale_prices (
  id serial primary key,
  part_id text not null,
  price_centavos bigint not null check (price_centavos > 0),
  starts_at timestamptz not null,
  ends_at timestamptz,
  check (ends_at is null or ends_at > starts_at)
);
create index sale_prices_part_idx on sale_prices (part_id);

-- Units a checkout holds: `active` until paid (`consumed`), the payment rejected (`released`) or the
-- time ran out (`expired`, by releaseExpiredReservations).
create table stock_reservations (
  id uuid primary key,
  order_id uuid not null references orders (id) on delete cascade,
  warehouse_id text not null references warehouses (id),
  part_id text not null,
  quantity int not null check (quantity > 0),
  state text not null check (state in ('active', 'consumed', 'released', 'expired')),
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);
create index stock_reservations_order_idx on stock_reservations (order_id);
create index stock_reservations_due_idx on stock_reservations (expires_at) where state = 'active';

-- Moves whenever prices or stock change, so cached pages and answers are not used again.
create table catalogue_writes (
  id int primary key check (id = 1),
  serial bigint not null
);
insert into catalogue_writes (id, serial) values (1, 0);

insert into suppliers (id, name) values ('tienda', 'Tienda');
insert into warehouses (id, supplier_id, name, own, delivery_days_min, delivery_days_max)
values ('deposito-tienda', 'tienda', 'Depósito propio', true, 1, 1);

-- Cart lines and orders keep centavos from now on.
alter table cart_lines add column price_centavos bigint;
update cart_lines set price_centavos = round(price * 100);
alter table cart_lines alter column price_centavos set not null;
alter table cart_lines add check (price_centavos >= 0);
alter table cart_lines drop column price;

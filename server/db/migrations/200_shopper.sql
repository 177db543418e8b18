-- Shopper data: accounts, the shopper that owns a cart/wishlist/compare list/garage (an anonymous
-- session or an account), addresses and orders.

create table accounts (
  id uuid primary key,
  email text not null,
  email_lower text not null unique,
  password_hash text not null,
  first_name text not null default '',
  last_name text not null default '',
  phone text not null default '',
  avatar text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- One row per owner of shopper data: an anonymous session (account_id null) or an account.
create table shoppers (
  id uuid primary key,
  account_id uuid unique references accounts (id) on delete cascade,
  current_vehicle_id text,
  created_at timestamptz not null default now()
);

create table cart_lines (
  id uuid primary key,
  shopper_id uuid not null references shoppers (id) on delete cascade,
  product_id text not null,
  -- The chosen options as a JSON array of {name, value}, sorted by name; options_key is its text,
  -- which decides whether two additions merge into one line.
  options jsonb not null default '[]',
  options_key text not null default '',
  quantity integer not null check (quantity >= 1),
  -- Unit price in pesos from the catalogue at the time of the last change.
  price numeric(14, 2) not null check (price >= 0),
  created_at timestamptz not null default clock_timestamp(),
  unique (shopper_id, product_id, options_key)
);
create index cart_lines_shopper_idx on cart_lines (shopper_id, created_at);

create table wishlist_items (
  shopper_id uuid not null references shoppers (id) on delete cascade,
  product_id text not null,
  added_at timestamptz not null default clock_timestamp(),
  primary key (shopper_id, product_id)
);

create table compare_items (
  shopper_id uuid not null references shoppers (id) on delete cascade,
  product_id text not null,
  added_at timestamptz not null default clock_timestamp(),
  primary key (shopper_id, product_id)
);

-- Saved vehicles keep what the list shows, so the garage survives a provider outage.
create table garage_vehicles (
  shopper_id uuid not null references shoppers (id) on delete cascade,
  vehicle_id text not null,
  year integer not null,
  make text not null,
  model text not null,
  engine text not null,
  added_at timestamptz not null default clock_timestamp(),
  primary key (shopper_id, vehicle_id)
);

create table addresses (
  id uuid primary key,
  account_id uuid not null references accounts (id) on delete cascade,
  first_name text not null,
  last_name text not null,
  company text not null default '',
  country text not null,
  address1 text not null,
  address2 text not null default '',
  city text not null,
  state text not null,
  postcode text not null,
  email text not null,
  phone text not null,
  is_default boolean not null default false,
  created_at timestamptz not null default clock_timestamp()
);
create index addresses_account_idx on addresses (account_id, created_at);
create unique index addresses_one_default_idx on addresses (account_id) where is_default;

-- Failed sign-in attempts, counted per account email and per client address in a time window.
create table sign_in_failures (
  key text primary key,
  failures integer not null,
  window_started_at timestamptz not null
);

-- The last order number handed out. Checkout increments it in its own transaction: the row lock
-- makes concurrent checkouts wait for each other, and a rolled-back checkout gives its number back.
create table order_number_counter (
  id integer primary key check (id = 1),
  last_number bigint not null
);
insert into order_number_counter (id, last_number) values (1, 0);

create table orders (
  id uuid primary key,
  number bigint not null unique,
  token text not null unique,
  shopper_id uuid not null,
  account_id uuid references accounts (id) on delete set null,
  idempotency_key text not null,
  email text not null,
  status text not null check (status in ('PENDING', 'SHIPPED', 'COMPLETED')),
  payment text not null,
  comment text not null default '',
  quantity integer not null,
  subtotal numeric(14, 2) not null,
  totals jsonb not null,
  total numeric(14, 2) not null,
  shipping_address jsonb not null,
  billing_address jsonb not null,
  created_at timestamptz not null default clock_timestamp(),
  unique (shopper_id, idempotency_key)
);
create index orders_account_idx on orders (account_id, created_at desc);

create table order_items (
  order_id uuid not null references orders (id) on delete cascade,
  position integer not null,
  product_id text not null,
  name text not null,
  sku text not null,
  image text,
  options jsonb not null,
  price numeric(14, 2) not null,
  quantity integer not null,
  total numeric(14, 2) not null,
  primary key (order_id, position)
);

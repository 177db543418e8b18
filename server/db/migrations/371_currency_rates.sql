-- The rates the shop shows other currencies at: pesos for one unit of each currency, to the
-- centavo, with the date they were set. Prices and orders stay in pesos; converted prices are
-- indicative. The peso itself has no row (one peso is one peso). `source` says who set a rate:
-- 'seed' (this migration), 'setting' (CURRENCY_RATES at start) or 'staff' (the back office), and a
-- rate the staff set is never overwritten by the setting.
create table currency_rates (
  code text primary key check (code ~ '^[A-Z]{3}$' and code <> 'ARS'),
  pesos_per_unit numeric(14, 2) not null check (pesos_per_unit > 0),
  source text not null default 'staff' check (source in ('seed', 'setting', 'staff')),
  updated_at timestamptz not null default now()
);

insert into currency_rates (code, pesos_per_unit, source) values
  ('USD', 1450.00, 'seed'),
  ('EUR', 1650.00, 'seed'),
  ('GBP', 1900.00, 'seed'),
  ('RUB', 18.00, 'seed');

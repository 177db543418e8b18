-- How an order ships, as the shopper chose it at checkout: the quote (its id, the carrier, the
-- service, home delivery, a carrier's branch or the shop's own counter), the price charged for it
-- and the days the carrier promised. The branch is a copy of what the shopper was shown (the
-- carrier's code, name and address), so the order keeps it whatever the carrier's list becomes.
-- Orders placed before carriers were quoted have none (null): they paid the old flat rate.
alter table orders add column shipping_quote_id text;
alter table orders add column shipping_carrier text;
alter table orders add column shipping_service text;
alter table orders add column shipping_mode text check (shipping_mode in ('home', 'branch', 'pickup'));
alter table orders add column shipping_branch jsonb;
alter table orders add column shipping_postcode text;
alter table orders add column shipping_price numeric(14, 2);
alter table orders add column shipping_days_min integer;
alter table orders add column shipping_days_max integer;

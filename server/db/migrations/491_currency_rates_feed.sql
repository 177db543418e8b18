-- Rates may come from a feed (CURRENCY_RATES_SOURCE_URL, refreshed by a job): source 'feed'. A rate
-- the staff set is never overwritten by the feed, as by the setting.
alter table currency_rates drop constraint currency_rates_source_check;
alter table currency_rates add constraint currency_rates_source_check check (source in ('seed', 'setting', 'staff', 'feed'));

-- A saved vehicle keeps the year the shopper chose for it (one of the years the vehicle was built
-- in), no longer its first year of construction. Rows saved before keep the year they hold: it was
-- the vehicle's first year, a year of its range all the same.
comment on column garage_vehicles.year is 'The year the shopper chose for the vehicle: one of its years of construction';

alter table garage_vehicles add constraint garage_vehicles_year_plausible check (year between 1886 and 2200);

-- The shop's own catalogue in other languages than Spanish. Spanish stays in the catalogue's own
-- tables: it is the source of every text and what a missing row or an empty field falls back to,
-- field by field. Rows are loaded by the catalogue seed and edited by the back office.

create table catalog_product_translations (
  product_id int not null references catalog_products (id) on delete cascade,
  language text not null check (language ~ '^[a-z]{2}$' and language <> 'es'),
  name text,
  excerpt text,
  description text,
  primary key (product_id, language)
);

create table catalog_category_translations (
  category_id int not null references catalog_categories (id) on delete cascade,
  language text not null check (language ~ '^[a-z]{2}$' and language <> 'es'),
  name text,
  primary key (category_id, language)
);

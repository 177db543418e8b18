-- The shop's own catalogue: brands, categories (shop and blog), product types, products, reviews,
-- blog posts and countries. Rows are loaded by the catalogue seed (server/catalog/seed.ts).
-- Search columns hold text already folded (lower case, accents removed) by the seed, because
-- unaccent() is not immutable and cannot back an index expression.

create table catalog_brands (
  slug text primary key,
  name text not null,
  country text,
  image text,
  position int not null
);

create table catalog_categories (
  id serial primary key,
  type text not null check (type in ('shop', 'blog')),
  slug text not null,
  name text not null,
  image text,
  parent_id int references catalog_categories (id) on delete cascade,
  layout text not null,
  custom_fields jsonb,
  position int not null,
  search_document tsvector not null,
  unique (type, slug)
);
create index catalog_categories_search_idx on catalog_categories using gin (search_document);

create table catalog_product_types (
  slug text primary key,
  name text not null,
  attribute_groups jsonb not null
);

create table catalog_products (
  id serial primary key,
  slug text not null unique,
  name text not null,
  excerpt text not null,
  description text not null,
  sku text not null,
  part_number text not null,
  brand_slug text references catalog_brands (slug),
  type_slug text references catalog_product_types (slug),
  price numeric(12, 2) not null check (price >= 0),
  compare_at_price numeric(12, 2),
  stock text not null check (stock in ('IN_STOCK', 'OUT_OF_STOCK', 'ON_BACKORDER')),
  badges text[] not null default '{}',
  availability text,
  compatibility text not null check (compatibility in ('ALL', 'UNKNOWN', 'LIST')),
  compatible_vehicle_ids text[] not null default '{}',
  tags text[] not null default '{}',
  images jsonb not null,
  attributes jsonb not null,
  options jsonb not null,
  custom_fields jsonb,
  featured boolean not null default false,
  sales int not null default 0,
  created_at timestamptz not null,
  -- Spanish full-text document over name (A), brand and tags (B), excerpt and categories (C).
  search_document tsvector not null,
  -- Folded name, brand and tags, for trigram similarity.
  search_words text not null,
  -- SKU, part number and OE numbers without spaces, dots, dashes or slashes, upper case, space separated.
  search_numbers text not null
);
create index catalog_products_search_idx on catalog_products using gin (search_document);
create index catalog_products_words_trgm_idx on catalog_products using gin (search_words gin_trgm_ops);
create index catalog_products_numbers_trgm_idx on catalog_products using gin (search_numbers gin_trgm_ops);
create index catalog_products_price_idx on catalog_products (price);
create index catalog_products_brand_idx on catalog_products (brand_slug);

create table catalog_product_categories (
  product_id int not null references catalog_products (id) on delete cascade,
  category_id int not null references catalog_categories (id) on delete cascade,
  primary key (product_id, category_id)
);
create index catalog_product_categories_category_idx on catalog_product_categories (category_id);

-- Every folded word the catalogue knows (shop products, categories, the provider's assembly groups),
-- used to correct one typo in a search word of 5 letters or more.
create table catalog_search_words (
  word text primary key,
  source text not null
);
create index catalog_search_words_trgm_idx on catalog_search_words using gin (word gin_trgm_ops);

-- Reviews of any product, shop product or provider article, by product slug. `seeded` marks the
-- sample reviews, which a new version of the sample data replaces; shoppers' reviews are kept.
create table catalog_reviews (
  id serial primary key,
  product_slug text not null,
  author text not null,
  email text,
  rating int not null check (rating between 1 and 5),
  content text not null,
  avatar text,
  seeded boolean not null default false,
  created_at timestamptz not null default now()
);
create index catalog_reviews_product_idx on catalog_reviews (product_slug, created_at desc, id desc);

create table blog_posts (
  id int primary key,
  title text not null,
  excerpt text not null,
  body text not null,
  author text not null,
  image text not null,
  published_at timestamptz not null
);
create index blog_posts_published_idx on blog_posts (published_at desc, id desc);

create table blog_post_categories (
  post_id int not null references blog_posts (id) on delete cascade,
  category_id int not null references catalog_categories (id) on delete cascade,
  primary key (post_id, category_id)
);

create table countries (
  code text primary key,
  name text not null,
  position int not null
);

import { SHOP_DATA, SHOP_DATA_VERSION, type CategoryFixture, type ProductFixture } from '../../fixtures/shop/data';
import { cacheWrites } from '../cache/writes';
import type { Db, Queryable } from '../db';
import type { Logger } from '../logger';
import { fold, normalizeNumber, words } from '../text/text';
import { blogImageUrl, brandImageUrl, categoryImageUrl, productImageUrl } from './images';

const SETTING_KEY = 'catalog_seed_version';

/**
 * Loads the shop's sample catalogue into the database when it is missing or older than the data in
 * `fixtures/shop/`. Idempotent: a second run (or a second gateway starting at the same time) finds
 * the version recorded and does nothing. Shoppers' own reviews survive a reload.
 */
export async function seedCatalog(db: Db, log?: Logger): Promise<boolean> {
  const loaded = await db.transaction(async (tx) => {
    if (db.kind === 'postgres') await tx.query('select pg_advisory_xact_lock(727275)');
    const seen = await tx.query<{ value: number }>('select value from shop_settings where key = $1', [SETTING_KEY]);
    if (seen.rows[0] && Number(seen.rows[0].value) === SHOP_DATA_VERSION) return false;
    await clear(tx);
    await load(tx);
    await cacheWrites.record(tx, 'catalogue-change');
    await tx.query(
      `insert into shop_settings (key, value) values ($1, $2::jsonb)
       on conflict (key) do update set value = excluded.value, updated_at = now()`,
      [SETTING_KEY, JSON.stringify(SHOP_DATA_VERSION)],
    );
    log?.info({ version: SHOP_DATA_VERSION, products: SHOP_DATA.products.length }, 'sample catalogue loaded');
    return true;
  });
  if (loaded) await cacheWrites.published(db);
  return loaded;
}

async function clear(tx: Queryable): Promise<void> {
  for (const sql of [
    'delete from catalog_reviews where seeded',
    'delete from catalog_product_translations',
    'delete from catalog_category_translations',
    'delete from blog_post_categories',
    'delete from blog_posts',
    'delete from catalog_product_categories',
    'delete from catalog_products',
    'delete from catalog_product_types',
    'delete from catalog_categories',
    'delete from catalog_brands',
    "delete from catalog_search_words where source = 'shop'",
    'delete from countries',
  ]) {
    await tx.query(sql);
  }
}

async function load(tx: Queryable): Promise<void> {
  const lexicon = new Set<string>();
  const learn = (...texts: string[]) => texts.forEach((t) => words(t).forEach((w) => w.length >= 3 && !/\d/.test(w) && lexicon.add(w)));

  for (const [i, b] of SHOP_DATA.brands.entries()) {
    await tx.query('insert into catalog_brands (slug, name, country, image, position) values ($1, $2, $3, $4, $5)', [
      b.slug, b.name, b.country, brandImageUrl(b.slug), i,
    ]);
    learn(b.name);
  }

  const categoryIds = new Map<string, number>();
  const insertCategory = async (c: CategoryFixture, type: 'shop' | 'blog', parentId: number | null, position: number) => {
    const r = await tx.query<{ id: number }>(
      `insert into catalog_categories (type, slug, name, image, parent_id, layout, custom_fields, position, search_document)
       values ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, to_tsvector('spanish', $9))
       returning id`,
      [type, c.slug, c.name, categoryImageUrl(c.slug), parentId, c.layout, c.customFields ? JSON.stringify(c.customFields) : null, position, fold(c.name)],
    );
    categoryIds.set(`${type}:${c.slug}`, r.rows[0].id);
    if (type === 'shop') learn(c.name);
    for (const [j, child] of (c.children ?? []).entries()) await insertCategory(child, type, r.rows[0].id, j);
  };
  for (const [i, c] of SHOP_DATA.categories.entries()) await insertCategory(c, 'shop', null, i);
  for (const [i, c] of SHOP_DATA.blogCategories.entries()) await insertCategory(c, 'blog', null, i);

  for (const t of SHOP_DATA.productTypes) {
    await tx.query('insert into catalog_product_types (slug, name, attribute_groups) values ($1, $2, $3::jsonb)', [
      t.slug, t.name, JSON.stringify(t.attributeGroups),
    ]);
  }

  for (const [key, names] of Object.entries(SHOP_DATA.translations.categories)) {
    const categoryId = categoryIds.get(key.startsWith('blog:') ? key : `shop:${key}`);
    if (categoryId === undefined) throw new Error(`A translation names an unknown category ${key}`);
    for (const [language, name] of Object.entries(names)) {
      await tx.query('insert into catalog_category_translations (category_id, language, name) values ($1, $2, $3)', [categoryId, language, name]);
    }
  }

  const brandName = new Map(SHOP_DATA.brands.map((b) => [b.slug, b.name]));
  const categoryName = new Map(SHOP_DATA.categories.flatMap((c) => [c, ...(c.children ?? [])]).map((c) => [c.slug, c.name]));
  for (const p of SHOP_DATA.products) {
    const id = await insertProduct(tx, p, brandName.get(p.brand) ?? '', p.categories.map((c) => categoryName.get(c) ?? ''));
    for (const slug of p.categories) {
      const categoryId = categoryIds.get(`shop:${slug}`);
      if (categoryId === undefined) throw new Error(`Product ${p.slug} names an unknown category ${slug}`);
      await tx.query('insert into catalog_product_categories (product_id, category_id) values ($1, $2)', [id, categoryId]);
    }
    learn(p.name, ...p.tags);
    for (const [language, t] of Object.entries(SHOP_DATA.translations.products[p.slug] ?? {})) {
      await tx.query(
        'insert into catalog_product_translations (product_id, language, name, excerpt, description) values ($1, $2, $3, $4, $5)',
        [id, language, t.name ?? null, t.excerpt ?? null, t.description ?? null],
      );
    }
  }

  for (const r of SHOP_DATA.reviews) {
    await tx.query(
      "insert into catalog_reviews (product_slug, author, rating, content, seeded, state, created_at) values ($1, $2, $3, $4, true, 'published', $5::timestamptz)",
      [r.product, r.author, r.rating, r.content, `${r.date}T12:00:00Z`],
    );
  }

  for (const post of SHOP_DATA.posts) {
    await tx.query(
      `insert into blog_posts (id, slug, title, excerpt, body, author, image, published_at, search_document)
       values ($1, $2, $3, $4, $5, $6, $7, $8::timestamptz,
         setweight(to_tsvector('spanish', $9), 'A') || setweight(to_tsvector('spanish', $10), 'B'))`,
      [
        post.id, slugify(post.title), post.title, post.excerpt, post.body, post.author, blogImageUrl(post.id),
        `${post.date}T09:00:00Z`, fold(post.title), fold(`${post.excerpt} ${post.body}`),
      ],
    );
    for (const slug of post.categories) {
      await tx.query('insert into blog_post_categories (post_id, category_id) values ($1, $2)', [post.id, categoryIds.get(`blog:${slug}`)]);
    }
  }

  for (const [i, c] of SHOP_DATA.countries.entries()) {
    await tx.query('insert into countries (code, name, position) values ($1, $2, $3)', [c.code, c.name, i]);
  }

  await tx.query(
    `insert into catalog_search_words (word, source) select w, 'shop' from unnest($1::text[]) as w
     on conflict (word) do update set source = 'shop'`,
    [[...lexicon]],
  );
}

async function insertProduct(tx: Queryable, p: ProductFixture, brand: string, categories: string[]): Promise<number> {
  const images = Array.from({ length: Math.max(2, p.images) }, (_, i) => productImageUrl(p.slug, i + 1));
  const oeNumbers = Array.isArray(p.customFields?.oeNumbers) ? (p.customFields.oeNumbers as string[]) : [];
  const numbers = [p.sku, p.partNumber, ...oeNumbers].map(normalizeNumber).join(' ');
  const attributes = p.attributes.map((a) => ({ ...a, values: a.values.map((v) => ({ slug: slugify(v), name: v })) }));
  const options = p.options.map((o) => ({
    ...o,
    values: o.values.map((v) => (Array.isArray(v) ? { slug: slugify(v[0]), name: v[0], color: v[1] } : { slug: slugify(v), name: v, color: null })),
  }));
  const compatibility = Array.isArray(p.compatibility) ? 'LIST' : p.compatibility;
  const vehicleIds = Array.isArray(p.compatibility) ? p.compatibility.map(String) : [];
  const r = await tx.query<{ id: number }>(
    `insert into catalog_products (slug, name, excerpt, description, sku, part_number, brand_slug, type_slug, price,
       compare_at_price, stock, badges, availability, compatibility, compatible_vehicle_ids, tags, images, attributes,
       options, custom_fields, featured, sales, created_at, search_document, search_words, search_numbers)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17::jsonb, $18::jsonb, $19::jsonb,
       $20::jsonb, $21, $22, $23::timestamptz,
       setweight(to_tsvector('spanish', $24), 'A') || setweight(to_tsvector('spanish', $25), 'B')
         || setweight(to_tsvector('spanish', $26), 'C'),
       $27, $28)
     returning id`,
    [
      p.slug, p.name, p.excerpt, p.description, p.sku, p.partNumber, p.brand, p.type, p.price,
      p.compareAtPrice ?? null, p.stock, p.badges, p.availability ?? null, compatibility, vehicleIds, p.tags,
      JSON.stringify(images), JSON.stringify(attributes), JSON.stringify(options),
      p.customFields ? JSON.stringify(p.customFields) : null, p.featured ?? false, p.sales, `${p.added}T10:00:00Z`,
      fold(p.name), fold(`${brand} ${p.tags.join(' ')}`), fold(`${p.excerpt} ${categories.join(' ')}`),
      fold(`${p.name} ${brand} ${p.tags.join(' ')}`), numbers,
    ],
  );
  return r.rows[0].id;
}

/** `Gris grafito` → `gris-grafito`. */
export function slugify(text: string): string {
  return fold(text).replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

import type { Db } from '../db';
import { priceBookOf } from '../pricing/price-book';
import { priced } from '../pricing/product-offer';
import { catalogVersionOf } from './catalog-version';
import type { CategoryTree } from './categories';
import type { ProductModel } from './model';
import { PRODUCT_COLUMNS, PRODUCT_FROM, productFromRow, type ProductRow } from './product-row';

/** A shop product with what listing needs to filter and order it without the database. */
export interface ListedProduct {
  model: ProductModel;
  dbId: number;
  /** From the shop's offer; null without one. */
  price: number | null;
  brandSlug: string | null;
  categoryIds: ReadonlySet<number>;
  /** Position in the database's own order by name (accents and case folded), then id. */
  nameRank: number;
  featured: boolean;
  sales: number;
  /** When it joined the catalogue (milliseconds). */
  createdAt: number;
  compareAtPrice: number | null;
}

/** The shop's products and brands in memory: the sample catalogue is small and changes only with its version. */
export interface ShopCatalogMemory {
  version: string;
  /** In the shop's default order (by id). */
  products: ListedProduct[];
  /** Brands in their display order. */
  brands: { slug: string; name: string }[];
  /** Every product by slug. */
  bySlug: ReadonlyMap<string, ListedProduct>;
}

type MemoryRow = ProductRow & { db_id: number; name_rank: number; featured: boolean; sales: number; created_ms: number };
interface Rows {
  products: MemoryRow[];
  brands: { slug: string; name: string }[];
}

/**
 * Per database: the rows of one catalogue version, and the memory made of them for each category
 * tree. A product's categories are the tree's own objects (looked up by identity elsewhere), and
 * the tree is read again every minute: a memory made under an older tree would name categories
 * the current tree does not know, so each tree gets its own, made from the same rows.
 */
const memories = new WeakMap<Db, { version: string; expires: number; rows: Promise<Rows>; byTree: WeakMap<CategoryTree, ShopCatalogMemory> }>();
/** Without a version keeper (a bare database in scripts), the memory is read again after this long. */
const UNVERSIONED_MS = 60_000;

async function loadRows(db: Db): Promise<Rows> {
  const rows = await db.query<MemoryRow>(
    `select ${PRODUCT_COLUMNS}, p.id as db_id, (row_number() over (order by lower(unaccent(p.name)), p.id))::int as name_rank,
       p.featured, p.sales::int as sales, (extract(epoch from p.created_at) * 1000)::float8 as created_ms
     from ${PRODUCT_FROM} order by p.id`,
  );
  const brands = await db.query<{ slug: string; name: string }>('select slug, name from catalog_brands order by position');
  return { products: rows.rows, brands: brands.rows };
}

function build(db: Db, rows: Rows, tree: CategoryTree, version: string): ShopCatalogMemory {
  const book = priceBookOf(db);
  const products: ListedProduct[] = rows.products.map((r) => {
    const model = priced(productFromRow(r, tree), book);
    return {
    model,
    dbId: Number(r.db_id),
    price: model.price ?? null,
    brandSlug: r.brand_slug,
    categoryIds: new Set(r.category_ids.map(Number)),
    nameRank: Number(r.name_rank),
    featured: Boolean(r.featured),
    sales: Number(r.sales),
    createdAt: Number(r.created_ms),
    compareAtPrice: model.compareAtPrice ?? null,
    };
  });
  return { version, products, brands: rows.brands, bySlug: new Map(products.map((p) => [p.model.slug, p])) };
}

/**
 * The shop catalogue in memory, read once per catalogue version (two queries) and shared by every
 * request: a listing never seen before is worked out in JavaScript, without the database. Its
 * products' categories are those of `tree` (a newer tree gets the same rows mapped again).
 */
export async function shopCatalogMemory(db: Db, tree: CategoryTree): Promise<ShopCatalogMemory> {
  const version = catalogVersionOf(db)?.current ?? 'unversioned';
  let entry = memories.get(db);
  if (!entry || entry.version !== version || entry.expires <= Date.now()) {
    const fresh = { version, expires: version === 'unversioned' ? Date.now() + UNVERSIONED_MS : Infinity, rows: loadRows(db), byTree: new WeakMap<CategoryTree, ShopCatalogMemory>() };
    memories.set(db, fresh);
    fresh.rows.catch(() => {
      if (memories.get(db) === fresh) memories.delete(db);
    });
    entry = fresh;
  }
  const rows = await entry.rows;
  let memory = entry.byTree.get(tree);
  if (!memory) {
    memory = build(db, rows, tree, version);
    entry.byTree.set(tree, memory);
  }
  return memory;
}

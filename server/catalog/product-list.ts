import type { GraphQLContext } from '../context';
import { badInput } from '../errors';
import type { Category, ProductFilter, ProductListFilters, ProductSort } from '../generated/graphql';
import { categoryTree, requireShopCategory, subtreeIds, withDepth, type CategoryTree } from './categories';
import type { ProductModel } from './model';
import { pageFigures, pageRequest, priceBounds } from './paging';
import { PRODUCT_COLUMNS, PRODUCT_FROM, productFromRow, type ProductRow } from './product-row';

export const DEFAULT_PAGE_SIZE = 8;
export const MAX_PAGE_SIZE = 48;

export interface ProductListArgs {
  category?: string | null;
  filters?: ProductListFilters | null;
  sort?: ProductSort | null;
  page?: number | null;
  limit?: number | null;
}

export interface ProductListModel {
  items: ProductModel[];
  page: number;
  limit: number;
  sort: ProductSort;
  total: number;
  pages: number;
  from: number;
  to: number;
  filters: ProductFilter[];
}

/** Checks a price range: at least one bound, no negative bound, `from` not above `to`. */
export function checkPriceRange(range: { from?: number | null; to?: number | null }): { from: number | null; to: number | null } {
  const from = range.from ?? null;
  const to = range.to ?? null;
  if (from === null && to === null) throw badInput('The price filter needs a value: give `from`, `to` or both', 'filters.price');
  if ((from !== null && (!Number.isFinite(from) || from < 0)) || (to !== null && (!Number.isFinite(to) || to < 0))) {
    throw badInput('Price bounds must be numbers from 0', 'filters.price');
  }
  if (from !== null && to !== null && from > to) throw badInput('The price filter `from` is above `to`', 'filters.price');
  return { from, to };
}

const ORDER_BY: Record<ProductSort, string> = {
  DEFAULT: 'p.id',
  NAME_ASC: 'lower(unaccent(p.name)), p.id',
  NAME_DESC: 'lower(unaccent(p.name)) desc, p.id',
  PRICE_ASC: 'p.price, p.id',
  PRICE_DESC: 'p.price desc, p.id',
};

interface Conditions {
  categoryIds: number[] | null;
  price: { from: number | null; to: number | null } | null;
  brands: string[] | null;
}

/** WHERE clause and parameters for a set of conditions; `skip` leaves one out (for filter counts). */
function where(c: Conditions, skip?: 'price' | 'brand'): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const parts: string[] = [];
  if (c.categoryIds) {
    params.push(c.categoryIds);
    parts.push(`exists (select 1 from catalog_product_categories pc where pc.product_id = p.id and pc.category_id = any($${params.length}::int[]))`);
  }
  if (c.price && skip !== 'price') {
    if (c.price.from !== null) {
      params.push(c.price.from);
      parts.push(`p.price >= $${params.length}`);
    }
    if (c.price.to !== null) {
      params.push(c.price.to);
      parts.push(`p.price <= $${params.length}`);
    }
  }
  if (c.brands && skip !== 'brand') {
    params.push(c.brands);
    parts.push(`p.brand_slug = any($${params.length}::text[])`);
  }
  return { sql: parts.length ? `where ${parts.join(' and ')}` : '', params };
}

/** A page of the shop's products with its filters: price range, brands and the category tree. */
export async function listShopProducts(ctx: Pick<GraphQLContext, 'db' | 'req'>, args: ProductListArgs): Promise<ProductListModel> {
  const req = pageRequest(args.page, args.limit, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
  const sort = args.sort ?? 'DEFAULT';
  const tree = await categoryTree(ctx);
  const categorySlug = args.filters?.category ?? args.category ?? null;
  const category = categorySlug ? requireShopCategory(tree, categorySlug) : null;
  const conditions: Conditions = {
    categoryIds: category ? subtreeIds(tree, category) : null,
    price: args.filters?.price ? checkPriceRange(args.filters.price) : null,
    brands: args.filters?.brands?.length ? args.filters.brands : null,
  };

  const w = where(conditions);
  const page = await ctx.db.query<ProductRow & { total: number }>(
    `select ${PRODUCT_COLUMNS}, count(*) over () as total from ${PRODUCT_FROM} ${w.sql}
     order by ${ORDER_BY[sort]} limit ${req.limit} offset ${req.offset}`,
    w.params,
  );
  let total = Number(page.rows[0]?.total ?? 0);
  if (page.rows.length === 0 && req.offset > 0) {
    const count = await ctx.db.query<{ n: number }>(`select count(*)::int as n from catalog_products p ${w.sql}`, w.params);
    total = Number(count.rows[0]?.n ?? 0);
  }
  const items = page.rows.map((r) => productFromRow(r, tree));
  const filters = await listFilters(ctx, tree, category, conditions);
  return { items, sort, ...pageFigures(req, total, items.length), filters };
}

async function listFilters(ctx: Pick<GraphQLContext, 'db'>, tree: CategoryTree, category: Category | null, c: Conditions): Promise<ProductFilter[]> {
  const base = where({ ...c, price: null, brands: null });
  const prices = await ctx.db.query<{ lo: number | null; hi: number | null }>(
    `select min(p.price)::float8 as lo, max(p.price)::float8 as hi from catalog_products p ${base.sql}`,
    base.params,
  );
  const { lo, hi } = prices.rows[0] ?? { lo: null, hi: null };
  const bounds = lo === null || hi === null ? null : priceBounds([Number(lo), Number(hi)]);

  const forBrands = where(c, 'brand');
  const brands = await ctx.db.query<{ slug: string; name: string; count: number }>(
    `select b.slug, b.name, count(p.id)::int as count
     from catalog_brands b join catalog_products p on p.brand_slug = b.slug
     ${forBrands.sql ? forBrands.sql : ''}
     group by b.slug, b.name, b.position order by b.position`,
    forBrands.params,
  );

  const categories = (category ? category.children : tree.roots.shop).map((child) => withDepth(child, 1));
  return [
    {
      type: 'CATEGORY',
      slug: 'category',
      name: 'Categorías',
      categories: category ? [withDepth({ ...category, children: categories }, 2)] : categories,
      selected: category ? [category.slug] : [],
    },
    {
      type: 'RANGE',
      slug: 'price',
      name: 'Precio',
      min: bounds?.min ?? 0,
      max: bounds?.max ?? 0,
      range: c.price ? [c.price.from ?? bounds?.min ?? 0, c.price.to ?? bounds?.max ?? 0] : [],
    },
    {
      type: 'CHECK',
      slug: 'brand',
      name: 'Marca',
      items: brands.rows.map((b) => ({ slug: b.slug, name: b.name, count: Number(b.count) })),
      selected: c.brands ?? [],
    },
  ];
}

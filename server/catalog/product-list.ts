import { badInput } from '../errors';
import type { Category, ProductFilter, ProductListFilters, ProductSort } from '../generated/graphql';
import { categoryTree, requireShopCategory, subtreeIds, withDepth, type CategoryTree } from './categories';
import type { ProductModel } from './model';
import { pageFigures, pageRequest, priceBounds } from './paging';
import { shopCatalogMemory, type ListedProduct, type ShopCatalogMemory } from './shop-catalog-memory';

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

/** Lower price first; a product without a price (no offer) last either way. */
export function byPrice(a: number | null, b: number | null, descending = false): number {
  if (a === null || b === null) return a === b ? 0 : (a === null ? 1 : -1) * (descending ? -1 : 1);
  return a - b;
}

/** Orders of a listing, worked out on the in-memory catalogue (the database's name order is kept as a rank). */
const ORDER: Record<ProductSort, (a: ListedProduct, b: ListedProduct) => number> = {
  DEFAULT: (a, b) => a.dbId - b.dbId,
  NAME_ASC: (a, b) => a.nameRank - b.nameRank,
  NAME_DESC: (a, b) => b.nameRank - a.nameRank || a.dbId - b.dbId,
  PRICE_ASC: (a, b) => byPrice(a.price, b.price) || a.dbId - b.dbId,
  PRICE_DESC: (a, b) => byPrice(b.price, a.price, true) || a.dbId - b.dbId,
};

interface Conditions {
  categoryIds: number[] | null;
  price: { from: number | null; to: number | null } | null;
  brands: string[] | null;
}

/** Whether a product meets the conditions; `skip` leaves one out (for filter counts). */
function matches(p: ListedProduct, c: Conditions, skip?: 'price' | 'brand'): boolean {
  if (c.categoryIds && !c.categoryIds.some((id) => p.categoryIds.has(id))) return false;
  if (c.price && skip !== 'price') {
    if (p.price === null) return false;
    if (c.price.from !== null && p.price < c.price.from) return false;
    if (c.price.to !== null && p.price > c.price.to) return false;
  }
  if (c.brands && skip !== 'brand' && (p.brandSlug === null || !c.brands.includes(p.brandSlug))) return false;
  return true;
}

/**
 * A page of the shop's products with its filters: price range, brands and the category tree.
 * Worked out on the catalogue kept in memory per catalogue version (24 products): a listing never
 * asked before costs no database work.
 */
export async function listShopProducts(ctx: Parameters<typeof categoryTree>[0], args: ProductListArgs): Promise<ProductListModel> {
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
  const memory = await shopCatalogMemory(ctx.db, tree);
  const found = memory.products.filter((p) => matches(p, conditions)).sort(ORDER[sort]);
  const items = found.slice(req.offset, req.offset + req.limit).map((p) => p.model);
  return { items, sort, ...pageFigures(req, found.length, items.length), filters: listFilters(memory, tree, category, conditions) };
}

function listFilters(memory: ShopCatalogMemory, tree: CategoryTree, category: Category | null, c: Conditions): ProductFilter[] {
  const inCategory = memory.products.filter((p) => matches(p, { ...c, price: null, brands: null }));
  const bounds = priceBounds(inCategory.flatMap((p) => (p.price === null ? [] : [p.price])));
  const counts = new Map<string, number>();
  for (const p of memory.products) {
    if (p.brandSlug !== null && matches(p, c, 'brand')) counts.set(p.brandSlug, (counts.get(p.brandSlug) ?? 0) + 1);
  }
  const brands = memory.brands.flatMap((b) => (counts.has(b.slug) ? [{ slug: b.slug, name: b.name, count: counts.get(b.slug)! }] : []));

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
      items: brands,
      countsExact: true,
      selected: c.brands ?? [],
    },
  ];
}

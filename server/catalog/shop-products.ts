import DataLoader from 'dataloader';
import type { GraphQLContext } from '../context';
import type { AppServices } from '../services';
import { badInput } from '../errors';
import type { Category } from '../generated/graphql';
import { categoryTree, requireShopCategory, subtreeIds, type CategoryTree } from './categories';
import type { ProductModel } from './model';
import { reviewFigures, type ReviewStats } from './review-stats';
import { shopCatalogMemory, type ListedProduct } from './shop-catalog-memory';

type Ctx = Pick<GraphQLContext, 'db' | 'loaders'>;

/**
 * Shop products by slug, from the catalogue in memory (read once per catalogue version, shared by
 * every request): a page showing any number of shop products asks the database nothing.
 */
export function createShopProductLoader(app: Pick<AppServices, 'db' | 'memo'>): DataLoader<string, ProductModel | null> {
  return new DataLoader(async (slugs) => {
    const memory = await shopCatalogMemory(app.db, await categoryTree({ db: app.db, app }));
    return slugs.map((s) => memory.bySlug.get(s)?.model ?? null);
  });
}

/** This request's shop product loader. */
export function shopProductLoader(ctx: Pick<GraphQLContext, 'loaders'>): DataLoader<string, ProductModel | null> {
  return ctx.loaders.shopProducts;
}

/** Shop products in the order of `slugs`, those not found left out. */
export async function shopProductsBySlug(ctx: Ctx, slugs: readonly string[]): Promise<ProductModel[]> {
  const found = await shopProductLoader(ctx).loadMany(slugs);
  return found.filter((p): p is ProductModel => p !== null && !(p instanceof Error));
}

export type HomeBlock = 'featured' | 'popular' | 'topRated' | 'specialOffers' | 'latest';

type Figures = ReadonlyMap<string, ReviewStats>;
const byId = (a: ListedProduct, b: ListedProduct) => a.dbId - b.dbId;
/** The share of the former price a sale takes off (0 when not on sale). */
const saving = (p: ListedProduct) => (p.compareAtPrice !== null && p.price !== null ? (p.compareAtPrice - p.price) / p.compareAtPrice : 0);
const bySalesThenId = (a: ListedProduct, b: ListedProduct) => b.sales - a.sales || byId(a, b);

/** Which products each home block shows, and in what order (the figures of the reviews for top rated). */
const BLOCKS: Record<HomeBlock, { keep: (p: ListedProduct) => boolean; order: (figures: Figures) => (a: ListedProduct, b: ListedProduct) => number }> = {
  featured: { keep: (p) => p.featured, order: () => bySalesThenId },
  popular: { keep: () => true, order: () => bySalesThenId },
  topRated: {
    keep: () => true,
    order: (figures) => (a, b) => {
      const fa = figures.get(a.model.slug) ?? { rating: 0, count: 0 };
      const fb = figures.get(b.model.slug) ?? { rating: 0, count: 0 };
      return fb.rating - fa.rating || fb.count - fa.count || byId(a, b);
    },
  },
  specialOffers: {
    keep: (p) => p.compareAtPrice !== null && p.price !== null && p.compareAtPrice > p.price,
    order: () => (a, b) => saving(b) - saving(a) || byId(a, b),
  },
  latest: { keep: () => true, order: () => (a, b) => b.createdAt - a.createdAt || byId(a, b) },
};

const overlaps = (ids: ReadonlySet<number>, wanted: readonly number[]) => wanted.some((id) => ids.has(id));

/** Checks a block's `limit` (1 to 24). */
export function blockLimit(limit: number | null | undefined): number {
  const l = limit ?? 8;
  if (!Number.isInteger(l) || l < 1 || l > 24) throw badInput('limit must be a whole number from 1 to 24', 'limit');
  return l;
}

/** Products of one of the home page's blocks, optionally of one category (its sub-categories included), from the catalogue in memory. */
export async function homeBlock(ctx: Ctx, block: HomeBlock, options: { category?: string | null; limit?: number | null }): Promise<ProductModel[]> {
  const limit = blockLimit(options.limit);
  const tree = await categoryTree(ctx);
  const inCategory = options.category ? subtreeIds(tree, requireShopCategory(tree, options.category)) : null;
  const memory = await shopCatalogMemory(ctx.db, tree);
  const { keep, order } = BLOCKS[block];
  const figures = block === 'topRated' ? await reviewFigures(ctx.db) : new Map<string, ReviewStats>();
  return memory.products
    .filter((p) => keep(p) && (inCategory === null || overlaps(p.categoryIds, inCategory)))
    .sort(order(figures))
    .slice(0, limit)
    .map((p) => p.model);
}

/**
 * The current tree's categories of a shop product, found by slug: a product model may come from a
 * memory made under an earlier tree (a request that began before the tree was read again), whose
 * category objects the current tree does not hold.
 */
function ownCategories(tree: CategoryTree, product: ProductModel): Category[] {
  return product.categories.map((c) => tree.bySlug.shop.get(c.slug)).filter((c): c is Category => c !== undefined);
}

/** Other shop products of the same categories (those sharing more of them first), best sellers first. */
export async function relatedShopProducts(ctx: Ctx, product: ProductModel, limit: number): Promise<ProductModel[]> {
  const tree = await categoryTree(ctx);
  const categories = ownCategories(tree, product);
  const around = categories.flatMap((c) => subtreeIds(tree, c.parent ?? c));
  const own = categories.map((c) => tree.dbId.get(c)).filter((id): id is number => id !== undefined);
  const shared = (p: ListedProduct) => own.filter((id) => p.categoryIds.has(id)).length;
  const memory = await shopCatalogMemory(ctx.db, tree);
  return memory.products
    .filter((p) => p.model.slug !== product.slug && overlaps(p.categoryIds, around))
    .sort((a, b) => shared(b) - shared(a) || bySalesThenId(a, b))
    .slice(0, limit)
    .map((p) => p.model);
}

/** Shop products of the same kind and category from other brands: the equivalents of a shop product. */
export async function shopAnalogs(ctx: Ctx, product: ProductModel, limit: number): Promise<ProductModel[]> {
  const tree = await categoryTree(ctx);
  const own = ownCategories(tree, product).map((c) => tree.dbId.get(c)).filter((id): id is number => id !== undefined);
  const brand = product.brand?.slug ?? null;
  const memory = await shopCatalogMemory(ctx.db, tree);
  return memory.products
    .filter((p) => p.model.slug !== product.slug && p.brandSlug !== brand && overlaps(p.categoryIds, own))
    .sort(bySalesThenId)
    .slice(0, limit)
    .map((p) => p.model);
}

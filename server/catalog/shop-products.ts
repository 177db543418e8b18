import DataLoader from 'dataloader';
import type { GraphQLContext } from '../context';
import type { AppServices } from '../services';
import { badInput } from '../errors';
import { categoryTree, requireShopCategory, subtreeIds } from './categories';
import type { ProductModel } from './model';
import { PRODUCT_COLUMNS, PRODUCT_FROM, productFromRow, type ProductRow } from './product-row';

type Ctx = Pick<GraphQLContext, 'db' | 'loaders'>;

/** Shop products by slug, batched per request: one query however many products a page shows. */
export function createShopProductLoader(app: Pick<AppServices, 'db' | 'memo'>): DataLoader<string, ProductModel | null> {
  return new DataLoader(async (slugs) => {
    const tree = await categoryTree({ db: app.db, app });
    const rows = await app.db.query<ProductRow>(`select ${PRODUCT_COLUMNS} from ${PRODUCT_FROM} where p.slug = any($1::text[])`, [slugs]);
    const bySlug = new Map(rows.rows.map((r) => [r.slug, productFromRow(r, tree)]));
    return slugs.map((s) => bySlug.get(s) ?? null);
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

const BLOCK_SQL: Record<HomeBlock, { where: string; order: string }> = {
  featured: { where: 'p.featured', order: 'p.sales desc, p.id' },
  popular: { where: 'true', order: 'p.sales desc, p.id' },
  topRated: {
    where: 'true',
    order: `(select coalesce(avg(r.rating), 0) from catalog_reviews r where r.product_slug = p.slug) desc,
            (select count(*) from catalog_reviews r where r.product_slug = p.slug) desc, p.id`,
  },
  specialOffers: { where: 'p.compare_at_price > p.price', order: '(p.compare_at_price - p.price) / p.compare_at_price desc, p.id' },
  latest: { where: 'true', order: 'p.created_at desc, p.id' },
};

/** Checks a block's `limit` (1 to 24). */
export function blockLimit(limit: number | null | undefined): number {
  const l = limit ?? 8;
  if (!Number.isInteger(l) || l < 1 || l > 24) throw badInput('limit must be a whole number from 1 to 24', 'limit');
  return l;
}

/** Products of one of the home page's blocks, optionally of one category (its sub-categories included). */
export async function homeBlock(ctx: Ctx, block: HomeBlock, options: { category?: string | null; limit?: number | null }): Promise<ProductModel[]> {
  const limit = blockLimit(options.limit);
  const tree = await categoryTree(ctx);
  const params: unknown[] = [];
  let categoryWhere = '';
  if (options.category) {
    params.push(subtreeIds(tree, requireShopCategory(tree, options.category)));
    categoryWhere = 'and exists (select 1 from catalog_product_categories pc where pc.product_id = p.id and pc.category_id = any($1::int[]))';
  }
  const { where, order } = BLOCK_SQL[block];
  const rows = await ctx.db.query<ProductRow>(
    `select ${PRODUCT_COLUMNS} from ${PRODUCT_FROM} where ${where} ${categoryWhere} order by ${order} limit ${limit}`,
    params,
  );
  return rows.rows.map((r) => productFromRow(r, tree));
}

/** Other shop products of the same categories, best sellers first. */
export async function relatedShopProducts(ctx: Ctx, product: ProductModel, limit: number): Promise<ProductModel[]> {
  const tree = await categoryTree(ctx);
  const categoryIds = product.categories.flatMap((c) => subtreeIds(tree, c.parent ?? c));
  const rows = await ctx.db.query<ProductRow>(
    `select ${PRODUCT_COLUMNS} from ${PRODUCT_FROM}
     where p.slug <> $1 and exists (select 1 from catalog_product_categories pc where pc.product_id = p.id and pc.category_id = any($2::int[]))
     order by (select count(*) from catalog_product_categories pc where pc.product_id = p.id and pc.category_id = any($3::int[])) desc, p.sales desc, p.id
     limit ${limit}`,
    [product.slug, categoryIds, product.categories.map((c) => tree.dbId.get(c))],
  );
  return rows.rows.map((r) => productFromRow(r, tree));
}

/** Shop products of the same kind and category from other brands: the equivalents of a shop product. */
export async function shopAnalogs(ctx: Ctx, product: ProductModel, limit: number): Promise<ProductModel[]> {
  const tree = await categoryTree(ctx);
  const rows = await ctx.db.query<ProductRow>(
    `select ${PRODUCT_COLUMNS} from ${PRODUCT_FROM}
     where p.slug <> $1 and p.brand_slug is distinct from $2
       and exists (select 1 from catalog_product_categories pc where pc.product_id = p.id and pc.category_id = any($3::int[]))
     order by p.sales desc, p.id limit ${limit}`,
    [product.slug, product.brand?.slug ?? null, product.categories.map((c) => tree.dbId.get(c))],
  );
  return rows.rows.map((r) => productFromRow(r, tree));
}

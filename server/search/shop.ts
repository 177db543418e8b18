import type { GraphQLContext } from '../context';
import type { Category, ProductSort } from '../generated/graphql';
import { categoryTree } from '../catalog/categories';
import type { AnalysedQuery } from './analyse';

type Ctx = Pick<GraphQLContext, 'db' | 'viewer'>;

export interface ShopHit {
  slug: string;
  fits: boolean;
  numberHit: boolean;
  /** Brand slug, price and category ids (database ids), for the search's filters. */
  brand: string | null;
  price: number;
  categoryIds: number[];
}

const ORDER: Record<ProductSort, string> = {
  DEFAULT: 'fits desc, number_hit desc, rank desc, p.sales desc, p.id',
  NAME_ASC: 'fits desc, lower(unaccent(p.name)), p.id',
  NAME_DESC: 'fits desc, lower(unaccent(p.name)) desc, p.id',
  PRICE_ASC: 'fits desc, p.price, p.id',
  PRICE_DESC: 'fits desc, p.price desc, p.id',
};

/**
 * The shop's products matching a query (Spanish full text over name, brand, tags, excerpt and
 * categories, or a part number contained in the SKU, part number or OE numbers), parts that fit
 * `vehicleId` first. Answers every hit's slug (the shop has few products; pages are cut by the caller).
 */
export async function searchShopProducts(ctx: Ctx, q: AnalysedQuery, vehicleId: string | null, sort: ProductSort = 'DEFAULT'): Promise<ShopHit[]> {
  if (!q.tsquery && !q.number) return [];
  const rows = await ctx.db.query<{ slug: string; fits: boolean; number_hit: boolean; brand_slug: string | null; price: number; category_ids: number[] | null }>(
    `select p.slug, p.brand_slug, p.price::float8 as price,
       array(select pc.category_id from catalog_product_categories pc where pc.product_id = p.id) as category_ids,
       (p.compatibility = 'ALL' or ($3::text is not null and $3::text = any(p.compatible_vehicle_ids))) and $3::text is not null as fits,
       ($2::text is not null and p.search_numbers like '%' || $2::text || '%') as number_hit,
       case when $1::text is null then 0 else ts_rank(p.search_document, to_tsquery('simple', $1::text)) end as rank
     from catalog_products p
     where ($1::text is not null and p.search_document @@ to_tsquery('simple', $1::text))
        or ($2::text is not null and p.search_numbers like '%' || $2::text || '%')
     order by ${ORDER[sort]}`,
    [q.tsquery, q.number, vehicleId],
  );
  return rows.rows.map((r) => ({
    slug: r.slug, fits: r.fits, numberHit: r.number_hit, brand: r.brand_slug, price: Number(r.price), categoryIds: (r.category_ids ?? []).map(Number),
  }));
}

/** Shop categories whose name matches every word of the query, fullest first. */
export async function searchShopCategories(ctx: Ctx, q: AnalysedQuery, limit: number): Promise<Category[]> {
  if (!q.tsquery) return [];
  const rows = await ctx.db.query<{ id: number }>(
    `select c.id from catalog_categories c
     where c.type = 'shop' and c.search_document @@ to_tsquery('simple', $1)
     order by ts_rank(c.search_document, to_tsquery('simple', $1)) desc, c.parent_id nulls first, c.position
     limit ${limit}`,
    [q.tsquery],
  );
  const tree = await categoryTree(ctx);
  return rows.rows.map((r) => tree.byDbId.get(r.id)).filter((c): c is Category => c !== undefined);
}

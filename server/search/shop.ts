import type { GraphQLContext } from '../context';
import type { Category, ProductSort } from '../generated/graphql';
import { categoryTree } from '../catalog/categories';
import type { AnalysedQuery } from './analyse';
import { byPrice } from '../catalog';
import { priceBookOf } from '../pricing/price-book';
import { toPesos } from '../pricing/rules';

type Ctx = Pick<GraphQLContext, 'db' | 'viewer'>;

export interface ShopHit {
  slug: string;
  fits: boolean;
  numberHit: boolean;
  /** Brand slug, price and category ids (database ids), for the search's filters. */
  brand: string | null;
  /** From the shop's offer (null without one), as every page shows it. */
  price: number | null;
  categoryIds: number[];
}

const ORDER: Record<ProductSort, string> = {
  DEFAULT: 'fits desc, number_hit desc, rank desc, p.sales desc, p.id',
  NAME_ASC: 'fits desc, lower(unaccent(p.name)), p.id',
  NAME_DESC: 'fits desc, lower(unaccent(p.name)) desc, p.id',
  PRICE_ASC: 'fits desc, p.id',
  PRICE_DESC: 'fits desc, p.id',
};

/**
 * The shop's products matching a query (Spanish full text over name, brand, tags, excerpt and
 * categories, or a part number contained in the SKU, part number or OE numbers), parts that fit
 * `vehicleId` first. Answers every hit's slug (the shop has few products; pages are cut by the caller).
 */
export async function searchShopProducts(ctx: Ctx, q: AnalysedQuery, vehicleId: string | null, sort: ProductSort = 'DEFAULT'): Promise<ShopHit[]> {
  if (!q.tsquery && !q.number) return [];
  const rows = await ctx.db.query<{ slug: string; fits: boolean; number_hit: boolean; brand_slug: string | null; category_ids: number[] | null }>(
    `select p.slug, p.brand_slug,
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
  const book = priceBookOf(ctx.db);
  const hits = rows.rows.map((r): ShopHit => {
    const offer = book.offerOf(r.slug);
    return { slug: r.slug, fits: r.fits, numberHit: r.number_hit, brand: r.brand_slug, price: offer ? toPesos(offer.priceCentavos) : null, categoryIds: (r.category_ids ?? []).map(Number) };
  });
  // The offers' prices order a price sort (the database's order is kept within a price).
  if (sort === 'PRICE_ASC' || sort === 'PRICE_DESC') {
    hits.sort((a, b) => Number(b.fits) - Number(a.fits) || (sort === 'PRICE_ASC' ? byPrice(a.price, b.price) : byPrice(b.price, a.price, true)));
  }
  return hits;
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

import type { GraphQLContext } from '../context';
import type { Category, ProductFilter, ProductListFilters, ProductSort } from '../generated/graphql';
import type { ProductModel } from '../catalog/model';
import { categoryTree, requireShopCategory, subtreeIds, withDepth, type CategoryTree } from '../catalog/categories';
import { pageFigures, pageRequest, priceBounds } from '../catalog/paging';
import { byPrice, checkPriceRange, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type ProductListModel } from '../catalog/product-list';
import { shopProductsBySlug } from '../catalog/shop-products';
import { analyseQuery } from './analyse';
import { learnProviderWords } from './lexicon';
import { searchProviderArticles, type ProviderHits } from './provider';
import { guarded, NO_HITS, searchable } from './service';
import { searchShopProducts, type ShopHit } from './shop';

/**
 * The provider's first matches, asked in one call: their prices bound the price filter, a price
 * filter is checked on them (the provider cannot filter by price), and the first pages are cut
 * from them without another call.
 */
export const PROVIDER_HEAD = 100;

export interface SearchArgs {
  query: string;
  vehicleId?: string | null;
  filters?: ProductListFilters | null;
  sort?: ProductSort | null;
  page?: number | null;
  limit?: number | null;
}

type PriceRange = { from: number | null; to: number | null } | null;

const inRange = (price: PriceRange, value: number | null | undefined) =>
  !price || (value != null && (price.from === null || value >= price.from) && (price.to === null || value <= price.to));

/** Provider brand slugs are data supplier ids; the shop's brands have word slugs. */
const isSupplierSlug = (slug: string) => /^\d{1,10}$/.test(slug);

/**
 * The full search as a product list: the shop's matching products first (those fitting the vehicle
 * leading), then the provider's matching articles (with a vehicle, the articles linked to it),
 * narrowed by category (shop products only), brands and price, with the filters to offer beside it.
 */
export async function search(ctx: GraphQLContext, args: SearchArgs): Promise<ProductListModel> {
  const req = pageRequest(args.page, args.limit, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
  const sort = args.sort ?? 'DEFAULT';
  const price = args.filters?.price ? checkPriceRange(args.filters.price) : null;
  const brands = args.filters?.brands?.length ? args.filters.brands : null;
  learnProviderWords(ctx);
  const [q, tree] = await Promise.all([analyseQuery(ctx.db, args.query), categoryTree(ctx)]);
  const category = args.filters?.category ? requireShopCategory(tree, args.filters.category) : null;
  if (!searchable(q)) return { items: [], sort, ...pageFigures(req, 0, 0), filters: [] };

  const vehicleId = args.vehicleId ?? null;
  const supplierIds = brands ? brands.filter(isSupplierSlug).map(Number) : undefined;
  const [found, head] = await Promise.all([
    searchShopProducts(ctx, q, vehicleId, sort),
    // A shop category holds no provider articles: the provider is not asked.
    category
      ? NO_HITS
      : guarded(ctx, NO_HITS, () => searchProviderArticles(ctx, q, { vehicleId, offset: 0, limit: PROVIDER_HEAD, supplierIds, supplierFacets: true })),
  ]);
  // Without the provider's supplier facets, brands are counted over the first matches: narrowed to
  // some brands, those are the brands' own, so the brands to offer come from the matches without the
  // filter (the search the shopper came from: usually cached).
  const brandSource =
    supplierIds?.length && head.suppliers && !head.suppliers.exact
      ? await guarded(ctx, head, () => searchProviderArticles(ctx, q, { vehicleId, offset: 0, limit: PROVIDER_HEAD, supplierFacets: true }))
      : head;
  const inCategory = category ? new Set(subtreeIds(tree, category)) : null;
  const shopInCategory = inCategory ? found.filter((h) => h.categoryIds.some((id) => inCategory.has(id))) : found;
  const shopHits = shopInCategory.filter((h) => inRange(price, h.price) && (!brands || (h.brand !== null && brands.includes(h.brand))));

  // Ticked brands that are all the shop's leave the provider's articles out.
  const provider = supplierIds && supplierIds.length === 0 ? NO_HITS : head;
  const headItems = sortWithinPage(provider.items.filter((p) => inRange(price, p.price)), sort);
  const providerTotal = price ? headItems.length : provider.total;

  const shopSlice = shopHits.slice(req.offset, req.offset + req.limit);
  const providerOffset = Math.max(0, req.offset - shopHits.length);
  const providerCount = req.limit - shopSlice.length;
  let providerItems = headItems.slice(providerOffset, providerOffset + providerCount);
  if (providerCount > 0 && providerItems.length < providerCount && providerOffset + providerItems.length < providerTotal) {
    // Beyond the provider's first matches: one more window, ordered within the page.
    const more = await guarded(ctx, NO_HITS, () => searchProviderArticles(ctx, q, { vehicleId, offset: providerOffset, limit: providerCount, supplierIds }));
    providerItems = sortWithinPage(more.items, sort);
  }
  const shop = await shopProductsBySlug(ctx, shopSlice.map((h) => h.slug));
  const items = [...shop, ...providerItems];
  const filters = await searchFilters(ctx, tree, category, {
    shopHits: found, shopInCategory, provider: category ? null : brandSource, price, brands,
  });
  return { items, sort, ...pageFigures(req, shopHits.length + providerTotal, items.length), filters };
}

interface FilterInput {
  /** Every shop hit (no filter applied). */
  shopHits: ShopHit[];
  /** The shop hits in the chosen category (all of them without one). */
  shopInCategory: ShopHit[];
  /** The provider's first matches with their brand counts; null when the provider is left out. */
  provider: ProviderHits | null;
  price: PriceRange;
  brands: readonly string[] | null;
}

/** The search's filters: shop categories holding matches, the price range and the brands with counts. */
async function searchFilters(ctx: Pick<GraphQLContext, 'db'>, tree: CategoryTree, category: Category | null, f: FilterInput): Promise<ProductFilter[]> {
  const holding = (c: Category) => {
    const ids = new Set(subtreeIds(tree, c));
    return f.shopHits.some((h) => h.categoryIds.some((id) => ids.has(id)));
  };
  const choices = (category ? category.children : tree.roots.shop).filter(holding).map((c) => withDepth(c, 1));
  const bounds = priceBounds([...f.shopInCategory.map((h) => h.price), ...(f.provider?.items ?? []).map((p) => p.price)].flatMap((p) => (p == null ? [] : [p])));

  const shopCounts = new Map<string, number>();
  for (const h of f.shopInCategory) {
    if (h.brand !== null && inRange(f.price, h.price)) shopCounts.set(h.brand, (shopCounts.get(h.brand) ?? 0) + 1);
  }
  const names = await ctx.db.query<{ slug: string; name: string }>(
    'select b.slug, b.name from catalog_brands b where b.slug = any($1::text[]) order by b.position',
    [[...shopCounts.keys()]],
  );
  const brandItems = [
    ...names.rows.map((b) => ({ slug: b.slug, name: b.name, count: shopCounts.get(b.slug) ?? 0 })),
    ...(f.provider?.suppliers?.counts ?? []).map((s) => ({ slug: String(s.id), name: s.name, count: s.count })),
  ];
  // The provider's brand counts are a sample when it gave no supplier facets (the matches at hand).
  const countsExact = f.provider?.suppliers?.exact ?? true;
  return [
    {
      type: 'CATEGORY',
      slug: 'category',
      name: 'Categorías',
      categories: category ? [withDepth({ ...category, children: choices }, 2)] : choices,
      selected: category ? [category.slug] : [],
    },
    {
      type: 'RANGE',
      slug: 'price',
      name: 'Precio',
      min: bounds?.min ?? 0,
      max: bounds?.max ?? 0,
      range: f.price ? [f.price.from ?? bounds?.min ?? 0, f.price.to ?? bounds?.max ?? 0] : [],
    },
    { type: 'CHECK', slug: 'brand', name: 'Marca', items: brandItems, countsExact, selected: f.brands ? [...f.brands] : [] },
  ];
}

/** Provider articles are ordered by name or price among those at hand, as the provider has no such sort. */
export function sortWithinPage(items: ProductModel[], sort: ProductSort): ProductModel[] {
  const byName = (a: ProductModel, b: ProductModel) => a.name.localeCompare(b.name, 'es');
  switch (sort) {
    case 'NAME_ASC':
      return [...items].sort(byName);
    case 'NAME_DESC':
      return [...items].sort((a, b) => byName(b, a));
    case 'PRICE_ASC':
      return [...items].sort((a, b) => byPrice(a.price ?? null, b.price ?? null));
    case 'PRICE_DESC':
      return [...items].sort((a, b) => byPrice(b.price ?? null, a.price ?? null, true));
    default:
      return items;
  }
}

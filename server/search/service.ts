import type { GraphQLContext } from '../context';
import type { Category, ProductSort } from '../generated/graphql';
import type { ProductModel } from '../catalog/model';
import { pageFigures, pageRequest } from '../catalog/paging';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type ProductListModel } from '../catalog/product-list';
import { shopProductsBySlug } from '../catalog/shop-products';
import { analyseQuery, type AnalysedQuery } from './analyse';
import { learnProviderWords } from './lexicon';
import { matchAssemblyGroups, searchProviderArticles, type ProviderHits } from './provider';
import { searchShopCategories, searchShopProducts } from './shop';
import { fold } from './text';

export const SUGGESTED_PRODUCTS = 3;
export const SUGGESTED_CATEGORIES = 4;

export interface SuggestionsModel {
  query: string;
  products: ProductModel[];
  categories: Category[];
}

const NO_HITS: ProviderHits = { total: 0, items: [] };

/** How long suggestions wait for the provider before answering with the shop's catalogue alone. */
export const SUGGESTION_PROVIDER_DEADLINE_MS = 2_000;

/**
 * Runs a provider search; a provider failure, or no answer within `deadlineMs`, leaves the
 * provider's part out (logged) instead of failing or holding up the answer. A late answer still
 * lands in the adapter's cache for the next request.
 */
async function guarded<T>(ctx: GraphQLContext, fallback: T, run: () => Promise<T>, deadlineMs?: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const work = run();
    if (deadlineMs === undefined) return await work;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), deadlineMs);
    });
    const first = await Promise.race([work, late]);
    if (first !== 'late') return first;
    work.catch(() => undefined);
    ctx.log.warn({ deadlineMs }, 'provider search too slow for suggestions; answering with the shop catalogue only');
    return fallback;
  } catch (err) {
    ctx.log.warn({ err }, 'provider search failed; answering with the shop catalogue only');
    return fallback;
  } finally {
    clearTimeout(timer);
  }
}

const searchable = (q: AnalysedQuery) => q.tsquery !== null || q.number !== null;

/** Up to 3 products and 4 categories for the search box; parts that fit `vehicleId` first. */
export async function suggestions(ctx: GraphQLContext, query: string, vehicleId: string | null): Promise<SuggestionsModel> {
  learnProviderWords(ctx);
  const q = await analyseQuery(ctx.db, query);
  if (!searchable(q)) return { query: q.text, products: [], categories: [] };
  const [shopHits, shopCategories, fitting, anyHits, groups] = await Promise.all([
    searchShopProducts(ctx, q, vehicleId),
    searchShopCategories(ctx, q, SUGGESTED_CATEGORIES),
    vehicleId ? guarded(ctx, NO_HITS, () => searchProviderArticles(ctx, q, { vehicleId, offset: 0, limit: SUGGESTED_PRODUCTS }), SUGGESTION_PROVIDER_DEADLINE_MS) : NO_HITS,
    guarded(ctx, NO_HITS, () => searchProviderArticles(ctx, q, { vehicleId: null, offset: 0, limit: SUGGESTED_PRODUCTS }), SUGGESTION_PROVIDER_DEADLINE_MS),
    guarded(ctx, [] as Category[], () => matchAssemblyGroups(ctx, q, SUGGESTED_CATEGORIES), SUGGESTION_PROVIDER_DEADLINE_MS),
  ]);
  const shop = await shopProductsBySlug(ctx, shopHits.slice(0, SUGGESTED_PRODUCTS).map((h) => h.slug));
  const fitsShop = new Set(shopHits.filter((h) => h.fits).map((h) => h.slug));
  const numberShop = new Set(shopHits.filter((h) => h.numberHit).map((h) => h.slug));

  // Order: what fits the vehicle, then part-number matches, then the rest; shop before provider within each.
  const ranked = [
    ...shop.map((p, i) => ({ p, fits: fitsShop.has(p.slug), number: numberShop.has(p.slug), order: i })),
    ...fitting.items.map((p, i) => ({ p, fits: true, number: q.number !== null, order: 100 + i })),
    ...anyHits.items.map((p, i) => ({ p, fits: false, number: q.number !== null, order: 200 + i })),
  ].sort((a, b) => Number(b.fits) - Number(a.fits) || Number(b.number) - Number(a.number) || a.order - b.order);

  const seen = new Set<string>();
  const products: ProductModel[] = [];
  for (const { p } of ranked) {
    if (seen.has(p.slug) || products.length >= SUGGESTED_PRODUCTS) continue;
    seen.add(p.slug);
    products.push(p);
  }
  // A provider group named like a shop category already listed would show twice under one name.
  const names = new Set<string>();
  const categories = [...shopCategories, ...groups]
    .filter((c) => {
      const key = fold(c.name);
      if (names.has(key)) return false;
      names.add(key);
      return true;
    })
    .slice(0, SUGGESTED_CATEGORIES);
  return { query: q.text, products, categories };
}

export interface SearchArgs {
  query: string;
  vehicleId?: string | null;
  sort?: ProductSort | null;
  page?: number | null;
  limit?: number | null;
}

/**
 * The full search as a product list: the shop's matching products first (those fitting the vehicle
 * leading), then the provider's matching articles (with a vehicle, the articles linked to it).
 */
export async function search(ctx: GraphQLContext, args: SearchArgs): Promise<ProductListModel> {
  const req = pageRequest(args.page, args.limit, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
  const sort = args.sort ?? 'DEFAULT';
  learnProviderWords(ctx);
  const q = await analyseQuery(ctx.db, args.query);
  const empty = (): ProductListModel => ({ items: [], sort, ...pageFigures(req, 0, 0), filters: [] });
  if (!searchable(q)) return empty();

  const vehicleId = args.vehicleId ?? null;
  const shopHits = await searchShopProducts(ctx, q, vehicleId, sort);
  const shopSlice = shopHits.slice(req.offset, req.offset + req.limit);
  const providerOffset = Math.max(0, req.offset - shopHits.length);
  const providerCount = req.limit - shopSlice.length;
  const [shop, provider] = await Promise.all([
    shopProductsBySlug(ctx, shopSlice.map((h) => h.slug)),
    guarded(ctx, NO_HITS, () =>
      searchProviderArticles(ctx, q, { vehicleId, offset: providerOffset, limit: Math.max(providerCount, 0) }),
    ),
  ]);
  const items = [...shop, ...sortWithinPage(provider.items, sort)];
  return { items, sort, ...pageFigures(req, shopHits.length + provider.total, items.length), filters: [] };
}

/** Provider articles are ordered by name or price within the page, as the provider has no such sort. */
function sortWithinPage(items: ProductModel[], sort: ProductSort): ProductModel[] {
  const byName = (a: ProductModel, b: ProductModel) => a.name.localeCompare(b.name, 'es');
  switch (sort) {
    case 'NAME_ASC':
      return [...items].sort(byName);
    case 'NAME_DESC':
      return [...items].sort((a, b) => byName(b, a));
    case 'PRICE_ASC':
      return [...items].sort((a, b) => a.price - b.price);
    case 'PRICE_DESC':
      return [...items].sort((a, b) => b.price - a.price);
    default:
      return items;
  }
}

import type { GraphQLContext } from '../context';
import type { Category } from '../generated/graphql';
import type { ProductModel } from '../catalog/model';
import { shopProductsBySlug } from '../catalog/shop-products';
import { analyseQuery, type AnalysedQuery } from './analyse';
import { learnProviderWords } from './lexicon';
import { matchAssemblyGroups, searchProviderArticles, type ProviderHits } from './provider';
import { searchShopCategories, searchShopProducts } from './shop';
import { fold } from '../text/text';

export const SUGGESTED_PRODUCTS = 3;
export const SUGGESTED_CATEGORIES = 4;

export interface SuggestionsModel {
  query: string;
  products: ProductModel[];
  categories: Category[];
}

export const NO_HITS: ProviderHits = { total: 0, items: [] };

/** How long suggestions wait for the provider before answering with the shop's catalogue alone. */
export const SUGGESTION_PROVIDER_DEADLINE_MS = 2_000;

/**
 * Runs a provider search; a provider failure, or no answer within `deadlineMs`, leaves the
 * provider's part out (logged) instead of failing or holding up the answer. A late answer still
 * lands in the adapter's cache for the next request.
 */
export async function guarded<T>(ctx: GraphQLContext, fallback: T, run: () => Promise<T>, deadlineMs?: number): Promise<T> {
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

export const searchable = (q: AnalysedQuery) => q.tsquery !== null || q.number !== null;

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

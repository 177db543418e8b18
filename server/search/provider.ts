import type { GraphQLContext } from '../context';
import type { Category } from '../generated/graphql';
import type { ProductModel } from '../catalog/model';
import { carId, findArticles, findProviderCategories, type ArticleQuery } from '../parts';
import type { AnalysedQuery } from './analyse';
import { words } from '../text/text';
import type { SupplierCounts } from '../provider/supplier-counts';

export interface ProviderHits {
  total: number;
  items: ProductModel[];
  /** Matches per data supplier (before the supplier filter), when asked: exact, or counted over the matches at hand. */
  suppliers?: SupplierCounts;
}

/** The longest common start of two words (a stem is not always a prefix: `potencia` → `potent`). */
function commonStart(a: string, b: string): string {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return a.slice(0, i);
}

/**
 * What the provider's free-text search (prefix match on every word) is sent: for each word that is
 * not a stop word, the part it shares with its Spanish stem, so `frenos` also finds `freno`.
 */
export function freeTextWords(q: AnalysedQuery): string[] {
  return [...new Set(q.terms.map((t) => (/\d/.test(t.word) ? t.word : commonStart(t.word, t.stem) || t.word)))];
}

/**
 * The provider page size that holds the window `[offset, offset + limit)` in one page, so one call
 * answers it: the smallest from `limit` up to 100 that works, or null when none does.
 */
export function singlePageSize(offset: number, limit: number): number | null {
  for (let size = limit; size <= 100; size++) {
    if (Math.floor(offset / size) === Math.floor((offset + limit - 1) / size)) return size;
  }
  return null;
}

/** One window (`offset`, `limit`) of an article search: one provider page when a page size fits it, else two. */
async function window(ctx: GraphQLContext, base: Omit<ArticleQuery, 'page' | 'perPage'>, offset: number, limit: number): Promise<ProviderHits> {
  if (limit === 0) {
    const { total, suppliers } = await findArticles(ctx, { ...base, page: 1, perPage: 0 });
    return { total, items: [], suppliers };
  }
  const single = singlePageSize(offset, limit);
  const perPage = single ?? Math.min(100, limit);
  const first = Math.floor(offset / perPage) + 1;
  const pages = single !== null ? [first] : [first, first + 1];
  const answers = await Promise.all(pages.map((page) => findArticles(ctx, { ...base, page, perPage })));
  const all = answers.flatMap((a) => a.products);
  const skip = offset - (first - 1) * perPage;
  return { total: answers[0].total, items: all.slice(skip, skip + limit), suppliers: answers[0].suppliers };
}

/**
 * The provider's articles matching a query, through getArticles' own search: a part number goes
 * to `searchType` 10 (article, OE and trade numbers, prefix match), words to `searchType` 99 (free
 * text). A number with words around it that matches no number is tried as words. With a vehicle,
 * only the articles linked to it.
 */
export async function searchProviderArticles(
  ctx: GraphQLContext,
  q: AnalysedQuery,
  opts: { vehicleId: string | null; offset: number; limit: number; supplierIds?: number[]; supplierFacets?: boolean },
): Promise<ProviderHits> {
  const vehicleId = carId(opts.vehicleId);
  if (vehicleId === -1) return { total: 0, items: [] };
  const text = freeTextWords(q).join(' ');
  const narrow = { supplierIds: opts.supplierIds, supplierFacets: opts.supplierFacets };
  if (q.number) {
    const hits = await window(ctx, { searchQuery: q.text, searchType: 10, searchMatchType: 'prefix', vehicleId, ...narrow }, opts.offset, opts.limit);
    if (hits.total > 0 || !/\p{L}/u.test(q.text) || !text) return hits;
  }
  if (!text) return { total: 0, items: [] };
  return window(ctx, { searchQuery: text, searchType: 99, vehicleId, ...narrow }, opts.offset, opts.limit);
}

/** The provider's assembly groups (both levels) whose name has a word starting with every searched stem. */
export async function matchAssemblyGroups(ctx: GraphQLContext, q: AnalysedQuery, limit: number): Promise<Category[]> {
  const prefixes = freeTextWords(q).filter((w) => !/\d/.test(w));
  if (prefixes.length === 0) return [];
  const tops = await findProviderCategories(ctx);
  const matches = (c: Category) => {
    const names = words(c.name);
    return prefixes.every((p) => names.some((n) => n.startsWith(p)));
  };
  const found: Category[] = [];
  for (const top of tops) {
    if (matches(top)) found.push(top);
    for (const child of top.children) if (matches(child)) found.push(child);
  }
  // Closer names first: fewer extra words.
  return found.sort((a, b) => words(a.name).length - words(b.name).length).slice(0, limit);
}

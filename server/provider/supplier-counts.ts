import { listOf, type RawArticle, type RawArticlesAnswer } from './raw';

/** How many articles of a list one data supplier (brand) has. */
export interface SupplierCount {
  id: number;
  name: string;
  count: number;
}

/** The brands of an article list with their counts, and whether the counts are exact. */
export interface SupplierCounts {
  counts: SupplierCount[];
  /**
   * True when the counts are the provider's supplier facets (over the whole list, before any
   * supplier filter), or when the articles at hand are the whole list; false when they are counted
   * over the articles of the page asked (a sample: the provider gave no supplier facets).
   */
  exact: boolean;
}

/**
 * The supplier counts of a getArticles answer: its `dataSupplierFacets` when the provider gives them
 * (not every provider or account does, even when asked); otherwise the brands of the articles it
 * answered, counted over them. `filtered` says the list was narrowed to some suppliers (a sample of
 * such a list knows only those).
 */
export function supplierCountsOf(answer: RawArticlesAnswer, articles: readonly RawArticle[], list: { total: number; filtered: boolean }): SupplierCounts {
  const facets = answer.dataSupplierFacets ? listOf(answer.dataSupplierFacets.counts) : [];
  const named = facets.flatMap((f) => (typeof f.dataSupplierId === 'number' ? [{ id: f.dataSupplierId, name: f.mfrName ?? '', count: f.count ?? 0 }] : []));
  if (named.length > 0 || list.total === 0) return { counts: named, exact: true };
  const seen = new Map<number, SupplierCount>();
  for (const a of articles) {
    const id = a.dataSupplierId ?? a.mfrId;
    if (id === undefined) continue;
    const known = seen.get(id);
    if (known) known.count += 1;
    else seen.set(id, { id, name: a.mfrName ?? '', count: 1 });
  }
  const counts = [...seen.values()].sort((x, y) => x.name.localeCompare(y.name, 'es') || x.id - y.id);
  return { counts, exact: !list.filtered && articles.length >= list.total };
}

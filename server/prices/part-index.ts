import { articleKeyOf, brandKeyOf } from './normalise';

/** One article of the parts provider as a price list names it: brand and article number. */
export interface CatalogueNumber {
  /** The provider's brand (data supplier) name. */
  brandName: string;
  /** The provider's brand key, as offers keep it (the data supplier's id). */
  brandKey: string;
  number: string;
  /** The product id: `{genericArticleId}-{legacyArticleId}`. */
  partId: string;
  /** The part's category key, as offers keep it (for mark-up rules and IVA rates). */
  categoryKey: string;
}

export interface MatchedPart {
  partId: string;
  brandKey: string;
  categoryKey: string;
}

/** The provider's articles by brand and normalised article number, for matching price list rows. */
export interface PartIndex {
  /** The provider brand key for a brand as compared (`brandKeyOf`), or null. */
  brandOf(brand: string): string | null;
  find(brandKey: string, articleKey: string): MatchedPart | null;
  /** The article of a product id, or null (the back office names the parts a run changes). */
  numberOf(partId: string): CatalogueNumber | null;
  /**
   * Articles whose number (or brand and number) starts with the text, compared without case, spaces
   * or punctuation: exact numbers first, at most `limit`.
   */
  search(text: string, limit: number): CatalogueNumber[];
  readonly size: number;
}

export function createPartIndex(numbers: Iterable<CatalogueNumber>): PartIndex {
  const brands = new Map<string, string>();
  const parts = new Map<string, MatchedPart>();
  const byPart = new Map<string, CatalogueNumber>();
  for (const n of numbers) {
    brands.set(brandKeyOf(n.brandName), n.brandKey);
    parts.set(`${n.brandKey}|${articleKeyOf(n.number)}`, { partId: n.partId, brandKey: n.brandKey, categoryKey: n.categoryKey });
    byPart.set(n.partId, n);
  }
  // Built on the first search only: the import never searches.
  let keys: { n: CatalogueNumber; number: string; both: string }[] | null = null;
  return {
    brandOf: (brand) => brands.get(brandKeyOf(brand)) ?? null,
    find: (brandKey, articleKey) => parts.get(`${brandKey}|${articleKey}`) ?? null,
    numberOf: (partId) => byPart.get(partId) ?? null,
    search(text, limit) {
      const key = brandKeyOf(text);
      if (key === '') return [];
      keys ??= [...byPart.values()].map((n) => ({ n, number: brandKeyOf(n.number), both: brandKeyOf(`${n.brandName}${n.number}`) }));
      const exact: CatalogueNumber[] = [];
      const starts: CatalogueNumber[] = [];
      for (const k of keys) {
        if (k.number === key || k.both === key) exact.push(k.n);
        else if (starts.length < limit && (k.number.startsWith(key) || k.both.startsWith(key))) starts.push(k.n);
      }
      return [...exact, ...starts].slice(0, limit);
    },
    size: parts.size,
  };
}

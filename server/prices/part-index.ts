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
  readonly size: number;
}

export function createPartIndex(numbers: Iterable<CatalogueNumber>): PartIndex {
  const brands = new Map<string, string>();
  const parts = new Map<string, MatchedPart>();
  for (const n of numbers) {
    brands.set(brandKeyOf(n.brandName), n.brandKey);
    parts.set(`${n.brandKey}|${articleKeyOf(n.number)}`, { partId: n.partId, brandKey: n.brandKey, categoryKey: n.categoryKey });
  }
  return {
    brandOf: (brand) => brands.get(brandKeyOf(brand)) ?? null,
    find: (brandKey, articleKey) => parts.get(`${brandKey}|${articleKey}`) ?? null,
    size: parts.size,
  };
}

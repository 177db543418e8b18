/**
 * Pictures of provider articles and brand logos as the shop hands them to browsers: paths of the
 * gateway (`/images/parts/...`), never the provider's URLs (another host, maybe credentials in the
 * query, maybe expiring). The gateway resolves a path back to the provider's URL of that size when
 * it serves the picture (image-route.ts).
 */
export const PART_IMAGE_PREFIX = '/images/parts';

/** Sizes (px) the provider offers for article pictures and for brand logos. */
export const ARTICLE_IMAGE_SIZES = [50, 100, 200, 400, 800, 1600, 3200] as const;
export const LOGO_SIZES = [100, 200, 400, 800] as const;

/** The size of a product page's pictures, and of a brand logo, as the specification asks. */
export const FULL_ARTICLE_SIZE = 3200;
export const BRAND_LOGO_SIZE = 200;

/** The gateway path of picture `n` (from 1) of an article, at `size` px (swap the last segment for another size). */
export function articleImagePath(slug: string, n: number, size: number = FULL_ARTICLE_SIZE): string {
  return `${PART_IMAGE_PREFIX}/articles/${slug}/${n}/${size}`;
}

/** The gateway path of a brand's logo at `size` px. */
export function brandLogoPath(supplierId: number, size: number = BRAND_LOGO_SIZE): string {
  return `${PART_IMAGE_PREFIX}/brands/${supplierId}/${size}`;
}

/** A provider picture record: `imageURL<size>` keys. */
export type SizedUrls = Record<string, string | undefined>;

/** Whether a picture record holds any usable URL. */
export function hasPicture(record: SizedUrls | '' | null | undefined): boolean {
  return !!record && Object.entries(record).some(([k, v]) => /^imageURL\d+$/.test(k) && typeof v === 'string' && v !== '');
}

/**
 * The provider URL of a picture at `size` px: that size when offered, otherwise the smallest larger
 * one, otherwise the largest there is; null when the record has none.
 */
export function urlOfSize(record: SizedUrls, size: number): string | null {
  const offered = Object.entries(record)
    .map(([k, v]) => ({ size: Number(/^imageURL(\d+)$/.exec(k)?.[1] ?? NaN), url: v }))
    .filter((o): o is { size: number; url: string } => Number.isFinite(o.size) && typeof o.url === 'string' && o.url !== '')
    .sort((a, b) => a.size - b.size);
  if (offered.length === 0) return null;
  return (offered.find((o) => o.size >= size) ?? offered[offered.length - 1]).url;
}

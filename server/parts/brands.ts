import type { Brand } from '../generated/graphql';

/** The most brands one answer carries when a limit is asked. */
export const MAX_BRANDS = 500;

/**
 * The brands a list shows, by name: without those lacking a logo when `withLogo`, and only the
 * first `limit` when one is given (0 to MAX_BRANDS). A strip of logos asks for a dozen with a logo
 * rather than carrying every brand into the page.
 */
export function pickBrands(brands: Brand[], { withLogo, limit }: { withLogo: boolean; limit: number | null }): Brand[] {
  const sorted = [...brands].sort((a, b) => a.name.localeCompare(b.name));
  const shown = withLogo ? sorted.filter((brand) => Boolean(brand.image)) : sorted;
  return limit === null ? shown : shown.slice(0, Math.max(0, Math.min(limit, MAX_BRANDS)));
}

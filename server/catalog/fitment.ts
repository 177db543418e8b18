import type { ProductModel } from './model';

/** A provider article with none of its linkages at hand (universal), all of them known. */
const universalArticle = (product: ProductModel): boolean =>
  product.source === 'PROVIDER' && !!product.linkedVehicleIds && product.linkedVehicleIds.length === 0 && product.linkagesComplete !== false;

/**
 * Whether a product fits a vehicle (a provider car id): null without a vehicle or when fitment is
 * unknown. Shop products answer from their compatibility; provider articles from their linkages
 * (an article without linkages is universal). An article carrying only the linkages of the vehicle
 * it was listed for does not know about other vehicles: null (server/parts/linkages.ts completes it
 * before asking).
 */
export function productFits(product: ProductModel, vehicleId: string | null | undefined): boolean | null {
  if (!vehicleId) return null;
  if (product.source === 'PROVIDER' && product.linkedVehicleIds) {
    if (universalArticle(product) || product.linkedVehicleIds.some((id) => String(id) === vehicleId)) return true;
    return product.linkagesComplete === false ? null : false;
  }
  switch (product.compatibility) {
    case 'ALL':
      return true;
    case 'LIST':
      return product.compatibleVehicleIds.includes(vehicleId);
    default:
      return null;
  }
}

export type FitStatus = 'FITS' | 'DOES_NOT_FIT' | 'UNIVERSAL' | 'UNKNOWN';

/**
 * What to state about a product and a vehicle: null without a vehicle (nothing claims fit),
 * UNIVERSAL for parts that fit every vehicle, else fits / does not fit / unknown.
 */
export function productFitStatus(product: ProductModel, vehicleId: string | null | undefined): FitStatus | null {
  if (!vehicleId) return null;
  const universal = product.source === 'PROVIDER' && product.linkedVehicleIds ? universalArticle(product) : product.compatibility === 'ALL';
  if (universal) return 'UNIVERSAL';
  const fits = productFits(product, vehicleId);
  return fits === null ? 'UNKNOWN' : fits ? 'FITS' : 'DOES_NOT_FIT';
}

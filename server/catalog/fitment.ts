import type { ProductModel } from './model';

/**
 * Whether a product fits a vehicle (a provider car id): null without a vehicle or when fitment is
 * unknown. Shop products answer from their compatibility; provider articles from their linkages
 * (an article without linkages is universal).
 */
export function productFits(product: ProductModel, vehicleId: string | null | undefined): boolean | null {
  if (!vehicleId) return null;
  if (product.source === 'PROVIDER' && product.linkedVehicleIds) {
    return product.linkedVehicleIds.length === 0 || product.linkedVehicleIds.some((id) => String(id) === vehicleId);
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
  const universal =
    product.source === 'PROVIDER' && product.linkedVehicleIds ? product.linkedVehicleIds.length === 0 : product.compatibility === 'ALL';
  if (universal) return 'UNIVERSAL';
  const fits = productFits(product, vehicleId);
  return fits === null ? 'UNKNOWN' : fits ? 'FITS' : 'DOES_NOT_FIT';
}

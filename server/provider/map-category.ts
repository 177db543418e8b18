import { brandLogoPath, hasPicture } from './part-images';
import { listOf, type RawBrand } from './raw';
import type { ProviderBrand } from './types';

/** A brand from getBrands: slug = data supplier id, its 200 px logo through the gateway, the country of its address. */
export function brandFromSupplier(b: RawBrand): ProviderBrand | null {
  if (b.dataSupplierId === undefined || !b.mfrName) return null;
  return {
    slug: String(b.dataSupplierId),
    name: b.mfrName,
    image: hasPicture(b.dataSupplierLogo) ? brandLogoPath(b.dataSupplierId) : null,
    country: listOf(b.addressDetails)[0]?.zipCountryCodeISO ?? null,
  };
}

/** schema.org objects for the shop's pages (JSON-LD), from plain data. */

export interface ShopFacts {
  name: string;
  slogan: string;
  phone: string;
  email: string;
  address: string;
}

export interface ProductFacts {
  name: string;
  slug: string;
  excerpt: string;
  description: string;
  sku: string;
  partNumber: string;
  /** The offer's price (IVA included); null without an offer: then no Offer is published. */
  price: number | null;
  stock: 'IN_STOCK' | 'OUT_OF_STOCK' | 'ON_BACKORDER';
  images: string[];
  rating: number;
  reviews: number;
  gtins: string[] | null;
  brand: { name: string } | null;
}

export interface Crumb {
  name: string;
  /** Absolute URL. */
  url: string;
}

const CONTEXT = 'https://schema.org';

const AVAILABILITY: Record<ProductFacts['stock'], string> = {
  IN_STOCK: 'https://schema.org/InStock',
  OUT_OF_STOCK: 'https://schema.org/OutOfStock',
  ON_BACKORDER: 'https://schema.org/BackOrder',
};

export function organization(shop: ShopFacts, origin: string): object {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    name: shop.name,
    url: origin + '/',
    logo: new URL('/favicon.svg', origin).href,
    ...(shop.slogan ? { slogan: shop.slogan } : {}),
    ...(shop.email ? { email: shop.email } : {}),
    ...(shop.phone ? { telephone: shop.phone } : {}),
    ...(shop.address ? { address: shop.address } : {}),
  };
}

export function breadcrumbList(crumbs: Crumb[]): object {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({ '@type': 'ListItem', position: i + 1, name: crumb.name, item: crumb.url })),
  };
}

/**
 * A product with its offer in Argentine pesos (IVA included) and availability, brand, part number,
 * GTIN and rating. A part the shop has no offer for has no price, so it publishes no Offer.
 */
export function productData(product: ProductFacts, url: string, origin: string): object {
  const gtin = product.gtins?.find((g) => /^\d{8,14}$/.test(g));
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: product.name,
    description: product.description || product.excerpt,
    sku: product.sku,
    mpn: product.partNumber,
    ...(gtin ? { gtin } : {}),
    image: product.images.map((image) => new URL(image, origin).href),
    url,
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand.name } } : {}),
    ...(product.price !== null
      ? {
          offers: {
            '@type': 'Offer',
            url,
            priceCurrency: 'ARS',
            price: product.price.toFixed(2),
            availability: AVAILABILITY[product.stock],
            itemCondition: 'https://schema.org/NewCondition',
          },
        }
      : {}),
    ...(product.reviews > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: product.rating, reviewCount: product.reviews, bestRating: 5, worstRating: 1 } }
      : {}),
  };
}

/** A list of pages (the parts of a listing, the models of a make), in the order shown. */
export function itemList(items: Crumb[]): object {
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    numberOfItems: items.length,
    itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.name, url: item.url })),
  };
}

export interface CarFacts {
  year: number;
  /** The model year the page names (the one the shopper chose), when not the first year. */
  modelYear?: number;
  yearTo?: number | null;
  make: string;
  model: string;
  engine: string;
  fuelType?: string | null;
  powerKw?: number | null;
  capacityCc?: number | null;
  engineCodes: string[];
}

/** A vehicle of the catalogue as a schema.org `Car`: make, model, model year, engine. */
export function carData(car: CarFacts, name: string, url: string): object {
  return {
    '@context': CONTEXT,
    '@type': 'Car',
    name,
    url,
    brand: { '@type': 'Brand', name: car.make },
    model: car.model,
    vehicleModelDate: String(car.modelYear ?? car.year),
    ...(car.yearTo ? { productionDate: `${car.year}/${car.yearTo}` } : {}),
    vehicleEngine: {
      '@type': 'EngineSpecification',
      name: car.engine,
      ...(car.fuelType ? { fuelType: car.fuelType } : {}),
      ...(car.powerKw ? { enginePower: { '@type': 'QuantitativeValue', value: car.powerKw, unitCode: 'KWT' } } : {}),
      ...(car.capacityCc ? { engineDisplacement: { '@type': 'QuantitativeValue', value: car.capacityCc, unitCode: 'CMQ' } } : {}),
      ...(car.engineCodes.length > 0 ? { engineType: car.engineCodes.join(', ') } : {}),
    },
  };
}

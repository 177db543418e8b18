import type { ProductModel } from '../catalog/model';
import type { PartOffer, PriceBook } from './price-book';
import { toPesos } from './rules';

/**
 * A product as the shop sells it: price, former price, stock badge and delivery from its offer in
 * the price book (the one every page, the cart and checkout read). Without an offer it has no price
 * and cannot be bought ("Consultar disponibilidad"); nothing is ever invented.
 */
export function withOffer<T extends ProductModel>(product: T, offer: PartOffer | null): T {
  const sale = offer?.regularCentavos != null;
  const badges = product.badges.filter((b) => b !== 'SALE');
  return {
    ...product,
    offer,
    price: offer ? toPesos(offer.priceCentavos) : null,
    compareAtPrice: sale && offer.regularCentavos !== null ? toPesos(offer.regularCentavos) : null,
    badges: sale ? ['SALE', ...badges] : badges,
    stock: offer?.stock ?? 'OUT_OF_STOCK',
    purchasable: offer !== null && offer.available > 0,
    delivery: offer?.delivery ?? null,
  };
}

/** The product priced from a price book by its id. */
export function priced<T extends ProductModel>(product: T, book: PriceBook): T {
  return withOffer(product, book.offerOf(product.id));
}

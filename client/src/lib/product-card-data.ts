import type { ProductCardProduct } from '../ui/product-card/product-card';
import type { StockStatus } from '../ui/badge/stock-badge';
import type { ProductBadgeKind } from '../ui/badge/badge';
import { graphql } from '../gql';
import { pictureFor } from './picture-size';
import { productUrl } from './product-url';
import type { ProductCard_ProductFragment } from '../gql/graphql';

/**
 * What a product card shows, asked by every list that shows cards (home blocks, listings, search,
 * wishlist, related products). `fitStatus` follows the shopper's current vehicle (null without one).
 */
export const ProductCardFragment = graphql(`
  fragment ProductCard_product on Product {
    id
    slug
    name
    excerpt
    sku
    partNumber
    images
    rating
    reviews
    price
    compareAtPrice
    stock
    badges
    fitStatus
    brand {
      slug
      name
    }
    options {
      slug
    }
  }
`);

const STOCK: Record<ProductCard_ProductFragment['stock'], StockStatus> = {
  IN_STOCK: 'in-stock',
  OUT_OF_STOCK: 'out-of-stock',
  ON_BACKORDER: 'on-backorder',
};
const BADGE: Record<ProductCard_ProductFragment['badges'][number], ProductBadgeKind> = { SALE: 'sale', NEW: 'new', HOT: 'hot' };

/** The design system's card model of a product answer. */
export function toProductCard(product: ProductCard_ProductFragment): ProductCardProduct {
  return {
    id: product.id,
    name: product.name,
    href: productUrl(product),
    sku: product.sku,
    image: product.images[0] ? { src: pictureFor(product.images[0], 300), alt: product.name, width: 300, height: 300 } : null,
    rating: product.rating,
    reviews: product.reviews,
    price: product.price ?? null,
    compareAtPrice: product.compareAtPrice,
    stock: STOCK[product.stock],
    badges: product.badges.map((b) => BADGE[b]),
  };
}

/** A product with options to choose cannot be added from a card: its page (or quick view) asks first. */
export function needsOptions(product: { options: readonly unknown[] }): boolean {
  return product.options.length > 0;
}

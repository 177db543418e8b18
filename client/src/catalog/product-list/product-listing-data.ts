import { graphql } from '../../gql';
import type { FragmentType } from '../../gql';
import type { ProductCard_ProductFragment, ProductListing_ListFragment } from '../../gql/graphql';

/**
 * What a listing page shows of a product list: its paging figures, the cards and the filters the
 * API offers. Categories of a filter are asked without counts or children: those of a list are
 * narrowed to it, and the normalised cache must not take them for the categories' own.
 */
export const ProductListingFragment = graphql(`
  fragment ProductListing_list on ProductList {
    page
    limit
    total
    pages
    from
    to
    items {
      ...ProductCard_product
    }
    filters {
      type
      slug
      min
      max
      range
      selected
      items {
        slug
        name
        count
      }
      countsExact
      categories {
        id
        slug
        name
      }
    }
  }
`);

/** A list as a query answers it (what ProductListing reads), and as ProductListing reads it: its cards still masked. */
export type ListingRef = FragmentType<typeof ProductListingFragment>;
export type ListingData = ProductListing_ListFragment;
/** A card's product as read (ProductCards reads the masked ones of a list). */
export type ListingProduct = ProductCard_ProductFragment;
export type ListingFilter = ListingData['filters'][number];

/** The filter of a kind (`price`, `brand`, `category`), when the API offers it. */
export function filterOf(data: ListingData, slug: 'price' | 'brand' | 'category'): ListingFilter | undefined {
  return data.filters.find((f) => f.slug === slug);
}

import { graphql } from '../../gql';

/**
 * Everything above the fold of a product page, and the tabs' own fields; the rest comes per block.
 * The page itself reads the fields beside the spreads (head, breadcrumbs, gallery, the estimate).
 */
export const ProductPageQuery = graphql(`
  query ProductPage($slug: String!) {
    product(slug: $slug) {
      id
      slug
      name
      images
      purchasable
      categories {
        id
        slug
        name
      }
      ...ProductSummary_product
      ...ProductPurchase_product
      ...ProductTabs_product
    }
  }
`);

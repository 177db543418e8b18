import { graphql } from '../gql';

export const HomeFeaturedQuery = graphql(`
  query HomeFeatured {
    featuredProducts(limit: 8) {
      ...ProductCard_product
    }
  }
`);

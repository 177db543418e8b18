import { graphql } from '../gql';

export const HomeProductTabsQuery = graphql(`
  query HomeProductTabs {
    featuredProducts(limit: 8) {
      ...ProductCard_product
    }
    popularProducts(limit: 8) {
      ...ProductCard_product
    }
    topRatedProducts(limit: 8) {
      ...ProductCard_product
    }
    specialOffers(limit: 8) {
      ...ProductCard_product
    }
  }
`);

export const HomeSpecialOffersQuery = graphql(`
  query HomeSpecialOffers {
    specialOffers(limit: 4) {
      ...ProductCard_product
    }
  }
`);

export const HomeColumnProductFragment = graphql(`
  fragment HomeColumns_product on Product {
    id
    slug
    name
    images
    rating
    reviews
    price
    compareAtPrice
  }
`);

export const HomeColumnsQuery = graphql(`
  query HomeColumns {
    topRatedProducts(limit: 3) {
      ...HomeColumns_product
    }
    latestProducts(limit: 3) {
      ...HomeColumns_product
    }
    specialOffers(limit: 3) {
      ...HomeColumns_product
    }
  }
`);

export const HomeCategoriesQuery = graphql(`
  query HomeCategories {
    categories(depth: 2) {
      id
      slug
      name
      image
      layout
      itemsCount
      children {
        id
        slug
        name
        layout
      }
    }
  }
`);

export const HomeBrandsQuery = graphql(`
  query HomeBrands {
    partBrands {
      slug
      name
      image
    }
  }
`);

export const HomeLatestPostsQuery = graphql(`
  query HomeLatestPosts {
    blogPosts(limit: 3) {
      items {
        ...PostCard_post
      }
    }
  }
`);

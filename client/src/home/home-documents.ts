import { graphql } from '../gql';

/** Which of the four lists have products (one each tells): enough to draw the tabs. */
export const HomeProductTabsQuery = graphql(`
  query HomeProductTabs {
    featuredProducts(limit: 1) {
      slug
    }
    popularProducts(limit: 1) {
      slug
    }
    topRatedProducts(limit: 1) {
      slug
    }
    specialOffers(limit: 1) {
      slug
    }
  }
`);

/** The cards of one tab: its variable is true, the others left false. */
export const HomeProductTabQuery = graphql(`
  query HomeProductTab($featured: Boolean! = false, $popular: Boolean! = false, $topRated: Boolean! = false, $onSale: Boolean! = false) {
    featuredProducts(limit: 8) @include(if: $featured) {
      ...ProductCard_product
    }
    popularProducts(limit: 8) @include(if: $popular) {
      ...ProductCard_product
    }
    topRatedProducts(limit: 8) @include(if: $topRated) {
      ...ProductCard_product
    }
    specialOffers(limit: 8) @include(if: $onSale) {
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
      id
      ...HomeColumns_product
    }
    latestProducts(limit: 3) {
      id
      ...HomeColumns_product
    }
    specialOffers(limit: 3) {
      id
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
    partBrands(withLogo: true, limit: 12) {
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
        id
        ...PostCard_post
      }
    }
  }
`);

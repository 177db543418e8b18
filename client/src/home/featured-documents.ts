import { graphql } from '../gql';

export const HomeFeaturedQuery = graphql(`
  query HomeFeatured {
    featuredProducts(limit: 8) {
      ...FeaturedProducts_product
    }
  }
`);

export const FeaturedProductsFragment = graphql(`
  fragment FeaturedProducts_product on Product {
    id
    slug
    name
    sku
    images
    rating
    reviews
    price
    compareAtPrice
    stock
    badges
    options {
      slug
    }
  }
`);

export const AddToCartMutation = graphql(`
  mutation AddToCart($productId: ID!, $quantity: Int!) {
    addToCart(productId: $productId, quantity: $quantity) {
      ...MiniCart_cart
    }
  }
`);

export const AddToWishlistMutation = graphql(`
  mutation AddToWishlist($productId: ID!) {
    addToWishlist(productId: $productId) {
      count
    }
  }
`);

export const AddToCompareMutation = graphql(`
  mutation AddToCompare($productId: ID!) {
    addToCompare(productId: $productId) {
      count
    }
  }
`);

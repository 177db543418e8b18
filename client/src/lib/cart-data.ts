import { graphql } from '../gql';

/**
 * The cart as the header's mini-cart shows it: totals and lines. The cart page, checkout and the
 * cart mutations spread it too, so every view reads one normalised cart.
 */
export const MiniCartFragment = graphql(`
  fragment MiniCart_cart on Cart {
    quantity
    subtotal
    total
    totals {
      title
      price
      type
    }
    items {
      id
      quantity
      price
      total
      options {
        name
        value
      }
      product {
        id
        slug
        name
        images
      }
    }
  }
`);

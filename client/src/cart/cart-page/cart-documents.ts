import { graphql } from '../../gql';

/**
 * The cart page: the header's cart fields (so both read one normalised cart) plus what the page
 * adds per line: the product's fit with the current vehicle (null without one).
 */
export const CartPageQuery = graphql(`
  query CartPage {
    cart {
      ...MiniCart_cart
      items {
        id
        product {
          id
          slug
          fitStatus
        }
      }
    }
  }
`);

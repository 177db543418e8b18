import { graphql } from '../../gql';

/**
 * The cart page: the header's cart fields (so both read one normalised cart) plus each line as the
 * page shows it, with the product's fit with the current vehicle (null without one). The page itself
 * reads the line's id, the product's name and its fit, for the warning before checkout.
 */
export const CartPageQuery = graphql(`
  query CartPage {
    cart {
      ...MiniCart_cart
      items {
        id
        ...CartLine_item
        product {
          id
          name
          fitStatus
        }
      }
    }
  }
`);

import { graphql } from '../../gql';

/**
 * What checkout needs: who buys, the cart (the header's fields; the page's own read is whether it has
 * lines), payment methods and countries.
 */
export const CheckoutPageQuery = graphql(`
  query CheckoutPage {
    me {
      id
      email
    }
    cart {
      ...MiniCart_cart
      items {
        id
      }
    }
    paymentMethods {
      method
      publicKey
    }
    countries {
      code
      name
    }
  }
`);

/** The signed-in account's saved addresses (asked only when signed in). */
export const CheckoutAddressesQuery = graphql(`
  query CheckoutAddresses {
    addresses {
      ...SavedAddress_address
    }
  }
`);

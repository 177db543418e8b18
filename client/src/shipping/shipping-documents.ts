import { graphql } from '../gql';

/** One option as the estimate and checkout show it. */
export const ShippingOptionFragment = graphql(`
  fragment ShippingOption_option on ShippingOption {
    quoteId
    carrier
    carrierName
    service
    mode
    price
    priceCentavos
    deliveryDaysMin
    deliveryDaysMax
    arrivesFrom
    arrivesBy
  }
`);

export const ShippingQuoteFragment = graphql(`
  fragment ShippingQuote_quote on ShippingQuote {
    postcode
    code
    province
    locality
    fallback
    cheapest {
      ...ShippingOption_option
    }
    options {
      ...ShippingOption_option
    }
  }
`);

/** The options to ship the session's cart to a postal code. */
export const CartShippingQuoteQuery = graphql(`
  query CartShippingQuote($postcode: String!) {
    shippingQuote(postcode: $postcode) {
      ...ShippingQuote_quote
    }
  }
`);

/** The options to ship one product to a postal code (its page's estimate). */
export const ProductShippingQuoteQuery = graphql(`
  query ProductShippingQuote($productId: ID!, $postcode: String!) {
    productShippingQuote(productId: $productId, postcode: $postcode) {
      ...ShippingQuote_quote
    }
  }
`);

/** A carrier's branches near a postal code, to choose one for a branch option. */
export const ShippingBranchesQuery = graphql(`
  query ShippingBranches($postcode: String!, $carrier: String!) {
    shippingBranches(postcode: $postcode, carrier: $carrier) {
      id
      carrier
      name
      address
      locality
      postcode
    }
  }
`);

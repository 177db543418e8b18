import { graphql } from '../../gql';

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

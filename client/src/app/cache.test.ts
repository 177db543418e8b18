import { describe, expect, it } from 'vitest';
import { gql, InMemoryCache } from '@apollo/client';
import { typePolicies } from './cache';

const HEADER = gql`
  query Header {
    cart {
      quantity
      subtotal
    }
    wishlist {
      count
    }
  }
`;
const CART_ANSWER = gql`
  fragment AnswerCart on Cart {
    quantity
    subtotal
  }
`;

describe('cache type policies', () => {
  it('lets a mutation answer for the cart update what the header shows, without a refetch', () => {
    const cache = new InMemoryCache({ typePolicies });
    cache.writeQuery({
      query: HEADER,
      data: { cart: { __typename: 'Cart', quantity: 1, subtotal: 100 }, wishlist: { __typename: 'Wishlist', count: 2 } },
    });
    // What an `addToCart` answer writes: a Cart object, normalised to the same singleton.
    cache.writeFragment({ fragment: CART_ANSWER, data: { __typename: 'Cart', quantity: 3, subtotal: 300 } });
    const read = cache.readQuery<{ cart: { quantity: number; subtotal: number }; wishlist: { count: number } }>({ query: HEADER });
    expect(read?.cart).toEqual({ __typename: 'Cart', quantity: 3, subtotal: 300 });
    expect(read?.wishlist.count).toBe(2);
  });

  it('normalises the singletons of the session', () => {
    for (const type of ['Cart', 'Wishlist', 'Compare', 'Garage']) {
      expect(typePolicies[type]?.keyFields).toEqual([]);
    }
  });
});

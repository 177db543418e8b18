import { graphql } from '../gql';

/** The shop's name and slogan: the hero's, asked by the page itself (the blocks' queries load with them). */
export const HomeShopQuery = graphql(`
  query HomeShop {
    shop {
      name
      slogan
    }
  }
`);

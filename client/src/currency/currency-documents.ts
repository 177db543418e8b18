import { graphql } from '../gql';

/** The shop's rates (pesos for one unit of each currency) and their dates: asked only for a currency other than the peso. */
export const CurrencyRatesQuery = graphql(`
  query CurrencyRates {
    shop {
      currencies {
        code
        pesosPerUnit
        updatedAt
      }
    }
  }
`);

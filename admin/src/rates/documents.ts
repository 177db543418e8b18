import { graphql } from '../gql';

export const CURRENCY_RATES = graphql(`
  query AdminCurrencyRates {
    currencyRates {
      ...AdminCurrencyRate
    }
    rateLimits {
      min
      max
    }
  }

  fragment AdminCurrencyRate on CurrencyRate {
    code
    name
    symbol
    pesosPerUnit
    source
    updatedAt
  }
`);

export const SET_CURRENCY_RATE = graphql(`
  mutation AdminSetCurrencyRate($code: String!, $pesosPerUnit: String!, $reason: String) {
    setCurrencyRate(code: $code, pesosPerUnit: $pesosPerUnit, reason: $reason) {
      ...AdminCurrencyRate
    }
  }
`);

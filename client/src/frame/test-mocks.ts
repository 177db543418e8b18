import type { MockedResponse } from '@apollo/client/testing';
import { SavePreferencesMutation } from '../i18n/use-save-preferences';
import { DepartmentsQuery, FrameShopperQuery, FrameShopQuery } from './frame-queries';
import { CurrencyRatesQuery } from '../currency/currency-documents';
import { SearchSuggestionsQuery } from './search/search-documents';

/** A signed-out shopper with an empty cart and wishlist and one saved vehicle. */
export function shopperMock(overrides: { wishlistCount?: number; vehicles?: number; current?: boolean } = {}): MockedResponse {
  const vehicles = Array.from({ length: overrides.vehicles ?? 1 }, (_, i) => ({
    __typename: 'GarageVehicle' as const,
    id: `car-${i + 1}`,
    year: 2012 + i,
    make: 'Volkswagen',
    model: 'Gol Trend',
    engine: '1.6',
    addedAt: `2024-05-0${i + 1}T10:00:00.000Z`,
    path: `/shop/vehicles/volkswagen/gol-trend/${2012 + i}/1-6-car-${i + 1}`,
  }));
  return {
    request: { query: FrameShopperQuery },
    result: {
      data: {
        me: null,
        cart: { __typename: 'Cart', quantity: 0, subtotal: 0, total: 0, totals: [], items: [] },
        wishlist: { __typename: 'Wishlist', count: overrides.wishlistCount ?? 0 },
        garage: { __typename: 'Garage', vehicles, currentVehicle: overrides.current ? vehicles[0] : null },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

const product = (n: number) => ({
  __typename: 'Product' as const,
  id: `p${n}`,
  slug: `pastillas-${n}`,
  name: `Pastillas de freno ${n}`,
  images: [],
  rating: 4,
  reviews: 2,
  price: 1000 * n,
  compareAtPrice: null,
});
const category = (n: number) => ({ __typename: 'Category' as const, id: `c${n}`, name: `Frenos ${n}`, slug: `frenos-${n}`, layout: 'products' });

/** Suggestions for a query: `products` and `categories` counts of made-up results. */
export function suggestionsMock(query: string, products: number, categories: number, onAsk?: () => void): MockedResponse {
  return {
    request: { query: SearchSuggestionsQuery, variables: { query, vehicleId: null } },
    result: () => {
      onAsk?.();
      return {
        data: {
          searchSuggestions: {
            __typename: 'SearchSuggestions',
            query,
            products: Array.from({ length: products }, (_, i) => product(i + 1)),
            categories: Array.from({ length: categories }, (_, i) => category(i + 1)),
          },
        },
      };
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** Two departments, the first with one child. */
export const departmentsMock: MockedResponse = {
  request: { query: DepartmentsQuery },
  result: {
    data: {
      departments: [
        {
          __typename: 'Category' as const,
          id: '1',
          name: 'Frenos',
          slug: 'frenos',
          layout: 'categories',
          children: [{ __typename: 'Category' as const, id: '2', name: 'Pastillas de freno', slug: 'pastillas', layout: 'products' }],
        },
        { __typename: 'Category' as const, id: '3', name: 'Filtros', slug: 'filtros', layout: 'categories', children: [] },
      ],
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

/** The session answer to saving a language or currency choice; `onSave` counts the calls. */
export function preferencesMock(choice: { language?: string; currency?: string }, onSave?: () => void): MockedResponse {
  return {
    request: { query: SavePreferencesMutation, variables: choice },
    result: () => {
      onSave?.();
      return { data: { setPreferences: { __typename: 'ShopperPreferences', language: choice.language ?? 'es', currency: choice.currency ?? 'ARS' } } };
    },
  };
}

/** The shop's facts every frame piece may read; demo mode on, as in the embedded start. */
export const frameShopMock: MockedResponse = {
  request: { query: FrameShopQuery },
  result: {
    data: {
      shop: {
        __typename: 'ShopInfo',
        name: 'Autopartes del Sur',
        slogan: 'Repuestos',
        phone: '+54 11 4321-5678',
        email: 'ventas@example.test',
        address: 'Av. Corrientes 1234',
        hours: 'Lun a Vie 9 a 18',
        demoMode: true,
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

/** The shop's rates (pesos for one unit), as the database is seeded: asked once prices show in another currency. */
export const currencyRatesMock: MockedResponse = {
  request: { query: CurrencyRatesQuery },
  result: {
    data: {
      shop: {
        __typename: 'ShopInfo',
        currencies: [
          { __typename: 'Currency', code: 'ARS', pesosPerUnit: '1.00', updatedAt: null },
          { __typename: 'Currency', code: 'USD', pesosPerUnit: '1450.00', updatedAt: '2026-11-27T12:00:00.000Z' },
          { __typename: 'Currency', code: 'GBP', pesosPerUnit: '1900.00', updatedAt: '2026-11-27T12:00:00.000Z' },
          { __typename: 'Currency', code: 'EUR', pesosPerUnit: '1650.00', updatedAt: '2026-11-27T12:00:00.000Z' },
          { __typename: 'Currency', code: 'RUB', pesosPerUnit: '18.00', updatedAt: '2026-11-27T12:00:00.000Z' },
        ],
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

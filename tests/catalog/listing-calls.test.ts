import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StandInProvider } from '../../fixtures/provider/index';
import { providerRuntime } from '../../server/provider-standin';
import { CategoryPagePartsDocument, SearchPageResultsDocument } from '../../client/src/gql/graphql';
import { startTestShop, type Shopper, type TestShop } from '../helpers/shop';

// The listing pages' own queries, as the web client sends them: one query brings the cards (with
// brands and fit statements), the filters and the paging, without a provider call per item.
const CATEGORY_PAGE = print(CategoryPagePartsDocument);
const SEARCH_PAGE = print(SearchPageResultsDocument);

let shop: TestShop;
let shopper: Shopper;
let standIn: StandInProvider;

beforeAll(async () => {
  shop = await startTestShop();
  shopper = shop.shopper();
  standIn = (await providerRuntime(shop.server.services).ready()).standIn!;
  // The frame has asked these before any listing: brands, the assembly-group tree, the garage.
  await shopper.gql('{ searchSuggestions(query: "warm") { products { slug } } departments { slug } }');
  const set = await shopper.gql('mutation { setCurrentVehicle(vehicleId: "10020") { currentVehicle { id } } }');
  expect(set.errors).toBeUndefined();
});
afterAll(async () => shop?.close());

const total = () => Object.values(standIn.calls()).reduce((a, b) => a + b, 0);

interface Card { slug: string; fitStatus: string | null; brand: { name: string } | null }
interface Listing { total: number; items: Card[]; filters: { slug: string; items: { count: number }[] | null }[] }

describe('listing pages ask the provider once per page', () => {
  it('a provider category page for the current vehicle: one call with cards, brands, fit and filters, none for its next page', async () => {
    standIn.resetCalls();
    const r = await shopper.gql<{ partCategory: { name: string }; partProducts: Listing }>(CATEGORY_PAGE, { id: '100001', vehicleId: '10020', page: 1 });
    expect(r.errors).toBeUndefined();
    expect(standIn.calls()).toEqual({ getArticles: 1 });
    const list = r.data!.partProducts;
    expect(list.items).toHaveLength(8);
    expect(list.items.every((p) => p.brand !== null && (p.fitStatus === 'FITS' || p.fitStatus === 'UNIVERSAL'))).toBe(true);
    expect(list.filters.find((f) => f.slug === 'brand')!.items!.length).toBeGreaterThan(1);

    standIn.resetCalls();
    const next = await shopper.gql<{ partProducts: Listing }>(CATEGORY_PAGE, { id: '100001', vehicleId: '10020', page: 2 });
    expect(next.errors).toBeUndefined();
    // The first call brought the group's whole list for the vehicle (under 100 parts): page 2 asks nothing.
    expect(total()).toBe(0);
    standIn.resetCalls();
    await shopper.gql(CATEGORY_PAGE, { id: '100001', vehicleId: '10020', page: 1 });
    expect(total()).toBe(0);
  });

  it('search results: one call for the first pages with their brand counts, none for the next page', async () => {
    standIn.resetCalls();
    const first = await shopper.gql<{ search: Listing }>(SEARCH_PAGE, { query: 'amortiguador', vehicleId: null, page: 1 });
    expect(first.errors).toBeUndefined();
    expect(standIn.calls()).toEqual({ getArticles: 1 });
    expect(first.data!.search.filters.find((f) => f.slug === 'brand')!.items!.length).toBeGreaterThan(0);
    standIn.resetCalls();
    const second = await shopper.gql<{ search: Listing }>(SEARCH_PAGE, { query: 'amortiguador', vehicleId: null, page: 2 });
    expect(second.errors).toBeUndefined();
    expect(total()).toBe(0);
    expect(second.data!.search.items).toHaveLength(8);
  });
});

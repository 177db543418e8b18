import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StandInProvider } from '../../fixtures/provider/index';
import { providerRuntime } from '../../server/provider-standin';
import { startTestShop, type Shopper, type TestShop } from '../helpers/shop';

let shop: TestShop;
let shopper: Shopper;
let standIn: StandInProvider;

beforeAll(async () => {
  shop = await startTestShop();
  shopper = shop.shopper();
  standIn = (await providerRuntime(shop.server.services).ready()).standIn!;
  // Warm the shared caches (brands, assembly groups, typo words) so the counts below are per query.
  await shopper.gql('{ searchSuggestions(query: "warm") { products { slug } } departments { slug } }');
});
afterAll(async () => shop?.close());

const calls = (op: string) => standIn.calls()[op] ?? 0;

describe('catalogue calls to the provider', () => {
  it('answers a suggestion with one article search, two with a vehicle', async () => {
    standIn.resetCalls();
    const r = await shopper.gql('{ searchSuggestions(query: "pastillas freno") { products { slug rating fitsVehicle } categories { slug } } }');
    expect(r.errors).toBeUndefined();
    expect(calls('getArticles')).toBe(1);
    standIn.resetCalls();
    await shopper.gql('{ searchSuggestions(query: "discos freno", vehicleId: "10001") { products { slug } } }');
    expect(calls('getArticles')).toBe(2);
    expect(Object.keys(standIn.calls()).filter((op) => op !== 'getArticles' && calls(op) > 0)).toEqual([]);
  });

  it('shows a search page and then its product pages without asking per item', async () => {
    standIn.resetCalls();
    const page = await shopper.gql<{ search: { items: { slug: string; source: string }[] } }>(
      '{ search(query: "amortiguador", page: 2, limit: 8) { items { slug source rating reviews brand { name } categories { name } } } }',
    );
    const slugs = page.data!.search.items.filter((p) => p.source === 'PROVIDER').map((p) => p.slug);
    expect(slugs).toHaveLength(8);
    expect(calls('getArticles')).toBe(1);
    standIn.resetCalls();
    const query = `{ ${slugs.map((s, i) => `p${i}: product(slug: "${s}") { slug name price }`).join(' ')} }`;
    const products = await shopper.gql<Record<string, { slug: string }>>(query);
    expect(products.errors).toBeUndefined();
    expect(Object.values(products.data!).map((p) => p.slug)).toEqual(slugs);
    expect(calls('getArticles')).toBe(0);
  });

  it('keeps answering with the shop catalogue while the provider fails', async () => {
    standIn.injectFault('getArticles', { answer: 'http500' });
    try {
      const r = await shopper.gql<{ searchSuggestions: { products: { slug: string; source: string }[] } }>(
        '{ searchSuggestions(query: "pastillas freno zz") { products { slug source } } }',
      );
      expect(r.errors).toBeUndefined();
      const fresh = await shopper.gql<{ searchSuggestions: { products: { source: string }[] } }>(
        '{ searchSuggestions(query: "amortiguador trasero") { products { source } } }',
      );
      expect(fresh.errors).toBeUndefined();
      expect(fresh.data!.searchSuggestions.products.map((p) => p.source)).toEqual(['SHOP']);
    } finally {
      standIn.clearFaults();
    }
  });

  it('answers suggestions with the shop catalogue when the provider is too slow', async () => {
    // The provider would answer after 15 s; suggestions stop waiting after 2 s. The bound below is
    // far from both, so a busy machine cannot make the test flaky, yet a shop that waited fails it.
    standIn.injectFault('getArticles', { latencyMs: 15_000 });
    try {
      const started = performance.now();
      const r = await shopper.gql<{ searchSuggestions: { products: { source: string }[] } }>(
        '{ searchSuggestions(query: "amortiguador delantero") { products { source } } }',
      );
      expect(performance.now() - started).toBeLessThan(12_000);
      expect(r.errors).toBeUndefined();
      expect(r.data!.searchSuggestions.products.map((p) => p.source)).toEqual(['SHOP']);
    } finally {
      standIn.clearFaults();
    }
  });

  it('builds the departments menu from the shop tree and the provider assembly groups', async () => {
    const r = await shopper.gql<{ departments: { slug: string; type: string; layout: string; children: { slug: string; parent: { slug: string } }[] }[] }>(
      '{ departments { slug type layout children { slug parent { slug } } } }',
    );
    const menu = r.data!.departments;
    expect(menu.slice(0, 8).map((c) => c.slug)).toEqual(['frenos', 'filtros', 'encendido', 'suspension', 'motor', 'electricidad', 'lubricantes', 'accesorios']);
    const groups = menu.slice(8);
    expect(groups.length).toBeGreaterThan(5);
    expect(groups.every((g) => /^\d+$/.test(g.slug) && g.type === 'SHOP' && g.layout === 'products' && g.children.length > 0)).toBe(true);
    expect(groups[0].children[0].parent.slug).toBe(groups[0].slug);
  });
});

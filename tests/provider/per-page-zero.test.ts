import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startShopWithProvider, type ShopWithProvider } from './helpers';

// A provider that refuses facet-only article pages (`perPage: 0`) with a validation answer inside an
// HTTP 200, as some TecDoc services do: the shop learns it from the first refusal and asks for one
// article from then on, so the category tree still shows.
let s: ShopWithProvider;
beforeAll(async () => {
  s = await startShopWithProvider({}, { quirks: { refusePerPageZero: true }, logs: true });
});
afterAll(() => s?.close());

interface Tree {
  partCategories: { id: string; name: string; itemsCount: number; children: { id: string; itemsCount: number }[] }[] | null;
}
const TREE = 'query($v: ID) { partCategories(vehicleId: $v) { id name itemsCount children { id itemsCount } } }';

describe('a provider that refuses perPage 0', () => {
  it('still gives the category tree of a vehicle, after one refused call logged as a contract error', async () => {
    s.provider.resetCalls();
    const a = await s.shopper.gql<Tree>(TREE, { v: '10020' });
    expect(a.errors).toBeUndefined();
    const tree = a.data?.partCategories ?? [];
    expect(tree.length).toBeGreaterThan(3);
    expect(tree.every((c) => c.itemsCount > 0 && c.children.every((child) => child.itemsCount > 0))).toBe(true);
    // The refused facet page, then the same page with one article.
    expect(s.provider.calls().getArticles).toBe(2);
    const contract = s.logs.filter((l) => (l.provider as { kind?: string } | undefined)?.kind === 'contract');
    expect(contract).toHaveLength(1);
    expect(contract[0]).toMatchObject({
      level: 50,
      reqId: expect.any(String),
      provider: { operation: 'getArticles', httpStatus: 200, bodyStatus: 400, statusText: expect.stringMatching(/perPage/), durationMs: expect.any(Number) },
    });
  });

  it('asks the next trees with one article straight away: one call each, no refusal, counts as the accepting provider gives', async () => {
    s.provider.resetCalls();
    const all = await s.shopper.gql<Tree>(TREE, {});
    expect(all.errors).toBeUndefined();
    expect(s.provider.calls().getArticles).toBe(1);
    // The counts are those of the facet-only page of a provider that accepts it.
    s.provider.setQuirks({ refusePerPageZero: false });
    const res = await fetch(s.provider.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Api-Key': s.provider.apiKey },
      body: JSON.stringify({
        getArticles: {
          provider: s.provider.providerId, articleCountry: 'AR', lang: 'es', perPage: 0, page: 1,
          assemblyGroupFacetOptions: { enabled: true, assemblyGroupType: 'P', includeCompleteTree: true, maxDepth: 2 },
        },
      }),
    });
    s.provider.setQuirks({ refusePerPageZero: true });
    const facets = ((await res.json()) as { assemblyGroupFacets: { counts: { assemblyGroupNodeId: number; count: number }[] } }).assemblyGroupFacets.counts;
    const expected = new Map(facets.map((c) => [String(c.assemblyGroupNodeId), c.count]));
    const shown = (all.data?.partCategories ?? []).flatMap((c) => [c, ...c.children]);
    expect(shown.length).toBeGreaterThan(20);
    for (const c of shown) expect([c.id, c.itemsCount]).toEqual([c.id, expected.get(c.id) ?? 0]);
    expect(s.logs.filter((l) => (l.provider as { kind?: string } | undefined)?.kind === 'contract')).toHaveLength(1);
  });
});

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startShopWithProvider, type ShopWithProvider } from '../provider/helpers';

// An answer missing a part a provider call failed to give is shown, but no cache keeps it: the next
// ask computes it again (whole), and that whole answer is then kept and replayed as usual.

let s: ShopWithProvider;
let article = '';

beforeAll(async () => {
  // No stale answers and no circuit: each provider failure is seen as it happens.
  s = await startShopWithProvider({ PROVIDER_STALE_SECONDS: '0', PROVIDER_BREAKER_FAILURES: '0' });
});

/** A provider article with a part number (its equivalents come from several searches). */
async function providerArticle(): Promise<string> {
  if (article) return article;
  const found = await s.shopper.gql<{ partProducts: { items: { slug: string; partNumber: string }[] } }>(
    `{ partProducts(categoryId: "100001", limit: 24) { items { slug partNumber } } }`,
  );
  const provider = found.data?.partProducts.items.find((p) => p.partNumber);
  if (!provider) throw new Error(`no provider article found: ${JSON.stringify(found)}`);
  article = provider.slug;
  return article;
}
afterAll(async () => {
  await s?.close();
});
afterEach(() => s.provider.clearFaults());

/** Asks a query as a POST; answers its data, errors and whether the response cache replayed it. */
async function ask<T>(query: string): Promise<{ data: T | undefined; errors: unknown; cached: boolean }> {
  const answer = await s.shopper.gql<T>(query);
  return { data: answer.data, errors: answer.errors, cached: answer.headers.get('age') !== null };
}

describe('incomplete answers', () => {
  // First: nothing has asked the provider's groups yet.
  it('keeps no departments menu without the provider’s groups, and keeps the whole menu once they come', async () => {
    const query = `query Departments { departments { id name } }`;
    s.provider.injectFault('getChildNodesPattern2', { answer: 'http500' });
    s.provider.injectFault('getArticles', { answer: 'http500' });
    const shopOnly = await ask<{ departments: { id: string }[] }>(query);
    expect(shopOnly.errors).toBeUndefined();
    expect(shopOnly.cached).toBe(false);
    expect((await ask(query)).cached).toBe(false);

    s.provider.clearFaults();
    const whole = await ask<{ departments: { id: string }[] }>(query);
    expect(whole.data!.departments.length).toBeGreaterThan(shopOnly.data!.departments.length);
    expect(whole.cached).toBe(false);
    const again = await ask<{ departments: { id: string }[] }>(query);
    expect(again.cached).toBe(true);
    expect(again.data).toEqual(whole.data);
  });

  it('shows the equivalents one failed search left, keeps them nowhere, and keeps the whole answer once it is complete', async () => {
    const query = `query Analogs { productAnalogs(slug: "${await providerArticle()}", limit: 24) { slug } }`;
    // The first of the equivalents' searches fails, the others answer.
    s.provider.injectFault('getArticles', { answer: 'http500', times: 1 });
    const partial = await ask<{ productAnalogs: { slug: string }[] }>(query);
    expect(partial.errors).toBeUndefined();
    expect(partial.cached).toBe(false);

    const whole = await ask<{ productAnalogs: { slug: string }[] }>(query);
    expect(whole.errors).toBeUndefined();
    expect(whole.cached).toBe(false);
    expect(whole.data!.productAnalogs.length).toBeGreaterThanOrEqual(partial.data!.productAnalogs.length);

    const again = await ask<{ productAnalogs: { slug: string }[] }>(query);
    expect(again.cached).toBe(true);
    expect(again.data).toEqual(whole.data);
  });

  it('keeps no related products a failed search left empty, and keeps them once found', async () => {
    const query = `query Related { relatedProducts(slug: "${await providerArticle()}", limit: 6) { slug } }`;
    s.provider.injectFault('getArticles', { answer: 'http500', times: 1 });
    const failed = await ask<{ relatedProducts: { slug: string }[] | null }>(query);
    expect(failed.errors).toBeDefined();
    expect(failed.cached).toBe(false);

    const whole = await ask<{ relatedProducts: { slug: string }[] }>(query);
    expect(whole.errors).toBeUndefined();
    expect(whole.data!.relatedProducts.length).toBeGreaterThan(0);
    expect(whole.cached).toBe(false);
    expect((await ask(query)).cached).toBe(true);
  });

});

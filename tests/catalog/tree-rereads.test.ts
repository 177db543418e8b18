import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../helpers/shop';

// The category tree is read again every CATEGORY_TREE_TTL_SECONDS (a minute by default): what the
// shop catalogue in memory answers must not change with it.

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop({ CATEGORY_TREE_TTL_SECONDS: '1' });
});
afterAll(async () => {
  await shop?.close();
});

const SLUG = 'filtro-aceite-fram-ph5796';
let n = 0;

/** Equivalents, related products and the product's categories under names never asked before (no cached answer). */
async function blocks() {
  n += 1;
  const answer = await shop.shopper().gql<Record<string, unknown>>(
    `query Q${n} { a${n}: productAnalogs(slug: "${SLUG}") { slug } r${n}: relatedProducts(slug: "${SLUG}") { slug }
       p${n}: product(slug: "${SLUG}") { categories { slug } } h${n}: specialOffers(limit: 24) { slug } }`,
  );
  expect(answer.errors).toBeUndefined();
  return {
    analogs: (answer.data![`a${n}`] as { slug: string }[]).map((p) => p.slug),
    related: (answer.data![`r${n}`] as { slug: string }[]).map((p) => p.slug),
    categories: (answer.data![`p${n}`] as { categories: { slug: string }[] }).categories.map((c) => c.slug),
    offers: (answer.data![`h${n}`] as { slug: string }[]).map((p) => p.slug),
  };
}

describe('the shop catalogue across readings of the category tree', () => {
  it('answers the same equivalents, related products and categories after the tree was read again, several times', async () => {
    const first = await blocks();
    expect(first.analogs).toContain('filtro-aceite-mann-w712');
    expect(first.related.length).toBeGreaterThan(0);
    expect(first.categories.length).toBeGreaterThan(0);
    for (let i = 0; i < 4; i += 1) {
      await new Promise((r) => setTimeout(r, 1_300));
      expect(await blocks()).toEqual(first);
    }
  });
});

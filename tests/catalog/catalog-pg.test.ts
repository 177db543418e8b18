import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTempPgDatabase, TEST_DATABASE_URL, type TempPgDatabase } from '../helpers/pg';
import { startTestShop, type TestShop } from '../helpers/shop';

// The same catalogue on PostgreSQL: the seed, unaccent, pg_trgm and the Spanish dictionary behave as on PGlite.
describe.skipIf(!TEST_DATABASE_URL)('catalogue on PostgreSQL', () => {
  let db: TempPgDatabase;
  let shop: TestShop;

  beforeAll(async () => {
    db = await createTempPgDatabase();
    shop = await startTestShop({ DATABASE_URL: db.url });
  });
  afterAll(async () => {
    await shop?.close();
    await db?.drop();
  });

  it('seeds once, however many gateways start on the database', async () => {
    const again = await startTestShop({ DATABASE_URL: db.url });
    await again.close();
    const r = await shop.shopper().gql<{ products: { total: number }; countries: unknown[]; blogPosts: { total: number } }>(
      '{ products { total } countries { code } blogPosts { total } }',
    );
    expect(r.data).toMatchObject({ products: { total: 24 }, blogPosts: { total: 10 } });
    expect(r.data?.countries).toHaveLength(9);
  });

  it('filters and sorts the same way', async () => {
    const r = await shop.shopper().gql<{ products: { total: number; items: { slug: string }[]; filters: { slug: string; min: number | null; max: number | null }[] } }>(
      '{ products(category: "frenos", filters: { price: { from: 10000 } }, sort: PRICE_DESC) { total items { slug } filters { slug min max } } }',
    );
    expect(r.data?.products.total).toBe(3);
    expect(r.data?.products.items[0].slug).toBe('disco-freno-brembo-09a727');
    expect(r.data?.products.filters.find((f) => f.slug === 'price')).toMatchObject({ min: 9000, max: 73000 });
  });

  it('searches with folding, stemming, one typo and part numbers', async () => {
    const s = shop.shopper();
    const q = 'query S($q: String!) { searchSuggestions(query: $q) { products { slug } categories { slug } } }';
    const slugs = async (text: string) => {
      const r = await s.gql<{ searchSuggestions: { products: { slug: string }[]; categories: { slug: string }[] } }>(q, { q: text });
      expect(r.errors).toBeUndefined();
      return r.data!.searchSuggestions;
    };
    expect((await slugs('BUJÍA')).products.map((p) => p.slug)).toContain('bujia-ngk-bkr6e');
    expect((await slugs('amortiguadores')).products.map((p) => p.slug)).toContain('amortiguador-monroe-g7406');
    expect((await slugs('fernos')).categories.map((c) => c.slug)).toContain('frenos');
    expect((await slugs('w-712-95')).products[0].slug).toBe('filtro-aceite-mann-w712');
    expect((await slugs("'; drop table catalog_products; --")).products).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FITS } from '../../fixtures/shop/data/vehicles';
import { startTestShop, type Shopper, type TestShop } from '../helpers/shop';

let shop: TestShop;
let shopper: Shopper;

beforeAll(async () => {
  shop = await startTestShop();
  shopper = shop.shopper();
});
afterAll(async () => shop?.close());

const PRODUCT = `query P($slug: String!) {
  product(slug: $slug) {
    id slug source name sku partNumber stock price compareAtPrice images badges availability rating reviews
    compatibility compatibleVehicleIds tags customFields
    brand { slug name country image }
    type { slug name attributeGroups { slug name attributes } }
    categories { slug parent { slug } }
    attributes { slug name featured values { slug name } }
    options { type slug name values { slug name color } }
  }
}`;

interface ProductAnswer {
  product: {
    id: string; slug: string; source: string; name: string; sku: string; partNumber: string; stock: string; price: number;
    compareAtPrice: number | null; images: string[]; badges: string[]; compatibility: string; compatibleVehicleIds: string[];
    brand: { slug: string; name: string } | null; type: { attributeGroups: { attributes: string[] }[] } | null;
    categories: { slug: string; parent: { slug: string } | null }[];
    attributes: { slug: string; featured: boolean; values: { name: string }[] }[];
    options: { type: string; slug: string; values: { name: string; color: string | null }[] }[];
    rating: number; reviews: number;
  };
}

describe('product by slug', () => {
  it('answers a shop product with every field of the entity', async () => {
    const r = await shopper.gql<ProductAnswer>(PRODUCT, { slug: 'escobillas-valeo-silencio-vf361' });
    expect(r.errors).toBeUndefined();
    const p = r.data!.product;
    expect(p).toMatchObject({ id: p.slug, source: 'SHOP', sku: 'VAL-574361', partNumber: '574361', stock: 'IN_STOCK', compatibility: 'LIST', brand: { slug: 'valeo', name: 'Valeo' } });
    expect(p.compatibleVehicleIds).toEqual([...FITS.etios, ...FITS.p208, ...FITS.sandero].sort().map(String));
    expect(p.images.length).toBeGreaterThanOrEqual(2);
    expect(p.categories).toEqual([{ slug: 'escobillas', parent: { slug: 'accesorios' } }]);
    expect(p.options[0]).toMatchObject({ type: 'COLOR', slug: 'color', values: [{ name: 'Negro', color: '#1c1c1c' }, { name: 'Gris grafito', color: '#4a4f55' }] });
    expect(p.attributes.find((a) => a.slug === 'largo')).toMatchObject({ featured: true, values: [{ name: '600' }, { name: '400' }] });
    const grouped = p.type!.attributeGroups.flatMap((g) => g.attributes);
    expect(p.attributes.every((a) => grouped.includes(a.slug))).toBe(true);
  });

  it('covers the sample data kinds: badges, former prices, stock states and compatibility kinds', async () => {
    const r = await shopper.gql<{ products: { items: ProductAnswer['product'][] } }>(
      '{ products(limit: 24) { items { slug stock badges compareAtPrice price compatibility options { type } } } }',
    );
    const items = r.data!.products.items;
    expect(new Set(items.map((p) => p.stock))).toEqual(new Set(['IN_STOCK', 'OUT_OF_STOCK', 'ON_BACKORDER']));
    expect(new Set(items.flatMap((p) => p.badges))).toEqual(new Set(['SALE', 'NEW', 'HOT']));
    expect(new Set(items.map((p) => p.compatibility))).toEqual(new Set(['ALL', 'UNKNOWN', 'LIST']));
    expect(new Set(items.flatMap((p) => p.options.map((o) => o.type)))).toEqual(new Set(['DEFAULT', 'COLOR']));
    expect(items.filter((p) => p.compareAtPrice !== null).every((p) => p.compareAtPrice! > p.price)).toBe(true);
  });

  it('answers a provider article by its {genericArticleId}-{legacyArticleId} slug', async () => {
    const found = await shopper.gql<{ search: { items: { slug: string; source: string; price: number | null }[] } }>(
      '{ search(query: "filtro aceite", limit: 20) { items { slug source price } } }',
    );
    // One the demo distributors offer (a third of the articles have no offer, hence no price).
    const slug = found.data!.search.items.find((p) => p.source === 'PROVIDER' && p.price !== null)!.slug;
    expect(slug).toMatch(/^\d+-\d+$/);
    const r = await shopper.gql<ProductAnswer>(PRODUCT, { slug });
    expect(r.errors).toBeUndefined();
    expect(r.data!.product).toMatchObject({ id: slug, slug, source: 'PROVIDER' });
    expect(['IN_STOCK', 'ON_BACKORDER', 'OUT_OF_STOCK']).toContain(r.data!.product.stock);
    expect(r.data!.product.price).toBeGreaterThan(0);
    const related = await shopper.gql<{ relatedProducts: { slug: string }[]; productAnalogs: { slug: string; brand: { slug: string } }[] }>(
      'query R($s: String!) { relatedProducts(slug: $s, limit: 4) { slug } productAnalogs(slug: $s, limit: 4) { slug brand { slug } } }',
      { s: slug },
    );
    expect(related.errors).toBeUndefined();
    expect(related.data!.relatedProducts.map((p) => p.slug)).not.toContain(slug);
    expect(related.data!.productAnalogs.map((p) => p.slug)).not.toContain(slug);
  });

  it("answers 'Product not found' for unknown slugs of either kind", async () => {
    for (const slug of ['no-existe', '1-1', '999999-999999999', 'x'.repeat(300)]) {
      const r = await shopper.gql(PRODUCT, { slug });
      expect(r.data?.product ?? null, slug).toBeNull();
      expect(r.errors?.[0], slug).toMatchObject({ message: 'Product not found', extensions: { code: 'NOT_FOUND' } });
    }
  });

  it('says whether a product fits a vehicle', async () => {
    const q = 'query F($s: String!, $v: ID) { product(slug: $s) { fitsVehicle(vehicleId: $v) } }';
    const fits = async (s: string, v: string | null) => (await shopper.gql<{ product: { fitsVehicle: boolean | null } }>(q, { s, v })).data!.product.fitsVehicle;
    expect(await fits('filtro-aceite-mann-w712', String(FITS.gol[0]))).toBe(true);
    expect(await fits('filtro-aceite-mann-w712', String(FITS.hilux[0]))).toBe(false);
    expect(await fits('aceite-castrol-edge-5w30', String(FITS.hilux[0]))).toBe(true);
    expect(await fits('filtro-aire-mahle-lx1566', String(FITS.hilux[0]))).toBeNull();
    expect(await fits('filtro-aceite-mann-w712', null)).toBeNull();
  });

  it("uses the shopper's current vehicle when no vehicle is given", async () => {
    const driver = shop.shopper();
    const q = '{ a: product(slug: "filtro-aceite-mann-w712") { fitsVehicle } b: product(slug: "filtro-aceite-fram-ph5796") { fitsVehicle } }';
    expect((await driver.gql<{ a: { fitsVehicle: boolean | null } }>(q)).data?.a.fitsVehicle).toBeNull();
    const set = await driver.gql(`mutation { addVehicleToGarage(vehicleId: "${FITS.hilux[0]}") { __typename } setCurrentVehicle(vehicleId: "${FITS.hilux[0]}") { __typename } }`);
    expect(set.errors).toBeUndefined();
    const r = await driver.gql<{ a: { fitsVehicle: boolean }; b: { fitsVehicle: boolean } }>(q);
    expect(r.data).toEqual({ a: { fitsVehicle: false }, b: { fitsVehicle: true } });
    expect(r.headers.get('cache-control')).toMatch(/private|no-store/);
  });

  it('relates shop products by category and finds analogs of other brands', async () => {
    const r = await shopper.gql<{ relatedProducts: { slug: string }[]; productAnalogs: { slug: string; brand: { slug: string } }[] }>(
      '{ relatedProducts(slug: "pastillas-freno-brembo-p06", limit: 3) { slug } productAnalogs(slug: "pastillas-freno-brembo-p06") { slug brand { slug } } }',
    );
    expect(r.data!.relatedProducts[0].slug).toBe('pastillas-freno-ferodo-fdb4050');
    expect(r.data!.relatedProducts).toHaveLength(3);
    expect(r.data!.productAnalogs).toEqual([{ slug: 'pastillas-freno-ferodo-fdb4050', brand: { slug: 'ferodo' } }]);
  });
});

describe('sample data and the provider', () => {
  it('lists only vehicles the provider knows in shop compatibility', async () => {
    const ids = [...new Set(Object.values(FITS).flat())];
    // Asked 25 at a time: one operation may alias at most 30 fields.
    const found: Record<string, { id: string; make: string; model: string } | null> = {};
    for (let i = 0; i < ids.length; i += 25) {
      const query = `{ ${ids.slice(i, i + 25).map((id) => `v${id}: vehicle(id: "${id}") { id make model }`).join(' ')} }`;
      const r = await shopper.gql<Record<string, { id: string; make: string; model: string } | null>>(query);
      expect(r.errors).toBeUndefined();
      Object.assign(found, r.data);
    }
    for (const id of ids) expect(found[`v${id}`]?.id, String(id)).toBe(String(id));
    expect(found[`v${FITS.gol[0]}`]?.model).toMatch(/^Gol/);
    expect(found[`v${FITS.hilux[0]}`]?.model).toMatch(/^Hilux/);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_PAGE, PRODUCT_PAGE, startShopWithProvider, type ShopWithProvider } from './helpers';

interface Cat {
  id: string;
  slug: string;
  name: string;
  type: string;
  layout: string;
  itemsCount: number;
  children: Cat[];
}

const TREE = 'query($v: ID) { partCategories(vehicleId: $v) { id slug name type layout itemsCount children { id slug name type layout itemsCount children { id } } } }';

interface ListAnswer {
  partProducts: {
    total: number; page: number; pages: number; from: number; to: number; limit: number;
    items: { slug: string; brand: { slug: string }; fitsVehicle: boolean | null }[];
    filters: {
      type: string; slug: string; items: { slug: string; name: string; count: number }[] | null; countsExact: boolean | null; selected: string[] | null;
      categories: { id: string; itemsCount: number }[] | null;
    }[];
  };
}

// Against the strict stand-in (no supplier facets, one vehicle's linkages on a vehicle's page) and
// the lenient one (supplier facets, every linkage).
describe.each([
  { mode: 'strict', strict: true },
  { mode: 'lenient', strict: false },
])('parts catalogue through GraphQL ($mode stand-in)', ({ strict }) => {
  let s: ShopWithProvider;
  beforeAll(async () => {
    s = await startShopWithProvider({}, { quirks: { strict } });
  });
  afterAll(() => s?.close());

  it('answers the assembly groups as two levels of shop categories, with counts for a vehicle', async () => {
    const all = (await s.shopper.gql<{ partCategories: Cat[] }>(TREE)).data?.partCategories ?? [];
    expect(all.length).toBeGreaterThanOrEqual(10);
    expect(all.map((c) => c.name)).toContain('Sistema de frenos');
    for (const top of all) {
      expect(top).toMatchObject({ type: 'SHOP', layout: 'products', slug: top.id });
      expect(top.children.length).toBeGreaterThan(0);
      for (const child of top.children) expect(child.children).toEqual([]);
    }
    const forCar = (await s.shopper.gql<{ partCategories: Cat[] }>(TREE, { v: '10020' })).data?.partCategories ?? [];
    expect(forCar.length).toBeGreaterThan(5);
    for (const top of forCar) {
      expect(top.itemsCount).toBeGreaterThan(0);
      expect(top.children.reduce((sum, c) => sum + c.itemsCount, 0)).toBe(top.itemsCount);
    }
    const one = await s.shopper.gql<{ partCategory: { name: string; parent: { id: string } | null } }>('{ partCategory(id: "100101") { name parent { id } } }');
    expect(one.data?.partCategory).toEqual({ name: 'Disco de freno', parent: { id: '100001' } });
  });

  it('pages a category for a vehicle, 8 per page, with brand and category filters that narrow it', async () => {
    const first = (await s.shopper.gql<ListAnswer>(CATEGORY_PAGE, { categoryId: '100001', vehicleId: '10040' })).data?.partProducts;
    expect(first).toMatchObject({ page: 1, limit: 8, from: 1, to: 8 });
    expect(first?.pages).toBe(Math.ceil((first?.total ?? 0) / 8));
    const brand = first?.filters.find((f) => f.slug === 'brand');
    const categories = first?.filters.find((f) => f.slug === 'category')?.categories ?? [];
    expect(categories.reduce((sum, c) => sum + c.itemsCount, 0)).toBe(first?.total);
    // Counted over the group's whole list, which the shop holds: exact with or without the provider's supplier facets.
    expect(brand?.countsExact).toBe(true);
    expect(brand?.items?.reduce((sum, b) => sum + b.count, 0)).toBe(first?.total);
    const pick = brand?.items?.[0];
    const narrowed = (await s.shopper.gql<ListAnswer>(CATEGORY_PAGE, { categoryId: '100001', vehicleId: '10040', brands: [pick?.slug] })).data?.partProducts;
    expect(narrowed?.total).toBe(pick?.count);
    for (const item of narrowed?.items ?? []) expect(item.brand.slug).toBe(pick?.slug);
    expect(narrowed?.filters.find((f) => f.slug === 'brand')?.selected).toEqual([pick?.slug]);
    const last = (await s.shopper.gql<ListAnswer>(CATEGORY_PAGE, { categoryId: '100001', vehicleId: '10040', page: first?.pages })).data?.partProducts;
    expect(last?.to).toBe(first?.total);
  });

  it('says whether a product fits the vehicle from its linkages', async () => {
    const list = (await s.shopper.gql<ListAnswer>(CATEGORY_PAGE, { categoryId: '100002', vehicleId: '10040' })).data?.partProducts;
    const slug = list?.items[0].slug;
    const q = 'query($s: String!, $a: ID, $b: ID) { product(slug: $s) { a: fitsVehicle(vehicleId: $a) b: fitsVehicle(vehicleId: $b) compatibility compatibleVehicleIds } }';
    const p = (await s.shopper.gql<{ product: { a: boolean; b: boolean; compatibility: string; compatibleVehicleIds: string[] } }>(q, { s: slug, a: '10040', b: '99999' })).data?.product;
    expect(p?.a).toBe(true);
    if (p?.compatibility === 'LIST') {
      expect(p.compatibleVehicleIds).toContain('10040');
      expect(p.b).toBe(false);
    } else expect(p?.b).toBe(true);
  });

  it('shows a product page with gallery, criteria, OE numbers and the vehicles it fits', async () => {
    const a = await s.shopper.gql<{ product: { images: string[]; attributes: unknown[]; oeNumbers: { number: string; make: string }[]; gtins: string[]; categories: { name: string }[]; vehicles: { id: string }[]; sku: string } }>(PRODUCT_PAGE, { slug: '83-1000001' });
    expect(a.errors).toBeUndefined();
    const p = a.data?.product;
    expect(p?.attributes.length).toBeGreaterThan(0);
    expect(p?.oeNumbers?.[0]).toEqual({ number: expect.any(String), make: expect.any(String) });
    expect(p?.gtins?.[0]).toMatch(/^\d{13}$/);
    expect(p?.categories).toEqual([{ id: '100101', name: 'Disco de freno' }]);
    expect(p?.vehicles.length).toBeGreaterThan(0);
    expect(p?.images[0]).toMatch(/^\/images\/parts\/articles\/83-\d+\/1\/3200$/);
    expect((await s.shopper.fetch(p?.images[0] ?? '')).status).toBe(200);
  });

  it('lists the parts brands with logos and countries', async () => {
    const brands = (await s.shopper.gql<{ partBrands: { slug: string; name: string; image: string; country: string }[] }>('{ partBrands { slug name image country } }')).data?.partBrands ?? [];
    expect(brands.length).toBeGreaterThanOrEqual(40);
    expect(brands.find((b) => b.name === 'BOSCH')).toMatchObject({ country: 'DE', image: expect.stringMatching(/^\/images\/parts\/brands\/\d+\/200$/) });
  });

  it('answers the first brands with a logo when a strip asks for a dozen', async () => {
    type Answer = { partBrands: { name: string; image: string | null }[] };
    const every = (await s.shopper.gql<Answer>('{ partBrands { name image } }')).data?.partBrands ?? [];
    const strip = (await s.shopper.gql<Answer>('{ partBrands(withLogo: true, limit: 12) { name image } }')).data?.partBrands ?? [];
    expect(strip).toEqual(every.filter((b) => b.image).slice(0, 12));
    expect(strip).toHaveLength(12);
  });
});

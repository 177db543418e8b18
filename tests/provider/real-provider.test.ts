import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startShopWithProvider, type ShopWithProvider } from './helpers';

// The adapter against the strict stand-in: linking target ids taken literally, one vehicle's linkage
// on a vehicle's page, no supplier facets, linkage criteria, "" for empty lists. Each test states one
// of the ways a lenient stand-in used to hide the real provider's behaviour.

interface Group {
  id: string;
  name: string;
  itemsCount: number;
  children: { id: string; itemsCount: number }[];
}

const TREE = 'query($v: ID) { partCategories(vehicleId: $v) { id name itemsCount children { id itemsCount } } }';
const size = (tree: Group[]) => tree.reduce((n, g) => n + 1 + g.children.length, 0);

describe('the catalogue against the strict stand-in', () => {
  let s: ShopWithProvider;
  beforeAll(async () => {
    s = await startShopWithProvider();
  });
  afterAll(() => s?.close());

  it('builds the category tree with and without a vehicle, and names a product’s category', async () => {
    const all = (await s.shopper.gql<{ partCategories: Group[] }>(TREE)).data!.partCategories;
    expect(all.length).toBeGreaterThanOrEqual(10);
    expect(all.every((g) => g.children.length > 0 && g.itemsCount > 0)).toBe(true);
    const forCar = (await s.shopper.gql<{ partCategories: Group[] }>(TREE, { v: '10020' })).data!.partCategories;
    expect(forCar.length).toBeGreaterThan(3);
    expect(size(forCar)).toBeLessThan(size(all));
    for (const g of forCar) expect(g.itemsCount).toBeLessThanOrEqual(all.find((a) => a.id === g.id)!.itemsCount);
    // A vehicle the provider does not know has no parts (and is not a placeholder for every vehicle).
    expect((await s.shopper.gql<{ partCategories: Group[] }>(TREE, { v: '1' })).data!.partCategories).toEqual([]);

    const menu = await s.shopper.gql<{ departments: { id: string }[] }>('{ departments { id } }');
    expect(menu.data!.departments.filter((d) => /^\d+$/.test(d.id)).map((d) => d.id)).toEqual(all.map((g) => g.id));
    const one = await s.shopper.gql<{ partCategory: { name: string; parent: { id: string } } }>('{ partCategory(id: "100101") { name parent { id } } }');
    expect(one.data!.partCategory).toEqual({ name: 'Disco de freno', parent: { id: '100001' } });
    const product = await s.shopper.gql<{ product: { categories: { id: string }[] } }>('{ product(slug: "83-1000001") { categories { id } } }');
    expect(product.data!.product.categories).toEqual([{ id: '100101' }]);
  });

  it('opens a product listed for one vehicle with every vehicle it fits and FITS for each, the article with its linkages asked once', async () => {
    const list = await s.shopper.gql<{ partProducts: { items: { slug: string; compatibility: string; fitStatus: string }[] } }>(
      '{ partProducts(categoryId: "100001", vehicleId: "10020", limit: 40) { items { slug compatibility fitStatus(vehicleId: "10020") } } }',
    );
    const items = list.data!.partProducts.items;
    expect(items.every((i) => i.fitStatus === 'FITS' || i.fitStatus === 'UNIVERSAL')).toBe(true);
    s.provider.resetCalls();
    const q = `query($s: String!) { product(slug: $s) { linkedVehicles(limit: 50) { total items { id } } vehicles(limit: 100) { id } } }`;
    let slug = '';
    let vehicles: string[] = [];
    for (const item of items.filter((i) => i.compatibility === 'LIST')) {
      const p = (await s.shopper.gql<{ product: { linkedVehicles: { total: number; items: { id: string }[] }; vehicles: { id: string }[] } }>(q, { s: item.slug })).data!.product;
      if (p.linkedVehicles.total > 3) {
        slug = item.slug;
        vehicles = p.vehicles.map((v) => v.id);
        expect(p.linkedVehicles.total).toBe(vehicles.length);
        break;
      }
    }
    expect(slug).not.toBe('');
    expect(vehicles).toContain('10020');
    const others = vehicles.filter((id) => id !== '10020').slice(0, 20);
    const fields = others.map((id, i) => `f${i}: fitStatus(vehicleId: "${id}")`).join(' ');
    s.provider.resetCalls();
    const fits = await s.shopper.gql<{ product: Record<string, string> }>(`{ product(slug: "${slug}") { ${fields} } }`);
    expect(Object.values(fits.data!.product)).toEqual(others.map(() => 'FITS'));
    // The article with every linkage is kept: fit statements for other vehicles cost nothing more.
    expect(s.provider.calls()).toEqual({});

    // A page's cards asked for another vehicle than the listed one: one call for the whole page.
    const other = others[0];
    s.provider.resetCalls();
    const page = await s.shopper.gql<{ partProducts: { items: { fitStatus: string }[] } }>(
      `{ partProducts(categoryId: "100002", vehicleId: "10020") { items { fitStatus(vehicleId: "${other}") } } }`,
    );
    expect(page.data!.partProducts.items.length).toBeGreaterThan(1);
    expect(s.provider.calls().getArticles).toBeLessThanOrEqual(2);
  });

  it('says which garage vehicles a part listed for another vehicle fits', async () => {
    const shopper = s.shop.shopper();
    const list = await shopper.gql<{ partProducts: { items: { slug: string; compatibility: string }[] } }>(
      '{ partProducts(categoryId: "100004", vehicleId: "10030") { items { slug compatibility } } }',
    );
    const slug = list.data!.partProducts.items.find((i) => i.compatibility === 'LIST')!.slug;
    const linked = await shopper.gql<{ product: { vehicles: { id: string }[] } }>(`{ product(slug: "${slug}") { vehicles(limit: 3) { id } } }`);
    const ids = linked.data!.product.vehicles.map((v) => v.id);
    for (const id of ids) await shopper.gql(`mutation { addVehicleToGarage(vehicleId: "${id}") { vehicles { id } } }`);
    const fit = await shopper.gql<{ product: { garageFit: { status: string; vehicle: { id: string } }[] } }>(`{ product(slug: "${slug}") { garageFit { status vehicle { id } } } }`);
    expect(fit.data!.product.garageFit.map((f) => [f.vehicle.id, f.status]).sort()).toEqual(ids.map((id) => [id, 'FITS']).sort());
  });

  it('fills the brand filter of a listing and of a search without supplier facets, saying the counts are a sample where they are', async () => {
    type Listed = { partProducts: { total: number; filters: { slug: string; countsExact: boolean | null; items: { slug: string; count: number }[] | null }[] } };
    // A group's list the shop holds whole (a vehicle's): counted over it, exact.
    const list = await s.shopper.gql<Listed>('{ partProducts(categoryId: "100001", vehicleId: "10020") { total filters { slug countsExact items { slug count } } } }');
    const brand = list.data!.partProducts.filters.find((f) => f.slug === 'brand')!;
    expect(brand.countsExact).toBe(true);
    expect(brand.items!.reduce((n, b) => n + b.count, 0)).toBe(list.data!.partProducts.total);
    // One above 1000 parts, paged by the provider: counted over the page, a sample.
    const large = await s.shopper.gql<Listed>('{ partProducts(categoryId: "100001") { total filters { slug countsExact items { slug count } } } }');
    const sample = large.data!.partProducts.filters.find((f) => f.slug === 'brand')!;
    expect(sample.items!.length).toBeGreaterThan(0);
    expect(sample.countsExact).toBe(false);
    const search = await s.shopper.gql<{ search: { filters: { slug: string; countsExact: boolean | null; items: { slug: string }[] | null }[] } }>(
      '{ search(query: "disco freno") { filters { slug countsExact items { slug } } } }',
    );
    const found = search.data!.search.filters.find((f) => f.slug === 'brand')!;
    expect(found.items!.filter((b) => /^\d+$/.test(b.slug)).length).toBeGreaterThan(0);
    expect(found.countsExact).toBe(false);
  });

  it('shows the provider’s linkage criteria as fitment notes', async () => {
    const list = await s.shopper.gql<{ partProducts: { items: { slug: string }[] } }>('{ partProducts(categoryId: "100001", vehicleId: "10020", limit: 40) { items { slug } } }');
    const notes = await Promise.all(
      list.data!.partProducts.items.map(async ({ slug }) =>
        (await s.shopper.gql<{ product: { fitmentNotes: { kind: string; label: string }[] | null } }>(`{ product(slug: "${slug}") { fitmentNotes(vehicleId: "10020") { kind label } } }`))
          .data!.product.fitmentNotes ?? [],
      ),
    );
    const criteria = notes.flat().filter((n) => n.kind === 'LINKAGE_CRITERION');
    expect(criteria.length).toBeGreaterThan(0);
    expect(new Set(criteria.map((n) => n.label)).size).toBeGreaterThan(1);
  });
});

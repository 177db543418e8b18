import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StandInProvider } from '../../fixtures/provider/index';
import { providerRuntime } from '../../server/provider-standin';
import { startTestShop, type TestShop } from '../helpers/shop';

let shop: TestShop;
let standIn: StandInProvider;
const VEHICLE = '10001';

interface Note {
  kind: string;
  label: string;
  value: string;
}

/** A provider article that fits VEHICLE through its linkages (not a universal one). */
let slug: string;
/** A known vehicle the article does not fit. */
let other: string;

beforeAll(async () => {
  shop = await startTestShop();
  standIn = (await providerRuntime(shop.server.services).ready()).standIn!;
  const s = shop.shopper();
  const groups = await s.gql<{ partCategories: { slug: string }[] }>(`{ partCategories(vehicleId: "${VEHICLE}") { slug } }`);
  for (const group of groups.data!.partCategories) {
    const page = await s.gql<{ partProducts: { items: { slug: string; fitStatus: string }[] } }>(
      `{ partProducts(categoryId: "${group.slug}", vehicleId: "${VEHICLE}", limit: 20) { items { slug fitStatus(vehicleId: "${VEHICLE}") } } }`,
    );
    const fitting = page.data!.partProducts.items.find((p) => p.fitStatus === 'FITS');
    if (fitting) {
      slug = fitting.slug;
      break;
    }
  }
  expect(slug).toBeTruthy();
  for (let id = 10002; id < 10100 && !other; id++) {
    const r = await s.gql<{ vehicle: { id: string } | null; product: { fitStatus: string } }>(
      `{ vehicle(id: "${id}") { id } product(slug: "${slug}") { fitStatus(vehicleId: "${id}") } }`,
    );
    if (r.data?.vehicle && r.data.product.fitStatus === 'DOES_NOT_FIT') other = String(id);
  }
  expect(other).toBeTruthy();
});
afterAll(async () => shop?.close());

const FIT_FIELDS = 'fitStatus fitmentNotes { kind label value } garageFit { status vehicle { id } }';

describe('fitment on the product page', () => {
  it('claims nothing without a current vehicle, and lists no garage', async () => {
    const r = await shop.shopper().gql<{ product: { fitStatus: null; fitmentNotes: null; garageFit: unknown[] } }>(
      `{ product(slug: "${slug}") { ${FIT_FIELDS} } }`,
    );
    expect(r.errors).toBeUndefined();
    expect(r.data!.product).toEqual({ fitStatus: null, fitmentNotes: null, garageFit: [] });
  });

  it('states the fit of every saved vehicle and the notes of the current one, asking the provider once', async () => {
    const s = shop.shopper();
    await s.gql(`mutation { addVehicleToGarage(vehicleId: "${other}") { vehicles { id } } }`);
    const set = await s.gql(`mutation { setCurrentVehicle(vehicleId: "${VEHICLE}") { currentVehicle { id } } }`);
    expect(set.errors).toBeUndefined();
    const car = await s.gql<{ vehicle: { year: number; yearTo: number | null; engineCodes: string[] } }>(
      `{ vehicle(id: "${VEHICLE}") { year yearTo engineCodes } }`,
    );

    standIn.resetCalls();
    const r = await s.gql<{ product: { fitStatus: string; fitmentNotes: Note[]; garageFit: { status: string; vehicle: { id: string } }[] } }>(
      `{ product(slug: "${slug}") { slug ${FIT_FIELDS} } }`,
    );
    expect(r.errors).toBeUndefined();
    const product = r.data!.product;
    expect(product.fitStatus).toBe('FITS');
    expect(product.garageFit).toEqual([
      { status: 'DOES_NOT_FIT', vehicle: { id: other } },
      { status: 'FITS', vehicle: { id: VEHICLE } },
    ]);
    const { year, yearTo, engineCodes } = car.data!.vehicle;
    const byKind = (kind: string) => product.fitmentNotes.filter((n) => n.kind === kind).map((n) => n.value);
    expect(byKind('PRODUCTION_FROM')).toEqual([String(year)]);
    expect(byKind('PRODUCTION_TO')).toEqual(yearTo ? [String(yearTo)] : []);
    expect(byKind('ENGINE_CODES')).toEqual(engineCodes.length ? [engineCodes.join(', ')] : []);
    // At most the article and the vehicle, each once, however many fields ask.
    const calls = standIn.calls();
    expect(calls.getArticles ?? 0).toBeLessThanOrEqual(1);
    expect(calls.getVehicleByIds3 ?? 0).toBeLessThanOrEqual(1);

    const elsewhere = await s.gql<{ product: { fitmentNotes: Note[] | null } }>(
      `{ product(slug: "${slug}") { fitmentNotes(vehicleId: "${other}") { kind } } }`,
    );
    expect(elsewhere.data!.product.fitmentNotes).toBeNull();
  });

  it('pages the vehicles an article fits with one vehicle lookup per page', async () => {
    const s = shop.shopper();
    const q = (page: number) => `{ product(slug: "${slug}") { linkedVehicles(page: ${page}, limit: 2) { page pages total from to items { id } } } }`;
    const first = await s.gql<{ product: { linkedVehicles: { page: number; pages: number; total: number; from: number; to: number; items: { id: string }[] } } }>(q(1));
    expect(first.errors).toBeUndefined();
    const list = first.data!.product.linkedVehicles;
    expect(list.total).toBeGreaterThan(0);
    expect(list.pages).toBe(Math.ceil(list.total / 2));
    expect(list.items.length).toBe(Math.min(2, list.total));
    expect(list.from).toBe(1);
    if (list.total > 2) {
      standIn.resetCalls();
      const second = await s.gql<typeof first.data & object>(q(2));
      const page2 = second.data!.product.linkedVehicles;
      expect(page2.from).toBe(3);
      expect(page2.items.map((v) => v.id).some((id) => list.items.some((v) => v.id === id))).toBe(false);
      expect(standIn.calls().getVehicleByIds3 ?? 0).toBeLessThanOrEqual(1);
    }
    const shopProduct = await s.gql<{ product: { linkedVehicles: null } }>('{ product(slug: "bujia-ngk-bkr6e") { linkedVehicles { total } } }');
    expect(shopProduct.data!.product.linkedVehicles).toBeNull();
  });
});

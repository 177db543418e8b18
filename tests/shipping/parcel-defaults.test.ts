import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTempPgDatabase, TEST_DATABASE_URL, type TempPgDatabase } from '../helpers/pg';
import { startTestShop, type Shopper, type TestShop } from '../helpers/shop';
import { addToCart, ok, PRODUCTS } from '../shopper/helpers';
import { signedInStaff, type TestStaff } from '../staff/helpers';

// The default parcel per part category, edited through the staff API (/admin/graphql): read back,
// used by the next shipping quote of a cart holding such a part without its own measurements (the
// sample battery states no weight or size), refused out of bounds or without shipping:manage, and
// audited in the same transaction. On PostgreSQL too when TEST_DATABASE_URL is set.

const ENTRY = 'category edited updatedAt updatedBy { id email } parcel { weightGrams lengthCm widthCm heightCm billableWeightGrams } codeDefault { weightGrams lengthCm widthCm heightCm }';
const LIST = `query { parcelDefaults { ${ENTRY} } parcelLimits { minWeightGrams maxWeightGrams minSideCm maxSideCm } }`;
const SET = `mutation($c: ParcelCategory!, $w: Int!, $l: Int!, $wd: Int!, $h: Int!, $r: String) {
  setParcelDefault(category: $c, weightGrams: $w, lengthCm: $l, widthCm: $wd, heightCm: $h, reason: $r) { ${ENTRY} } }`;
const RESET = `mutation($c: ParcelCategory!, $r: String) { resetParcelDefault(category: $c, reason: $r) { ${ENTRY} } }`;
const AUDIT = `query { auditLog(filter: { entity: "parcel-default", entityId: "battery" }) { nodes { actor actorId action before after reason } } }`;

interface Measures {
  weightGrams: number;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
  billableWeightGrams?: number;
}
interface Entry {
  category: string;
  edited: boolean;
  updatedAt: string | null;
  updatedBy: { id: string; email: string } | null;
  parcel: Measures;
  codeDefault: Measures;
}

const cheapestHome = async (s: Shopper, postcode: string) => {
  const r = ok(
    await s.gql<{ shippingQuote: { options: { carrier: string; mode: string; priceCentavos: number }[] } }>(
      'query($p: String!) { shippingQuote(postcode: $p) { options { carrier mode priceCentavos } } }',
      { p: postcode },
    ),
  );
  const home = r.shippingQuote.options.filter((o) => o.mode === 'HOME' && o.carrier !== 'flat-rate');
  expect(home.length).toBeGreaterThan(0);
  return Object.fromEntries(home.map((o) => [o.carrier, o.priceCentavos]));
};

let shop: TestShop;
let pgDatabase: TempPgDatabase | null = null;
let owner: TestStaff;
let clerk: TestStaff;
let viewer: TestStaff;

beforeAll(async () => {
  pgDatabase = TEST_DATABASE_URL ? await createTempPgDatabase() : null;
  shop = await startTestShop(pgDatabase ? { DATABASE_URL: pgDatabase.url } : {});
  expect(shop.server.services.db.kind).toBe(pgDatabase ? 'postgres' : 'pglite');
  owner = await signedInStaff(shop, 'owner');
  clerk = await signedInStaff(shop, 'orders');
  viewer = await signedInStaff(shop, 'viewer');
}, 120_000);
afterAll(async () => {
  await shop?.close();
  await pgDatabase?.drop();
});

describe('default parcels per part category', () => {
  it("lists every category with the code's default until the staff edit one", async () => {
    const r = await viewer.browser.gql<{ parcelDefaults: Entry[]; parcelLimits: Record<string, number> }>(LIST);
    expect(r.errors).toBeUndefined();
    expect(r.data!.parcelDefaults.map((e) => e.category)).toEqual(['FILTER', 'BRAKE_DISC_PAIR', 'EXHAUST', 'BATTERY', 'DEFAULT']);
    const battery = r.data!.parcelDefaults.find((e) => e.category === 'BATTERY')!;
    expect(battery).toMatchObject({ edited: false, updatedAt: null, updatedBy: null, parcel: { weightGrams: 15_000, lengthCm: 28, widthCm: 18, heightCm: 20, billableWeightGrams: 15_000 } });
    expect(r.data!.parcelLimits).toEqual({ minWeightGrams: 1, maxWeightGrams: 100_000, minSideCm: 1, maxSideCm: 300 });
  });

  it('sets a default (read back with who and when), the next quote packs with it, and a reset brings the old quote back', async () => {
    const s = shop.shopper();
    ok(await addToCart(s, PRODUCTS.battery, 1));
    const before = await cheapestHome(s, '5000');

    const set = await clerk.browser.gql<{ setParcelDefault: Entry }>(SET, { c: 'BATTERY', w: 22_000, l: 30, wd: 20, h: 22, r: 'Baterías de 100 Ah' });
    expect(set.errors).toBeUndefined();
    expect(set.data!.setParcelDefault).toMatchObject({
      category: 'BATTERY',
      edited: true,
      updatedBy: { id: clerk.id, email: clerk.email },
      parcel: { weightGrams: 22_000, lengthCm: 30, widthCm: 20, heightCm: 22 },
      codeDefault: { weightGrams: 15_000, lengthCm: 28, widthCm: 18, heightCm: 20 },
    });
    expect(Date.now() - Date.parse(set.data!.setParcelDefault.updatedAt!)).toBeLessThan(60_000);
    const listed = (await viewer.browser.gql<{ parcelDefaults: Entry[] }>(LIST)).data!.parcelDefaults;
    expect(listed.find((e) => e.category === 'BATTERY')).toEqual(set.data!.setParcelDefault);
    expect(listed.filter((e) => e.edited).map((e) => e.category)).toEqual(['BATTERY']);

    // The same cart and postal code: other parcels, so a new quote (not the cached one), dearer.
    const heavier = await cheapestHome(s, '5000');
    for (const carrier of Object.keys(before)) expect(heavier[carrier], carrier).toBeGreaterThan(before[carrier]);

    const reset = await clerk.browser.gql<{ resetParcelDefault: Entry }>(RESET, { c: 'BATTERY', r: 'Vuelve al estándar' });
    expect(reset.errors).toBeUndefined();
    expect(reset.data!.resetParcelDefault).toMatchObject({ edited: false, updatedAt: null, updatedBy: null, parcel: { weightGrams: 15_000 } });
    expect(await cheapestHome(s, '5000')).toEqual(before);
  }, 60_000);

  it('is read from the database on each quote: a value stored by another gateway process holds at once', async () => {
    const s = shop.shopper();
    ok(await addToCart(s, PRODUCTS.battery, 1));
    const before = await cheapestHome(s, '9410');
    // As another process's save would leave it: straight in the table, nothing told to this one.
    await shop.server.services.db.query(`insert into parcel_defaults (category, weight_grams, length_cm, width_cm, height_cm) values ('battery', 24000, 30, 20, 22)`);
    try {
      const after = await cheapestHome(s, '9410');
      for (const carrier of Object.keys(before)) expect(after[carrier], carrier).toBeGreaterThan(before[carrier]);
    } finally {
      await shop.server.services.db.query(`delete from parcel_defaults where category = 'battery'`);
    }
    expect(await cheapestHome(s, '9410')).toEqual(before);
  }, 60_000);

  it('refuses values out of bounds or not whole, naming the field, and stores nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ w: 0, l: 30, wd: 20, h: 22 }, 'weightGrams'],
      [{ w: 100_001, l: 30, wd: 20, h: 22 }, 'weightGrams'],
      [{ w: 1000, l: -1, wd: 20, h: 22 }, 'lengthCm'],
      [{ w: 1000, l: 30, wd: 301, h: 22 }, 'widthCm'],
      [{ w: 1000, l: 30, wd: 20, h: 0 }, 'heightCm'],
    ];
    for (const [values, field] of cases) {
      const r = await owner.browser.gql(SET, { c: 'FILTER', ...values });
      expect(r.errors?.[0]?.extensions?.code, JSON.stringify(values)).toBe('BAD_USER_INPUT');
      expect(r.errors?.[0]?.extensions?.field).toBe(field);
      expect(r.errors?.[0]?.message).toContain(field);
      expect(r.status).toBe(400);
    }
    // Not whole, or not a category: refused by the schema itself.
    expect((await owner.browser.gql(SET, { c: 'FILTER', w: 10.5, l: 30, wd: 20, h: 22 })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await owner.browser.gql(SET, { c: 'WHEEL', w: 1000, l: 30, wd: 20, h: 22 })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const long = await owner.browser.gql(SET, { c: 'FILTER', w: 1000, l: 30, wd: 20, h: 22, r: 'x'.repeat(501) });
    expect(long.errors?.[0]?.extensions?.field).toBe('reason');
    const rows = await shop.server.services.db.query(`select category from parcel_defaults where category = 'filter'`);
    expect(rows.rows).toEqual([]);
  });

  it('refuses a staff member without shipping:manage, who still reads the defaults with orders:read', async () => {
    const r = await viewer.browser.gql(SET, { c: 'EXHAUST', w: 9000, l: 100, wd: 25, h: 20 });
    expect(r.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', permission: 'shipping:manage' });
    expect(r.status).toBe(403);
    expect((await viewer.browser.gql(RESET, { c: 'EXHAUST' })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const catalogue = await signedInStaff(shop, 'catalogue');
    expect((await catalogue.browser.gql(LIST)).errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', permission: 'orders:read' });
    const rows = await shop.server.services.db.query(`select category from parcel_defaults where category = 'exhaust'`);
    expect(rows.rows).toEqual([]);
  });

  it('audits each change with who, why, before and after; a reset of nothing stored writes no entry', async () => {
    const entries = ok(await owner.browser.gql<{ auditLog: { nodes: Record<string, unknown>[] } }>(AUDIT)).auditLog.nodes;
    // Newest first: the reset, then the set (the direct write of the test above is no staff change).
    expect(entries).toEqual([
      {
        actor: clerk.email,
        actorId: clerk.id,
        action: 'parcel-default.reset',
        before: { weightGrams: 22_000, lengthCm: 30, widthCm: 20, heightCm: 22, edited: true },
        after: { weightGrams: 15_000, lengthCm: 28, widthCm: 18, heightCm: 20, edited: false },
        reason: 'Vuelve al estándar',
      },
      {
        actor: clerk.email,
        actorId: clerk.id,
        action: 'parcel-default.set',
        before: { weightGrams: 15_000, lengthCm: 28, widthCm: 18, heightCm: 20, edited: false },
        after: { weightGrams: 22_000, lengthCm: 30, widthCm: 20, heightCm: 22, edited: true },
        reason: 'Baterías de 100 Ah',
      },
    ]);
    ok(await owner.browser.gql(RESET, { c: 'BATTERY' }));
    expect(ok(await owner.browser.gql<{ auditLog: { nodes: unknown[] } }>(AUDIT)).auditLog.nodes).toHaveLength(2);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_PAGE, PRODUCT_PAGE, startShopWithProvider, type ShopWithProvider } from '../provider/helpers';
import { startTestShop, type Shopper, type TestShop } from '../helpers/shop';
import { createTempPgDatabase, TEST_DATABASE_URL, type TempPgDatabase } from '../helpers/pg';
import { TEXTS } from '../../fixtures/provider/data/translations';

// The catalogue answers in the language the API's address names (`/graphql?lang=ru`), Spanish
// filling in every text that has no translation; against the strict stand-in, which leaves out a
// text it cannot say in the language asked (article notes, here), as a provider does.
let s: ShopWithProvider;
beforeAll(async () => {
  s = await startShopWithProvider();
});
afterAll(() => s?.close());

/** A GraphQL query POSTed to the API in a language (none: Spanish, the bare address). */
async function ask<T>(shopper: Shopper, language: string | null, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  if (!shopper.cookies.has('csrf-token')) await shopper.fetch('/healthz');
  const res = await shopper.fetch(language ? `/graphql?lang=${language}` : '/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': shopper.cookies.get('csrf-token') ?? '' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: T; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data as T;
}

async function callsDuring(run: () => Promise<unknown>): Promise<Record<string, number>> {
  s.provider.resetCalls();
  await run();
  return s.provider.calls();
}

const TREE = 'query($v: ID) { partCategories(vehicleId: $v) { id name children { id name } } }';
type Tree = { partCategories: { id: string; name: string; children: { id: string; name: string }[] }[] };

describe('the parts catalogue in the page language', () => {
  it('names the vehicle groups in Spanish, English and Russian (en-RTL is English), the same groups each time', async () => {
    const es = (await ask<Tree>(s.shopper, null, TREE, { v: '10020' })).partCategories;
    const en = (await ask<Tree>(s.shopper, 'en', TREE, { v: '10020' })).partCategories;
    const rtl = (await ask<Tree>(s.shopper, 'en-RTL', TREE, { v: '10020' })).partCategories;
    const ru = (await ask<Tree>(s.shopper, 'ru', TREE, { v: '10020' })).partCategories;
    expect(es.map((c) => c.name)).toContain('Sistema de frenos');
    expect(en.map((c) => c.name)).toContain('Braking system');
    expect(ru.map((c) => c.name)).toContain('Тормозная система');
    expect(rtl).toEqual(en);
    for (const tree of [en, ru]) expect(tree.map((c) => c.id)).toEqual(es.map((c) => c.id));
    const brakes = ru.find((c) => c.name === 'Тормозная система');
    expect(brakes?.children.map((c) => c.name)).toContain('Тормозной диск');
  });

  it('names a part, its kind and its criteria in Russian, and keeps the notes the provider gives only in Spanish', async () => {
    type Page = { partProducts: { items: { slug: string; name: string }[] } };
    const es = (await ask<Page>(s.shopper, null, CATEGORY_PAGE, { categoryId: '100001', vehicleId: '10020' })).partProducts.items;
    const ru = (await ask<Page>(s.shopper, 'ru', CATEGORY_PAGE, { categoryId: '100001', vehicleId: '10020' })).partProducts.items;
    expect(ru.map((p) => p.slug)).toEqual(es.map((p) => p.slug));
    expect(es[0].name).toMatch(/^Disco de freno /);
    expect(ru[0].name).toMatch(/^Тормозной диск /);

    type Product = { product: { name: string; description: string; attributes: { name: string; values: { name: string }[] }[]; categories: { name: string }[] } };
    const slug = es[0].slug;
    const spanish = (await ask<Product>(s.shopper, null, PRODUCT_PAGE, { slug })).product;
    const russian = (await ask<Product>(s.shopper, 'ru', PRODUCT_PAGE, { slug })).product;
    expect(russian.name).toMatch(/^Тормозной диск /);
    expect(russian.attributes.map((a) => a.name)).toContain('Диаметр [mm]');
    expect(spanish.attributes.map((a) => a.name)).toContain('Diámetro [mm]');
    expect(russian.categories.map((c) => c.name)).toEqual(['Тормозной диск']);
    // No note in Russian: each one falls back to the Spanish text.
    expect(spanish.description.length).toBeGreaterThan(0);
    expect(russian.description).toBe(spanish.description);
  });

  it('names the fuel of a vehicle in the language asked (Nafta, Petrol, Бензин)', async () => {
    type Vehicle = { vehicle: { fuelType: string | null } };
    const fuels = new Map(TEXTS.map(([es, en, ru]) => [es, { en, ru }]));
    for (const id of ['10020', '10021', '10030']) {
      const q = `{ vehicle(id: "${id}") { fuelType } }`;
      const es = (await ask<Vehicle>(s.shopper, null, q)).vehicle.fuelType ?? '';
      expect(['Nafta', 'Diésel', 'Nafta/GNC', 'Híbrido', 'Eléctrico']).toContain(es);
      expect((await ask<Vehicle>(s.shopper, 'en', q)).vehicle.fuelType).toBe(fuels.get(es)?.en);
      expect((await ask<Vehicle>(s.shopper, 'ru', q)).vehicle.fuelType).toBe(fuels.get(es)?.ru);
    }
    expect(fuels.get('Nafta')).toEqual({ en: 'Petrol', ru: 'Бензин' });
  });

  it('asks the provider again for another language, never twice for the same one', async () => {
    const page = { categoryId: '100002', vehicleId: '10021' };
    expect(await callsDuring(() => ask(s.shopper, null, CATEGORY_PAGE, page))).toEqual({ getArticles: 1 });
    // Russian: its own answer; what it lacks (the notes) comes from the Spanish one already held.
    expect(await callsDuring(() => ask(s.shopper, 'ru', CATEGORY_PAGE, page))).toEqual({ getArticles: 1 });
    expect(await callsDuring(() => ask(s.shop.shopper(), 'ru', CATEGORY_PAGE, page))).toEqual({});
    expect(await callsDuring(() => ask(s.shopper, null, CATEGORY_PAGE, page))).toEqual({});
    // A language asked first: its answer, and the Spanish one its missing notes come from.
    const other = { categoryId: '100003', vehicleId: '10021' };
    expect(await callsDuring(() => ask(s.shopper, 'en', CATEGORY_PAGE, other))).toEqual({ getArticles: 2 });
    expect(await callsDuring(() => ask(s.shopper, null, CATEGORY_PAGE, other))).toEqual({});
    expect(await callsDuring(() => ask(s.shopper, 'en', CATEGORY_PAGE, other))).toEqual({});
  });
});

describe("the shop's own catalogue in the page language", () => {
  type Product = { product: { name: string; excerpt: string; description: string; categories: { name: string }[] } };
  const q = 'query($slug: String!) { product(slug: $slug) { name excerpt description categories { name } } }';

  it('serves product names, excerpts and category names per language, each text falling back to Spanish', async () => {
    const slug = 'pastillas-freno-brembo-p06';
    const es = (await ask<Product>(s.shopper, null, q, { slug })).product;
    const en = (await ask<Product>(s.shopper, 'en', q, { slug })).product;
    const ru = (await ask<Product>(s.shopper, 'ru', q, { slug })).product;
    expect(es.name).toBe('Pastillas de freno delanteras Brembo P 06 020');
    expect(en.name).toBe('Brembo P 06 020 front brake pads');
    expect(ru.name).toBe('Передние тормозные колодки Brembo P 06 020');
    expect(en.excerpt).toMatch(/^Set of 4 low-dust ceramic pads/);
    expect(ru.categories.map((c) => c.name)).toEqual(['Тормозные колодки']);
    expect(es.categories.map((c) => c.name)).toEqual(['Pastillas de freno']);
    // The description has no translation: Spanish in every language.
    expect(en.description).toBe(es.description);

    // Named in English only: Russian falls back to Spanish, field by field.
    const wipers = 'escobillas-valeo-silencio-vf361';
    const wEs = (await ask<Product>(s.shopper, null, q, { slug: wipers })).product;
    const wEn = (await ask<Product>(s.shopper, 'en', q, { slug: wipers })).product;
    const wRu = (await ask<Product>(s.shopper, 'ru', q, { slug: wipers })).product;
    expect(wEn.name).toBe('Valeo Silencio VF361 wiper blades');
    expect(wRu.name).toBe(wEs.name);
    expect(wRu.excerpt).toBe(wEs.excerpt);
    expect(wRu.categories.map((c) => c.name)).toEqual(['Щётки стеклоочистителя']);
  });

  it('names the category menu per language, and a listing of shop products too', async () => {
    type Cats = { categories: { name: string; children: { name: string }[] }[] };
    const menu = '{ categories(depth: 2) { name children { name } } }';
    const es = (await ask<Cats>(s.shopper, null, menu)).categories;
    const ru = (await ask<Cats>(s.shopper, 'ru', menu)).categories;
    const en = (await ask<Cats>(s.shopper, 'en', menu)).categories;
    expect(es[0].name).toBe('Frenos');
    expect(ru[0].name).toBe('Тормоза');
    expect(en.map((c) => c.name)).toContain('Lubricants');
    type List = { products: { items: { name: string }[] } };
    const list = (await ask<List>(s.shopper, 'en', '{ products(category: "filtros-de-aceite") { items { name } } }')).products.items;
    expect(list.map((p) => p.name)).toContain('Mann-Filter W 712/95 oil filter');
  });
});

describe.skipIf(!TEST_DATABASE_URL)("the shop's own catalogue in other languages on PostgreSQL", () => {
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

  it('stores and serves the translations as the embedded database does', async () => {
    type Product = { product: { name: string; categories: { name: string }[] } };
    const q = 'query($slug: String!) { product(slug: $slug) { name categories { name } } }';
    const ru = (await ask<Product>(shop.shopper(), 'ru', q, { slug: 'bujia-ngk-bkr6e' })).product;
    expect(ru).toEqual({ name: 'Свеча зажигания NGK BKR6E', categories: [{ name: 'Свечи зажигания' }] });
    const es = (await ask<Product>(shop.shopper(), null, q, { slug: 'bujia-ngk-bkr6e' })).product;
    expect(es).toEqual({ name: 'Bujía NGK BKR6E', categories: [{ name: 'Bujías' }] });
  });
});

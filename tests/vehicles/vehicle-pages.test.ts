import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureClientBuilt } from '../browser/support/build-client';
import { startShopWithProvider, type ShopWithProvider } from '../provider/helpers';
import { Shopper } from '../helpers/shop';

// The vehicle pages as a search engine and a shared cache meet them: one address per vehicle and
// year it was built in (the car id decides, other words move there for good, ADR 20), the same page for every visitor whatever their
// session says, a real 404 for what the catalogue does not know, their head, and the sitemaps.

/** A car of the stand-in's data set (Volkswagen Amarok I 1.4 TSI, built from 2010) and a group with parts for it. */
const CAR = '10132';
const CANONICAL = `/shop/vehicles/volkswagen/amarok-i/2010/1-4-tsi-${CAR}`;
const GROUP = `${CANONICAL}/pastillas-de-freno-100102`;
/** The same car in another year it was built in (2010 to 2016): a page of its own. */
const IN_2014 = `/shop/vehicles/volkswagen/amarok-i/2014/1-4-tsi-${CAR}`;
/** Another car, the session's current vehicle in the tests below. */
const OTHER_CAR = '10020';

let env: ShopWithProvider;
let url: string;

const page = (path: string, shopper?: Shopper) =>
  shopper ? shopper.fetch(path, { headers: { accept: 'text/html' } }) : fetch(url + path, { headers: { accept: 'text/html' }, redirect: 'manual' });
const jsonLdTypes = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => (JSON.parse(m[1]) as { '@type': string })['@type']);
const section = (html: string, testId: string) => {
  const start = html.indexOf(`data-testid="${testId}"`);
  return start < 0 ? '' : html.slice(start, html.indexOf('</ul>', start));
};

beforeAll(async () => {
  const clientDir = await ensureClientBuilt();
  env = await startShopWithProvider({ CLIENT_DIR: clientDir, LOG_LEVEL: 'silent' });
  url = env.shop.url;
}, 120_000);

afterAll(async () => {
  await env?.close();
});

describe('a vehicle page', () => {
  it('is public: no cookie is set, shared caches may keep it, and it names the vehicle for search engines', async () => {
    const res = await page(CANONICAL);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=\d+/);
    expect(res.headers.getSetCookie()).toEqual([]);
    const html = await res.text();
    expect(html).toContain('<title>Repuestos para Volkswagen Amarok I 1.4 TSI 2010 · ');
    expect(html).toContain(`<link rel="canonical" href="${url}${CANONICAL}">`);
    for (const [lang, prefix] of [['es-AR', ''], ['en', '/en'], ['ru', '/ru'], ['en-x-rtl', '/en-rtl'], ['x-default', '']]) {
      expect(html).toContain(`<link rel="alternate" hreflang="${lang}" href="${url}${prefix}${CANONICAL}">`);
    }
    expect(jsonLdTypes(html)).toEqual(expect.arrayContaining(['BreadcrumbList', 'Car', 'ItemList']));
    expect(section(html, 'vehicle-groups')).toContain(`href="${GROUP}"`);
  });

  it('is the same for a shopper whose session has another current vehicle, and a GET never writes the session', async () => {
    const anonymous = await (await page(CANONICAL)).text();
    const shopper = env.shop.shopper();
    const set = await shopper.gql(`mutation($v: ID!) { setCurrentVehicle(vehicleId: $v) { currentVehicle { id } } }`, { v: OTHER_CAR });
    expect(set.errors).toBeUndefined();
    const res = await page(CANONICAL, shopper);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/^public/);
    expect(res.headers.get('x-page-cache')).toBe('hit');
    const html = await res.text();
    expect(section(html, 'vehicle-groups')).toBe(section(anonymous, 'vehicle-groups'));
    expect(html).toContain(`data-vehicle-id="${CAR}"`);
    const after = await shopper.gql<{ garage: { currentVehicle: { id: string } | null } }>('{ garage { currentVehicle { id } } }');
    expect(after.data?.garage.currentVehicle?.id).toBe(OTHER_CAR);
  });

  it('asks the provider once for a group page of a vehicle whose page was seen, and never again for another view of it', async () => {
    await page(CANONICAL);
    env.provider.resetCalls();
    const cold = await page(GROUP);
    expect(cold.status).toBe(200);
    const html = await cold.text();
    expect(html).toContain('<title>Pastillas de freno para Volkswagen Amarok I 1.4 TSI 2010 · ');
    expect(jsonLdTypes(html)).toEqual(expect.arrayContaining(['BreadcrumbList', 'ItemList']));
    expect(env.provider.calls()).toEqual({ getArticles: 1 });
    env.provider.resetCalls();
    // Another layout is another page for the page cache, but the same provider answers.
    expect((await page(`${GROUP}?layout=list`)).status).toBe(200);
    expect(env.provider.calls()).toEqual({});
  });
});

describe('a year of a vehicle', () => {
  it('is a page of its own: its address, title, heading, canonical address and structured data name the year', async () => {
    const res = await page(IN_2014);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/^public/);
    const html = await res.text();
    expect(html).toContain('<title>Repuestos para Volkswagen Amarok I 1.4 TSI 2014 · ');
    expect(html).toMatch(/<h1[^>]*>Repuestos para Volkswagen Amarok I 1.4 TSI 2014<\/h1>/);
    expect(html).toContain(`<link rel="canonical" href="${url}${IN_2014}">`);
    expect(html).toContain('"vehicleModelDate":"2014"');
    // Its groups keep the year, and so does a group page's title.
    expect(section(html, 'vehicle-groups')).toContain(`href="${IN_2014}/pastillas-de-freno-100102"`);
    const group = await page(`${IN_2014}/pastillas-de-freno-100102`);
    expect(group.status).toBe(200);
    expect(await group.text()).toContain('<title>Pastillas de freno para Volkswagen Amarok I 1.4 TSI 2014 · ');
  });

  it('is what the model page links to once narrowed to that year', async () => {
    const html = await (await page('/shop/vehicles/volkswagen/amarok-i?year=2014')).text();
    expect(html).toContain(`href="${IN_2014}"`);
    expect(html).not.toContain(`href="${CANONICAL}"`);
  });
});

describe('addresses', () => {
  it('moves older words for a vehicle, its group, its make and model to the canonical address for good, in every language', async () => {
    const moves: [string, string][] = [
      // Older words keep the year they name, when the vehicle was built in it.
      [`/shop/vehicles/vw/amarok/2014/amarok-1-4-old-name-${CAR}`, IN_2014],
      [`/en/shop/vehicles/x/y/2011/${CAR}`, `/en/shop/vehicles/volkswagen/amarok-i/2011/1-4-tsi-${CAR}`],
      // A year it was not built in moves to the nearest one it was, keeping the query.
      [`/shop/vehicles/volkswagen/amarok-i/2005/1-4-tsi-${CAR}?layout=list&utm_source=mail`, `${CANONICAL}?layout=list&utm_source=mail`],
      [`/shop/vehicles/volkswagen/amarok-i/2019/1-4-tsi-${CAR}?ref=a%20b`, `/shop/vehicles/volkswagen/amarok-i/2016/1-4-tsi-${CAR}?ref=a%20b`],
      [`/shop/vehicles/vw/amarok/2014/amarok-1-4-old-name-${CAR}?ref=1`, `${IN_2014}?ref=1`],
      [`${CANONICAL}/brakes-100102?layout=list&page=1`, `${GROUP}?layout=list&page=1`],
      ['/shop/vehicles/100', '/shop/vehicles/volkswagen'],
      ['/shop/vehicles/volkswagen/amarok-4021', '/shop/vehicles/volkswagen/amarok-i'],
      ['/shop/vehicles/volkswagen/amarok-i/2012', '/shop/vehicles/volkswagen/amarok-i?year=2012'],
    ];
    for (const [from, to] of moves) {
      const res = await page(from);
      expect(res.status, from).toBe(301);
      expect(res.headers.get('location'), from).toBe(to);
      expect(res.headers.get('cache-control'), from).toMatch(/^public/);
    }
  });

  it('lists a model\'s engines once each, narrowed to a year by a link, the model\'s page canonical either way', async () => {
    const engines = (html: string) => new Set([...html.matchAll(/href="(\/shop\/vehicles\/volkswagen\/amarok-i\/\d{4}\/[a-z0-9-]+)"/g)].map((m) => m[1]));
    const all = await (await page('/shop/vehicles/volkswagen/amarok-i')).text();
    const built2010 = await (await page('/shop/vehicles/volkswagen/amarok-i?year=2010')).text();
    expect(engines(all).has(CANONICAL)).toBe(true);
    expect(engines(built2010).has(CANONICAL)).toBe(true);
    expect(engines(built2010).size).toBeGreaterThan(0);
    expect(engines(built2010).size).toBeLessThan(engines(all).size);
    expect(built2010).toContain(`<link rel="canonical" href="${url}/shop/vehicles/volkswagen/amarok-i">`);
  });

  it('answers 404 for an unknown vehicle, with the models of the make its address names', async () => {
    const res = await page('/shop/vehicles/volkswagen/amarok-i/2010/1-4-tsi-99999999');
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('<meta name="robots" content="noindex">');
    const suggestions = section(html, 'vehicle-suggestions');
    expect(suggestions).toContain('Modelos de Volkswagen');
    expect(suggestions).toContain('href="/shop/vehicles/volkswagen/amarok-i"');
  });

  it('answers 404 for an unknown make, model or group, never an empty page', async () => {
    const unknownMake = await page('/shop/vehicles/no-such-make');
    expect(unknownMake.status).toBe(404);
    expect(section(await unknownMake.text(), 'vehicle-suggestions')).toContain('href="/shop/vehicles/volkswagen"');
    expect((await page('/shop/vehicles/volkswagen/no-such-model')).status).toBe(404);
    expect((await page(`${CANONICAL}/no-such-group-99999999`)).status).toBe(404);
  });
});

describe('while the provider fails', () => {
  it('answers 503 for a vehicle it cannot look up, never a 404 that tells search engines to forget the page', async () => {
    env.provider.injectFault('getVehicleByIds3', { answer: 'http500' });
    try {
      const res = await page('/shop/vehicles/volkswagen/amarok-i/2010/1-9-sdi-10133');
      expect(res.status).toBe(503);
      expect(await res.text()).toContain('<meta name="robots" content="noindex">');
    } finally {
      env.provider.clearFaults();
    }
    expect((await page('/shop/vehicles/volkswagen/amarok-i/2010/1-9-sdi-10133')).status).toBe(200);
  });
});

describe('the sitemaps', () => {
  it('index the vehicle sitemaps, one per make, each listing its vehicle pages (which answer)', async () => {
    const index = await (await fetch(`${url}/sitemap.xml`)).text();
    expect(index).toContain('<sitemapindex');
    const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(files).toContain(`${url}/sitemap-pages.xml`);
    expect(files).toContain(`${url}/sitemap-vehicles-volkswagen.xml`);
    expect(files.filter((f) => f.includes('/sitemap-vehicles-')).length).toBeGreaterThan(10);

    const res = await fetch(`${url}/sitemap-vehicles-volkswagen.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/^public/);
    const body = await res.text();
    const locs = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].slice(url.length));
    expect(locs.length).toBeLessThanOrEqual(50_000);
    expect(Buffer.byteLength(body)).toBeLessThan(50 * 1024 * 1024);
    expect(locs).toContain('/shop/vehicles/volkswagen');
    expect(locs).toContain(CANONICAL);
    // Every year the vehicle was built in, 2010 to 2016, is listed.
    for (let year = 2010; year <= 2016; year++) expect(locs).toContain(`/shop/vehicles/volkswagen/amarok-i/${year}/1-4-tsi-${CAR}`);
    expect(locs).not.toContain(`/shop/vehicles/volkswagen/amarok-i/2017/1-4-tsi-${CAR}`);
    const vehiclePages = locs.filter((l) => l.split('/').length === 7);
    expect(vehiclePages.length).toBeGreaterThan(10);
    for (const path of [vehiclePages[0], vehiclePages.at(-1)!]) expect((await page(path)).status, path).toBe(200);
    expect((await fetch(`${url}/sitemap-vehicles-no-such-make.xml`)).status).toBe(404);
  });
});

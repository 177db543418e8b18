import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError } from '../config';
import { DEFAULT_FLAT_RATES, loadShippingConfig } from './config';
import type { ParcelLine } from './parcels';
import { createQuoteService, type QuoteAnswer, type QuoteResult } from './quotes';
import { createShipping, type ShippingRuntime } from './runtime';

let shipping: ShippingRuntime;
const config = loadShippingConfig({ NODE_ENV: 'test', SHIPPING_QUOTE_BUDGET_MS: '1200' });
const cart: ParcelLine[] = [
  { quantity: 1, category: 'brake-disc-pair' },
  { quantity: 2, category: 'filter' },
];

beforeAll(async () => {
  shipping = await createShipping(config, null);
});
afterAll(() => shipping.close());
beforeEach(() => shipping.standIn?.set('all', { fault: 'none', latencyMs: 0, jitterMs: 0 }));

const standIn = () => {
  if (!shipping.standIn) throw new Error('the stand-in did not start');
  return shipping.standIn;
};
const calls = () => Object.values(standIn().store.calls).reduce((a, b) => a + b, 0);
function ok(answer: QuoteAnswer): QuoteResult {
  if (!answer.ok) throw new Error(answer.problem);
  return answer.result;
}
let declared = 10_000_000;
/** A declared value of its own per test, so no test reads another's cached quote. */
const fresh = () => (declared += 1);

describe('quote service against the carriers stand-in', () => {
  it('quotes one cart to Buenos Aires, Córdoba and Ushuaia from the three carriers, dearer and slower farther away', async () => {
    const value = fresh();
    const [caba, cordoba, ushuaia] = await Promise.all(['C1425DKB', '5000', '9410'].map(async (postcode) => ok(await shipping.quotes.quote({ postcode, lines: cart, declaredValueCentavos: value }))));
    for (const r of [caba, cordoba, ushuaia]) {
      expect(r.fallback).toBe(false);
      expect(r.failures).toEqual([]);
      expect(new Set(r.options.map((o) => o.carrier))).toEqual(new Set(['andreani', 'correo-argentino', 'oca']));
      expect(r.options.map((o) => o.priceCentavos)).toEqual([...r.options.map((o) => o.priceCentavos)].sort((a, b) => a - b));
    }
    expect(caba.area).toMatchObject({ code: '1425', province: { letter: 'C' } });
    expect(ushuaia.area).toMatchObject({ province: { letter: 'V' }, locality: 'Ushuaia' });
    expect(cordoba.options[0].priceCentavos).toBeGreaterThan(caba.options[0].priceCentavos);
    expect(ushuaia.options[0].priceCentavos).toBeGreaterThan(cordoba.options[0].priceCentavos);
    expect(Math.min(...ushuaia.options.map((o) => o.deliveryDaysMin))).toBeGreaterThan(Math.max(...caba.options.map((o) => o.deliveryDaysMin)));
  });

  it('serves a CPA and its four digits from one cached quote, without asking the carriers again', async () => {
    const value = fresh();
    const first = ok(await shipping.quotes.quote({ postcode: '1425', lines: cart, declaredValueCentavos: value }));
    const before = calls();
    const again = ok(await shipping.quotes.quote({ postcode: 'c1425dkb', lines: [...cart].reverse(), declaredValueCentavos: value }));
    expect(calls()).toBe(before);
    expect(again.cached).toBe(true);
    expect(again.options).toEqual(first.options);
    expect(again.area.postcode).toBe('C1425DKB');
    // Another cart is another quote.
    ok(await shipping.quotes.quote({ postcode: '1425', lines: [{ quantity: 1, category: 'battery' }], declaredValueCentavos: value }));
    expect(calls()).toBeGreaterThan(before);
  });

  it('tells an unknown or malformed postal code without asking any carrier', async () => {
    const before = calls();
    expect(await shipping.quotes.quote({ postcode: '9999', lines: cart, declaredValueCentavos: fresh() })).toEqual({ ok: false, problem: 'ERROR_POSTCODE_UNKNOWN' });
    expect(await shipping.quotes.quote({ postcode: 'X50', lines: cart, declaredValueCentavos: fresh() })).toEqual({ ok: false, problem: 'ERROR_FORM_POSTCODE_AR' });
    expect(calls()).toBe(before);
  });

  it('offers what the carriers that answered quoted when one fails and one does not answer', async () => {
    standIn().set('andreani', { fault: 'error' });
    standIn().set('oca', { fault: 'timeout' });
    const started = Date.now();
    const r = ok(await shipping.quotes.quote({ postcode: '5000', lines: cart, declaredValueCentavos: fresh() }));
    expect(Date.now() - started).toBeLessThan(2000);
    expect(r.fallback).toBe(false);
    expect(new Set(r.options.map((o) => o.carrier))).toEqual(new Set(['correo-argentino']));
    expect(r.failures.map((f) => f.carrier).sort()).toEqual(['andreani', 'oca']);
    expect(r.failures.find((f) => f.carrier === 'oca')?.reason).toMatch(/no answer/);
  });

  it("falls back to the shop's flat rate for the zone within 2 s when every carrier times out", async () => {
    standIn().set('all', { fault: 'timeout' });
    const started = Date.now();
    const r = ok(await shipping.quotes.quote({ postcode: 'V9410AAA', lines: cart, declaredValueCentavos: fresh() }));
    const elapsed = Date.now() - started;
    expect(elapsed).toBeLessThan(2000);
    expect(elapsed).toBeGreaterThanOrEqual(config.quoteBudgetMs - 50);
    expect(r.fallback).toBe(true);
    expect(r.zone).toBe(5);
    expect(r.options).toEqual([expect.objectContaining({ carrier: 'flat-rate', mode: 'home', priceCentavos: DEFAULT_FLAT_RATES[5].priceCentavos, deliveryDaysMin: 6, deliveryDaysMax: 12 })]);
    expect(r.failures).toHaveLength(3);
  });

  it('asks the carriers once for the same quote asked twice at once', async () => {
    const value = fresh();
    standIn().set('all', { latencyMs: 80 });
    const before = calls();
    const [a, b] = await Promise.all([0, 1].map(async () => ok(await shipping.quotes.quote({ postcode: '8300', lines: cart, declaredValueCentavos: value }))));
    expect(a.options).toEqual(b.options);
    // Andreani: two tariffs (home, branch); MiCorreo: one rate per parcel; OCA: two tariffs — plus a login or token at most each.
    expect(calls() - before).toBeLessThanOrEqual(2 + 2 + a.parcels.length + 2);
  });
});

describe('branches near a postal code', () => {
  it("lists every carrier's branches for a CPA, leaves out a late carrier, and tells an unknown code", async () => {
    const all = await shipping.branchesNear('V9410ABC');
    if (!all.ok) throw new Error(all.problem);
    expect(new Set(all.branches.map((b) => b.carrier))).toEqual(new Set(['andreani', 'correo-argentino', 'oca']));
    for (const b of all.branches) expect(b).toMatchObject({ province: 'V', locality: 'Ushuaia', postcode: '9410' });
    standIn().set('oca', { fault: 'timeout' });
    const started = Date.now();
    // Río Grande has not been asked yet: OCA must answer, and does not in time.
    const late = await shipping.branchesNear('9420');
    expect(Date.now() - started).toBeLessThan(2000);
    if (!late.ok) throw new Error(late.problem);
    expect(new Set(late.branches.map((b) => b.carrier))).toEqual(new Set(['andreani', 'correo-argentino']));
    expect(late.failures).toEqual([{ carrier: 'oca', reason: 'no answer within the budget' }]);
    expect(await shipping.branchesNear('0001')).toEqual({ ok: false, problem: 'ERROR_POSTCODE_UNKNOWN' });
  });
});

describe('quote cache', () => {
  it("keeps a carrier's quote until it expires, and the flat rate only briefly", async () => {
    let clock = Date.now();
    let asked = 0;
    let answering = true;
    const service = createQuoteService({
      carriers: [
        {
          id: 'oca',
          quote: async (req) => {
            asked += 1;
            if (!answering) throw new Error('down');
            return [{ carrier: 'oca', service: 'e-Pak', mode: 'home', priceCentavos: 700_000 + req.parcels.length, deliveryDaysMin: 2, deliveryDaysMax: 3, validUntil: new Date(clock + 10 * 60_000) }];
          },
          branches: async () => [],
          createShipment: async () => {
            throw new Error('not here');
          },
          track: async () => ({ events: [], trackingNumber: null }),
        },
      ],
      originPostcode: '1425',
      budgetMs: 500,
      flatRates: DEFAULT_FLAT_RATES,
      maxTtlMs: 30 * 60_000,
      fallbackTtlMs: 60_000,
      now: () => clock,
    });
    const ask = async () => ok(await service.quote({ postcode: '1425', lines: cart, declaredValueCentavos: 1 }));
    expect((await ask()).cached).toBe(false);
    clock += 9 * 60_000;
    expect((await ask()).cached).toBe(true);
    expect(asked).toBe(1);
    // Past the carrier's validity: asked again.
    clock += 2 * 60_000;
    expect((await ask()).cached).toBe(false);
    expect(asked).toBe(2);
    // The carrier is down: the flat rate, kept a minute, then the carrier is asked again.
    clock += 11 * 60_000;
    answering = false;
    expect((await ask()).fallback).toBe(true);
    expect((await ask()).cached).toBe(true);
    clock += 61_000;
    answering = true;
    const back = await ask();
    expect(back.fallback).toBe(false);
    expect(asked).toBe(4);
  });
});

describe('shipping settings', () => {
  it('reads boxes, flat rates and a carrier from the environment, and refuses half a carrier', () => {
    const c = loadShippingConfig({
      NODE_ENV: 'production',
      SHIPPING_ORIGIN_POSTCODE: '5000',
      SHIPPING_BOXES: 'S=30x20x15@10',
      SHIPPING_FLAT_RATES: '5=2500000/7-14',
      OCA_URL: 'https://oca.example/epak',
      OCA_CUIT: '30-00000000-0',
      OCA_USER: 'u',
      OCA_PASSWORD: 'p',
      OCA_OPERATION_HOME: '1',
      OCA_OPERATION_BRANCH: '2',
    });
    expect(c.originPostcode).toBe('5000');
    expect(c.boxes).toHaveLength(1);
    expect(c.flatRates[5]).toEqual({ priceCentavos: 2_500_000, deliveryDaysMin: 7, deliveryDaysMax: 14 });
    expect(c.flatRates[1]).toEqual(DEFAULT_FLAT_RATES[1]);
    expect(c.oca).toMatchObject({ baseUrl: 'https://oca.example/epak', operationHome: '1' });
    expect(c.andreani).toBeNull();
    expect(c.standIn).toBe(false);
    expect(() => loadShippingConfig({ ANDREANI_URL: 'https://a.example', ANDREANI_USER: 'u' })).toThrow(ConfigError);
    expect(() => loadShippingConfig({ NODE_ENV: 'production', SHIPPING_STANDIN: 'true' })).toThrow(/never runs in production/);
    expect(() => loadShippingConfig({ SHIPPING_FLAT_RATES: '6=1/1-2' })).toThrow(ConfigError);
    expect(loadShippingConfig({ NODE_ENV: 'development' }).standIn).toBe(true);
  });
});

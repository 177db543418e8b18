import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Fault } from '../../fixtures/provider/index';
import { startShopWithProvider, type ShopWithProvider } from './helpers';

// Provider faults × the provider operations pages use. Each fault is injected on one operation while
// a page asks for the field that needs it together with fields that do not: the shop never crashes,
// the affected field answers its code (or, in the second shop, the last good answer), the rest of the
// page answers, and a slow provider is given up on at the time budget.

// The stand-in answers in this process, beside the shop: on a machine busy with other test lanes a
// good call can take a few hundred milliseconds, and a budget that tight turns it into a timeout
// (and the test of stale answers into a test of the machine's load). Well under the injected 10 s.
const BUDGET_MS = 1_500;
const LOGIN = 'https://login.example.com/session-expired';

type Expectation = 'unavailable' | 'empty' | 'redirect';
const FAULTS: { name: string; fault: Fault; expect: Expectation; kind: string }[] = [
  { name: 'latency beyond the budget', fault: { latencyMs: 10_000 }, expect: 'unavailable', kind: 'timeout' },
  { name: 'HTTP 500', fault: { answer: 'http500' }, expect: 'unavailable', kind: 'http' },
  { name: '401 in the status', fault: { answer: 'unauthorized' }, expect: 'empty', kind: 'unauthorized' },
  { name: '401 in the body', fault: { answer: 'unauthorizedInBody' }, expect: 'empty', kind: 'unauthorized' },
  { name: '302', fault: { answer: 'redirect', location: LOGIN }, expect: 'redirect', kind: 'redirect' },
  { name: 'malformed JSON', fault: { answer: 'malformedJson' }, expect: 'unavailable', kind: 'malformed' },
  { name: 'a dropped connection', fault: { answer: 'drop' }, expect: 'unavailable', kind: 'connection' },
  { name: 'a 400 validation answer', fault: { answer: 'validation' }, expect: 'unavailable', kind: 'contract' },
];

interface Operation {
  op: string;
  field: string;
  selection: string;
  /** What the field answers when the provider refuses the key (401): an empty result, or an error code. */
  empty: { data: unknown } | { code: string };
  /** The field stands without this operation (but for a redirect, which the client must follow): it answers a non-empty list. */
  optional?: boolean;
}

let vin = '';
const OPERATIONS = (): Operation[] => [
  { op: 'getManufacturers2', field: 'vehicleMakes', selection: 'vehicleMakes { id name }', empty: { data: [] } },
  { op: 'getModelSeries2', field: 'vehicleModels', selection: 'vehicleModels(makeId: "106") { id name }', empty: { data: [] } },
  { op: 'getLinkageTargets', field: 'vehicles', selection: 'vehicles(makeId: "106", modelId: "4052", year: 2016) { id engine }', empty: { data: [] } },
  { op: 'getVehicleByIds3', field: 'vehicle', selection: 'vehicle(id: "10020") { id make model }', empty: { data: null } },
  { op: 'getVehiclesByVIN', field: 'vehicleByVin', selection: `vehicleByVin(vin: "${vin}") { id }`, empty: { code: 'VIN_NOT_FOUND' } },
  { op: 'getBrands', field: 'partBrands', selection: 'partBrands { slug name }', empty: { data: [] } },
  // The tree stands on the assembly-group facets of getArticles when the node list fails.
  { op: 'getChildNodesPattern2', field: 'partCategories', selection: 'partCategories(vehicleId: "10020") { id itemsCount }', empty: { data: [] }, optional: true },
  { op: 'getArticles', field: 'partProducts', selection: 'partProducts(categoryId: "100001", vehicleId: "10020") { total items { slug } }', empty: { data: { total: 0, items: [] } } },
];

/** Fields of the same page that need neither the faulty operation nor, for a control, the same call. */
const rest = (op: string): string => `shop { name } ${op === 'getManufacturers2' ? 'vehicleModels(makeId: "111") { id }' : 'vehicleMakes { id }'}`;
const restField = (op: string): string => (op === 'getManufacturers2' ? 'vehicleModels' : 'vehicleMakes');

let asked = 0;
interface Answer {
  status: number;
  data?: Record<string, unknown> | null;
  errors?: { path?: (string | number)[]; extensions?: Record<string, unknown> }[];
}
/** The page's query under a new operation name each time, so no cached answer stands in for the provider. */
async function ask(s: ShopWithProvider, selection: string): Promise<Answer> {
  return s.shopper.gql(`query Page${++asked} { ${selection} }`);
}

describe('each fault on each operation, nothing cached', () => {
  let s: ShopWithProvider;
  beforeAll(async () => {
    s = await startShopWithProvider(
      {
        PROVIDER_CACHE_TTL_SECONDS: '0', PROVIDER_STALE_SECONDS: '0', PROVIDER_BREAKER_FAILURES: '0',
        PROVIDER_BUDGET_MS: String(BUDGET_MS), METRICS_ENABLED: 'false',
      },
      { logs: true },
    );
    vin = s.provider.knownVins[0];
    await ask(s, 'shop { name }');
  });
  afterAll(() => s?.close());

  for (const f of FAULTS) {
    it(`${f.name}: the affected field answers its code, the rest of the page answers, the failure is logged once`, async () => {
      for (const o of OPERATIONS()) {
        s.provider.injectFault(o.op, f.fault);
        const logged = s.logs.length;
        const started = performance.now();
        const a = await ask(s, `${o.selection} ${rest(o.op)}`);
        const took = performance.now() - started;
        s.provider.clearFaults();
        const where = `${f.name} on ${o.op}`;
        // A not-found code (a VIN the refused key cannot find) carries its HTTP status; nothing else changes it.
        expect([where, a.status]).toEqual([where, 'code' in o.empty && f.expect === 'empty' ? 404 : 200]);
        expect([where, a.data?.shop]).toEqual([where, { name: expect.any(String) }]);
        expect([where, Array.isArray(a.data?.[restField(o.op)])]).toEqual([where, true]);
        const codes = (a.errors ?? []).map((e) => [e.path?.join('.'), e.extensions?.code]);
        if (o.optional && f.expect !== 'redirect') {
          expect([where, codes]).toEqual([where, []]);
          expect([where, (a.data?.[o.field] as unknown[] | undefined)?.length ?? 0]).toEqual([where, expect.any(Number)]);
          expect([where, ((a.data?.[o.field] as unknown[] | undefined)?.length ?? 0) > 0]).toEqual([where, true]);
        } else if (f.expect === 'unavailable') {
          expect([where, codes]).toEqual([where, [[o.field, 'PROVIDER_UNAVAILABLE']]]);
          expect([where, a.data?.[o.field]]).toEqual([where, null]);
        } else if (f.expect === 'redirect') {
          expect([where, codes]).toEqual([where, [[o.field, 'PROVIDER_REDIRECT']]]);
          expect([where, a.errors?.[0].extensions?.location]).toEqual([where, LOGIN]);
        } else if ('code' in o.empty) {
          expect([where, codes]).toEqual([where, [[o.field, o.empty.code]]]);
        } else {
          expect([where, codes, a.data?.[o.field]]).toEqual([where, [], o.empty.data]);
        }
        // Given up on at the budget, long before the provider would have answered (10 s).
        if (f.fault.latencyMs) expect([where, took < 5_000]).toEqual([where, true]);
        const lines = s.logs.slice(logged).filter((l) => (l.provider as { operation?: string } | undefined)?.operation === o.op);
        expect([where, lines.length]).toEqual([where, 1]);
        expect([where, lines[0]]).toEqual([where, expect.objectContaining({ reqId: expect.any(String), provider: expect.objectContaining({ kind: f.kind, durationMs: expect.any(Number) }) })]);
      }
    });
  }

  it('a product page answers whatever fails among its brand, category and vehicle reads', async () => {
    const page = 'product(slug: "83-1000001") { slug name brand { name image } categories { id } vehicles(limit: 3) { id } } shop { name }';
    for (const op of ['getBrands', 'getChildNodesPattern2', 'getVehicleByIds3']) {
      for (const f of FAULTS) {
        s.provider.injectFault(op, f.fault);
        const a = await ask(s, page);
        s.provider.clearFaults();
        const where = `${f.name} on ${op}`;
        const product = a.data?.product as { slug: string; brand: { name: string }; vehicles: unknown[] | null } | null;
        const codes = (a.errors ?? []).map((e) => [e.path?.join('.'), e.extensions?.code]);
        if (f.expect === 'redirect') {
          // A redirect met while reading the page is passed on for the client to follow (a brand
          // logo read in a batch may leave it out), and it takes the whole page with it: `product`
          // is non-null in the schema. No other code stands in for it.
          expect([where, a.status, codes.every(([, code]) => code === 'PROVIDER_REDIRECT')]).toEqual([where, 200, true]);
          continue;
        }
        expect([where, product?.slug, product?.brand.name, a.data?.shop]).toEqual([where, '83-1000001', expect.any(String), { name: expect.any(String) }]);
        if (op === 'getVehicleByIds3' && f.expect === 'unavailable') {
          expect([where, codes, product?.vehicles]).toEqual([where, [['product.vehicles', 'PROVIDER_UNAVAILABLE']], null]);
        } else {
          expect([where, codes]).toEqual([where, []]);
        }
      }
    }
  });

  it('logs the HTTP status and the body status and text of a failed call', async () => {
    const logged = s.logs.length;
    s.provider.injectFault('getBrands', { answer: 'unauthorizedInBody' });
    await ask(s, 'partBrands { slug }');
    s.provider.injectFault('getBrands', { answer: 'http500' });
    await ask(s, 'partBrands { slug }');
    s.provider.clearFaults();
    expect(s.logs.slice(logged).map((l) => l.provider)).toEqual([
      { operation: 'getBrands', kind: 'unauthorized', httpStatus: 200, bodyStatus: 401, statusText: 'Access not allowed', durationMs: expect.any(Number) },
      { operation: 'getBrands', kind: 'http', httpStatus: 500, bodyStatus: 500, statusText: 'Internal Server Error', durationMs: expect.any(Number) },
    ]);
  });

  it('serves no /metrics when METRICS_ENABLED is off', async () => {
    expect((await s.shopper.fetch('/metrics')).status).toBe(404);
  });
});

describe('stale answers and the circuit breaker', () => {
  let s: ShopWithProvider;
  const token = 'metrics-token-for-tests';
  beforeAll(async () => {
    s = await startShopWithProvider({
      PROVIDER_CACHE_TTL_SECONDS: '0', PROVIDER_STALE_SECONDS: '3600', PROVIDER_BREAKER_FAILURES: '3', PROVIDER_BREAKER_COOLDOWN_SECONDS: '600',
      PROVIDER_BUDGET_MS: String(BUDGET_MS), METRICS_TOKEN: token,
    });
    vin = s.provider.knownVins[0];
  });
  afterAll(() => s?.close());

  it('serves the last good answer of every operation while the provider fails, whatever the failure', async () => {
    for (const o of OPERATIONS()) {
      const good = await ask(s, o.selection);
      expect([o.op, good.errors]).toEqual([o.op, undefined]);
      const faults = o.op === 'getManufacturers2' ? FAULTS.filter((f) => f.expect === 'unavailable') : FAULTS.filter((f) => f.name === 'HTTP 500');
      for (const f of faults) {
        s.provider.injectFault(o.op, f.fault);
        const before = s.provider.calls()[o.op] ?? 0;
        const a = await ask(s, `${o.selection} shop { name }`);
        const reached = (s.provider.calls()[o.op] ?? 0) - before;
        s.provider.clearFaults();
        expect([o.op, f.name, a.errors, a.data?.[o.field]]).toEqual([o.op, f.name, undefined, good.data?.[o.field]]);
        // The provider was asked (the answer is past its time to live) and failed.
        expect([o.op, f.name, reached > 0]).toEqual([o.op, f.name, true]);
        // Back to good answers, so the failures above never add up to an open circuit here.
        expect((await ask(s, o.selection)).errors).toBeUndefined();
      }
    }
  });

  it('opens the circuit of a failing operation: later calls are answered at once, without reaching the provider', async () => {
    s.provider.injectFault('getModelSeries2', { answer: 'http500' });
    try {
      for (const make of ['111', '116', '121']) {
        const a = await ask(s, `vehicleModels(makeId: "${make}") { id }`);
        expect(a.errors?.[0].extensions?.code).toBe('PROVIDER_UNAVAILABLE');
      }
      const before = s.provider.calls().getModelSeries2 ?? 0;
      const open = await ask(s, 'vehicleModels(makeId: "125") { id } shop { name }');
      expect(open.errors?.map((e) => [e.path?.join('.'), e.extensions?.code])).toEqual([['vehicleModels', 'PROVIDER_UNAVAILABLE']]);
      expect(open.data?.shop).toEqual({ name: expect.any(String) });
      // A model list answered before still shows, from the last good answer.
      const known = await ask(s, 'vehicleModels(makeId: "106") { id }');
      expect(known.errors).toBeUndefined();
      expect((known.data?.vehicleModels as unknown[]).length).toBeGreaterThan(0);
      expect((s.provider.calls().getModelSeries2 ?? 0) - before).toBe(0);
    } finally {
      s.provider.clearFaults();
    }
  });

  it('counts calls, failures, latency, short circuits and stale answers per operation at /metrics, for the token only', async () => {
    expect((await s.shopper.fetch('/metrics')).status).toBe(401);
    expect((await s.shopper.fetch('/metrics', { headers: { authorization: 'Bearer wrong' } })).status).toBe(401);
    const res = await s.shopper.fetch('/metrics', { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toMatch(/^provider_calls_total\{operation="getArticles"\} [1-9]\d*$/m);
    expect(text).toMatch(/^provider_failures_total\{operation="getModelSeries2",kind="http"\} [3-9]\d*$/m);
    // At least the injected timeout (a slow machine may time out a good call too, within the budget's rules).
    expect(text).toMatch(/^provider_failures_total\{operation="getManufacturers2",kind="timeout"\} [1-9]\d*$/m);
    expect(text).toMatch(/^provider_call_duration_seconds_bucket\{le="0\.5",operation="getBrands",outcome="ok"\} [1-9]\d*$/m);
    expect(text).toMatch(/^provider_short_circuits_total\{operation="getModelSeries2"\} [1-9]\d*$/m);
    expect(text).toMatch(/^provider_circuit_open\{operation="getModelSeries2"\} 1$/m);
    expect(text).toMatch(/^provider_stale_answers_total\{entry="makes"\} [5-9]$/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
  });
});

import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ProviderApi } from '../../../server/provider/api';
import { ProviderContractError, ProviderUnauthorizedError } from '../../../server/provider/errors';
import { createProviderAdapter, type ProviderAdapter } from '../../../server/provider/runtime';

// The adapter against recorded answers in the provider's documented shapes (answers/<operation>.json:
// a normal, an empty, a partial and an error answer each), served by a small HTTP server of this
// test: the protocol as the adapter must read it, without the stand-in.

type Case = 'normal' | 'empty' | 'partial' | 'error';
interface Recorded {
  http?: number;
  body: unknown;
}

const ANSWERS = path.join(import.meta.dirname, 'answers');
const recorded = new Map<string, Record<Case, Recorded>>(
  fs.readdirSync(ANSWERS).map((file) => {
    const json = JSON.parse(fs.readFileSync(path.join(ANSWERS, file), 'utf8')) as Record<Case, Recorded> & { operation: string };
    return [json.operation, json];
  }),
);

/** The case each operation answers (normal unless a test says otherwise), and what was asked. */
const cases = new Map<string, Case>();
const asked: { operation: string; params: Record<string, unknown> }[] = [];
const callsOf = (operation: string) => asked.filter((a) => a.operation === operation);

let server: http.Server;
let url = '';
beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, Record<string, unknown>>;
      const [operation, params] = Object.entries(body)[0];
      asked.push({ operation, params });
      const answer = recorded.get(operation)?.[cases.get(operation) ?? 'normal'];
      const text = JSON.stringify(answer?.body ?? { status: 400, statusText: `Unknown Call: ${operation}` });
      res.writeHead(answer?.http ?? (answer ? 200 : 400), { 'Content-Type': 'application/json;charset=UTF-8' });
      res.end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/pegasus-3-0/services/TecdocToCatDLB.jsonEndpoint`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

let adapter: ProviderAdapter;
let api: ProviderApi;
beforeEach(async () => {
  await adapter?.close();
  cases.clear();
  asked.length = 0;
  adapter = createProviderAdapter(
    { providerId: 22610, timeoutMs: 2000, cacheTtlSeconds: 600, market: { country: 'AR', lang: 'es', articleCountry: 'AR' } },
    async () => ({ url, apiKey: 'recorded' }),
  );
  api = adapter.api;
});
afterAll(() => adapter?.close());

it('has a normal, an empty, a partial and an error answer for every operation the shop uses', () => {
  expect([...recorded.keys()].sort()).toEqual([
    'getArticles', 'getBrands', 'getChildNodesPattern2', 'getLinkageTargets', 'getManufacturers2', 'getModelSeries2', 'getVehicleByIds3', 'getVehiclesByVIN',
  ]);
  for (const answers of recorded.values()) expect(Object.keys(answers).filter((k) => k !== 'operation').sort()).toEqual(['empty', 'error', 'normal', 'partial']);
});

describe('getManufacturers2', () => {
  it('normal: the makes by name', async () => {
    expect((await api.makes()).map((m) => m.name)).toEqual(['Fiat', 'Renault', 'Volkswagen']);
    expect(callsOf('getManufacturers2')[0].params).toMatchObject({ provider: 22610, country: 'AR', lang: 'es', linkingTargetType: 'P' });
  });
  it('empty (`"data": ""`): none', async () => {
    cases.set('getManufacturers2', 'empty');
    expect(await api.makes()).toEqual([]);
  });
  it('partial: only makes with an id and a name', async () => {
    cases.set('getManufacturers2', 'partial');
    expect(await api.makes()).toEqual([{ id: '100', name: 'Volkswagen' }]);
  });
  it('error: a 401 in the body of an HTTP 200 is a refusal (of this operation: another answers)', async () => {
    cases.set('getManufacturers2', 'error');
    await expect(api.makes()).rejects.toBeInstanceOf(ProviderUnauthorizedError);
    expect(callsOf('getBrands')).toHaveLength(1);
    expect(api.access.state).toBe('accepted');
  });
});

describe('getModelSeries2', () => {
  it('normal: `modelname`, YYYYMM dates, no end while still built', async () => {
    expect(await api.models(100)).toEqual([
      { id: '4003', name: 'Amarok', yearFrom: 2010, yearTo: null, makeId: '100' },
      { id: '4004', name: 'Gol Trend', yearFrom: 2008, yearTo: 2016, makeId: '100' },
    ]);
  });
  it('empty: none', async () => {
    cases.set('getModelSeries2', 'empty');
    expect(await api.models(100)).toEqual([]);
  });
  it('partial: the other spelling and date form; a model without a start left out', async () => {
    cases.set('getModelSeries2', 'partial');
    expect(await api.models(100)).toEqual([{ id: '4010', name: 'Suran', yearFrom: 2006, yearTo: null, makeId: '100' }]);
  });
  it('error: a 400 is a contract error, not an outage', async () => {
    cases.set('getModelSeries2', 'error');
    await expect(api.models(100)).rejects.toBeInstanceOf(ProviderContractError);
  });
});

describe('getLinkageTargets', () => {
  it('normal: the vehicles of a model and year, "YYYY-MM" dates, engine codes', async () => {
    const engines = await api.engines(100, 4004, 2014);
    expect(engines.map((v) => [v.id, v.engine, v.year, v.yearTo, v.engineCodes])).toEqual([
      ['10020', '1.4', 2013, null, ['BKY']],
      ['10021', '1.6 16V', 2013, 2016, ['CFZA']],
    ]);
    expect(callsOf('getLinkageTargets')[0].params).toMatchObject({ mfrIds: [100], vehicleModelSeriesIds: [4004], years: [2014], linkageTargetType: 'P' });
  });
  it('normal, for a model page: every vehicle of the model at once, asked without years, oldest first', async () => {
    const vehicles = await api.modelVehicles(100, 4004);
    expect(vehicles.map((v) => v.id)).toEqual(['10020', '10021']);
    const params = callsOf('getLinkageTargets').at(-1)!.params;
    expect(params).toMatchObject({ mfrIds: [100], vehicleModelSeriesIds: [4004], linkageTargetType: 'P' });
    expect(params).not.toHaveProperty('years');
  });
  it('empty (no list at all): none', async () => {
    cases.set('getLinkageTargets', 'empty');
    expect(await api.engines(100, 4004, 2014)).toEqual([]);
  });
  it('partial: `""` for the engines, fields left out', async () => {
    cases.set('getLinkageTargets', 'partial');
    expect(await api.engines(100, 4004, 2014)).toEqual([
      {
        id: '10022', year: 2014, yearTo: null, make: 'Volkswagen', model: 'Gol Trend', makeId: null, modelId: null, engine: '1.9 SDI',
        fuelType: null, powerKw: null, powerHp: null, capacityCc: null, engineCodes: [],
      },
    ]);
  });
  it('error: an HTTP 400 with the reason is a contract error', async () => {
    cases.set('getLinkageTargets', 'error');
    await expect(api.engines(100, 4004, 2014)).rejects.toBeInstanceOf(ProviderContractError);
  });
});

describe('getVehicleByIds3', () => {
  it('normal: details and motor codes, null for the ids it does not know, asked as a legacy list', async () => {
    const [a, b] = await api.vehicles([10020, 99]);
    expect(a).toMatchObject({ id: '10020', year: 2013, yearTo: 2016, make: 'Volkswagen', model: 'Gol Trend', engine: '1.4', engineCodes: ['BKY', 'CNVA'] });
    expect(b).toBeNull();
    expect(callsOf('getVehicleByIds3')[0].params.carIds).toEqual({ array: [10020, 99] });
  });
  it('empty: every id unknown', async () => {
    cases.set('getVehicleByIds3', 'empty');
    expect(await api.vehicles([10020])).toEqual([null]);
  });
  it('partial: `""` for motor codes and for details (left out)', async () => {
    cases.set('getVehicleByIds3', 'partial');
    const [a, b] = await api.vehicles([10021, 10022]);
    expect(a).toMatchObject({ id: '10021', engine: '1.6 16V', engineCodes: [], yearTo: null });
    expect(b).toBeNull();
  });
  it('error: an HTTP 401 is a refusal', async () => {
    cases.set('getVehicleByIds3', 'error');
    await expect(api.vehicles([10020])).rejects.toBeInstanceOf(ProviderUnauthorizedError);
  });
});

describe('getVehiclesByVIN', () => {
  it('normal: the matching car ids, the best first, once each', async () => {
    expect(await api.vinCarIds('9BWAB45U0DT000001')).toEqual([10021, 10020]);
  });
  it('empty (`matchingVehicles: ""`) and partial (`"data": ""`): none', async () => {
    cases.set('getVehiclesByVIN', 'empty');
    expect(await api.vinCarIds('9BWAB45U0DT000002')).toEqual([]);
    cases.set('getVehiclesByVIN', 'partial');
    expect(await api.vinCarIds('9BWAB45U0DT000003')).toEqual([]);
  });
  it('error: a contract error', async () => {
    cases.set('getVehiclesByVIN', 'error');
    await expect(api.vinCarIds('9BWAB45U0DT000004')).rejects.toBeInstanceOf(ProviderContractError);
  });
});

describe('getBrands', () => {
  it('normal: slug = supplier id, the logo through the shop, the country of a plain or a wrapped address list', async () => {
    const brands = await api.brands();
    expect(brands.get(30)).toEqual({ slug: '30', name: 'TRW', image: '/images/parts/brands/30/200', country: 'DE' });
    expect(brands.get(4)).toMatchObject({ country: 'DE', image: '/images/parts/brands/4/200' });
  });
  it('empty: none', async () => {
    cases.set('getBrands', 'empty');
    expect((await api.brands()).size).toBe(0);
  });
  it('partial: no logo, `""` for the address, a brand without a name left out', async () => {
    cases.set('getBrands', 'partial');
    expect([...(await api.brands()).values()]).toEqual([{ slug: '161', name: 'FRAS-LE', image: null, country: null }]);
  });
  it('error: a contract error', async () => {
    cases.set('getBrands', 'error');
    await expect(api.brands()).rejects.toBeInstanceOf(ProviderContractError);
  });
});

describe('getChildNodesPattern2 with the assembly-group facets', () => {
  /** The groups as a tree reads: each top-level group in the provider's order, followed by its children. */
  const tree = async (vehicleId: number | null = null) => {
    const groups = (await api.assemblyGroups(vehicleId)).sort((a, b) => a.order - b.order);
    return groups
      .filter((g) => g.parentId === null)
      .flatMap((top) => [top, ...groups.filter((g) => g.parentId === top.id)])
      .map((g) => [g.name, g.parentId, g.count]);
  };

  it('normal: asked without a linking target, merged with the facets (names, parents, counts, the node list’s order)', async () => {
    expect(await tree()).toEqual([
      ['Sistema de frenos', null, 3], ['Disco de freno', 100001, 1], ['Pastillas de freno', 100001, 2],
      ['Filtros', null, 0], ['Filtro de aceite', 100002, 0], ['Suspensión', null, 4], ['Amortiguador', 100003, 4],
    ]);
    const nodes = callsOf('getChildNodesPattern2')[0].params;
    expect(nodes).toMatchObject({ linkingTargetType: 'P', articleCountry: 'AR' });
    expect(nodes).not.toHaveProperty('linkingTargetId');
    expect(callsOf('getArticles')[0].params).toMatchObject({ perPage: 0, assemblyGroupFacetOptions: { enabled: true, includeCompleteTree: true } });
    expect(callsOf('getArticles')[0].params).not.toHaveProperty('linkageTargetId');
  });
  it('empty (`"data": ""`): the tree stands on the facets, and the empty node list is asked again only after a while', async () => {
    cases.set('getChildNodesPattern2', 'empty');
    expect((await tree()).map(([name]) => name)).toEqual(['Sistema de frenos', 'Disco de freno', 'Pastillas de freno', 'Suspensión', 'Amortiguador']);
    await tree();
    expect(callsOf('getChildNodesPattern2')).toHaveLength(1);
  });
  it('partial: a node without a name takes the facets’ name', async () => {
    cases.set('getChildNodesPattern2', 'partial');
    expect((await tree()).slice(0, 2)).toEqual([['Sistema de frenos', null, 3], ['Disco de freno', 100001, 1]]);
  });
  it('error: a refusal naming linkingTargetId is learnt once; the tree stands on the facets', async () => {
    cases.set('getChildNodesPattern2', 'error');
    expect((await tree()).length).toBe(5);
    expect((await api.assemblyGroupIndex()).length).toBe(5);
    expect(callsOf('getChildNodesPattern2')).toHaveLength(1);
  });
});

describe('getArticles', () => {
  const page = (vehicleId: number | null) => api.articlePage({ nodeId: 100001, vehicleId, supplierIds: [], page: 1, perPage: 8 });

  it('normal (no vehicle): articles with every linkage, exact supplier counts, kept for their product pages', async () => {
    const p = await page(null);
    expect(p.total).toBe(3);
    expect(p.suppliers).toEqual({ counts: [{ id: 4, name: 'BOSCH', count: 1 }, { id: 30, name: 'TRW', count: 2 }], exact: true });
    expect(p.articles.every((a) => api.linkagesComplete(a))).toBe(true);
    const [article] = await api.completeArticles([{ legacyArticleId: 1000001, genericArticleId: 83 }]);
    expect(article?.articleNumber).toBe('DF4465');
    expect(callsOf('getArticles')).toHaveLength(1);
  });
  it('partial (asked for a vehicle): one vehicle’s linkage, kept as seen only; no supplier facets, brands counted over the page', async () => {
    cases.set('getArticles', 'partial');
    const p = await page(10020);
    expect(callsOf('getArticles')[0].params).toMatchObject({ linkageTargetId: 10020, linkageTargetType: 'P', includeDataSupplierFacets: true });
    expect(p.suppliers).toEqual({ counts: [{ id: 161, name: 'FRAS-LE', count: 1 }, { id: 30, name: 'TRW', count: 1 }], exact: false });
    const listed = p.articles[0];
    expect(api.linkagesComplete(listed)).toBe(false);
    // An article without a linkage in a vehicle's answer is universal: complete as it is.
    expect(api.linkagesComplete(p.articles[1])).toBe(true);
    const ref = { legacyArticleId: 1000001, genericArticleId: 83 };
    expect(await api.articles([ref])).toEqual([listed]);
    expect(callsOf('getArticles')).toHaveLength(1);
    cases.set('getArticles', 'normal');
    const [complete] = await api.completeArticles([ref]);
    expect(complete?.totalLinkages).toBe(3);
    const asked = callsOf('getArticles')[1].params;
    expect(asked).toMatchObject({ legacyArticleIds: [1000001], genericArticleIds: [83], includeLinkages: true });
    expect(asked).not.toHaveProperty('linkageTargetId');
    // From then on the article is the one with every linkage.
    expect(await api.articles([ref])).toEqual([complete]);
  });
  it('empty (no `articles`, `""` for facet counts): nothing, exact; an empty facet set is asked again only after a while', async () => {
    cases.set('getArticles', 'empty');
    expect(await page(10020)).toEqual({ total: 0, articles: [], groupCounts: [], suppliers: { counts: [], exact: true } });
    expect(await api.groupFacets(null)).toEqual([]);
    expect(await api.groupFacets(null)).toEqual([]);
    expect(callsOf('getArticles')).toHaveLength(2);
  });
  it('error: a 401 in the body is a refusal', async () => {
    cases.set('getArticles', 'error');
    await expect(page(null)).rejects.toBeInstanceOf(ProviderUnauthorizedError);
  });
});

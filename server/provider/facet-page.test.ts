import { describe, expect, it } from 'vitest';
import type { CallParams } from './client';
import { ProviderContractError, ProviderUnavailableError } from './errors';
import { FacetPageSize } from './facet-page';

/** A provider that refuses `perPage: 0` as some TecDoc services do, recording what it was asked. */
function refusingProvider() {
  const asked: CallParams[] = [];
  const call = async (params: CallParams) => {
    asked.push(params);
    if (params.perPage === 0) throw new ProviderContractError('getArticles', "Field 'perPage' must be > 0", { httpStatus: 200, bodyStatus: 400 });
    return { totalMatchingArticles: 7, maxAllowedPage: 7, articles: [{ articleNumber: 'X' }], assemblyGroupFacets: { counts: [{ assemblyGroupNodeId: 1, count: 7 }] }, status: 200 };
  };
  return { asked, call };
}

describe('facet-only article pages', () => {
  it('fall back to one article once the provider refuses perPage 0, and remember it', async () => {
    const pages = new FacetPageSize();
    const p = refusingProvider();
    const first = await pages.send('getArticles', { perPage: 0, page: 1 }, p.call);
    expect(first).toEqual({ totalMatchingArticles: 7, maxAllowedPage: 0, assemblyGroupFacets: { counts: [{ assemblyGroupNodeId: 1, count: 7 }] }, status: 200 });
    expect(p.asked.map((a) => a.perPage)).toEqual([0, 1]);
    expect(pages.zeroRefused).toBe(true);
    await pages.send('getArticles', { perPage: 0, page: 1 }, p.call);
    expect(p.asked.map((a) => a.perPage)).toEqual([0, 1, 1]);
  });

  it('leave other pages, other operations and other failures alone', async () => {
    const pages = new FacetPageSize();
    const p = refusingProvider();
    expect(await pages.send('getArticles', { perPage: 8, page: 1 }, p.call)).toMatchObject({ articles: [{ articleNumber: 'X' }], maxAllowedPage: 7 });
    const unavailable = async (): Promise<never> => {
      throw new ProviderUnavailableError('getArticles', 'HTTP 500', 'http');
    };
    await expect(pages.send('getArticles', { perPage: 0 }, unavailable)).rejects.toThrow(/HTTP 500/);
    const otherRefusal = async (): Promise<never> => {
      throw new ProviderContractError('getArticles', "Field 'articleCountry' must be not null.");
    };
    await expect(pages.send('getArticles', { perPage: 0 }, otherRefusal)).rejects.toBeInstanceOf(ProviderContractError);
    expect(pages.zeroRefused).toBe(false);
    expect(await pages.send('getBrands', { perPage: 0 }, async (params) => params)).toEqual({ perPage: 0 });
  });
});

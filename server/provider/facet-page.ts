import { ProviderContractError } from './errors';
import type { CallParams } from './client';

/**
 * Facet-only getArticles pages (counts per assembly group, or a total) ask `perPage: 0`. Providers
 * disagree on it: some answer the facets, others refuse the request ("Field 'perPage' must be > 0").
 * The first refusal is learnt: from then on such pages ask for one article and drop it, so the
 * category tree works with either kind of provider at the cost of a single refused call.
 */
export class FacetPageSize {
  private refusesZero = false;

  /** Whether the provider has refused `perPage: 0` (facet pages now ask for one article). */
  get zeroRefused(): boolean {
    return this.refusesZero;
  }

  async send<T>(operation: string, params: CallParams, call: (params: CallParams) => Promise<T>): Promise<T> {
    if (operation !== 'getArticles' || params.perPage !== 0) return call(params);
    if (this.refusesZero) return withoutArticles(await call({ ...params, perPage: 1 }));
    try {
      return await call(params);
    } catch (err) {
      if (!(err instanceof ProviderContractError) || !/perPage/i.test(err.statusText)) throw err;
      this.refusesZero = true;
      return withoutArticles(await call({ ...params, perPage: 1 }));
    }
  }
}

/** The answer of a one-article page as the facet-only page would have been: no articles, no pages. */
function withoutArticles<T>(answer: T): T {
  if (typeof answer !== 'object' || answer === null) return answer;
  const { articles: _articles, ...rest } = answer as Record<string, unknown>;
  return { ...rest, maxAllowedPage: 0 } as T;
}

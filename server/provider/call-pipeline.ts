import { ProviderAccess, type AccessReport, type ProbeVerdict } from './access';
import type { SharedCache } from './cache';
import type { CallParams, ProviderClient } from './client';
import { ProviderContractError, ProviderUnauthorizedError, optionalRead } from './errors';
import { FacetPageSize } from './facet-page';
import { ProviderGuard } from './guard';
import type { ProviderMetrics } from './metrics';

export interface Market {
  country: string;
  lang: string;
  articleCountry: string;
}

/** Items in lists of `size` (the ids one call asks for). */
export function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * How every call reaches the provider: the access tracker (a refused key), the guard (budget,
 * circuit breaker, metrics, failure log) and the facet-page rule, in the market's language or a
 * view's, with cache keys kept apart per language. The operations (catalogue-operations.ts, api.ts)
 * stand on it, each behind the shared TTL cache (concurrent identical calls coalesce into one).
 */
export class ProviderCalls {
  /** The API in the market's language: every view shares its state and falls back on its texts. */
  private readonly root: ProviderCalls;
  /** Whether facet-only pages may ask `perPage: 0` of this provider (learnt from a refusal). */
  readonly facetPages: FacetPageSize;
  /** Whether the provider takes the key; while it refuses it, calls are not made (one trial at a time). */
  readonly access: ProviderAccess;
  /** Budget, circuit breaker, metrics and failure log of every call (the gateway puts its own in place); the root's is used. */
  private ownGuard = new ProviderGuard();

  constructor(
    protected readonly client: () => Promise<ProviderClient>,
    readonly cache: SharedCache,
    protected readonly market: Market,
    /**
     * How long the vehicle lists (makes, a make's models, a model's vehicles) are kept: they rarely
     * change, and every vehicle page and the vehicle sitemaps stand on them. Never less than the
     * cache's own TTL.
     */
    protected readonly vehicleListsTtlSeconds = 0,
    /** The market language's API, for a view in another language. */
    root?: ProviderCalls,
  ) {
    this.root = root ?? this;
    this.facetPages = root ? root.facetPages : new FacetPageSize();
    this.access = root
      ? root.access
      : new ProviderAccess({ probe: (refused) => this.probe(refused), metrics: () => this.guard.metrics, log: () => this.guard.gatewayLog });
  }

  /** The language this API asks the provider in. */
  get language(): string {
    return this.market.lang;
  }

  /** The market language's API a view takes missing texts from; null for that API itself. */
  protected get fallback(): this | null {
    // Every view is made by its market API's own class (`forLanguage`).
    return this.root === this ? null : (this.root as this);
  }

  /**
   * A cache key of this language: the market language's keys as they are, another language's with
   * `@lang` after their first segment (`page@ru:…`), so no language is ever served another's answer.
   */
  cacheKey(key: string): string {
    if (this.root === this) return key;
    const i = key.indexOf(':');
    return i < 0 ? `${key}@${this.market.lang}` : `${key.slice(0, i)}@${this.market.lang}${key.slice(i)}`;
  }

  /** The time to live of a vehicle list's answer. */
  protected get listTtl(): number | undefined {
    return this.vehicleListsTtlSeconds > 0 ? this.vehicleListsTtlSeconds : undefined;
  }

  private get guard(): ProviderGuard {
    return this.root.ownGuard;
  }

  /** Uses the gateway's guard (its settings, metrics registry and logger) for every later call, in every language. */
  useGuard(guard: ProviderGuard): void {
    this.root.ownGuard = guard;
  }

  get metrics(): ProviderMetrics {
    return this.guard.metrics;
  }

  /** The operations whose circuit is open now (the provider failing them), for /readyz. */
  openCircuits(): string[] {
    return this.guard.openCircuits();
  }

  protected async call<T>(operation: string, params: CallParams): Promise<T> {
    const client = await this.client();
    return this.facetPages.send(operation, params, (sent) =>
      this.access.run(operation, () => this.guard.run(operation, (timeoutMs) => client.call<T>(operation, sent, { timeoutMs }))),
    );
  }

  /**
   * One call of a light operation other than `refused`, straight to the provider (uncached, outside
   * the access tracker): tells a refused key from an operation the account is not entitled to.
   */
  private async probe(refused: string): Promise<ProbeVerdict> {
    const client = await this.client();
    const [operation, params]: [string, CallParams] =
      refused === 'getManufacturers2'
        ? ['getBrands', { articleCountry: this.market.articleCountry, lang: this.market.lang }]
        : ['getManufacturers2', { country: this.market.country, lang: this.market.lang, linkingTargetType: 'P', countryGroupFlag: false }];
    try {
      await this.guard.run(operation, (timeoutMs) => client.call(operation, params, { timeoutMs }));
      return 'accepted';
    } catch (err) {
      if (err instanceof ProviderUnauthorizedError) return 'refused';
      return err instanceof ProviderContractError ? 'accepted' : 'unknown';
    }
  }

  /**
   * Whether the provider takes the key. When nothing has been asked yet, asks (the makes: a light,
   * cached read), waiting for the answer `waitMs` at most; while the key is refused and a trial is
   * due, starts one without waiting for it.
   */
  async checkAccess(waitMs = 1000): Promise<AccessReport> {
    if (this.access.state === 'unknown') {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, waitMs);
      });
      await Promise.race([optionalRead(this.accessProbe(), undefined), late]);
      clearTimeout(timer);
    } else if (this.access.trialDue) {
      void optionalRead(this.accessProbe(), undefined);
    }
    return this.access.report();
  }

  /**
   * Any operation, uncached, with the market's country and language added: for reads that build
   * their own cache key (searches). Prefer the cached methods below.
   */
  request<T>(operation: string, params: CallParams): Promise<T> {
    return this.call<T>(operation, { articleCountry: this.market.articleCountry, lang: this.market.lang, ...params });
  }

  /**
   * One uncached call (the makes) that only says whether the provider takes the key: asked by
   * readiness while nothing else has asked the provider yet, without filling the cache.
   */
  private accessProbe(): Promise<void> {
    // One at a time: readiness asks every half second without waiting, and a slow provider would
    // otherwise get a probe more each time.
    this.probing ??= this.call('getManufacturers2', { country: this.market.country, lang: this.market.lang, linkingTargetType: 'P', countryGroupFlag: false })
      .then(() => undefined)
      .finally(() => {
        this.probing = null;
      });
    return this.probing;
  }

  private probing: Promise<void> | null = null;

  /** A line about the provider as a whole in the gateway's log (not tied to one request). */
  protected note(level: 'warn' | 'info', provider: Record<string, unknown>, message: string): void {
    this.guard.gatewayLog?.[level]({ provider }, message);
  }
}

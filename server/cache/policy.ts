import type { ServerResponse } from 'node:http';

/**
 * The shop's one cache policy: what is kept where, for how long, under which key, what each
 * answer's `Cache-Control` says, and which writes drop what. Every place that sets `Cache-Control`
 * or keeps an answer asks this module; `docs/caching.md` is generated from it (`npm run docs:cache`).
 *
 * One rule carries the rest: everything the gateway keeps of the shop's own data is keyed by the
 * catalogue version (server/cache/versions.ts), which every write kind below moves in the same
 * transaction as the write. Browsers ask again every time (`max-age=0`, 304 while nothing changed);
 * shared caches keep public answers `s-maxage` seconds.
 */

// ---------------------------------------------------------------------------------------------
// What the shop shows, and the writes that change it
// ---------------------------------------------------------------------------------------------

/** What a kept answer may show, as far as caching cares. */
export type DataArea = 'reviews' | 'products' | 'prices' | 'stock' | 'rates' | 'categories' | 'provider' | 'shopper';

export interface WriteKind {
  /** What the write changes. */
  changes: readonly DataArea[];
  /** Who writes it today (or will). */
  writtenBy: string;
  /** What a reader sees move. */
  seen: string;
}

/**
 * Every kind of write that changes what public answers and pages show. Code that makes such a write
 * calls `cacheWrites.record(tx, kind)` in the write's transaction (server/cache/writes.ts).
 */
export const WRITE_KINDS = {
  'review-added': {
    changes: ['reviews'],
    writtenBy: '`addReview` (server/review/service.ts)',
    seen: 'the product’s reviews, its rating and review count in listings, cards and the product page (JSON-LD)',
  },
  'review-edited': {
    changes: ['reviews'],
    writtenBy: 'a moderator correcting a shown review’s text (`moderateReview`, server/review/moderation-store.ts)',
    seen: 'the review’s text among the product’s reviews',
  },
  'review-hidden': {
    changes: ['reviews'],
    writtenBy: 'a moderator hiding a review (`moderateReview`, server/review/moderation-store.ts)',
    seen: 'the product’s reviews, its rating and review count',
  },
  'review-shown': {
    changes: ['reviews'],
    writtenBy: 'a moderator showing a hidden review again (`moderateReview`, server/review/moderation-store.ts)',
    seen: 'the product’s reviews, its rating and review count',
  },
  'catalogue-change': {
    changes: ['products', 'prices', 'stock', 'reviews', 'categories'],
    writtenBy: 'new sample data (`seedCatalog`), catalogue edits in the back office (to come)',
    seen: 'everything of the shop’s own catalogue',
  },
  'price-import': {
    changes: ['prices', 'stock'],
    writtenBy: 'supplier price lists applied or undone (`applyRun`, `undoRun` in server/prices/runs.ts), once per run that changed something; the demo distributors’ offers written on a first start (`writeDemoOffers`)',
    seen: 'prices and availability in listings, price filters and order, the product page and its JSON-LD offer',
  },
  'stock-change': {
    changes: ['stock'],
    writtenBy: 'checkouts taking units, reservations released or expired (`recordCatalogueWrite`), stock files (to come)',
    seen: 'availability in listings, the product page and its JSON-LD offer',
  },
  'currency-rate-change': {
    changes: ['rates'],
    writtenBy: 'the staff setting a rate (`setCurrencyRate`, server/shop/currency-rates.ts), the rates feed’s job (`refreshRatesFromFeed`, server/shop/rates-refresh.ts)',
    seen: 'prices shown in another currency than pesos',
  },
} as const satisfies Record<string, WriteKind>;

export type WriteKindName = keyof typeof WRITE_KINDS;
export const WRITE_KIND_NAMES = Object.keys(WRITE_KINDS) as WriteKindName[];

// ---------------------------------------------------------------------------------------------
// Where answers are kept
// ---------------------------------------------------------------------------------------------

/** How a store lets go of what it kept. */
export type Dropping =
  /** Keyed by the catalogue version: every write kind drops it at once on the writing gateway, within `VERSION_POLL_SECONDS` on the others. */
  | { by: 'catalogue-version' }
  /** Asks the gateway again every time (`max-age=0`, `ETag`): sees a write as soon as the gateway does. */
  | { by: 'revalidation' }
  /** Kept for a time, whatever is written: `stale` says why that is acceptable. */
  | { by: 'time'; stale: string };

export interface Store {
  where: string;
  keeps: string;
  /** What makes one kept entry differ from another. */
  key: string;
  /** How long, at most. */
  keptFor: string;
  /** How much of a gateway's memory, at most (its setting), and its name in /metrics (`cache_bytes{cache}`). */
  bound: string;
  shows: readonly DataArea[];
  dropping: Dropping;
  code: string;
}

/** Seconds between two reads of the catalogue version by a gateway that did not write. */
export const VERSION_POLL_SECONDS = 5;

export const STORES = {
  'page-cache': {
    where: 'gateway memory, and Redis when `REDIS_URL` is set',
    keeps: 'rendered pages that are not the shopper’s own (with the answers they used, for hydration)',
    key: 'catalogue version, origin, address (path with language, query), currency, vehicle (the session’s current one, or none)',
    keptFor: '`PAGE_CACHE_SECONDS` (300)',
    bound: '`PAGE_CACHE_MB` (32 MB); `pages`',
    shows: ['reviews', 'products', 'prices', 'stock', 'rates', 'categories', 'provider'],
    dropping: { by: 'catalogue-version' },
    code: 'server/render/page-cache.ts; answered in front of Express by server/render/page-front.ts',
  },
  'answer-cache': {
    where: 'gateway memory (answered in front of Express), and Redis when set (asked by Express)',
    keeps: 'public GraphQL answers (bytes and headers): GET persisted queries and queries POSTed as JSON',
    key: 'catalogue version, `Accept`, the GET address (operation, variables, `v`) or the POSTed operation and variables; and, for an answer following the shopper’s current vehicle asked with a session, that vehicle (without a session: replayed to requests without one only)',
    keptFor: 'the answer’s max-age from the schema’s `@cacheControl` hints',
    bound: '`RESPONSE_CACHE_MB` (64 MB); `answers`',
    shows: ['reviews', 'products', 'prices', 'stock', 'rates', 'categories', 'provider'],
    dropping: { by: 'catalogue-version' },
    code: 'server/http/answer-cache.ts (the one GraphQL answer cache)',
  },
  'catalogue-memory': {
    where: 'gateway memory',
    keeps: 'the shop’s products and brands, for listings with filters',
    key: 'catalogue version',
    keptFor: 'until the version moves',
    bound: 'the shop’s own catalogue (one copy per version)',
    shows: ['products', 'prices', 'stock'],
    dropping: { by: 'catalogue-version' },
    code: 'server/catalog/shop-catalog-memory.ts',
  },
  'review-figures': {
    where: 'gateway memory',
    keeps: 'average rating and review count of every product',
    key: 'catalogue version',
    keptFor: 'until the version moves',
    bound: 'one row per reviewed product',
    shows: ['reviews'],
    dropping: { by: 'catalogue-version' },
    code: 'server/catalog/review-stats.ts',
  },
  'category-tree': {
    where: 'gateway memory',
    keeps: 'the shop’s category tree',
    key: 'none (one per gateway)',
    keptFor: '60 s',
    bound: 'one tree',
    shows: ['categories'],
    dropping: { by: 'time', stale: 'categories change with new sample data only, which a gateway loads at start' },
    code: 'server/catalog/categories.ts',
  },
  sitemaps: {
    where: 'gateway memory',
    keeps: '`/sitemap-pages.xml` and the vehicle sitemaps',
    key: 'the file',
    keptFor: '10 min (pages), 6 h (vehicles)',
    bound: 'a few files',
    shows: ['products', 'categories', 'provider'],
    dropping: { by: 'time', stale: 'a search engine reads a sitemap every few hours' },
    code: 'server/render/seo-files.ts',
  },
  'provider-cache': {
    where: 'gateway memory, and Redis when set',
    keeps: 'the parts provider’s answers (categories, articles, vehicles, pictures)',
    key: 'the provider call and its arguments',
    keptFor: 'per call, `PROVIDER_*` settings',
    bound: '`PROVIDER_CACHE_MB` (256 MB), pictures `PROVIDER_IMAGE_CACHE_MB` (64 MB); `provider`, `pictures`',
    shows: ['provider'],
    dropping: { by: 'time', stale: 'the provider’s data is not the shop’s: no shop write changes it' },
    code: 'server/provider/',
  },
  'shipping-quotes': {
    where: 'gateway memory',
    keeps: 'carriers’ quotes of a cart or product to a postal code (or the zone’s flat rate when none answered)',
    key: 'the four-digit postal code and province, the parcels’ signature, the declared value',
    keptFor: 'until the earliest carrier’s validity, at most `SHIPPING_QUOTE_TTL_MINUTES` (30 min); the flat rate 1 min',
    bound: '5,000 quotes, the oldest out first (a few MB)',
    shows: [],
    dropping: { by: 'time', stale: 'a carrier holds its price until the validity it gave; checkout charges the quote id the shopper saw, checked against the cart’s parcels' },
    code: 'server/shipping/quotes.ts (`MemoryQuoteCache`); branches 6 h in server/shipping/branch-finder.ts',
  },
  'shared-caches': {
    where: 'CDNs and proxies in front of the shop',
    keeps: 'public pages and public GraphQL GET answers',
    key: 'the address and `Vary` (`Accept`, `Accept-Encoding`)',
    keptFor: '`s-maxage` (`PAGE_SHARED_MAX_AGE_SECONDS`, 5 s), then `stale-while-revalidate` while they ask again',
    bound: 'theirs',
    shows: ['reviews', 'products', 'prices', 'stock', 'categories', 'provider'],
    dropping: { by: 'time', stale: 'a few seconds; the writer names the new version (`X-Catalog-Version`, `?v=`) and sees the write at once' },
    code: 'the `Cache-Control` below',
  },
  browsers: {
    where: 'the shopper’s browser (HTTP cache, and the page’s answers restored into Apollo Client)',
    keeps: 'pages and GraphQL answers',
    key: 'the address',
    keptFor: 'nothing without asking (`max-age=0` or `no-cache`): a 304 while the `ETag` is the same',
    bound: 'theirs',
    shows: ['reviews', 'products', 'prices', 'stock', 'rates', 'categories', 'provider', 'shopper'],
    dropping: { by: 'revalidation' },
    code: 'client/src/app/apollo.ts',
  },
} as const satisfies Record<string, Store>;

export type StoreName = keyof typeof STORES;

/** What a write kind does to a store: dropped at once, seen on the next ask, left to its time, or nothing it shows. */
export function effectOf(kind: WriteKindName, store: StoreName): 'dropped' | 'revalidated' | 'expires' | null {
  const s: Store = STORES[store];
  const changes: readonly DataArea[] = WRITE_KINDS[kind].changes;
  if (!changes.some((area) => s.shows.includes(area))) return null;
  return s.dropping.by === 'catalogue-version' ? 'dropped' : s.dropping.by === 'revalidation' ? 'revalidated' : 'expires';
}

// ---------------------------------------------------------------------------------------------
// What each answer says (`Cache-Control`)
// ---------------------------------------------------------------------------------------------

/** Answers whose `Cache-Control` is the same every time, and what they are for. */
export const FIXED_ANSWERS = {
  uncacheable: { cacheControl: 'no-store', for: 'health, metrics, the CSRF token, refusals (limits, CORS, tokens, operations), payment notifications, `/dev/mail`' },
  'app-html': { cacheControl: 'no-cache', for: 'the client app’s HTML (a page served unrendered, the explorer)' },
  'immutable-asset': { cacheControl: 'public, max-age=31536000, immutable', for: 'built files named by their content, translations asked with their version' },
  'unversioned-asset': { cacheControl: 'public, max-age=3600', for: 'translations without their version (and their former address), `robots.txt`' },
  'shop-picture': { cacheControl: 'public, max-age=86400', for: 'the shop’s own pictures' },
  'part-picture': { cacheControl: 'public, max-age=2592000', for: 'a provider picture, proxied and kept by the gateway' },
  'missing-file': { cacheControl: 'public, max-age=3600', for: 'a picture that does not exist' },
  'missing-sitemap': { cacheControl: 'public, max-age=600', for: 'a vehicle sitemap that does not exist' },
  'operations-manifest': { cacheControl: 'public, max-age=300', for: '`/graphql/operations.json` (with its ETag)' },
  'public-redirect': { cacheControl: 'public, max-age=3600', for: '`?lang=` of older links, a public page’s canonical address (301)' },
  private: { cacheControl: 'private, no-cache', for: 'a page or redirect that depends on the shopper, its vehicle or currency' },
  personal: { cacheControl: 'private, no-store', for: 'the shopper’s own pages, streamed pages, pages made while the provider refused the key' },
  staff: { cacheControl: 'private, no-store', for: 'everything under `/admin`: the staff app’s page and `/admin/graphql` (never server-rendered, never kept by the gateway, never in front of Express)' },
} as const satisfies Record<string, { cacheControl: string; for: string }>;

export type FixedAnswer = keyof typeof FIXED_ANSWERS;

/** Sets an answer's `Cache-Control` as the policy says for its kind. */
export function applyCachePolicy(res: Pick<ServerResponse, 'setHeader'>, answer: FixedAnswer): void {
  res.setHeader('Cache-Control', FIXED_ANSWERS[answer].cacheControl);
}

/** A sitemap kept by the gateway for `seconds`: browsers and shared caches as long. */
export function applySitemapPolicy(res: Pick<ServerResponse, 'setHeader'>, seconds: number): void {
  res.setHeader('Cache-Control', `public, max-age=${seconds}`);
}

/** Whether a `Cache-Control` lets a shared cache store the answer (then it must carry no cookie). */
export function sharedCacheable(cacheControl: string): boolean {
  const cc = cacheControl.toLowerCase();
  if (/\b(private|no-store|no-cache)\b/.test(cc)) return false;
  return /\b(public|immutable)\b/.test(cc) || /\b(s-)?max-age=0*[1-9]/.test(cc);
}

/** Whether the answer being written may be stored by a shared cache (read from its `Cache-Control`). */
export function answerSharedCacheable(res: Pick<ServerResponse, 'getHeader'>): boolean {
  return sharedCacheable(String(res.getHeader('cache-control') ?? ''));
}

/** The settings the policy reads (server/config.ts `render`). */
export interface SharedCaching {
  /** `s-maxage` of public pages and answers (`PAGE_SHARED_MAX_AGE_SECONDS`). */
  sharedMaxAgeSeconds: number;
  /** `stale-while-revalidate` of public pages (`PAGE_STALE_WHILE_REVALIDATE_SECONDS`). */
  staleWhileRevalidateSeconds: number;
}

// ---------------------------------------------------------------------------------------------
// Pages
// ---------------------------------------------------------------------------------------------

/**
 * What makes one page differ from another, and nothing else: the catalogue's version (a write
 * drops every page at once), the address (path and query), the language (from the address), the
 * currency, and the vehicle the page is for. Cookies as a whole never enter it.
 */
export interface PageKey {
  catalogVersion: string;
  /**
   * The address the page names itself at (canonical, alternates, structured data): PUBLIC_URL, or
   * the one the request was made at. Without it a request with a forged Host header would leave a
   * page linking to another site for every later visitor.
   */
  origin: string;
  url: string;
  currency: string;
  vehicleId: string | null;
}

export function pageKey(key: PageKey): string {
  return `${key.catalogVersion}|${key.origin}|${key.currency}|${key.vehicleId ?? '-'}|${key.url}`;
}

/** `Cache-Control` of a page that is the same for everyone: browsers ask again, shared caches keep it briefly. */
export function publicPageCacheControl(render: SharedCaching): string {
  return `public, max-age=0, s-maxage=${render.sharedMaxAgeSeconds}, stale-while-revalidate=${render.staleWhileRevalidateSeconds}`;
}

/** Who a page is for, as the renderer knows it before rendering. */
export interface PageViewer {
  /** A page of the shopper's own (`handle.personal` in the route table). */
  personal: boolean;
  /** The vehicle the page is rendered for (the session's current one; none on vehicle pages). */
  vehicleId: string | null;
  /** The page's currency, and the shop's default one. */
  currency: string;
  defaultCurrency: string;
}

export interface PagePolicy {
  /** `shared`: the same for everyone (gateway and shared caches); `gateway`: the same for everyone with this vehicle and currency; `never`: the shopper's own. */
  kept: 'shared' | 'gateway' | 'never';
  cacheControl: string;
}

/** Whether and how a page is kept, from its route and its viewer. */
export function pagePolicy(render: SharedCaching, viewer: PageViewer): PagePolicy {
  if (viewer.personal) return { kept: 'never', cacheControl: FIXED_ANSWERS.personal.cacheControl };
  if (viewer.vehicleId === null && viewer.currency === viewer.defaultCurrency) return { kept: 'shared', cacheControl: publicPageCacheControl(render) };
  return { kept: 'gateway', cacheControl: FIXED_ANSWERS.private.cacheControl };
}

/** What a rendered page turned out to be. */
export interface RenderedOutcome {
  status: number;
  /** Parts of the page that failed and are left to the browser. */
  failedParts: number;
  /** Whether its markup carries an inline `<script>` (it would only run under this answer's nonce). */
  inlineScript: boolean;
  /** Rendered while the parts provider refused the shop's key (an empty catalogue with a notice). */
  providerRefused: boolean;
}

/**
 * Whether a rendered page may be kept, and what it says: a page with a part left to the browser is
 * not kept (the next visitor gets a new try), nor one with an inline script, nor one rendered while
 * the provider refused the key (the next visitor gets the catalogue once the key is taken: nobody keeps it).
 */
export function renderedPagePolicy(policy: PagePolicy, page: RenderedOutcome): { keep: boolean; cacheControl: string } {
  if (page.providerRefused) return { keep: false, cacheControl: FIXED_ANSWERS.personal.cacheControl };
  const keep = policy.kept !== 'never' && page.status === 200 && page.failedParts === 0 && !page.inlineScript;
  return { keep, cacheControl: policy.cacheControl };
}

/** A page's redirect: a 301 of a shared page is kept like the page; anything depending on the shopper is not. */
export function redirectCacheControl(policy: PagePolicy, status: number): string {
  return status === 301 && policy.kept === 'shared' ? FIXED_ANSWERS['public-redirect'].cacheControl : FIXED_ANSWERS.private.cacheControl;
}

// ---------------------------------------------------------------------------------------------
// GraphQL answers
// ---------------------------------------------------------------------------------------------

/** What the gateway knows of a GraphQL answer when it is sent. */
export interface GraphQLOutcome {
  operation: 'query' | 'mutation' | 'subscription' | undefined;
  /** The schema's `@cacheControl` hints, folded (null: not cacheable, a field with maxAge 0). */
  hints: { maxAge: number; scope: 'PUBLIC' | 'PRIVATE' } | null;
  /** A single result without errors. */
  complete: boolean;
  /** Asks `fitStatus`/`fitsVehicle` of the shopper's current vehicle. */
  followsVehicle: boolean;
  /** Made while the parts provider refused the shop's key (an empty catalogue). */
  providerRefused: boolean;
}

export interface GraphQLAnswerPolicy {
  /** Seconds the gateway's answer cache keeps it (0: not kept). */
  keepSeconds: number;
  /** Replayed only to requests without a session (for them the vehicle is none). */
  followsVehicle: boolean;
  /** Headers to set (none: Apollo's own `no-store` for an answer the hints do not let be kept stands). */
  cacheControl: string | null;
  vary: string | null;
}

/**
 * A GraphQL answer: public ones are kept by the gateway for their hints' max-age and by shared
 * caches for at most `s-maxage`; answers following the shopper's vehicle or private ones only by
 * the shopper's browser (asking again); the rest (cart, account, mutations, errors, answers made
 * while the provider refused the key) by nobody.
 */
export function graphqlAnswerPolicy(render: SharedCaching, answer: GraphQLOutcome): GraphQLAnswerPolicy {
  const none: GraphQLAnswerPolicy = { keepSeconds: 0, followsVehicle: false, cacheControl: null, vary: null };
  if (answer.operation !== 'query' || !answer.complete || answer.hints === null || answer.hints.maxAge <= 0) return none;
  // The hints would let it be kept: said explicitly, so that nobody keeps an empty catalogue.
  if (answer.providerRefused) return { ...none, cacheControl: FIXED_ANSWERS.uncacheable.cacheControl };
  if (answer.hints.scope === 'PRIVATE') return { ...none, cacheControl: FIXED_ANSWERS.private.cacheControl, vary: 'Accept, Cookie' };
  if (answer.followsVehicle) return { keepSeconds: answer.hints.maxAge, followsVehicle: true, cacheControl: FIXED_ANSWERS.private.cacheControl, vary: 'Accept, Cookie' };
  return {
    keepSeconds: answer.hints.maxAge,
    followsVehicle: false,
    cacheControl: `public, max-age=0, s-maxage=${Math.min(answer.hints.maxAge, render.sharedMaxAgeSeconds)}`,
    vary: 'Accept',
  };
}

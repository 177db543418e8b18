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
    writtenBy: 'supplier price lists applied or undone (`applyRun` in server/prices/apply.ts, `undoRun` in undo.ts), once per run that changed something; the demo distributors’ offers written on a first start (`writeDemoOffers`)',
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

// What each answer says (`Cache-Control`): fixed answers, pages and GraphQL answers.
export {
  answerSharedCacheable, applyCachePolicy, applySitemapPolicy, FIXED_ANSWERS, type FixedAnswer,
  type GraphQLAnswerPolicy, graphqlAnswerPolicy, type GraphQLOutcome, type PageKey, pageKey, type PagePolicy,
  pagePolicy, type PageViewer, publicPageCacheControl, redirectCacheControl, type RenderedOutcome,
  renderedPagePolicy, sharedCacheable, type SharedCaching,
} from './cache-control';

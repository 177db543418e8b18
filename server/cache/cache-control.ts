import type { ServerResponse } from 'node:http';

// The cache policy's half that says what each answer says (`Cache-Control`): the answers that say
// the same every time, pages, and GraphQL answers. The other half, what is kept where and which
// writes drop what, is policy.ts, which exports this one's too: every place asks policy.ts.

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

import { buildSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTypeDefs } from '../../server/schema';
import { ensureClientBuilt } from '../browser/support/build-client';
import { startSharedCache } from '../helpers/shared-cache';
import { Shopper, startTestShop, type TestShop } from '../helpers/shop';

/**
 * Writes keep caches true. Every mutation either changes data that public answers show (then each
 * public read it changes is listed, and tested below: a second visitor has read it through a shared
 * cache, the write happens; the writer sees the change at once, the second visitor within the
 * shared max-age), or changes only the writer's own data, whose answers are never shared
 * (`private`, `no-store`: carts, lists, the garage and the vehicle fit that follows it, accounts).
 */
const PUBLIC_WRITES: Record<string, string[]> = {
  // A review moves the catalogue version: the gateway's answers and pages made before it are unused.
  addReview: ['productReviews', 'product (rating, reviews)', 'products (a listing: rating, reviews)', 'the product page (JSON-LD rating)'],
};
const PRIVATE_WRITES = [
  'noop',
  'register',
  'signIn',
  'signOut',
  'updateProfile',
  'changePassword',
  'addAddress',
  'updateAddress',
  'removeAddress',
  'setDefaultAddress',
  'addToCart',
  'updateCartItem',
  'removeCartItem',
  'clearCart',
  'addToCompare',
  'removeFromCompare',
  'clearCompare',
  'sendContactMessage',
  'requestOrderRevocation',
  'appSignIn',
  'appGuestSession',
  'refreshAppSession',
  'signOutDevice',
  'signOutOtherDevices',
  'addVehicleToGarage',
  'removeVehicleFromGarage',
  'setCurrentVehicle',
  'checkout',
  'startPayment',
  'confirmPayment',
  'requestPasswordReset',
  'resetPassword',
  'setPreferences',
  'addToWishlist',
  'removeFromWishlist',
];

const SHARED_MAX_AGE_S = 2;
const PRODUCT = 'aceite-ypf-elaion-f50';
const HEADERS = { accept: 'application/graphql-response+json,application/json;q=0.9', 'apollo-require-preflight': 'true' };

/** The public reads a review changes, each as the number it moves. */
const READS: { name: string; query: string; count: (data: Record<string, unknown>) => number }[] = [
  { name: 'ProductReviews', query: `query ProductReviews { productReviews(productId: "${PRODUCT}") { total } }`, count: (d) => (d.productReviews as { total: number }).total },
  { name: 'ProductRating', query: `query ProductRating { product(slug: "${PRODUCT}") { reviews } }`, count: (d) => (d.product as { reviews: number }).reviews },
  {
    name: 'Listing',
    query: `query Listing { products(category: "aceites-de-motor", limit: 48) { items { slug reviews } } }`,
    count: (d) => (d.products as { items: { slug: string; reviews: number }[] }).items.find((p) => p.slug === PRODUCT)?.reviews ?? -1,
  },
];

let shop: TestShop;
let cache: Awaited<ReturnType<typeof startSharedCache>>;

beforeAll(async () => {
  const clientDir = await ensureClientBuilt();
  shop = await startTestShop({ CLIENT_DIR: clientDir, SSR_STREAM_AFTER_MS: '30000', PAGE_SHARED_MAX_AGE_SECONDS: String(SHARED_MAX_AGE_S) });
  cache = await startSharedCache(shop.url);
});
afterAll(async () => {
  await cache?.close();
  await shop?.close();
});

/** A read as the web client sends it: GET, through the shared cache, with the version it knows. */
async function read(shopper: Shopper, r: (typeof READS)[number], version?: string): Promise<{ count: number; shared: boolean }> {
  const params = new URLSearchParams({ query: r.query, operationName: r.name, variables: '{}' });
  const res = await shopper.fetch(`/graphql?${version ? `v=${encodeURIComponent(version)}&` : ''}${params}`, { headers: HEADERS });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { data: Record<string, unknown> };
  return { count: r.count(body.data), shared: res.headers.get('x-shared-cache') === 'hit' };
}

async function pageReviewCount(base: string): Promise<number> {
  const html = await (await fetch(`${base}/shop/products/${PRODUCT}`, { headers: { accept: 'text/html' } })).text();
  return Number(/"reviewCount":(\d+)/.exec(html)?.[1] ?? -1);
}

describe('writes keep caches true', () => {
  it('classifies every mutation of the schema as a public or a private write', () => {
    const mutations = Object.keys(buildSchema(loadTypeDefs()).getMutationType()!.getFields()).sort();
    expect(mutations).toEqual([...Object.keys(PUBLIC_WRITES), ...PRIVATE_WRITES].sort());
  });

  it('a review: the writer sees it at once through a shared cache, a visitor who read before within the shared max-age', async () => {
    const visitor = new Shopper(cache.url);
    const writer = new Shopper(cache.url);
    const before = new Map<string, number>();
    for (const r of READS) {
      const first = await read(visitor, r);
      const again = await read(visitor, r);
      expect(again).toEqual({ count: first.count, shared: true }); // kept by the shared cache
      expect(first.count).toBeGreaterThanOrEqual(0);
      before.set(r.name, first.count);
    }
    const pageBefore = await pageReviewCount(cache.url);
    expect(await pageReviewCount(cache.url)).toBe(pageBefore);

    const added = await writer.gql('mutation { addReview(input: { productId: "' + PRODUCT + '", rating: 5, author: "Lucía", content: "Buen aceite, llegó rápido." }) { id } }');
    expect(added.errors).toBeUndefined();
    const version = added.headers.get('x-catalog-version');
    expect(version).toBeTruthy();
    const wroteAt = Date.now();

    // The writer names the new version: new addresses, past every kept copy, answered anew.
    for (const r of READS) expect(await read(writer, r, version!), r.name).toEqual({ count: before.get(r.name)! + 1, shared: false });
    // The gateway's own page cache dropped the product page at once.
    expect(await pageReviewCount(shop.url)).toBe(pageBefore + 1);

    // The visitor, still on the old addresses, gets the change once the shared copies expire.
    const pending = new Set([...READS.map((r) => r.name), 'page']);
    while (pending.size > 0 && Date.now() - wroteAt < SHARED_MAX_AGE_S * 1000 + 3000) {
      for (const r of READS) if (pending.has(r.name) && (await read(visitor, r)).count === before.get(r.name)! + 1) pending.delete(r.name);
      if (pending.has('page') && (await pageReviewCount(cache.url)) === pageBefore + 1) pending.delete('page');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect([...pending]).toEqual([]);
  });

  it('a private write is never seen by another visitor, and its answers are never kept by a shared cache', async () => {
    const shopper = new Shopper(cache.url);
    const other = new Shopper(cache.url);
    expect((await shopper.gql('mutation { addToCart(productId: "' + PRODUCT + '", quantity: 2) { quantity } }')).errors).toBeUndefined();
    const params = new URLSearchParams({ query: 'query Cart { cart { quantity } }', operationName: 'Cart', variables: '{}' });
    const mine = await shopper.fetch(`/graphql?${params}`, { headers: HEADERS });
    expect(mine.headers.get('cache-control')).toMatch(/private|no-store/);
    expect(((await mine.json()) as { data: { cart: { quantity: number } } }).data.cart.quantity).toBe(2);
    const theirs = await other.fetch(`/graphql?${params}`, { headers: HEADERS });
    expect(theirs.headers.get('x-shared-cache')).toBeNull();
    expect(((await theirs.json()) as { data: { cart: { quantity: number } } }).data.cart.quantity).toBe(0);
  });
});

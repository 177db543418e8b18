import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WRITE_KIND_NAMES, type WriteKindName } from '../../server/cache/policy';
import { cacheWrites } from '../../server/cache/writes';
import { setCurrencyRate } from '../../server/shop/currency-rates';
import type { ModerationAction } from '../../server/review/moderation';
import { moderateReview } from '../../server/review/moderation-store';
import type { Db } from '../../server/db';
import { recordCatalogueWrite, type CatalogueWriteKind } from '../../server/pricing/catalogue-writes';
import { ensureClientBuilt } from '../browser/support/build-client';
import { startTestShop, type TestShop } from '../helpers/shop';
import { signedInStaff } from '../staff/helpers';

/**
 * Walks the cache policy's write kinds (server/cache/policy.ts, docs/caching.md): for each, a
 * visitor reads a product page and a product's API answer twice (the second time from what the
 * gateway kept), the write is made as the code that makes it will (`cacheWrites.write`, in one
 * transaction with the write), and the same visitor's next read shows the change: nothing kept
 * before the write is served after it.
 */

const REVIEWED = 'aceite-ypf-elaion-f50';
const OTHER = 'bateria-moura-m22gd';
/** Sold at its offer's price (no sale price over it). */
const PRICED = 'pastillas-freno-ferodo-fdb4050';
const HEADERS = { accept: 'application/graphql-response+json,application/json;q=0.9', 'apollo-require-preflight': 'true' };

interface Seen {
  name: string;
  price: number;
  stock: string;
  rating: number;
  reviews: number;
  /** The newest review's text. */
  latest: string | undefined;
}

interface Walk {
  product: string;
  /** Makes the write (a kind's own code path, or the SQL its coming writer will run, recorded with its kind). */
  write(db: Db, shop: TestShop): Promise<void>;
  /** What moved, in the API's answer and in the page (null: the kind changes nothing the shop stores yet). */
  moved: ((before: Seen, after: Seen) => void) | null;
  pageMoved: ((before: string, after: string) => void) | null;
}

const EDITED = 'Buen aceite, llegó rápido y bien embalado.';
/** A staff member of the catalogue (made when the shop starts). */
let moderator: { id: string; email: string };

/** Moderates the product's newest review as the back office does (`moderateReview`: the write, its audit entry and its cache write in one transaction). */
const moderateNewest = (action: ModerationAction, content?: string) => async (db: Db) => {
  const newest = await db.query<{ id: number }>('select max(id) as id from catalog_reviews where product_slug = $1', [REVIEWED]);
  const result = await moderateReview(db, Number(newest.rows[0].id), { action, content, reason: 'Moderación de prueba', moderator, address: '127.0.0.1' });
  expect(result).toHaveProperty('review');
};

const sqlWrite = (kind: WriteKindName, sql: string, params: unknown[]) => (db: Db) => cacheWrites.write(db, kind, (tx) => tx.query(sql, params)).then(() => undefined);

/** A write to offers or stock, committed, then recorded as the shop's price and stock writers do (the price book is read again first). */
const offerWrite = (kind: CatalogueWriteKind, sql: string, params: [string]) => async (db: Db) => {
  await db.query(sql, params);
  await recordCatalogueWrite(db, kind, params);
};

const jsonLdProduct = (html: string): Record<string, unknown> => {
  for (const m of html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)) {
    const item = JSON.parse(m[1]) as Record<string, unknown>;
    if (item['@type'] === 'Product') return item;
  }
  throw new Error('no Product JSON-LD in the page');
};
const offer = (html: string) => jsonLdProduct(html).offers as { price: string; availability: string };
const rating = (html: string) => jsonLdProduct(html).aggregateRating as { ratingValue: number; reviewCount: number };

/** One walk per write kind: a kind added to the policy without one fails to compile. */
const WALKS: Record<WriteKindName, Walk> = {
  'review-added': {
    product: REVIEWED,
    write: async (_db, shop) => {
      const added = await shop.shopper().gql(`mutation { addReview(input: { productId: "${REVIEWED}", rating: 5, author: "Lucía", content: "Buen aceite, llegó rápido." }) { id } }`);
      expect(added.errors).toBeUndefined();
    },
    moved: (b, a) => expect(a.reviews).toBe(b.reviews + 1),
    pageMoved: (b, a) => expect(rating(a).reviewCount).toBe(rating(b).reviewCount + 1),
  },
  // The review just added is moderated in the back office: corrected, hidden, shown again.
  'review-edited': {
    product: REVIEWED,
    write: moderateNewest('edit', EDITED),
    moved: (b, a) => {
      expect([a.reviews, a.rating]).toEqual([b.reviews, b.rating]);
      expect([b.latest, a.latest]).toEqual(['Buen aceite, llegó rápido.', EDITED]);
    },
    // The page's figures stay and its reviews tab reads them when opened: the page made after is a new one (checked for every kind).
    pageMoved: null,
  },
  'review-hidden': {
    product: REVIEWED,
    write: moderateNewest('hide'),
    moved: (b, a) => {
      expect(a.reviews).toBe(b.reviews - 1);
      expect(a.latest).not.toBe(EDITED);
    },
    pageMoved: (b, a) => expect(rating(a).reviewCount).toBe(rating(b).reviewCount - 1),
  },
  'review-shown': {
    product: REVIEWED,
    write: moderateNewest('unhide'),
    moved: (b, a) => {
      expect(a.reviews).toBe(b.reviews + 1);
      expect(a.latest).toBe(EDITED);
    },
    pageMoved: (b, a) => expect(rating(a).reviewCount).toBe(rating(b).reviewCount + 1),
  },
  'catalogue-change': {
    product: OTHER,
    write: sqlWrite('catalogue-change', "update catalog_products set name = name || ' (nueva)' where slug = $1", [OTHER]),
    moved: (b, a) => expect(a.name).toBe(`${b.name} (nueva)`),
    pageMoved: (_b, a) => expect(jsonLdProduct(a).name).toMatch(/\(nueva\)$/),
  },
  'price-import': {
    product: PRICED,
    // The shop's own offer of the part costs AR$ 1.000 more (its rule adds nothing), as an import would write it.
    write: offerWrite('price-import', "update offers set cost_centavos = cost_centavos + 100000 where part_id = $1 and supplier_id = 'tienda'", [PRICED]),
    moved: (b, a) => expect(a.price).toBe(b.price + 1000),
    pageMoved: (b, a) => expect(Number(offer(a).price)).toBe(Number(offer(b).price) + 1000),
  },
  'stock-change': {
    product: OTHER,
    write: offerWrite('stock-change', 'update stock_levels set quantity = 0, reserved = 0 where part_id = $1', [OTHER]),
    moved: (b, a) => expect([b.stock, a.stock]).toEqual(['IN_STOCK', 'OUT_OF_STOCK']),
    pageMoved: (b, a) => expect([offer(b).availability, offer(a).availability]).toEqual(['https://schema.org/InStock', 'https://schema.org/OutOfStock']),
  },
  // A rate shows only in other currencies than the peso (these reads are in pesos): what a rate
  // change drops is checked to be made again, with nothing to see move.
  'currency-rate-change': { product: OTHER, write: async (db) => void (await setCurrencyRate(db, 'USD', 151234)), moved: null, pageMoved: null },
};

let shop: TestShop;
beforeAll(async () => {
  const clientDir = await ensureClientBuilt();
  shop = await startTestShop({ CLIENT_DIR: clientDir, SSR_STREAM_AFTER_MS: '30000' });
  const staff = await signedInStaff(shop, 'catalogue', { signIn: false });
  moderator = { id: staff.id, email: staff.email };
}, 120_000);
afterAll(() => shop?.close());

async function readApi(product: string): Promise<{ seen: Seen; kept: boolean }> {
  const query = `query Walk { product(slug: "${product}") { name price stock rating reviews } productReviews(productId: "${product}", limit: 1) { items { content } } }`;
  const params = new URLSearchParams({ query, operationName: 'Walk', variables: '{}' });
  const res = await fetch(`${shop.url}/graphql?${params}`, { headers: HEADERS });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { data: { product: Omit<Seen, 'latest'>; productReviews: { items: { content: string }[] } } };
  return { seen: { ...body.data.product, latest: body.data.productReviews.items[0]?.content }, kept: res.headers.get('age') !== null };
}

async function readPage(product: string): Promise<{ html: string; kept: boolean }> {
  const res = await fetch(`${shop.url}/shop/products/${product}`, { headers: { accept: 'text/html' } });
  expect(res.status).toBe(200);
  return { html: await res.text(), kept: res.headers.get('x-page-cache') === 'hit' };
}

describe('every write kind of the cache policy', () => {
  it('has a walk', () => {
    expect(Object.keys(WALKS).sort()).toEqual([...WRITE_KIND_NAMES].sort());
  });

  for (const kind of WRITE_KIND_NAMES) {
    it(`${kind}: a visitor who read the page and the API answer before sees the change after`, async () => {
      const walk = WALKS[kind];
      const api = await readApi(walk.product);
      const page = await readPage(walk.product);
      // Read again: both kept by the gateway (complete answers are hits).
      const apiAgain = await readApi(walk.product);
      const pageAgain = await readPage(walk.product);
      expect(apiAgain).toEqual({ seen: api.seen, kept: true });
      expect(pageAgain.kept).toBe(true);

      await walk.write(shop.server.services.db, shop);

      const apiAfter = await readApi(walk.product);
      const pageAfter = await readPage(walk.product);
      // Nothing kept before the write is served after it.
      expect(apiAfter.kept).toBe(false);
      expect(pageAfter.kept).toBe(false);
      walk.moved?.(api.seen, apiAfter.seen);
      walk.pageMoved?.(page.html, pageAfter.html);
      // What is made after the write is kept again.
      expect((await readApi(walk.product)).kept).toBe(true);
      expect((await readPage(walk.product)).kept).toBe(true);
    });
  }
});

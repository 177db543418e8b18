import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTempPgDatabase, TEST_DATABASE_URL, type TempPgDatabase } from '../helpers/pg';
import { startTestShop, type Shopper, type TestShop } from '../helpers/shop';
import { signedInStaff, StaffBrowser, type TestStaff } from './helpers';

// Review moderation through the staff API (/admin/graphql): a shopper's review waits NEW in the
// queue (new first), is published, hidden with a required reason (gone from the product's reviews
// and figures a shopper reads), shown again, corrected with the author's text kept; the author's
// other reviews are found by e-mail; every change is audited; other roles are refused. On
// PostgreSQL too when TEST_DATABASE_URL is set.

const PRODUCT = 'aceite-ypf-elaion-f50';
const OTHER = 'bateria-moura-m22gd';
const REVIEW = `id productSlug productName author email rating content originalContent state hiddenReason moderatedBy moderatedAt sample otherReviewCount
  history { action actor reason before after }`;
const QUEUE = `query($f: ReviewFilter, $first: Int, $after: String) { reviews(filter: $f, first: $first, after: $after) { totalCount nodes { ${REVIEW} } pageInfo { endCursor hasNextPage } } reviewStateCounts { new published hidden } }`;
const PUBLISH = `mutation($id: ID!) { publishReview(id: $id) { ${REVIEW} } }`;
const HIDE = `mutation($id: ID!, $reason: String!) { hideReview(id: $id, reason: $reason) { ${REVIEW} } }`;
const UNHIDE = `mutation($id: ID!) { unhideReview(id: $id) { ${REVIEW} } }`;
const EDIT = `mutation($id: ID!, $content: String!, $reason: String!) { editReview(id: $id, content: $content, reason: $reason) { ${REVIEW} } }`;

interface StaffReview {
  id: string;
  productSlug: string;
  productName: string | null;
  author: string;
  email: string | null;
  rating: number;
  content: string;
  originalContent: string | null;
  state: 'NEW' | 'PUBLISHED' | 'HIDDEN';
  hiddenReason: string | null;
  moderatedBy: string | null;
  moderatedAt: string | null;
  sample: boolean;
  otherReviewCount: number;
  history: { action: string; actor: string; reason: string; before: { state: string }; after: { state: string; content: string } }[];
}
interface Queue {
  reviews: { totalCount: number; nodes: StaffReview[]; pageInfo: { endCursor: string | null; hasNextPage: boolean } };
  reviewStateCounts: { new: number; published: number; hidden: number };
}

let shop: TestShop;
let pgDatabase: TempPgDatabase | null = null;
let moderator: TestStaff;
let clerk: TestStaff;

async function addReview(s: Shopper, product: string, author: string, email: string | null, rating: number, content: string): Promise<string> {
  const r = await s.gql<{ addReview: { id: string } }>('mutation($i: AddReviewInput!) { addReview(input: $i) { id } }', { i: { productId: product, author, email, rating, content } });
  expect(r.errors).toBeUndefined();
  return r.data!.addReview.id;
}

/** What a shopper reads of the product: its figures and its reviews' texts. */
async function shopperView(product: string): Promise<{ rating: number; reviews: number; texts: string[] }> {
  const r = await shop.shopper().gql<{ product: { rating: number; reviews: number }; productReviews: { total: number; items: { content: string }[] } }>(
    'query($p: String!, $id: ID!) { product(slug: $p) { rating reviews } productReviews(productId: $id, limit: 50) { total items { content } } }',
    { p: product, id: product },
  );
  expect(r.errors).toBeUndefined();
  expect(r.data!.productReviews.total).toBe(r.data!.product.reviews);
  return { rating: r.data!.product.rating, reviews: r.data!.product.reviews, texts: r.data!.productReviews.items.map((i) => i.content) };
}

const queue = async (staff: TestStaff, vars: Record<string, unknown> = {}) => {
  const r = await staff.browser.gql<Queue>(QUEUE, vars);
  expect(r.errors).toBeUndefined();
  return r.data!;
};

let rude: string;
let kind: string;
let elsewhere: string;

beforeAll(async () => {
  pgDatabase = TEST_DATABASE_URL ? await createTempPgDatabase() : null;
  shop = await startTestShop(pgDatabase ? { DATABASE_URL: pgDatabase.url } : {});
  expect(shop.server.services.db.kind).toBe(pgDatabase ? 'postgres' : 'pglite');
  moderator = await signedInStaff(shop, 'catalogue');
  clerk = await signedInStaff(shop, 'orders');
  const s = shop.shopper();
  kind = await addReview(s, PRODUCT, 'Marta', 'marta@example.com', 5, 'Muy buen aceite, el motor anda suave.');
  elsewhere = await addReview(s, OTHER, 'Marta G.', 'MARTA@example.com', 4, 'La batería arrancó sin problemas en invierno.');
  rude = await addReview(s, PRODUCT, 'Troll', 'troll@example.com', 1, 'Una porquería, los vendedores son unos inútiles.');
}, 120_000);
afterAll(async () => {
  await shop?.close();
  await pgDatabase?.drop();
});

describe('review moderation', () => {
  it('lists new reviews first, shown to shoppers at once, with filters; the sample reviews are published', async () => {
    const q = await queue(moderator);
    expect(q.reviewStateCounts.new).toBe(3);
    expect(q.reviewStateCounts.published).toBeGreaterThan(0);
    expect(q.reviews.nodes.slice(0, 3).map((r) => r.id)).toEqual([rude, elsewhere, kind]);
    expect(q.reviews.nodes.slice(0, 3).every((r) => r.state === 'NEW')).toBe(true);
    expect(q.reviews.nodes[3]).toMatchObject({ state: 'PUBLISHED', sample: true });
    expect(q.reviews.nodes[0]).toMatchObject({ productSlug: PRODUCT, productName: expect.stringMatching(/Elaion/i), email: 'troll@example.com', otherReviewCount: 0 });
    // Marta wrote two (her e-mail in another case).
    expect(q.reviews.nodes[2].otherReviewCount).toBe(1);

    const view = await shopperView(PRODUCT);
    expect(view.texts).toContain('Una porquería, los vendedores son unos inútiles.');

    const byRating = await queue(moderator, { f: { product: PRODUCT, rating: 1 } });
    expect(byRating.reviews.nodes.map((r) => r.id)).toContain(rude);
    expect(byRating.reviews.nodes.every((r) => r.rating === 1 && r.productSlug === PRODUCT)).toBe(true);
    const byName = await queue(moderator, { f: { product: 'ELAION' } });
    expect(byName.reviews.nodes.map((r) => r.id)).toEqual(expect.arrayContaining([rude, kind]));
    expect(byName.reviews.nodes.every((r) => r.productSlug === PRODUCT)).toBe(true);
    const byAuthor = await queue(moderator, { f: { author: 'marta@' } });
    expect(byAuthor.reviews.nodes.map((r) => r.id).sort()).toEqual([kind, elsewhere].sort());
    const newOnes = await queue(moderator, { f: { state: 'NEW' }, first: 2 });
    expect(newOnes.reviews).toMatchObject({ totalCount: 3, pageInfo: { hasNextPage: true } });
    const rest = await queue(moderator, { f: { state: 'NEW' }, first: 2, after: newOnes.reviews.pageInfo.endCursor });
    expect(rest.reviews.nodes.map((r) => r.id)).toEqual([kind]);
    expect(rest.reviews.pageInfo.hasNextPage).toBe(false);
  });

  it("finds the author's other reviews by e-mail", async () => {
    const r = await moderator.browser.gql<{ authorReviews: StaffReview[] }>(`query($id: ID!) { authorReviews(reviewId: $id) { id productSlug author } }`, { id: kind });
    expect(r.errors).toBeUndefined();
    expect(r.data!.authorReviews).toEqual([{ id: elsewhere, productSlug: OTHER, author: 'Marta G.' }]);
  });

  it('publishes a new review: read by a moderator, nothing moves for shoppers', async () => {
    const before = await shopperView(PRODUCT);
    const r = await moderator.browser.gql<{ publishReview: StaffReview }>(PUBLISH, { id: kind });
    expect(r.errors).toBeUndefined();
    expect(r.data!.publishReview).toMatchObject({ state: 'PUBLISHED', moderatedBy: moderator.email, history: [{ action: 'review.publish', actor: moderator.email }] });
    expect(await shopperView(PRODUCT)).toEqual(before);
    // Again: nothing to do, nothing audited.
    const again = await moderator.browser.gql<{ publishReview: StaffReview }>(PUBLISH, { id: kind });
    expect(again.data!.publishReview.history).toHaveLength(1);
  });

  it('refuses to hide without a reason', async () => {
    for (const reason of ['', '   ', 'x'.repeat(501)]) {
      const r = await moderator.browser.gql(HIDE, { id: rude, reason });
      expect(r.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'reason' });
    }
    const missing = await moderator.browser.gql('mutation($id: ID!) { hideReview(id: $id) { id } }', { id: rude });
    expect(missing.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect((await queue(moderator, { f: { state: 'HIDDEN' } })).reviews.totalCount).toBe(0);
  });

  it("hides a review: gone from the product's reviews, rating and count; audited with the reason", async () => {
    const before = await shopperView(PRODUCT);
    const r = await moderator.browser.gql<{ hideReview: StaffReview }>(HIDE, { id: rude, reason: 'Insulta al personal de la tienda' });
    expect(r.errors).toBeUndefined();
    expect(r.data!.hideReview).toMatchObject({ state: 'HIDDEN', hiddenReason: 'Insulta al personal de la tienda', moderatedBy: moderator.email });
    expect(r.data!.hideReview.history[0]).toMatchObject({
      action: 'review.hide',
      reason: 'Insulta al personal de la tienda',
      before: { state: 'new' },
      after: { state: 'hidden' },
    });
    const after = await shopperView(PRODUCT);
    expect(after.reviews).toBe(before.reviews - 1);
    expect(after.rating).toBeGreaterThan(before.rating);
    expect(after.texts).not.toContain('Una porquería, los vendedores son unos inútiles.');

    const again = await moderator.browser.gql(HIDE, { id: rude, reason: 'otra vez' });
    expect(again.errors?.[0].extensions).toMatchObject({ code: 'REVIEW_STATE_REFUSED', state: 'HIDDEN' });
    const publish = await moderator.browser.gql(PUBLISH, { id: rude });
    expect(publish.errors?.[0].extensions?.code).toBe('REVIEW_STATE_REFUSED');
    expect((await queue(moderator)).reviewStateCounts).toMatchObject({ new: 1, hidden: 1 });
  });

  it('shows a hidden review again', async () => {
    const before = await shopperView(PRODUCT);
    const r = await moderator.browser.gql<{ unhideReview: StaffReview }>(UNHIDE, { id: rude });
    expect(r.errors).toBeUndefined();
    expect(r.data!.unhideReview).toMatchObject({ state: 'PUBLISHED', hiddenReason: null });
    expect(r.data!.unhideReview.history.map((h) => h.action)).toEqual(['review.unhide', 'review.hide']);
    expect((await shopperView(PRODUCT)).reviews).toBe(before.reviews + 1);
    const twice = await moderator.browser.gql(UNHIDE, { id: rude });
    expect(twice.errors?.[0].extensions?.code).toBe('REVIEW_STATE_REFUSED');
  });

  it("corrects a text: shoppers read the correction, the author's text is kept", async () => {
    const corrected = 'Una porquería. [Texto editado por la tienda]';
    const short = await moderator.browser.gql(EDIT, { id: rude, content: 'corto', reason: 'Lenguaje ofensivo' });
    expect(short.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'content' });
    const noReason = await moderator.browser.gql(EDIT, { id: rude, content: corrected, reason: ' ' });
    expect(noReason.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'reason' });
    const r = await moderator.browser.gql<{ editReview: StaffReview }>(EDIT, { id: rude, content: corrected, reason: 'Lenguaje ofensivo' });
    expect(r.errors).toBeUndefined();
    expect(r.data!.editReview).toMatchObject({ content: corrected, originalContent: 'Una porquería, los vendedores son unos inútiles.', state: 'PUBLISHED' });
    expect(r.data!.editReview.history[0]).toMatchObject({ action: 'review.edit', reason: 'Lenguaje ofensivo', after: { content: corrected } });
    const view = await shopperView(PRODUCT);
    expect(view.texts).toContain(corrected);
    expect(view.texts).not.toContain('Una porquería, los vendedores son unos inútiles.');
  });

  it('answers NOT_FOUND for an unknown review and null for one asked by id', async () => {
    const r = await moderator.browser.gql<{ review: StaffReview | null }>(`query { review(id: "999999") { id } }`);
    expect(r.errors).toBeUndefined();
    expect(r.data!.review).toBeNull();
    const hide = await moderator.browser.gql(HIDE, { id: '999999', reason: 'no existe' });
    expect(hide.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('refuses the staff without catalogue:moderate, and anyone without a session', async () => {
    const read = await clerk.browser.gql<Queue>(QUEUE);
    expect(read.data?.reviews ?? null).toBeNull();
    expect(read.errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN', permission: 'catalogue:moderate' });
    const hide = await clerk.browser.gql(HIDE, { id: kind, reason: 'no' });
    expect(hide.errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN', permission: 'catalogue:moderate' });
    const anonymous = await new StaffBrowser(shop.url).gql(HIDE, { id: kind, reason: 'no' });
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await shopperView(PRODUCT)).texts).toContain('Muy buen aceite, el motor anda suave.');
  });
});

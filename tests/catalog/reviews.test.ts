import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type Shopper, type TestShop } from '../helpers/shop';

let shop: TestShop;
let shopper: Shopper;

beforeAll(async () => {
  shop = await startTestShop();
  shopper = shop.shopper();
});
afterAll(async () => shop?.close());

const REVIEWS = `query Reviews($id: ID!, $page: Int) {
  productReviews(productId: $id, page: $page) { page limit total pages from to items { id date author rating content } }
}`;
const ADD = `mutation Add($input: AddReviewInput!) { addReview(input: $input) { id author rating content date } }`;
const PRODUCT = `query P($slug: String!) { product(slug: $slug) { rating reviews } }`;

interface ReviewPage {
  productReviews: { page: number; limit: number; total: number; pages: number; from: number; to: number; items: { id: string; date: string; author: string; rating: number; content: string }[] };
}

describe('reviews', () => {
  it('pages 8 at a time, newest first', async () => {
    const first = await shopper.gql<ReviewPage>(REVIEWS, { id: 'pastillas-freno-brembo-p06' });
    expect(first.data?.productReviews).toMatchObject({ page: 1, limit: 8, total: 10, pages: 2, from: 1, to: 8 });
    const dates = first.data!.productReviews.items.map((r) => r.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const second = await shopper.gql<ReviewPage>(REVIEWS, { id: 'pastillas-freno-brembo-p06', page: 2 });
    expect(second.data?.productReviews).toMatchObject({ from: 9, to: 10 });
    expect(second.data!.productReviews.items.map((r) => r.author)).toEqual(['Paula S.', 'Federico T.']);
    const none = await shopper.gql<ReviewPage>(REVIEWS, { id: 'limpia-inyectores-bosch' });
    expect(none.data?.productReviews).toMatchObject({ total: 0, pages: 1, from: 0, to: 0, items: [] });
  });

  it('adds a review that counts at once, kept as plain text', async () => {
    const before = await shopper.gql<{ product: { rating: number; reviews: number } }>(PRODUCT, { slug: 'limpia-inyectores-bosch' });
    expect(before.data?.product).toEqual({ rating: 0, reviews: 0 });
    const content = '<script>alert(1)</script> Funciona & limpia bien los inyectores';
    const added = await shopper.gql<{ addReview: { author: string; rating: number; content: string } }>(ADD, {
      input: { productId: 'limpia-inyectores-bosch', rating: 4, author: ' Ana ', content },
    });
    expect(added.errors).toBeUndefined();
    expect(added.data?.addReview).toMatchObject({ author: 'Ana', rating: 4, content });
    const after = await shopper.gql<{ product: { rating: number; reviews: number } }>(PRODUCT, { slug: 'limpia-inyectores-bosch' });
    expect(after.data?.product).toEqual({ rating: 4, reviews: 1 });
    const list = await shopper.gql<ReviewPage>(REVIEWS, { id: 'limpia-inyectores-bosch' });
    expect(list.data?.productReviews.items[0].content).toBe(content);
  });

  it('refuses invalid reviews naming the field, and unknown products', async () => {
    const base = { productId: 'bujia-ngk-bkr6e', rating: 5, author: 'Pablo', content: 'Muy buenas bujías, recomendables.' };
    for (const [patch, field] of [
      [{ rating: 0 }, 'rating'],
      [{ rating: 6 }, 'rating'],
      [{ author: 'P' }, 'author'],
      [{ content: 'corto' }, 'content'],
      [{ content: 'x'.repeat(2001) }, 'content'],
      [{ email: 'sin arroba' }, 'email'],
    ] as const) {
      const r = await shopper.gql(ADD, { input: { ...base, ...patch } });
      expect(r.errors?.[0].extensions?.field).toBe(field);
      expect(r.errors?.[0].extensions?.code).toMatch(/BAD_USER_INPUT|AUTH_INVALID_EMAIL/);
    }
    const unknown = await shopper.gql(ADD, { input: { ...base, productId: 'no-existe' } });
    expect(unknown.errors?.[0]).toMatchObject({ message: 'Product not found', extensions: { code: 'NOT_FOUND' } });
    const count = await shopper.gql<ReviewPage>(REVIEWS, { id: 'bujia-ngk-bkr6e' });
    expect(count.data?.productReviews.total).toBe(2);
  });

  it('needs the CSRF header to add a review', async () => {
    const r = await shopper.gql(ADD, { input: { productId: 'bujia-ngk-bkr6e', rating: 5, author: 'Pablo', content: 'Sin cabecera CSRF no entra.' } }, { csrf: false });
    expect(r.data?.addReview ?? null).toBeNull();
    expect(r.status).toBeGreaterThanOrEqual(400);
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestShop } from '../helpers/shop';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-seed-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('catalogue seed', () => {
  it('loads the sample data once and keeps shoppers’ reviews across restarts', async () => {
    const first = await startTestShop({}, { dataDir });
    try {
      const added = await first.shopper().gql('mutation { addReview(input: { productId: "bujia-ngk-bkr6e", rating: 5, author: "Rita", content: "Arranca siempre, muy buena." }) { id } }');
      expect(added.errors).toBeUndefined();
    } finally {
      await first.close();
    }
    const second = await startTestShop({}, { dataDir });
    try {
      const r = await second.shopper().gql<{ products: { total: number }; categories: unknown[]; productReviews: { total: number } }>(
        '{ products { total } categories { slug } productReviews(productId: "bujia-ngk-bkr6e") { total } }',
      );
      expect(r.data?.products.total).toBe(24);
      expect(r.data?.categories).toHaveLength(8);
      expect(r.data?.productReviews.total).toBe(3);
      const rows = await second.server.services.db.query<{ n: number }>('select count(*)::int as n from catalog_reviews where seeded');
      expect(Number(rows.rows[0].n)).toBe(30);
    } finally {
      await second.close();
    }
  });
});

/**
 * The moderation queue with many reviews: N reviews (50,000 by default, 10 per author, one in ten
 * without an e-mail) written in bulk to a fresh embedded database, then, R times each (30): the
 * queue's first page (new first), the queue filtered by author, the other-review counts of a page
 * of 25, and the shoppers' figures of every product (the query a catalogue version reads once).
 * Prints p50/p95 in milliseconds, and the machine's load average (on a busy machine the figures
 * measure the waiting more than the shop).
 *
 *   npm run bench:review-queue -- [reviews=50000] [rounds=30]
 */
import fs from 'node:fs';
import os from 'node:os';
import { openDatabase } from '../server/db';
import { countAuthorReviews, findManyReviews } from '../server/review/moderation-store';
import { benchDataDir, THIS_CHECKOUT } from './lib/shop-process';

const count = Number(process.argv[2] ?? 50_000);
const rounds = Number(process.argv[3] ?? 30);

async function timed(label: string, run: () => Promise<unknown>): Promise<void> {
  const ms: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const t0 = performance.now();
    await run();
    ms.push(performance.now() - t0);
  }
  ms.sort((a, b) => a - b);
  const p = (q: number) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))].toFixed(1);
  console.log(`${label.padEnd(44)} p50 ${p(0.5).padStart(7)} ms   p95 ${p(0.95).padStart(7)} ms`);
}

// A copy of the migrated embedded database, empty.
const dataDir = await benchDataDir('bench-reviews-', THIS_CHECKOUT, { seeded: false });
const db = await openDatabase({ databaseUrl: null, dataDir });
try {
  const t0 = performance.now();
  await db.query(
    `insert into catalog_reviews (product_slug, author, email, rating, content, state, created_at)
     select 'product-' || (i % 500), 'Autor ' || (i / 10),
            case when i % 10 = 0 then null else 'autor' || (i / 10) || '@example.com' end,
            1 + i % 5, 'Reseña de prueba número ' || i || ', con texto suficiente.',
            case when i % 50 = 0 then 'new' when i % 97 = 0 then 'hidden' else 'published' end,
            now() - (i || ' minutes')::interval
       from generate_series(1, $1::int) as i`,
    [count],
  );
  await db.query('analyze catalog_reviews');
  console.log(`${count} reviews written in ${((performance.now() - t0) / 1000).toFixed(1)} s; load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')} on ${os.cpus().length} cores`);
  const page = await findManyReviews(db, { first: 25, offset: 0 });
  const ids = page.reviews.map((r) => Number(r.id));
  await timed('queue, first page (new first, 25)', () => findManyReviews(db, { first: 25, offset: 0 }));
  await timed('queue, by author (part of an e-mail)', () => findManyReviews(db, { author: 'autor123@', first: 25, offset: 0 }));
  await timed('queue, new only', () => findManyReviews(db, { state: 'new', first: 25, offset: 0 }));
  await timed("other reviews' counts of a page of 25", () => countAuthorReviews(db, ids));
  await timed("shoppers' figures of every product", () =>
    db.query("select product_slug, avg(rating)::float8 as rating, count(*)::int as count from catalog_reviews where state <> 'hidden' group by product_slug"),
  );
} finally {
  await db.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

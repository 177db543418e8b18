import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pruneAbandonedShoppers } from '../../server/shopper/prune';
import { pruneOutbox, writeToOutbox } from '../../server/mail/outbox';
import { startTestShop, type TestShop } from '../helpers/shop';
import { addToCart, ok, PRODUCTS, readCart } from './helpers';

let shop: TestShop;

beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(async () => {
  await shop?.close();
});

describe('abandoned anonymous shoppers', () => {
  it('are pruned once their session is gone, while live sessions keep their cart', async () => {
    const db = shop.server.services.db;
    const kept = shop.shopper();
    const gone = shop.shopper();
    ok(await addToCart(kept, PRODUCTS.battery, 1));
    ok(await addToCart(gone, PRODUCTS.oil, 1));
    await db.query(`update shoppers set created_at = now() - interval '2 days'`);
    const sid = /^s:(.+)\.[^.]+$/.exec(decodeURIComponent(gone.cookies.get('sid') ?? ''))?.[1];
    await db.query('delete from sessions where sid = $1', [sid]);

    expect(await pruneAbandonedShoppers(db)).toBe(1);
    expect((await readCart(kept)).quantity).toBe(1);
    const lines = await db.query<{ n: number }>('select count(*)::int as n from cart_lines');
    expect(lines.rows[0].n).toBe(1);
  });
});

describe('the mail outbox', () => {
  it('forgets messages done with for 30 days, never one still to send', async () => {
    const db = shop.server.services.db;
    const mail = (key: string) => ({ kind: 'contact-shop' as const, to: 'a@example.com', subject: key, html: '<p>x</p>', text: 'x', language: 'es' as const, dedupeKey: `prune-test:${key}` });
    for (const key of ['sent-old', 'sent-new', 'failed-old', 'held-old', 'due-old']) await writeToOutbox(db, mail(key), key.startsWith('held'));
    const age = (key: string, sql: string) => db.query(`update mail_outbox set ${sql} where dedupe_key = $1`, [`prune-test:${key}`]);
    // Attempts and giving up are the state of the message's job.
    const ageJob = (key: string, sql: string) =>
      db.query(`update jobs set ${sql} where kind = 'mail' and dedupe_key = (select 'mail:' || id from mail_outbox where dedupe_key = $1)`, [`prune-test:${key}`]);
    await age('sent-old', `sent_at = now() - interval '31 days'`);
    await age('sent-new', `sent_at = now() - interval '29 days'`);
    await ageJob('failed-old', `dead_at = now() - interval '40 days'`);
    await age('held-old', `created_at = now() - interval '31 days'`);
    await age('due-old', `created_at = now() - interval '90 days'`);
    await ageJob('due-old', `created_at = now() - interval '90 days', attempts = 3`);

    expect(await pruneOutbox(db)).toBe(3);
    const left = await db.query<{ subject: string }>(`select subject from mail_outbox where dedupe_key like 'prune-test:%' order by subject`);
    expect(left.rows.map((r) => r.subject)).toEqual(['due-old', 'sent-new']);
    // The jobs of the messages pruned went with them; the one still to send keeps its job.
    const jobs = await db.query<{ n: number }>(
      `select count(*)::int as n from jobs where kind = 'mail' and dedupe_key in (select 'mail:' || id from mail_outbox where dedupe_key like 'prune-test:%')`,
    );
    expect(jobs.rows[0].n).toBe(2);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { openDatabase, type Db } from '../../server/db';
import { writeToOutbox } from '../../server/mail/outbox';
import { startMailWorker } from '../../server/mail/worker';
import { createTempPgDatabase, TEST_DATABASE_URL } from '../helpers/pg';
import { startTestShop, type TestShop } from '../helpers/shop';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink';

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink?.close();
});

const quiet = pino({ level: 'silent' });

/**
 * Two gateways' workers over one outbox: every message is sent once, by one of them (the lease), and
 * marked sent. On PGlite both workers share the one database; on PostgreSQL each has its own pool.
 */
async function twoWorkers(label: string, dbs: [Db, Db]): Promise<void> {
  const count = 24;
  const to = `lease.${label}.${Date.now().toString(36)}@example.com`;
  for (let i = 0; i < count; i++) {
    await writeToOutbox(dbs[0], { kind: 'contact-copy', to, language: 'es', subject: `Mensaje ${i}`, html: `<p>${i}</p>`, text: String(i) }, false);
  }
  const workers = dbs.map((db) => startMailWorker(db, quiet, { smtpUrl: sink.url, from: 'tienda@example.com', retrySeconds: 1 }));
  try {
    for (const w of workers) w.kick();
    const received = await sink.waitFor((m) => m.to.includes(to), count);
    const ids = received.map((m) => m.headers['x-shop-outbox-id']);
    expect(new Set(ids).size).toBe(count);
    await expect
      .poll(async () => (await dbs[0].query<{ n: number }>('select count(*)::int as n from mail_outbox where to_address = $1 and sent_at is not null', [to])).rows[0].n)
      .toBe(count);
    const leasedBy = await dbs[0].query<{ n: number }>(`select count(distinct j.leased_by)::int as n from mail_outbox m join jobs j on j.kind = 'mail' and j.dedupe_key = 'mail:' || m.id where m.to_address = $1`, [to]);
    expect(leasedBy.rows[0].n).toBeGreaterThanOrEqual(1);
  } finally {
    for (const w of workers) await w.close();
  }
  // Nothing was sent twice, not even a moment later.
  await new Promise((r) => setTimeout(r, 300));
  expect(sink.messages.filter((m) => m.to.includes(to))).toHaveLength(count);
}

describe('the outbox lease', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop();
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('lets two workers on PGlite send every message once', async () => {
    await twoWorkers('pglite', [shop.server.services.db, shop.server.services.db]);
  }, 30_000);

  it.skipIf(!TEST_DATABASE_URL)('lets two gateways on PostgreSQL send every message once', async () => {
    const temp = await createTempPgDatabase();
    const a = await openDatabase({ databaseUrl: temp.url, dataDir: shop.dataDir });
    const b = await openDatabase({ databaseUrl: temp.url, dataDir: shop.dataDir });
    try {
      await twoWorkers('postgres', [a, b]);
    } finally {
      await a.close();
      await b.close();
      await temp.drop();
    }
  }, 60_000);
});

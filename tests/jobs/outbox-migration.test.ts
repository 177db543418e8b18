import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db';
import { migrate, readMigrations } from '../../server/db/migrate';
import { openPglite } from '../../server/db/pglite';
import { openPostgres } from '../../server/db/postgres';
import { listDeadJobs } from '../../server/jobs';
import { recentMail } from '../../server/mail/outbox';
import { startMailWorker } from '../../server/mail/worker';
import { createTempPgDatabase, TEST_DATABASE_URL, type TempPgDatabase } from '../helpers/pg';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink';

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink?.close();
});

const JOBS_MIGRATION = '370_jobs';

const databases: { name: string; skip: boolean; open(): Promise<{ db: Db; close(): Promise<void> }> }[] = [
  {
    name: 'PGlite',
    skip: false,
    async open() {
      const db = await openPglite('memory://');
      return { db, close: () => db.close() };
    },
  },
  {
    name: 'PostgreSQL',
    skip: !TEST_DATABASE_URL,
    async open() {
      const temp: TempPgDatabase = await createTempPgDatabase();
      const db = await openPostgres(temp.url);
      return {
        db,
        async close() {
          await db.close();
          await temp.drop();
        },
      };
    },
  },
];

describe.each(databases)('a shop on $name with mail in its outbox, moving to the job queue', (database) => {
  let db: Db;
  let close: (() => Promise<void>) | null = null;
  beforeAll(async () => {
    if (database.skip) return;
    ({ db, close } = await database.open());
  });
  afterAll(async () => {
    await close?.();
  });

  it.skipIf(database.skip)('keeps every message: those still to send are sent, those given up are dead jobs, sent and held ones stay as they were', async () => {
    const all = readMigrations();
    await migrate(db, all.filter((m) => m.id < JOBS_MIGRATION));
    // The outbox as the shop left it before the job queue.
    const row = (subject: string, state: string) =>
      db.query(
        `insert into mail_outbox (kind, dedupe_key, to_address, subject, html, text, language, held, attempts, next_attempt_at, sent_at, failed_at, last_error)
         select 'order-confirmation', $1, 'cliente@example.com', $1, '<p>' || $1 || '</p>', $1, 'es', held, attempts, next_attempt_at, sent_at, failed_at, last_error
           from (values
             ('pending', false, 0, now(), null::timestamptz, null::timestamptz, null::text),
             ('retrying', false, 3, now() - interval '1 minute', null, null, '451 mailbox busy'),
             ('failed', false, 12, now(), null, now() - interval '1 day', '550 no such mailbox'),
             ('sent', false, 1, now(), now() - interval '2 days', null, null),
             ('held', true, 0, now(), null, null, null)
           ) as s(state, held, attempts, next_attempt_at, sent_at, failed_at, last_error)
          where state = $2`,
        [subject, state],
      );
    for (const state of ['pending', 'retrying', 'failed', 'sent', 'held']) await row(`Mensaje ${state}`, state);

    expect(await migrate(db, all)).toContain(JOBS_MIGRATION);
    const jobs = await db.query<{ subject: string; attempts: number; dead: boolean; last_error: string | null }>(
      `select m.subject, j.attempts, j.dead_at is not null as dead, j.last_error
         from jobs j join mail_outbox m on j.payload->>'mailId' = m.id::text and j.dedupe_key = 'mail:' || m.id
        where j.kind = 'mail' order by m.id`,
    );
    expect(jobs.rows).toEqual([
      { subject: 'Mensaje pending', attempts: 0, dead: false, last_error: null },
      { subject: 'Mensaje retrying', attempts: 3, dead: false, last_error: '451 mailbox busy' },
      { subject: 'Mensaje failed', attempts: 12, dead: true, last_error: '550 no such mailbox' },
    ]);
    expect((await listDeadJobs(db, { kind: 'mail' })).map((j) => j.lastError)).toEqual(['550 no such mailbox']);
    // /dev/mail tells each state as before.
    const states = Object.fromEntries((await recentMail(db)).map((m) => [m.subject, { attempts: m.attempts, sent: m.sent_at !== null, failed: m.failed_at !== null }]));
    expect(states).toEqual({
      'Mensaje pending': { attempts: 0, sent: false, failed: false },
      'Mensaje retrying': { attempts: 3, sent: false, failed: false },
      'Mensaje failed': { attempts: 12, sent: false, failed: true },
      'Mensaje sent': { attempts: 0, sent: true, failed: false },
      'Mensaje held': { attempts: 0, sent: false, failed: false },
    });

    // The gateway's mail jobs send what was waiting, once each, and nothing else.
    const worker = startMailWorker(db, pino({ level: 'silent' }), { smtpUrl: sink.url, from: 'tienda@example.com', retrySeconds: 1 });
    try {
      const received = await sink.waitFor((m) => m.to.includes('cliente@example.com'), 2);
      expect(received.map((m) => m.subject).sort()).toEqual(['Mensaje pending', 'Mensaje retrying']);
      await expect
        .poll(async () => (await db.query<{ n: number }>(`select count(*)::int as n from mail_outbox where sent_at is not null`)).rows[0].n)
        .toBe(3);
      await new Promise((r) => setTimeout(r, 500));
    } finally {
      await worker.close();
    }
    expect(sink.messages.filter((m) => m.to.includes('cliente@example.com')).map((m) => m.subject).sort()).toEqual(['Mensaje pending', 'Mensaje retrying']);
    sink.messages.length = 0;
  }, 60_000);
});

import { spawn } from 'node:child_process';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db';
import {
  createJobRunner,
  defineJobKind,
  enqueueJob,
  listDeadJobs,
  PermanentJobError,
  retryDeadJobs,
  type JobHandler,
  type JobKind,
  type JobRunner,
} from '../../server/jobs';
import { jobDatabases, type Workers } from './support/databases';

const quiet = pino({ level: 'silent' });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function jobState(db: Db, id: string) {
  const r = await db.query<{ attempts: number; done: boolean; dead: boolean; leased_by: string | null; last_error: string | null }>(
    `select attempts, done_at is not null as done, dead_at is not null as dead, leased_by, last_error from jobs where id = $1`,
    [id],
  );
  return r.rows[0];
}

for (const backend of jobDatabases()) {
  describe.skipIf(backend.skip)(`the job queue on ${backend.name}`, () => {
    let workers: Workers;
    const runners: JobRunner[] = [];
    let kinds = 0;
    /** A kind of its own for each test: the runners of one test never see another's jobs. */
    const kind = <P,>(what: string): JobKind<P> => defineJobKind<P>(`test.${what}-${++kinds}`);
    const runner = <P,>(db: Db, k: JobKind<P>, handler: JobHandler<P>): JobRunner => {
      const r = createJobRunner(db, quiet);
      r.register(k, handler);
      runners.push(r);
      return r;
    };
    const doneCount = async (k: JobKind<unknown>) =>
      (await workers.dbs[0].query<{ n: number }>('select count(*)::int as n from jobs where kind = $1 and done_at is not null', [k.name])).rows[0].n;

    beforeAll(async () => {
      workers = await backend.open();
    });
    afterAll(async () => {
      for (const r of runners) await r.close();
      await workers?.close();
    });

    it('runs every job once, never by two workers at the same time', async () => {
      const k = kind<{ n: number }>('once');
      const count = 40;
      for (let n = 0; n < count; n++) await enqueueJob(workers.dbs[n % 2], k, { n });
      const running = new Set<number>();
      const runs = new Map<number, number>();
      const byWorker = [0, 0];
      let overlaps = 0;
      const handler = (w: number): JobHandler<{ n: number }> => ({
        concurrency: 3,
        async run({ n }) {
          if (running.has(n)) overlaps += 1;
          running.add(n);
          runs.set(n, (runs.get(n) ?? 0) + 1);
          byWorker[w] += 1;
          await sleep(5 + (n % 4) * 5);
          running.delete(n);
        },
      });
      runner(workers.dbs[0], k, handler(0));
      runner(workers.dbs[1], k, handler(1));
      await expect.poll(() => doneCount(k), { timeout: 20_000 }).toBe(count);
      expect(overlaps).toBe(0);
      expect([...runs.values()].every((r) => r === 1)).toBe(true);
      expect(runs.size).toBe(count);
      // Both workers took their share.
      expect(byWorker[0]).toBeGreaterThan(0);
      expect(byWorker[1]).toBeGreaterThan(0);
    }, 30_000);

    it("tries a failing job again after its kind's back-off, then keeps it dead until it is retried", async () => {
      const k = kind<{ invoice: string }>('fail');
      const id = (await enqueueJob(workers.dbs[0], k, { invoice: 'A-0001-00000042' }))!;
      const tried: number[] = [];
      const attempts: number[] = [];
      const payloads: unknown[] = [];
      let fixed = false;
      const r = runner(workers.dbs[1], k, {
        maxAttempts: 3,
        backoffSeconds: (attempt) => attempt,
        async run(payload, job) {
          payloads.push(payload);
          tried.push(Date.now());
          attempts.push(job.attempt);
          if (!fixed) throw new Error('ARCA did not answer');
        },
      });
      await expect.poll(async () => (await jobState(workers.dbs[0], id)).dead, { timeout: 15_000 }).toBe(true);
      // Three attempts, waiting 1 s then 2 s between them.
      expect(attempts).toEqual([1, 2, 3]);
      expect(payloads).toEqual(Array(3).fill({ invoice: 'A-0001-00000042' }));
      expect(tried[1] - tried[0]).toBeGreaterThanOrEqual(900);
      expect(tried[2] - tried[1]).toBeGreaterThanOrEqual(1900);
      await sleep(1500);
      expect(tried).toHaveLength(3);
      const dead = await listDeadJobs(workers.dbs[0], { kind: k.name });
      expect(dead).toMatchObject([{ id, kind: k.name, payload: { invoice: 'A-0001-00000042' }, attempts: 3, lastError: 'ARCA did not answer' }]);

      fixed = true;
      expect(await retryDeadJobs(workers.dbs[0], { ids: [id] })).toBe(1);
      r.kick();
      await expect.poll(async () => (await jobState(workers.dbs[0], id)).done).toBe(true);
      // Its attempts start afresh.
      expect(attempts).toEqual([1, 2, 3, 1]);
      expect(await listDeadJobs(workers.dbs[0], { kind: k.name })).toEqual([]);
    }, 30_000);

    it('ends a job refused for good at its first attempt', async () => {
      const k = kind<{ sku: string }>('refused');
      const id = (await enqueueJob(workers.dbs[0], k, { sku: 'no-such-part' }))!;
      let runs = 0;
      runner(workers.dbs[0], k, {
        maxAttempts: 5,
        async run() {
          runs += 1;
          throw new PermanentJobError('the supplier does not list this part');
        },
      });
      await expect.poll(async () => (await jobState(workers.dbs[0], id)).dead).toBe(true);
      expect(runs).toBe(1);
      expect(await jobState(workers.dbs[0], id)).toMatchObject({ attempts: 1, last_error: 'the supplier does not list this part' });
    });

    it('keeps a job that runs past its lease with its worker, and runs it elsewhere once that worker stopped and the lease ran out', async () => {
      const k = kind<{ tracking: string }>('lease');
      const id = (await enqueueJob(workers.dbs[0], k, { tracking: 'AR123' }))!;
      let firstStarted = false;
      let finishFirst: () => void = () => undefined;
      // The first worker takes the job and does not finish it: a long run, then a stopped gateway.
      const first = runner(workers.dbs[0], k, {
        leaseSeconds: 1,
        run: () =>
          new Promise<void>((resolve) => {
            firstStarted = true;
            finishFirst = resolve;
          }),
      });
      await expect.poll(() => firstStarted).toBe(true);
      let secondRanAt = 0;
      let secondAttempt = 0;
      runner(workers.dbs[1], k, {
        leaseSeconds: 1,
        async run(_payload, job) {
          secondAttempt = job.attempt;
          secondRanAt = Date.now();
        },
      });
      // Twice its lease: renewed while it runs, the job stays with the first worker.
      await sleep(2000);
      expect(secondRanAt).toBe(0);
      expect((await jobState(workers.dbs[0], id)).leased_by).not.toBeNull();

      // The first gateway stops; its job still runs when the stop gives up on it, and the renewals end.
      await first.close();
      const stoppedAt = Date.now();
      await expect.poll(async () => (await jobState(workers.dbs[0], id)).done).toBe(true);
      // Once the lease ran out, not before.
      expect(secondRanAt - stoppedAt).toBeGreaterThanOrEqual(0);
      const done = await jobState(workers.dbs[0], id);
      expect(done.attempts).toBe(2);
      expect(secondAttempt).toBe(2);
      // The first worker finishing late changes nothing: the job is done once, by the second.
      finishFirst();
      await sleep(200);
      expect(await jobState(workers.dbs[0], id)).toEqual(done);
    }, 30_000);

    it.skipIf(backend.name.startsWith('PGlite in one'))('runs a job again once the process that held it was killed (kill -9) and its lease ran out', async () => {
      const k = kind<{ rate: string }>('killed');
      const id = (await enqueueJob(workers.dbs[0], k, { rate: 'USD' }))!;
      const child = spawn(process.execPath, ['--import', 'tsx', 'tests/jobs/support/stuck-worker.ts', workers.url!, k.name], { stdio: ['ignore', 'pipe', 'inherit'] });
      try {
        const started = await new Promise<string>((resolve, reject) => {
          let out = '';
          child.stdout.on('data', (chunk: Buffer) => {
            out += chunk.toString();
            const m = /started (\d+)/.exec(out);
            if (m) resolve(m[1]);
          });
          child.once('exit', (code) => reject(new Error(`the worker process ended (${code}) before taking the job`)));
        });
        expect(started).toBe(id);
      } finally {
        child.kill('SIGKILL');
      }
      const killedAt = Date.now();
      let ranAt = 0;
      runner(workers.dbs[1], k, {
        async run() {
          ranAt = Date.now();
        },
      });
      await expect.poll(async () => (await jobState(workers.dbs[0], id)).done, { timeout: 10_000 }).toBe(true);
      expect(ranAt).toBeGreaterThan(0);
      // Once the 1 s lease ran out, at the next look (when it runs out), not at the 5 s poll.
      expect(ranAt - killedAt).toBeLessThan(4000);
      expect((await jobState(workers.dbs[0], id)).attempts).toBe(2);
    }, 30_000);

    it('queues one job per dedupe key and kind, and none when the transaction that queued it rolls back', async () => {
      const k = kind<{ order: number }>('dedupe');
      const other = kind<{ order: number }>('dedupe-other');
      const first = await enqueueJob(workers.dbs[0], k, { order: 7 }, { dedupeKey: 'order:7' });
      expect(first).toMatch(/^\d+$/);
      expect(await enqueueJob(workers.dbs[1], k, { order: 8 }, { dedupeKey: 'order:7' })).toBeNull();
      expect(await enqueueJob(workers.dbs[1], other, { order: 7 }, { dedupeKey: 'order:7' })).toMatch(/^\d+$/);
      await expect(
        workers.dbs[0].transaction(async (tx) => {
          await enqueueJob(tx, k, { order: 9 }, { dedupeKey: 'order:9' });
          throw new Error('the order was not placed');
        }),
      ).rejects.toThrow('the order was not placed');
      const seen: number[] = [];
      runner(workers.dbs[0], k, {
        async run({ order }) {
          seen.push(order);
        },
      });
      await expect.poll(() => doneCount(k)).toBe(1);
      await sleep(300);
      expect(seen).toEqual([7]);
      // Done, the job still holds its key.
      expect(await enqueueJob(workers.dbs[0], k, { order: 7 }, { dedupeKey: 'order:7' })).toBeNull();
    });

    it('runs a job no earlier than its run-at, and one without at once', async () => {
      const k = kind<{ name: string }>('run-at');
      const queuedAt = Date.now();
      await enqueueJob(workers.dbs[0], k, { name: 'later' }, { runAt: new Date(queuedAt + 1500) });
      await enqueueJob(workers.dbs[0], k, { name: 'now' });
      const ranAt = new Map<string, number>();
      runner(workers.dbs[1], k, {
        async run({ name }) {
          ranAt.set(name, Date.now());
        },
      });
      await expect.poll(() => ranAt.has('later')).toBe(true);
      expect(ranAt.get('now')! - queuedAt).toBeLessThan(1000);
      expect(ranAt.get('later')! - queuedAt).toBeGreaterThanOrEqual(1450);
      // Looked for when due, not at the next poll only.
      expect(ranAt.get('later')! - queuedAt).toBeLessThan(1500 + 1000);
    }, 15_000);
  });
}

/**
 * The job queue's own speed: `jobs` no-op jobs queued one statement each, then run by two workers
 * (each a runner with four slots), on PGlite in one process, on PGlite served to two worker
 * processes (as `npm start` runs it), and on PostgreSQL when BENCH_DATABASE_URL (or
 * TEST_DATABASE_URL) points to a server. Prints jobs queued and run per second, and checks that
 * every job ran once.
 *
 *   npm run bench:jobs -- [jobs=500]
 */
import pino from 'pino';

// Assigned only when set: `process.env.X = undefined` stores the string "undefined".
if (process.env.BENCH_DATABASE_URL) process.env.TEST_DATABASE_URL ??= process.env.BENCH_DATABASE_URL;
const { createJobRunner, defineJobKind, enqueueJob } = await import('../server/jobs');
const { jobDatabases } = await import('../tests/jobs/support/databases');

const count = Number(process.argv[2] ?? 500);
const quiet = pino({ level: 'silent' });

for (const database of jobDatabases()) {
  if (database.skip) {
    console.log(`${database.name}: skipped (no BENCH_DATABASE_URL)`);
    continue;
  }
  const { dbs, close } = await database.open();
  try {
    const kind = defineJobKind<{ n: number }>('bench.noop');
    let started = performance.now();
    for (let n = 0; n < count; n++) await enqueueJob(dbs[n % 2], kind, { n });
    const queuedPerSecond = count / ((performance.now() - started) / 1000);
    const runs = new Map<number, number>();
    let finish: () => void = () => undefined;
    const allRan = new Promise<void>((resolve) => (finish = resolve));
    started = performance.now();
    const runners = dbs.map((db) => {
      const runner = createJobRunner(db, quiet);
      runner.register(kind, {
        concurrency: 4,
        async run({ n }) {
          runs.set(n, (runs.get(n) ?? 0) + 1);
          if (runs.size === count) finish();
        },
      });
      return runner;
    });
    await allRan;
    const ranPerSecond = count / ((performance.now() - started) / 1000);
    for (const runner of runners) await runner.close();
    const twice = [...runs.values()].filter((r) => r > 1).length;
    console.log(
      `${database.name}: ${count} jobs, queued ${queuedPerSecond.toFixed(0)}/s, run ${ranPerSecond.toFixed(0)}/s by two workers${twice ? `, ${twice} RUN TWICE` : ', each once'}`,
    );
    if (twice) process.exitCode = 1;
  } finally {
    await close();
  }
}

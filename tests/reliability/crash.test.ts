import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { createTempPgDatabase, TEST_DATABASE_URL, type TempPgDatabase } from '../helpers/pg';
import { crashDuringCheckouts, type CrashFigures } from './support/crash-drill';
import { freshDataDir, killStrayGateways } from './support/gateway';

const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  killStrayGateways();
  for (const cleanup of cleanups) await cleanup();
});

function report(label: string, f: CrashFigures): void {
  console.log(
    `[crash ${label}] kill -9 during ${f.checkouts} concurrent checkouts: ${f.acknowledged} acknowledged, ${f.unanswered} unanswered, ${f.storedAtKill} stored at the kill; ` +
      `after restart ${f.foundByToken}/${f.acknowledged} acknowledged found by token, ${f.orders} orders with unique consecutive numbers, no cart emptied without its order`,
  );
}

describe('kill -9 in the middle of checkouts', () => {
  it('loses no acknowledged order on the embedded database', async () => {
    const dataDir = await freshDataDir('crash');
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const figures = await crashDuringCheckouts({ DATA_DIR: dataDir });
    report('PGlite', figures);
    expect(figures.foundByToken).toBe(figures.acknowledged);
  }, 240_000);
});

describe.skipIf(!TEST_DATABASE_URL)('kill -9 in the middle of checkouts on PostgreSQL', () => {
  it('loses no acknowledged order on PostgreSQL', async () => {
    const pg: TempPgDatabase = await createTempPgDatabase();
    cleanups.push(() => pg.drop());
    const dataDir = await freshDataDir('crash-pg');
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const figures = await crashDuringCheckouts({ DATA_DIR: dataDir, DATABASE_URL: pg.url });
    report('PostgreSQL', figures);
    expect(figures.foundByToken).toBe(figures.acknowledged);
  }, 240_000);
});

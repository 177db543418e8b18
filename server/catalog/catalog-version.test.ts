import { afterAll, describe, expect, it } from 'vitest';
import { pgliteInMemory } from '../../tests/helpers/pglite-template';
import type { Db } from '../db';
import { startCatalogVersion } from './catalog-version';

const dbs: Db[] = [];
afterAll(async () => {
  for (const db of dbs) await db.close();
});

/** A write recorded by another worker or gateway: the counter moves, this gateway is not told. */
const writtenElsewhere = (db: Db) =>
  db.query(
    `insert into cache_versions (kind, version, changed_at) values ('price-import', 1, now())
     on conflict (kind) do update set version = cache_versions.version + 1, changed_at = now()`,
  );

function deferred() {
  let resolve!: () => void;
  let reject!: (err: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('the catalogue version of a gateway', () => {
  it('takes a version moved elsewhere only once what it reads again first (the price book) is read', async () => {
    const db = await pgliteInMemory();
    dbs.push(db);
    const version = await startCatalogVersion(db);
    const before = version.current;
    const reading = deferred();
    const hooked: string[] = [];
    const heard: string[] = [];
    version.beforeChange(async (v) => {
      hooked.push(v);
      await reading.promise;
    });
    version.onChange((v) => heard.push(v));

    await writtenElsewhere(db);
    const first = version.refresh();
    // A second look while the first waits for the book: it runs after, and reads the book no second time.
    const second = version.refresh();
    await new Promise((r) => setTimeout(r, 30));
    expect(hooked).toHaveLength(1);
    // Answers made meanwhile (from the old book) are kept under the old version.
    expect(version.current).toBe(before);
    expect(heard).toEqual([]);

    reading.resolve();
    const moved = await first;
    expect(moved).not.toBe(before);
    expect(version.current).toBe(moved);
    expect(await second).toBe(moved);
    expect(hooked).toEqual([moved]);
    expect(heard).toEqual([moved]);
    version.stop();
  });

  it('keeps the old version when reading again fails, and moves at the next look', async () => {
    const db = await pgliteInMemory();
    dbs.push(db);
    const version = await startCatalogVersion(db);
    const before = version.current;
    let fail = true;
    version.beforeChange(async () => {
      if (fail) throw new Error('the book could not be read');
    });
    await writtenElsewhere(db);
    await expect(version.refresh()).rejects.toThrow('the book could not be read');
    expect(version.current).toBe(before);
    fail = false;
    expect(await version.refresh()).not.toBe(before);
    version.stop();
  });
});

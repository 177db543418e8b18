import { cacheWrites } from '../cache/writes';
import type { WriteKindName } from '../cache/policy';
import type { Db } from '../db';
import { reloadPriceBook } from './price-book';

/** What a write to prices or stock changed, as the cache policy names it (server/cache/policy.ts). */
export type CatalogueWriteKind = Extract<WriteKindName, 'price-import' | 'stock-change'>;

/**
 * After a committed change to prices or stock: moves the price book's write serial (another gateway
 * reads its book again when it sees it moved), reads this gateway's price book again (only the parts
 * named, when they are), and then records the write with the cache policy, which moves the
 * catalogue version, so cached pages and answers made before the change are not used again.
 */
export async function recordCatalogueWrite(db: Db, kind: CatalogueWriteKind, partIds?: readonly string[]): Promise<void> {
  const r = await db.query<{ serial: string | number }>('update catalogue_writes set serial = serial + 1 where id = 1 returning serial');
  await reloadPriceBook(db, partIds, Number(r.rows[0]?.serial ?? 0));
  await cacheWrites.record(db, kind);
}

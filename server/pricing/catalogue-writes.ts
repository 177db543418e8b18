import { catalogChanged } from '../catalog/catalog-version';
import type { Db } from '../db';
import { reloadPriceBook } from './price-book';

/** What a write to the catalogue changed, for whatever must forget what showed it. */
export type CatalogueWriteKind = 'price-change' | 'stock-change';

/**
 * After a committed change to prices or stock: moves the catalogue's write counter (other gateways
 * notice it with the catalogue version), reads this gateway's price book again (only the parts
 * named, when they are) and then moves the
 * catalogue version, so cached pages and answers made before the change are not used again.
 */
export async function recordCatalogueWrite(db: Db, kind: CatalogueWriteKind, partIds?: readonly string[]): Promise<void> {
  void kind;
  const r = await db.query<{ serial: string | number }>('update catalogue_writes set serial = serial + 1 where id = 1 returning serial');
  await reloadPriceBook(db, partIds, Number(r.rows[0]?.serial ?? 0));
  await catalogChanged(db);
}

import type { Db } from '../../server/db';
import { recordCatalogueWrite } from '../../server/pricing/catalogue-writes';

/**
 * Puts `units` of a part in the shop's own warehouse, as a stock file or the staff would, and
 * records the stock change (the price book is read again, what showed the part is dropped). For a
 * test whose journey needs a sample product the sample data lists as out of stock.
 */
export async function restock(db: Db, partId: string, units: number): Promise<void> {
  await db.query(
    `insert into stock_levels (warehouse_id, part_id, quantity) values ('deposito-tienda', $1, $2)
     on conflict (warehouse_id, part_id) do update set quantity = excluded.quantity`,
    [partId, units],
  );
  await recordCatalogueWrite(db, 'stock-change', [partId]);
}

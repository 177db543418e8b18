import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db';
import { migrate } from '../../server/db/migrate';
import { openPostgres } from '../../server/db/postgres';
import { loadPriceBookData } from '../../server/pricing/price-book';
import { createTempPgDatabase, TEST_DATABASE_URL, type TempPgDatabase } from '../helpers/pg';
import { pgliteInMemory } from '../helpers/pglite-template';

/**
 * The price book's read of offers and stock (server/pricing/book-parts.ts): every value as the
 * tables hold it, NULLs included, and a value holding one of the text form's separators read too
 * (the statement read again as JSON); on the embedded engine and on PostgreSQL (when a test server is set).
 */
const engines = [{ kind: 'pglite' }, ...(TEST_DATABASE_URL ? [{ kind: 'postgres' }] : [])];

describe.each(engines)('the price book read ($kind)', ({ kind }) => {
  let db: Db;
  let temp: TempPgDatabase | null = null;
  beforeAll(async () => {
    if (kind === 'postgres') {
      temp = await createTempPgDatabase();
      db = await openPostgres(temp.url);
      await migrate(db);
    } else {
      db = await pgliteInMemory();
    }
    await db.query(`insert into suppliers (id, name, currency, prices_include_iva) values ('dist', 'Distribuidora', 'USD', true)`);
    await db.query(`insert into warehouses (id, supplier_id, name, own, delivery_days_min, delivery_days_max) values ('dist-ba', 'dist', 'Depósito', false, 2, 5)`);
    await db.query(
      `insert into offers (supplier_id, part_id, brand_key, category_key, cost_centavos, currency, cost_includes_iva, imported_at) values
         ('dist', '83-1000296', '45', '100101', 10130300, 'USD', true, '2026-11-20T10:11:12.345Z'),
         ('tienda', '89-1000633', null, null, 0, 'ARS', false, '2026-01-02T03:04:05Z'),
         ('dist', 'true', 'false', 't', 1, 'ARS', false, '2026-11-20T10:11:12.345Z')`,
    );
    await db.query(
      `insert into stock_levels (warehouse_id, part_id, quantity, reserved) values ('dist-ba', '83-1000296', 7, 2), ('dist-ba', 'true', 0, 0), ('deposito-tienda', '89-1000633', 3, 0)`,
    );
  });
  afterAll(async () => {
    await db.close();
    await temp?.drop();
  });

  const byPart = <T extends { partId: string }>(rows: T[]) => [...rows].sort((a, b) => (a.partId < b.partId ? -1 : 1));

  it('reads every offer and unit as the tables hold them', async () => {
    const data = await loadPriceBookData(db);
    expect(byPart(data.offers)).toEqual([
      { supplierId: 'dist', partId: '83-1000296', brandKey: '45', categoryKey: '100101', costCentavos: 10130300, currency: 'USD', costIncludesIva: true, importedAt: Date.parse('2026-11-20T10:11:12.345Z') },
      { supplierId: 'tienda', partId: '89-1000633', brandKey: null, categoryKey: null, costCentavos: 0, currency: 'ARS', costIncludesIva: false, importedAt: Date.parse('2026-01-02T03:04:05Z') },
      { supplierId: 'dist', partId: 'true', brandKey: 'false', categoryKey: 't', costCentavos: 1, currency: 'ARS', costIncludesIva: false, importedAt: Date.parse('2026-11-20T10:11:12.345Z') },
    ].sort((a, b) => (a.partId < b.partId ? -1 : 1)));
    expect(byPart(data.stock)).toEqual([
      { partId: '83-1000296', warehouseId: 'dist-ba', supplierId: 'dist', own: false, free: 5, daysMin: 2, daysMax: 5 },
      { partId: '89-1000633', warehouseId: 'deposito-tienda', supplierId: 'tienda', own: true, free: 3, daysMin: 1, daysMax: 1 },
      { partId: 'true', warehouseId: 'dist-ba', supplierId: 'dist', own: false, free: 0, daysMin: 2, daysMax: 5 },
    ]);
  });

  it('reads a value holding a separator of the text form whole', async () => {
    const odd = ['sep\u001fpart', 'row\u001epart', '\u001d'];
    for (const part of odd) await db.query(`insert into offers (supplier_id, part_id, brand_key, cost_centavos, currency, cost_includes_iva) values ('dist', $1, 'b\u001ek', 5, 'USD', true)`, [part]);
    await db.query(`insert into stock_levels (warehouse_id, part_id, quantity, reserved) values ('dist-ba', 'sep\u001fpart', 3, 1)`);
    const data = await loadPriceBookData(db);
    for (const part of odd) expect(data.offers.find((o) => o.partId === part)).toMatchObject({ supplierId: 'dist', brandKey: 'b\u001ek', costCentavos: 5, currency: 'USD', costIncludesIva: true });
    expect(data.offers).toHaveLength(6);
    expect(data.stock.find((s) => s.partId === 'sep\u001fpart')).toMatchObject({ warehouseId: 'dist-ba', free: 2 });
  });
});

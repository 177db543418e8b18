import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, Queryable } from '../../server/db';
import { recordCatalogueWrite } from '../../server/pricing/catalogue-writes';
import { createPriceBook, loadPriceBookData, priceBookOf, startPriceBook } from '../../server/pricing/price-book';
import { createPartIndex, type CatalogueNumber } from '../../server/prices/part-index';
import { applyRun, previewImport, runRows, undoRun, unmatchedForReview, type PriceListContext } from '../../server/prices/runs';
import { saveSupplier, type SupplierSettings } from '../../server/prices/suppliers';

const PARTS: CatalogueNumber[] = [
  { brandName: 'SKF', brandKey: '136', number: 'VKBA 3525', partId: '101-1', categoryKey: '100300' },
  { brandName: 'BOSCH', brandKey: '10', number: '0 986 494 024', partId: '102-2', categoryKey: '100102' },
  { brandName: 'FEBI BILSTEIN', brandKey: '241', number: '12345', partId: '103-3', categoryKey: '100400' },
  { brandName: 'MANN-FILTER', brandKey: '17', number: 'W 712/75', partId: '104-4', categoryKey: '100110' },
  { brandName: 'TOTAL', brandKey: '318', number: '151234', partId: '105-5', categoryKey: '100900' },
  { brandName: 'LEMFÖRDER', brandKey: '248', number: '29 123 01', partId: '106-6', categoryKey: '100500' },
];

const SUPPLIER: SupplierSettings = {
  id: 'acme', name: 'Acme Repuestos', currency: 'ARS', pricesIncludeIva: false,
  mapping: { brand: ['Marca', 'MARCA'], number: ['Código', 'Artículo'], price: ['Precio', 'Precio s/IVA'], stock: [{ column: ['Stock', 'Stock Rosario'], warehouseId: 'acme-rosario' }, { column: ['Stock Córdoba'], warehouseId: 'acme-cordoba' }] },
  brandAliases: { FEBI: 'FEBI BILSTEIN', 'M. FILTER': 'MANN-FILTER' },
  warehouses: [
    { id: 'acme-rosario', name: 'Rosario', deliveryDaysMin: 2, deliveryDaysMax: 3 },
    { id: 'acme-cordoba', name: 'Córdoba', deliveryDaysMin: 4, deliveryDaysMax: 6 },
  ],
};

/** The price list tests against one database kind: `open` answers a migrated database of its own. */
export function priceListSuite(name: string, open: () => Promise<{ db: Db; close: () => Promise<void> }>): void {
  describe(`supplier price lists (${name})`, () => {
    let db: Db;
    let close: () => Promise<void>;
    let ctx: PriceListContext;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'price-lists-'));
    const file = (name: string, bytes: Buffer | string) => {
      const p = path.join(dir, name);
      fs.writeFileSync(p, bytes);
      return p;
    };
    const version = async () => Number((await db.query<{ v: string }>('select coalesce(sum(version), 0)::text as v from cache_versions')).rows[0]?.v);
    const offer = async (partId: string) =>
      (await db.query<{ cost: string; iva: boolean }>("select cost_centavos::text as cost, cost_includes_iva as iva from offers where supplier_id = 'acme' and part_id = $1", [partId])).rows[0] ?? null;
    const units = async (partId: string, warehouse = 'acme-rosario') =>
      (await db.query<{ q: number }>('select quantity as q from stock_levels where warehouse_id = $1 and part_id = $2', [warehouse, partId])).rows[0]?.q ?? null;

    beforeAll(async () => {
      ({ db, close } = await open());
      ctx = { db, parts: async () => createPartIndex(PARTS), offerMaxAgeDays: 30 };
      await saveSupplier(db, SUPPLIER);
    });
    afterAll(async () => {
      await close();
      fs.rmSync(dir, { recursive: true, force: true });
    });

    it('reads a Latin-1 list with title rows, takes what it can and gives every rejected row its line and reason', async () => {
      const csv = [
        'ACME REPUESTOS - Lista de precios mayorista;;;;',
        'Vigencia: noviembre;;;;',
        ';;;;',
        'Marca;Código;Descripción;Precio;Stock',
        'S.K.F.;VKBA-3525;Rodamiento de rueda;"1.234,56";>50',
        'bosch;0.986.494.024;Pastillas, cerámica (ñandú);$ 45.000;sin stock',
        'FEBI;12345;Junta;12,5;3',
        ';W 712/75;Filtro;100;1',
        'MANN-FILTER;;Filtro;100;1',
        'MANN-FILTER;W712/75;Filtro;consultar;1',
        'MANN-FILTER;W712/75;Filtro;abc;1',
        'MANN-FILTER;W 712/75;Filtro;100;muchos',
        'BOSCH;0 986 494 024;Pastillas (repetida);45.000,00;0',
        'TOTAL;151234;Aceite 5W30;5.000;2',
        'TOTAL;15-1234;Aceite 5W30;5.100;2',
        'VW;5U0 698 151;Repuesto original (cigüeñal);1000;1',
        'BOSCH;0 000 000 000;Discontinuado;1000;1',
        'TOTAL GENERAL;;;;',
      ].join('\r\n');
      const report = await previewImport(ctx, { supplier: 'Acme Repuestos', file: file('acme.csv', iconv.encode(csv, 'windows-1252')) });
      expect(report.run).toMatchObject({ state: 'previewed', format: 'csv', encoding: 'windows-1252', lines: 14, matched: 3, changed: 3, unmatched: 2, rejected: 9 });
      const rejected = (await runRows(db, report.run.id, { outcome: 'rejected' })).map((r) => [r.line, r.reason]);
      expect(rejected).toEqual([
        [8, 'missing-brand'], [9, 'missing-number'], [10, 'no-price'], [11, 'bad-price'], [12, 'bad-stock'],
        [13, 'duplicate'], [14, 'conflicting-duplicate'], [15, 'conflicting-duplicate'], [18, 'not-an-article'],
      ]);
      const matched = await runRows(db, report.run.id, { outcome: 'matched' });
      expect(matched.map((r) => [r.line, r.partId, r.costCentavos])).toEqual([[5, '101-1', 123_456], [6, '102-2', 4_500_000], [7, '103-3', 1_250]]);
      expect(report.unmatchedRows.map((r) => [r.line, r.reason, r.brand])).toEqual([[16, 'unknown-brand', 'VW'], [17, 'unknown-number', 'BOSCH']]);
      expect(report.unmatchedRows[0].raw).toBe('VW | 5U0 698 151 | Repuesto original (cigüeñal) | 1000 | 1');
      expect(report.rejections.find((r) => r.line === 10)?.message).toMatch(/consultar/);
      // A preview changes nothing the shop sells.
      expect(await offer('101-1')).toBeNull();
      expect(await unmatchedForReview(db, 'acme')).toHaveLength(2);
    });

    it('reads a UTF-8 list with a BOM, comma separated with dot decimals', async () => {
      const csv = '\uFEFFMarca,Código,Precio,Stock\r\nLemförder,29-123-01,"1,234.50",7\r\nM. FILTER,W 712/75,99.9,0\r\n';
      const report = await previewImport(ctx, { supplier: 'acme', file: file('bom.csv', Buffer.from(csv, 'utf8')) });
      expect(report.run).toMatchObject({ encoding: 'utf-8 (BOM)', lines: 2, matched: 2, rejected: 0, unmatched: 0 });
      expect((await runRows(db, report.run.id, { outcome: 'matched' })).map((r) => [r.partId, r.costCentavos])).toEqual([['106-6', 123_450], ['104-4', 9_990]]);
    });

    it('reads a spreadsheet with a merged title row, brand cells merged over their rows and a SUM row', async () => {
      const wb = new ExcelJS.Workbook();
      const ws = wb.addWorksheet('Precios');
      ws.addRow(['Acme — lista con IVA']);
      ws.mergeCells('A1:E1');
      ws.addRow(['MARCA', 'Artículo', 'Detalle', 'Precio s/IVA', 'Stock Rosario', 'Stock Córdoba']);
      ws.addRow(['BOSCH', '0986494024', 'Pastillas', 45000, 4, 'sin stock']);
      ws.addRow(['TOTAL', '151234', 'Aceite', '5.000,00', '>50', 3]);
      ws.addRow([null, '151 234', 'Aceite (repetida)', 5000, 50, 3]);
      ws.mergeCells('A4:A5');
      ws.addRow(['Total', null, null, { formula: 'SUM(D3:D5)', result: 55000 }]);
      const report = await previewImport(ctx, { supplier: 'acme', file: file('acme.xlsx', Buffer.from(await wb.xlsx.writeBuffer())) });
      expect(report.run).toMatchObject({ format: 'xlsx', lines: 4, matched: 2, rejected: 2 });
      expect(report.rejections.map((r) => [r.line, r.reason])).toEqual([[5, 'duplicate'], [6, 'not-an-article']]);
      expect((await runRows(db, report.run.id, { outcome: 'matched' })).map((r) => [r.line, r.partId, r.costCentavos])).toEqual([[3, '102-2', 4_500_000], [4, '105-5', 500_000]]);
    });

    it('applies a preview in one write, undoes it to the offers before, and a re-import of the same rows changes nothing', async () => {
      await db.query(
        `insert into offers (supplier_id, part_id, brand_key, category_key, cost_centavos, currency, cost_includes_iva)
         values ('acme', '101-1', '136', '100300', 100000, 'ARS', false)`,
      );
      await db.query("insert into stock_levels (warehouse_id, part_id, quantity) values ('acme-rosario', '101-1', 5)");
      const rows = [
        ['SKF', 'VKBA 3525', 'Rodamiento', '1.500,00', '8', '2'],
        ['BOSCH', '0 986 494 024', 'Pastillas', '45.000,00', 'sin stock', '4'],
        ['TOTAL', '151234', 'Aceite', '5.000,00', '12', '0'],
      ];
      const header = 'Marca;Código;Descripción;Precio;Stock Rosario;Stock Córdoba';
      const first = file('first.csv', iconv.encode([header, ...rows.map((r) => r.join(';'))].join('\n'), 'windows-1252'));

      const before = await version();
      const preview = await previewImport(ctx, { supplier: 'acme', file: first });
      expect(preview.run).toMatchObject({ matched: 3, changed: 3 });
      expect(await version()).toBe(before);
      const applied = await applyRun(ctx, preview.run.id);
      expect(applied.run).toMatchObject({ state: 'applied', changed: 3 });
      expect(await version()).toBe(before + 1);
      expect(await offer('101-1')).toEqual({ cost: '150000', iva: false });
      expect(await offer('102-2')).toEqual({ cost: '4500000', iva: false });
      expect([await units('101-1'), await units('101-1', 'acme-cordoba'), await units('102-2'), await units('102-2', 'acme-cordoba')]).toEqual([8, 2, null, 4]);
      await expect(applyRun(ctx, preview.run.id)).rejects.toThrow(/applied/);

      // The same rows, reordered, re-encoded and re-punctuated: nothing changes, nothing is kept, the version stays.
      const reordered = [rows[2], rows[0], rows[1]].map((r) => [r[0], r[1].replace(/ /g, '.'), ...r.slice(2)].join(';'));
      const again = file('again.csv', Buffer.from(`\uFEFF${[header, ...reordered].join('\r\n')}\r\n`, 'utf8'));
      const imported = (await db.query<{ t: string }>("select min(imported_at)::text as t from offers where supplier_id = 'acme'")).rows[0]?.t;
      const second = await previewImport(ctx, { supplier: 'acme', file: again });
      expect(second.run).toMatchObject({ encoding: 'utf-8 (BOM)', matched: 3, changed: 0 });
      expect((await applyRun(ctx, second.run.id)).run).toMatchObject({ state: 'applied', changed: 0 });
      expect(await version()).toBe(before + 1);
      const history = await db.query('select 1 from price_import_offer_history where run_id = $1 union all select 1 from price_import_stock_history where run_id = $1', [second.run.id]);
      expect(history.rows).toEqual([]);
      expect((await db.query<{ t: string }>("select min(imported_at)::text as t from offers where supplier_id = 'acme'")).rows[0]?.t).toBe(imported);

      // Only the latest applied run can be undone: the empty re-import first, then the first one.
      await expect(undoRun(ctx, preview.run.id)).rejects.toThrow(/applied after/);
      await undoRun(ctx, second.run.id);
      expect(await version()).toBe(before + 1);
      const undone = await undoRun(ctx, preview.run.id);
      expect(undone.run.state).toBe('undone');
      expect(await version()).toBe(before + 2);
      expect(await offer('101-1')).toEqual({ cost: '100000', iva: false });
      expect(await offer('102-2')).toBeNull();
      expect([await units('101-1'), await units('101-1', 'acme-cordoba'), await units('102-2', 'acme-cordoba')]).toEqual([5, null, null]);
      await expect(undoRun(ctx, preview.run.id)).rejects.toThrow(/undone/);
    });

    it('marks again what changed when prices were written between the preview and the apply', async () => {
      const csv = 'Marca;Código;Descripción;Precio;Stock Rosario\nLEMFORDER;29 123 01;Brazo;9.999,00;4\n';
      const first = await previewImport(ctx, { supplier: 'acme', file: file('lem.csv', csv) });
      await applyRun(ctx, first.run.id);
      // The same list again: nothing to change at preview...
      const again = await previewImport(ctx, { supplier: 'acme', file: file('lem2.csv', csv) });
      expect(again.run.changed).toBe(0);
      // ...then someone changes the offer (a price write moves the serial) before it is applied.
      await db.query("update offers set cost_centavos = 1 where supplier_id = 'acme' and part_id = '106-6'");
      await recordCatalogueWrite(db, 'price-import', ['106-6']);
      const applied = await applyRun(ctx, again.run.id);
      expect(applied.run.changed).toBe(1);
      expect(await offer('106-6')).toEqual({ cost: '999900', iva: false });
    });

    it('reads the price book again in pages, and reads them all again when a write falls between two pages', async () => {
      const list = (name: string, factor: number) =>
        file(name, ['Marca;Código;Descripción;Precio;Stock Rosario', ...PARTS.map((p, i) => `${p.brandName};${p.number};x;${(1000 + i) * factor},00;${factor}`)].join('\n'));
      await applyRun(ctx, (await previewImport(ctx, { supplier: 'acme', file: list('paged.csv', 5) })).run.id);
      const held = await loadPriceBookData(db);
      const prices = (data: Awaited<ReturnType<typeof loadPriceBookData>>) =>
        PARTS.map((p) => createPriceBook(data, { offerMaxAgeDays: 30 }).offerOf(p.partId)?.priceCentavos ?? null);
      // Another gateway doubles every cost and moves the write serial after the first page was read.
      let pages = 0;
      const writeAfterFirstPage: Queryable = {
        async query<T>(sql: string, params?: readonly unknown[]) {
          const r = await db.query<T>(sql, params);
          if (sql.includes('all_offers') && (pages += 1) === 1) {
            await db.query("update offers set cost_centavos = cost_centavos * 2 where supplier_id = 'acme'");
            await db.query('update catalogue_writes set serial = serial + 1 where id = 1');
          }
          return r;
        },
      };
      const paged = await loadPriceBookData(writeAfterFirstPage, held, 2);
      // Three pages of two parts, read twice: none of the first reading is kept.
      expect(pages).toBe(6);
      const now = await loadPriceBookData(db);
      expect(paged.serial).toBe(now.serial);
      expect(prices(paged)).toEqual(prices(now));
      expect(prices(paged).every((p, i) => p !== null && p > (prices(held)[i] ?? Infinity))).toBe(true);
    });

    it('applies a large list in short transactions while shoppers see all of it or none, and goes on after a stop', async () => {
      const list = (name: string, factor: number) =>
        file(name, ['Marca;Código;Descripción;Precio;Stock Rosario', ...PARTS.map((p, i) => `${p.brandName};${p.number};x;${(1000 + i) * factor},00;${factor}`)].join('\n'));
      await applyRun(ctx, (await previewImport(ctx, { supplier: 'acme', file: list('old.csv', 3) })).run.id);
      // Read again in pages of two parts, as a shop with thousands reads it in pages of BOOK_PAGE_PARTS.
      await startPriceBook(db, { offerMaxAgeDays: 30, pageParts: 2 });
      const prices = (book = priceBookOf(db)) => PARTS.map((p) => book.offerOf(p.partId)?.priceCentavos ?? null);
      const before = prices();
      expect(before.every((p) => p !== null)).toBe(true);

      const preview = await previewImport(ctx, { supplier: 'acme', file: list('new.csv', 7) });
      expect(preview.run.changed).toBe(PARTS.length);
      // Two parts per transaction; the shop stops after the first one.
      const stop = new AbortController();
      const progress: number[] = [];
      const stopped = await applyRun(ctx, preview.run.id, { chunkParts: 2, signal: stop.signal, onProgress: (n) => { progress.push(n); stop.abort(); } });
      expect(stopped.run.state).toBe('applying');
      expect(progress).toEqual([2]);
      const written = await db.query<{ n: string }>("select count(*)::text as n from offers where supplier_id = 'acme' and cost_centavos = any($1::bigint[])", [PARTS.map((_, i) => (1000 + i) * 700)]);
      expect(written.rows[0]?.n).toBe('2');
      // The book read before the claim still shows the old list whole...
      expect(prices()).toEqual(before);
      // ...a book read now shows the new one whole, and so does this one once a stock write reads some parts again.
      const whole = prices(createPriceBook(await loadPriceBookData(db), { offerMaxAgeDays: 30 }));
      expect(whole.every((p, i) => p !== null && p > (before[i] ?? Infinity))).toBe(true);
      await recordCatalogueWrite(db, 'stock-change', [PARTS[5]?.partId ?? '']);
      expect(prices()).toEqual(whole);
      // Another run waits for this one; applying it again goes on where it stopped.
      const other = await previewImport(ctx, { supplier: 'acme', file: list('other.csv', 9) });
      await expect(applyRun(ctx, other.run.id)).rejects.toThrow(/being applied/);
      const v = await version();
      const applied = await applyRun(ctx, preview.run.id, { chunkParts: 2 });
      expect(applied.run).toMatchObject({ state: 'applied', changed: PARTS.length });
      expect(await version()).toBe(v + 1);
      expect(prices()).toEqual(whole);
      // Undo puts back the list before it, kept once per part even though a range was written twice.
      await undoRun(ctx, preview.run.id);
      expect(prices()).toEqual(before);
    });

    it('undoes a large list in short transactions while shoppers see all of it undone or none, and goes on after a stop', async () => {
      const list = (name: string, factor: number) =>
        file(name, ['Marca;Código;Descripción;Precio;Stock Rosario', ...PARTS.map((p, i) => `${p.brandName};${p.number};x;${(1000 + i) * factor},00;${factor}`)].join('\n'));
      await applyRun(ctx, (await previewImport(ctx, { supplier: 'acme', file: list('old.csv', 3) })).run.id);
      // Read again in pages of two parts, as a shop with thousands reads it in pages of BOOK_PAGE_PARTS.
      await startPriceBook(db, { offerMaxAgeDays: 30, pageParts: 2 });
      const prices = (book = priceBookOf(db)) => PARTS.map((p) => book.offerOf(p.partId)?.priceCentavos ?? null);
      const before = prices();
      const preview = await previewImport(ctx, { supplier: 'acme', file: list('new.csv', 7) });
      await applyRun(ctx, preview.run.id, { chunkParts: 2 });
      const applied = prices();
      expect(applied.every((p, i) => p !== null && p > (before[i] ?? Infinity))).toBe(true);

      // Two parts per transaction; the shop stops after the first one.
      const stop = new AbortController();
      const progress: number[] = [];
      const stopped = await undoRun(ctx, preview.run.id, { chunkParts: 2, signal: stop.signal, onProgress: (n) => { progress.push(n); stop.abort(); } });
      expect(stopped.run.state).toBe('undoing');
      expect(progress).toEqual([2]);
      const putBack = await db.query<{ n: string }>("select count(*)::text as n from offers where supplier_id = 'acme' and cost_centavos = any($1::bigint[])", [PARTS.map((_, i) => (1000 + i) * 300)]);
      expect(putBack.rows[0]?.n).toBe('2');
      // The book read before the claim still shows the applied list whole; one read now shows the undo whole,
      // and keeps doing so when a stock write reads some parts again.
      expect(prices()).toEqual(applied);
      expect(prices(createPriceBook(await loadPriceBookData(db), { offerMaxAgeDays: 30 }))).toEqual(before);
      await recordCatalogueWrite(db, 'stock-change', [PARTS[5]?.partId ?? '']);
      expect(prices()).toEqual(before);
      // No run applies while one undoes; undoing it again goes on where it stopped, and moves the version once.
      const other = await previewImport(ctx, { supplier: 'acme', file: list('other.csv', 9) });
      await expect(applyRun(ctx, other.run.id)).rejects.toThrow(/being undone/);
      const v = await version();
      const undone = await undoRun(ctx, preview.run.id, { chunkParts: 2 });
      expect(undone.run.state).toBe('undone');
      expect(await version()).toBe(v + 1);
      expect(prices()).toEqual(before);
      const offers = await db.query<{ n: string }>("select count(*)::text as n from offers where supplier_id = 'acme' and cost_centavos = any($1::bigint[])", [PARTS.map((_, i) => (1000 + i) * 300)]);
      expect(offers.rows[0]?.n).toBe(String(PARTS.length));
    });
  });
}

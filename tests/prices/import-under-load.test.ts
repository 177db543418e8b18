import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SUPPLIER_SETTINGS } from '../../server/prices/demo';
import { createPartIndex } from '../../server/prices/part-index';
import { applyRun, previewImport, type PriceListContext } from '../../server/prices/runs';
import { saveSupplier } from '../../server/prices/suppliers';
import { startShopWithProvider, type ShopWithProvider } from '../provider/helpers';

// A price list applied while shoppers read: every answer shows the parts all at their old prices
// or all at their new ones, never some of each, and the new ones once the import is done.
describe('a price list applied while the shop answers', () => {
  let s: ShopWithProvider;
  let ctx: PriceListContext;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'import-load-'));

  beforeAll(async () => {
    s = await startShopWithProvider();
    const db = s.shop.server.services.db;
    ctx = { db, parts: async () => createPartIndex(s.provider.partNumbers()), offerMaxAgeDays: 30 };
    await saveSupplier(db, DEMO_SUPPLIER_SETTINGS[0]);
  });
  afterAll(async () => {
    await s.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('never shows half old, half new prices', async () => {
    const db = s.shop.server.services.db;
    // Provider articles only Distribuidora Norte offers (the import decides their price), the first and last
    // ones by id, so the apply writes them in different transactions.
    const onlyNorte = `select o.part_id, o.cost_centavos::text as cost from offers o
        where o.supplier_id = 'distribuidora-norte' and o.part_id ~ '^[0-9]+-[0-9]+$' and not exists (select 1 from offers x where x.part_id = o.part_id and x.supplier_id <> o.supplier_id)`;
    const only = await db.query<{ part_id: string; cost: string }>(
      `(${onlyNorte} order by o.part_id limit 2) union all (${onlyNorte} order by o.part_id desc limit 2)`,
    );
    expect(only.rows).toHaveLength(4);
    const numbers = new Map(s.provider.partNumbers().map((n) => [n.partId, n]));
    const picked = only.rows.map((r) => ({ ...r, n: numbers.get(r.part_id) }));
    // Thousands of other rows make the import take a while; the four parts cost twice as much.
    const others = s.provider.partNumbers().filter((n) => !picked.some((p) => p.part_id === n.partId)).slice(0, 3000);
    const lines = ['Lista de precios;;;;', 'Marca;Código;Descripción;Precio s/IVA;Stock Rosario'];
    for (const p of picked) lines.push([p.n?.brandName, p.n?.number, 'x', ((Number(p.cost) * 2) / 100).toFixed(2).replace('.', ','), '9'].join(';'));
    for (const n of others) lines.push([n.brandName, n.number, 'x', '1.000,00', '3'].join(';'));
    const file = path.join(dir, 'norte.csv');
    fs.writeFileSync(file, iconv.encode(lines.join('\r\n'), 'windows-1252'));

    const query = `{ ${picked.map((p, i) => `p${i}: product(slug: "${p.part_id}") { price }`).join(' ')} }`;
    const prices = async () => {
      const a = await s.shopper.gql<Record<string, { price: number | null }>>(query);
      expect(a.errors).toBeUndefined();
      return picked.map((_, i) => a.data?.[`p${i}`]?.price ?? null).join('|');
    };
    const before = await prices();
    const seen: string[] = [];
    let done = false;
    const readers = Array.from({ length: 3 }, async () => {
      while (!done) seen.push(await prices());
    });
    const preview = await previewImport(ctx, { supplier: 'distribuidora-norte', file });
    expect(preview.run.matched).toBe(picked.length + others.length);
    const chunks: number[] = [];
    await applyRun(ctx, preview.run.id, { chunkParts: 500, onProgress: (n) => chunks.push(n) });
    expect(chunks.length).toBeGreaterThan(3);
    // A few more reads after the write, then stop.
    for (let i = 0; i < 3; i++) seen.push(await prices());
    done = true;
    await Promise.all(readers);
    const after = await prices();

    expect(after).not.toBe(before);
    expect(seen.length).toBeGreaterThan(10);
    expect(new Set(seen.filter((p) => p !== before && p !== after))).toEqual(new Set());
    expect(seen.at(-1)).toBe(after);
  });
});

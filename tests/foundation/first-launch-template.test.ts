import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate, readMigrations } from '../../server/db/migrate';
import { openPglite } from '../../server/db/pglite';
import { SAMPLE_TEMPLATE_WRITTEN, settleTemplateCopy, startFromTemplate } from '../../server/db/template';
import { buildFirstLaunchTemplate } from '../../scripts/first-launch-template-build';

// `npm start`'s first launch copies a template instead of making the embedded database (initdb and
// every migration) and the stand-in's data set again.
describe('the first launch’s template', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'first-launch-template-'));
  const template = path.join(root, 'template');
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('is the database as every migration leaves it, empty of shop data, and the stand-in’s data set', { timeout: 120_000 }, async () => {
    await buildFirstLaunchTemplate(template);
    expect(JSON.parse(fs.readFileSync(path.join(template, 'provider', 'meta.json'), 'utf8'))).toMatchObject({ scale: 1 });
    const db = await openPglite(path.join(template, 'pglite'));
    try {
      const applied = await db.query<{ id: string }>('select id from schema_migrations order by id');
      expect(applied.rows.map((r) => r.id)).toEqual(readMigrations().map((m) => m.id));
      // Sample data and accounts are the first start's own work, written at its time.
      expect((await db.query('select 1 from catalog_products')).rows.length).toBe(0);
      expect((await db.query('select 1 from accounts')).rows.length).toBe(0);
    } finally {
      await db.close();
    }
  });

  it('has a second database with what a first start on the defaults writes before it answers, and no accounts', { timeout: 60_000 }, async () => {
    const db = await openPglite(path.join(template, 'pglite-sample'));
    try {
      expect(await migrate(db)).toEqual([]);
      expect((await db.query('select 1 from catalog_products')).rows.length).toBeGreaterThan(10);
      // The shop's own offers of its sample products, and the demo distributors' of the stand-in's articles.
      expect((await db.query("select 1 from offers where supplier_id = 'tienda'")).rows.length).toBeGreaterThan(10);
      expect((await db.query("select 1 from offers where part_id ~ '^[0-9]+-[0-9]+$'")).rows.length).toBeGreaterThan(10_000);
      expect((await db.query('select 1 from accounts')).rows.length).toBe(0);
      expect((await db.query('select 1 from staff_members')).rows.length).toBe(0);
      expect((await db.query('select 1 from shop_settings where key = $1', [SAMPLE_TEMPLATE_WRITTEN])).rows.length).toBe(1);
    } finally {
      await db.close();
    }
  });

  it("makes a copy's offers as old at its first open as they were when the template was written", { timeout: 60_000 }, async () => {
    const dir = path.join(root, 'sample-copy', 'pglite');
    expect(startFromTemplate(dir, path.join(template, 'pglite-sample'))).toBe(true);
    const db = await openPglite(dir);
    try {
      // Written ten days before this first open.
      await db.query('update shop_settings set value = $2::jsonb where key = $1', [SAMPLE_TEMPLATE_WRITTEN, JSON.stringify(Date.now() - 10 * 86_400_000)]);
      await db.query("update offers set imported_at = now() - interval '10 days' - make_interval(days => (abs(hashtext(part_id)) % 5))");
      const age = async () =>
        (await db.query<{ part_id: string; days: number }>("select part_id, round(extract(epoch from now() - imported_at) / 86400)::int as days from offers order by supplier_id, part_id")).rows;
      const before = await age();
      await settleTemplateCopy(db);
      const after = await age();
      expect(after).toEqual(before.map((o) => ({ ...o, days: o.days - 10 })));
      expect((await db.query('select 1 from shop_settings where key = $1', [SAMPLE_TEMPLATE_WRITTEN])).rows.length).toBe(0);
      // Once only: a later open leaves the offers as they are.
      await settleTemplateCopy(db);
      expect(await age()).toEqual(after);
    } finally {
      await db.close();
    }
  });

  it('gives a new data directory a copy that migrates to nothing and is written apart from the template', { timeout: 60_000 }, async () => {
    const dir = path.join(root, 'data', 'pglite');
    expect(startFromTemplate(dir, path.join(template, 'pglite'))).toBe(true);
    expect(fs.readdirSync(path.dirname(dir))).toEqual(['pglite']);
    const db = await openPglite(dir);
    try {
      expect(await migrate(db)).toEqual([]);
      await db.query("insert into currency_rates (code, pesos_per_unit, source) values ('CLP', 1.5, 'staff')");
    } finally {
      await db.close();
    }
    const original = await openPglite(path.join(template, 'pglite'));
    try {
      expect((await original.query("select 1 from currency_rates where code = 'CLP'")).rows.length).toBe(0);
    } finally {
      await original.close();
    }
  });

  it('leaves a data directory that exists alone (a later launch keeps its data)', () => {
    const dir = path.join(root, 'data', 'pglite');
    const before = fs.readdirSync(dir).sort();
    expect(startFromTemplate(dir, path.join(template, 'pglite'))).toBe(false);
    expect(fs.readdirSync(dir).sort()).toEqual(before);
    expect(startFromTemplate(path.join(root, 'other', 'pglite'), path.join(root, 'no-template'))).toBe(false);
    expect(fs.existsSync(path.join(root, 'other', 'pglite'))).toBe(false);
  });
});

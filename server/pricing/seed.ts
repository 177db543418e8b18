import { DEFAULT_SEED } from '../../fixtures/provider/generate';
import { DEMO_SUPPLIERS, generateDemoOffers, type DemoOffer } from '../../fixtures/provider/generate-offers';
import { loadOrGenerate } from '../../fixtures/provider/store';
import { cacheWrites } from '../cache/writes';
import type { Config } from '../config';
import type { Db } from '../db';
import type { Logger } from '../logger';
import type { ProviderRuntime } from '../provider-standin';

/**
 * The shop's own products are offered from its own warehouse at their catalogue price (IVA
 * included, under the shop's 0 % rule): 500 units when the sample data says in stock, none when out
 * of stock; those on backorder come from a distributor's warehouse instead; those with a former
 * price are on sale from when they joined the catalogue. Idempotent.
 */
export async function seedShopOffers(db: Db, units = 500): Promise<void> {
  await ensureDemoSuppliers(db);
  await db.query(
    `insert into offers (supplier_id, part_id, brand_key, category_key, cost_centavos, currency, cost_includes_iva)
     select case when p.stock = 'ON_BACKORDER' then $1 else 'tienda' end, p.slug, p.brand_slug, null,
            case when p.stock = 'ON_BACKORDER' then round(coalesce(p.compare_at_price, p.price) * 100 / 1.694)
                 else round(coalesce(p.compare_at_price, p.price) * 100) end,
            'ARS', p.stock <> 'ON_BACKORDER'
       from catalog_products p
     on conflict (supplier_id, part_id) do nothing`,
    [DEMO_SUPPLIERS[0].id],
  );
  await db.query(
    `insert into stock_levels (warehouse_id, part_id, quantity)
     select case when p.stock = 'ON_BACKORDER' then $1 else 'deposito-tienda' end, p.slug,
            case when p.stock = 'OUT_OF_STOCK' then 0 else $2::int end
       from catalog_products p
     on conflict (warehouse_id, part_id) do nothing`,
    [DEMO_SUPPLIERS[0].warehouse.id, units],
  );
  // A sample product with a former price is on sale: regular price from its offer, sale price here.
  await db.query(
    `insert into sale_prices (part_id, price_centavos, starts_at)
     select p.slug, round(p.price * 100), p.created_at from catalog_products p
      where p.compare_at_price is not null and p.compare_at_price > p.price
        and not exists (select 1 from sale_prices s where s.part_id = p.slug)`,
  );
}

async function ensureDemoSuppliers(db: Db): Promise<void> {
  for (const s of DEMO_SUPPLIERS) {
    await db.query('insert into suppliers (id, name) values ($1, $2) on conflict (id) do nothing', [s.id, s.name]);
    await db.query(
      `insert into warehouses (id, supplier_id, name, own, delivery_days_min, delivery_days_max)
       values ($1, $2, $3, false, $4, $5) on conflict (id) do nothing`,
      [s.warehouse.id, s.id, s.warehouse.name, s.warehouse.daysMin, s.warehouse.daysMax],
    );
  }
}

/** Writes demo offers and their stock in two statements (offers already there are kept). */
export async function writeDemoOffers(db: Db, offers: readonly DemoOffer[]): Promise<number> {
  await ensureDemoSuppliers(db);
  const warehouseOf = new Map<string, string>([['tienda', 'deposito-tienda'], ...DEMO_SUPPLIERS.map((s) => [s.id, s.warehouse.id] as [string, string])]);
  const rows = JSON.stringify(offers.map((o) => ({ ...o, warehouseId: warehouseOf.get(o.supplierId) })));
  await db.transaction(async (tx) => {
    await tx.query(
      `insert into offers (supplier_id, part_id, brand_key, category_key, cost_centavos, currency, cost_includes_iva, imported_at)
       select o."supplierId", o."partId", o."brandKey", o."categoryKey", o."costCentavos", 'ARS', o."costIncludesIva",
              now() - make_interval(days => o."ageDays")
         from jsonb_to_recordset($1::jsonb) as o("supplierId" text, "partId" text, "brandKey" text, "categoryKey" text,
                                                  "costCentavos" bigint, "costIncludesIva" boolean, "ageDays" int)
       on conflict (supplier_id, part_id) do nothing`,
      [rows],
    );
    await tx.query(
      `insert into stock_levels (warehouse_id, part_id, quantity)
       select o."warehouseId", o."partId", o.units
         from jsonb_to_recordset($1::jsonb) as o("warehouseId" text, "partId" text, units int)
       on conflict (warehouse_id, part_id) do nothing`,
      [rows],
    );
    await cacheWrites.record(tx, 'price-import');
  });
  await cacheWrites.published(db);
  return offers.length;
}

/**
 * With the stand-in parts provider (in this process, or beside it under `npm start`), the demo
 * distributors' offers for its articles, once per database.
 */
export async function seedDemoOffers(db: Db, config: Config, provider: ProviderRuntime, log: Logger): Promise<void> {
  const cfg = config.provider;
  if (cfg.url !== null && !cfg.standInProcess) return;
  const done = await db.query("select 1 from offers where supplier_id = $1 and part_id ~ '^[0-9]+-[0-9]+$' limit 1", [DEMO_SUPPLIERS[0].id]);
  if (done.rows.length > 0) return;
  const started = performance.now();
  const offers =
    cfg.url === null
      ? ((await provider.ready()).standIn?.demoOffers() ?? [])
      : generateDemoOffers((await loadOrGenerate(config.dataDir, DEFAULT_SEED, cfg.standInScale)).data, DEFAULT_SEED);
  const written = await writeDemoOffers(db, offers);
  log.info({ offers: written, ms: Math.round(performance.now() - started) }, 'demo supplier offers written for the stand-in parts provider');
}

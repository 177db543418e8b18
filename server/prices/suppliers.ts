import type { Db, Queryable } from '../db';
import { brandKeyOf } from './normalise';

/** Which columns of a supplier's file say what: each a list of header spellings (compared without case, accents or punctuation). */
export interface ColumnMapping {
  brand: string[];
  number: string[];
  price: string[];
  /** Stock columns, each the units of one of the supplier's warehouses. */
  stock: { column: string[]; warehouseId: string }[];
}

export interface SupplierWarehouse {
  id: string;
  name: string;
  deliveryDaysMin: number;
  deliveryDaysMax: number;
}

/** A supplier as its price lists are read. */
export interface SupplierSettings {
  id: string;
  name: string;
  /** ISO code of its prices' currency ('ARS'; others are kept, and priced once the price book converts them). */
  currency: string;
  pricesIncludeIva: boolean;
  mapping: ColumnMapping;
  /** Its spelling of a brand → the provider's brand name ("VW" → "VOLKSWAGEN", "FEBI" → "FEBI BILSTEIN"). */
  brandAliases: Record<string, string>;
  warehouses: SupplierWarehouse[];
}

export const EMPTY_MAPPING: ColumnMapping = { brand: [], number: [], price: [], stock: [] };

/** Creates or replaces a supplier's settings, aliases and warehouses (warehouses are added or updated, never removed). */
export async function saveSupplier(db: Db, s: SupplierSettings): Promise<void> {
  if (!/^[a-z0-9][a-z0-9-]*$/.test(s.id)) throw new Error(`supplier id must be lower case letters, digits and dashes: ${s.id}`);
  if (!/^[A-Z]{3}$/.test(s.currency)) throw new Error(`currency must be an ISO code: ${s.currency}`);
  for (const w of s.warehouses) {
    if (w.deliveryDaysMin < 0 || w.deliveryDaysMax < w.deliveryDaysMin) throw new Error(`delivery days of ${w.id} must be 0 ≤ min ≤ max`);
  }
  const own = new Set(s.warehouses.map((w) => w.id));
  for (const col of s.mapping.stock) if (!own.has(col.warehouseId)) throw new Error(`stock column for unknown warehouse ${col.warehouseId}`);
  await db.transaction(async (tx) => {
    await tx.query(
      `insert into suppliers (id, name, currency, prices_include_iva, column_mapping) values ($1, $2, $3, $4, $5::jsonb)
       on conflict (id) do update set name = excluded.name, currency = excluded.currency,
         prices_include_iva = excluded.prices_include_iva, column_mapping = excluded.column_mapping`,
      [s.id, s.name, s.currency, s.pricesIncludeIva, JSON.stringify(s.mapping)],
    );
    for (const w of s.warehouses) {
      await tx.query(
        `insert into warehouses (id, supplier_id, name, own, delivery_days_min, delivery_days_max) values ($1, $2, $3, false, $4, $5)
         on conflict (id) do update set name = excluded.name, delivery_days_min = excluded.delivery_days_min, delivery_days_max = excluded.delivery_days_max
         where warehouses.supplier_id = excluded.supplier_id`,
        [w.id, s.id, w.name, w.deliveryDaysMin, w.deliveryDaysMax],
      );
    }
    await tx.query('delete from supplier_brand_aliases where supplier_id = $1', [s.id]);
    for (const [alias, brand] of Object.entries(s.brandAliases)) {
      await tx.query(
        'insert into supplier_brand_aliases (supplier_id, alias_key, brand_name) values ($1, $2, $3) on conflict (supplier_id, alias_key) do update set brand_name = excluded.brand_name',
        [s.id, brandKeyOf(alias), brand],
      );
    }
  });
}

/** A supplier by id or (case-insensitive) name, with its settings; null when there is none. */
export async function getSupplier(db: Queryable, idOrName: string): Promise<SupplierSettings | null> {
  const r = await db.query<{ id: string; name: string; currency: string; prices_include_iva: boolean; column_mapping: ColumnMapping | string }>(
    'select id, name, currency, prices_include_iva, column_mapping from suppliers where id = $1 or lower(name) = lower($1) order by (id = $1) desc limit 1',
    [idOrName],
  );
  const row = r.rows[0];
  if (!row) return null;
  const [aliases, warehouses] = await Promise.all([
    db.query<{ alias_key: string; brand_name: string }>('select alias_key, brand_name from supplier_brand_aliases where supplier_id = $1 order by alias_key', [row.id]),
    db.query<{ id: string; name: string; delivery_days_min: number; delivery_days_max: number }>(
      'select id, name, delivery_days_min, delivery_days_max from warehouses where supplier_id = $1 order by id',
      [row.id],
    ),
  ]);
  const mapping = typeof row.column_mapping === 'string' ? (JSON.parse(row.column_mapping) as ColumnMapping) : row.column_mapping;
  return {
    id: row.id,
    name: row.name,
    currency: row.currency,
    pricesIncludeIva: row.prices_include_iva,
    mapping: { ...EMPTY_MAPPING, ...mapping },
    brandAliases: Object.fromEntries(aliases.rows.map((a) => [a.alias_key, a.brand_name])),
    warehouses: warehouses.rows.map((w) => ({ id: w.id, name: w.name, deliveryDaysMin: Number(w.delivery_days_min), deliveryDaysMax: Number(w.delivery_days_max) })),
  };
}

/** Every supplier but the shop itself, by name. */
export async function listSuppliers(db: Queryable): Promise<{ id: string; name: string }[]> {
  const r = await db.query<{ id: string; name: string }>("select id, name from suppliers where id <> 'tienda' order by name");
  return r.rows;
}

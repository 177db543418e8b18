import type { Queryable } from '../db';
import { brandKeyOf } from './normalise';
import { type SupplierSettings } from './suppliers';

/**
 * The back office's edits of a supplier, each in the caller's transaction (so the audit entry is
 * written with it): its settings and warehouses (`saveSupplier`'s rules), and one brand alias at a time.
 */

export class SupplierEditError extends Error {
  constructor(message: string, readonly field: string) {
    super(message);
  }
}

/** What is wrong with a supplier's settings, or null (the rules `saveSupplier` applies). */
export function supplierProblem(s: Omit<SupplierSettings, 'brandAliases'>): SupplierEditError | null {
  if (!/^[a-z0-9][a-z0-9-]{0,62}$/.test(s.id)) return new SupplierEditError('The supplier id is lower case letters, digits and dashes.', 'id');
  if (s.id === 'tienda') return new SupplierEditError('The shop itself is not a supplier.', 'id');
  if (s.name.trim() === '' || s.name.length > 120) return new SupplierEditError('The name is 1 to 120 characters.', 'name');
  if (!/^[A-Z]{3}$/.test(s.currency)) return new SupplierEditError('The currency is an ISO code (ARS, USD…).', 'currency');
  const lists = { brandColumns: s.mapping.brand, numberColumns: s.mapping.number, priceColumns: s.mapping.price };
  for (const [field, list] of Object.entries(lists)) {
    if (list.length === 0 || list.some((c) => c.trim() === '' || c.length > 80)) return new SupplierEditError('Name at least one header for each column.', field);
  }
  for (const w of s.warehouses) {
    if (!/^[a-z0-9][a-z0-9-]{0,62}$/.test(w.id) || w.name.trim() === '') return new SupplierEditError('A warehouse needs an id and a name.', 'warehouses');
    if (w.deliveryDaysMin < 0 || w.deliveryDaysMax < w.deliveryDaysMin || w.deliveryDaysMax > 365) return new SupplierEditError('Delivery days are 0 ≤ min ≤ max ≤ 365.', 'warehouses');
  }
  const own = new Set(s.warehouses.map((w) => w.id));
  if (s.mapping.stock.some((c) => !own.has(c.warehouseId) || c.column.length === 0)) return new SupplierEditError('A stock column names one of the supplier’s warehouses.', 'stockColumns');
  return null;
}

/** Creates or replaces a supplier's settings and warehouses (never removed; another supplier's warehouse id is refused). */
export async function writeSupplierSettings(tx: Queryable, s: Omit<SupplierSettings, 'brandAliases'>): Promise<void> {
  const problem = supplierProblem(s);
  if (problem) throw problem;
  await tx.query(
    `insert into suppliers (id, name, currency, prices_include_iva, column_mapping) values ($1, $2, $3, $4, $5::jsonb)
     on conflict (id) do update set name = excluded.name, currency = excluded.currency,
       prices_include_iva = excluded.prices_include_iva, column_mapping = excluded.column_mapping`,
    [s.id, s.name.trim(), s.currency, s.pricesIncludeIva, JSON.stringify(s.mapping)],
  );
  for (const w of s.warehouses) {
    const r = await tx.query(
      `insert into warehouses (id, supplier_id, name, own, delivery_days_min, delivery_days_max) values ($1, $2, $3, false, $4, $5)
       on conflict (id) do update set name = excluded.name, delivery_days_min = excluded.delivery_days_min, delivery_days_max = excluded.delivery_days_max
       where warehouses.supplier_id = excluded.supplier_id returning id`,
      [w.id, s.id, w.name.trim(), w.deliveryDaysMin, w.deliveryDaysMax],
    );
    if (r.rows.length === 0) throw new SupplierEditError(`The warehouse ${w.id} belongs to another supplier.`, 'warehouses');
  }
}

/** Sets one alias (its key as compared) to a provider brand; answers the key and the brand it meant before (null: new). */
export async function writeBrandAlias(tx: Queryable, supplierId: string, alias: string, brand: string): Promise<{ key: string; before: string | null }> {
  const key = brandKeyOf(alias);
  if (key === '' || key.length > 80) throw new SupplierEditError('The alias needs letters or digits.', 'alias');
  if (brand.trim() === '' || brand.length > 120) throw new SupplierEditError('Name the provider’s brand.', 'brand');
  const before = await tx.query<{ brand_name: string }>('select brand_name from supplier_brand_aliases where supplier_id = $1 and alias_key = $2', [supplierId, key]);
  await tx.query(
    `insert into supplier_brand_aliases (supplier_id, alias_key, brand_name) values ($1, $2, $3)
     on conflict (supplier_id, alias_key) do update set brand_name = excluded.brand_name`,
    [supplierId, key, brand.trim()],
  );
  return { key, before: before.rows[0]?.brand_name ?? null };
}

/** Removes one alias; answers the brand it meant, or null when there was none. */
export async function deleteBrandAlias(tx: Queryable, supplierId: string, alias: string): Promise<string | null> {
  const r = await tx.query<{ brand_name: string }>('delete from supplier_brand_aliases where supplier_id = $1 and alias_key = $2 returning brand_name', [supplierId, brandKeyOf(alias)]);
  return r.rows[0]?.brand_name ?? null;
}

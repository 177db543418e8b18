import type { Queryable } from '../db';
import type { OfferCost } from './rules';

/** Where a part's units are and how soon each place delivers them. */
export interface WarehouseStock {
  warehouseId: string;
  own: boolean;
  /** Units not promised to a checkout. */
  free: number;
  daysMin: number;
  daysMax: number;
}

/** A supplier's offer of a part, as the price book holds it. */
export interface OfferRow extends OfferCost {
  partId: string;
  currency: string;
  importedAt: number;
}

/** A warehouse's units of a part. */
export type StockRow = WarehouseStock & { partId: string; supplierId: string };

/**
 * Offers and stock as the shop has them, or will have them once the price list run being applied
 * (ADR 0028) is written: its staged offers and units stand in for the ones its transactions have
 * not written yet (those with no history kept), so a book read while a run applies shows all of
 * it, never part. A run being undone likewise: the offers and units it replaced stand in for the
 * ones not put back yet (parts after its `undone_up_to`). `applying` names the runs read so, an
 * undoing one by its negated id (a book read before a claim shows none of it).
 */
export type PartsFilter = 'all' | 'ids' | 'range';

/**
 * The statement's tables of offers and stock: of every part, of the parts in `$1` (ids), or of the parts
 * from `$1` (inclusive) up to `$2` (exclusive; null: to the end) in the database's order (range).
 * The filter is put on every table read, so a page reads only its parts.
 */
const partsCtes = (filter: PartsFilter) => {
  const only = (col: string) =>
    filter === 'ids' ? `and ${col} = any($1::text[])` : filter === 'range' ? `and ${col} >= $1::text and ($2::text is null or ${col} < $2::text)` : '';
  return `
  with a as (select r.id, r.supplier_id, r.applied_at, s.currency, s.prices_include_iva
               from price_import_runs r join suppliers s on s.id = r.supplier_id where r.state = 'applying'),
  u as (select r.id, r.supplier_id, coalesce(r.undone_up_to, '') as up_to from price_import_runs r where r.state = 'undoing'),
  undo_offers as (
    select u.supplier_id, h.part_id, h.had_offer, h.brand_key, h.category_key, h.cost_centavos, h.currency, h.cost_includes_iva, h.imported_at
      from u join price_import_offer_history h on h.run_id = u.id and h.part_id > u.up_to ${only('h.part_id')}),
  staged_offers as (
    select a.supplier_id, x.part_id, x.brand_key, x.category_key, x.cost_centavos, a.currency, a.prices_include_iva as cost_includes_iva, a.applied_at as imported_at
      from a join price_import_rows x on x.run_id = a.id and x.changes ${only('x.part_id')}
     where not exists (select 1 from price_import_offer_history h where h.run_id = a.id and h.part_id = x.part_id)),
  all_offers as (
    select supplier_id, part_id, brand_key, category_key, cost_centavos, currency, cost_includes_iva, imported_at from offers o
     where not exists (select 1 from staged_offers n where n.supplier_id = o.supplier_id and n.part_id = o.part_id)
       and not exists (select 1 from undo_offers n where n.supplier_id = o.supplier_id and n.part_id = o.part_id) ${only('o.part_id')}
    union all select * from staged_offers
    union all select supplier_id, part_id, brand_key, category_key, cost_centavos, currency, cost_includes_iva, imported_at
                from undo_offers where had_offer),
  staged_units as (
    select x.warehouse_id, x.part_id, greatest(x.quantity, coalesce(l.reserved, 0)) as quantity, coalesce(l.reserved, 0) as reserved
      from a join price_import_stock x on x.run_id = a.id and x.changes ${only('x.part_id')}
      left join stock_levels l on l.warehouse_id = x.warehouse_id and l.part_id = x.part_id
     where not exists (select 1 from price_import_stock_history h where h.run_id = a.id and h.warehouse_id = x.warehouse_id and h.part_id = x.part_id)),
  undo_units as (
    select h.warehouse_id, h.part_id, greatest(coalesce(h.quantity, 0), coalesce(l.reserved, 0)) as quantity, coalesce(l.reserved, 0) as reserved
      from u join price_import_stock_history h on h.run_id = u.id and h.part_id > u.up_to ${only('h.part_id')}
      left join stock_levels l on l.warehouse_id = h.warehouse_id and l.part_id = h.part_id),
  all_units as (
    select warehouse_id, part_id, quantity, reserved from stock_levels l
     where not exists (select 1 from staged_units n where n.warehouse_id = l.warehouse_id and n.part_id = l.part_id)
       and not exists (select 1 from undo_units n where n.warehouse_id = l.warehouse_id and n.part_id = l.part_id) ${only('l.part_id')}
    union all select * from staged_units
    union all select * from undo_units)`;
};

/**
 * How the statement hands over its rows: each table as one text (the embedded database hands over
 * one long row far faster than tens of thousands of short ones), its rows and their fields apart by
 * the ASCII record and unit separators, a NULL as the group separator alone. Building that text is
 * half the work of building JSON (20,000 offers and 21,000 units: 135 → 78 ms on a cold engine,
 * 100 → 55 ms warm); the keys the tables hold are the parts provider's ids and the shop's slugs, so
 * a separator inside a value would be a bug elsewhere, and is caught: the rows or fields then do not
 * add up, and the statement is read again as JSON.
 */
const ROW = '\x1e';
const FIELD = '\x1f';
const NULL_MARK = '\x1d';

const OFFER_COLUMNS = ['supplier_id', 'part_id', 'brand_key', 'category_key', 'cost_centavos', 'currency', 'cost_includes_iva', "date_part('epoch', imported_at) * 1000"];
/** The offers' columns that may be NULL (a run's staged rows, a run's history): the others never are. */
const NULLABLE_OFFER_COLUMNS = new Set(['brand_key', 'category_key', 'cost_centavos', 'currency', 'cost_includes_iva', "date_part('epoch', imported_at) * 1000"]);
const STOCK_COLUMNS = ['s.part_id', 's.warehouse_id', 'w.supplier_id', 'w.own', 's.quantity - s.reserved', 'w.delivery_days_min', 'w.delivery_days_max'];

const asText = (columns: readonly string[], nullable: ReadonlySet<string>) =>
  `string_agg(concat_ws(E'\\x1f', ${columns.map((c) => (nullable.has(c) ? `coalesce((${c})::text, E'\\x1d')` : `(${c})::text`)).join(', ')}), E'\\x1e')`;
const asJson = (columns: readonly string[]) => `coalesce(json_agg(json_build_array(${columns.join(', ')})), '[]')::text`;

const partsSql = (filter: PartsFilter, form: 'text' | 'json') => {
  const offers = form === 'text' ? asText(OFFER_COLUMNS, NULLABLE_OFFER_COLUMNS) : asJson(OFFER_COLUMNS);
  const stock = form === 'text' ? asText(STOCK_COLUMNS, new Set()) : asJson(STOCK_COLUMNS);
  return `${partsCtes(filter)}
  select o.rows as offers, o.n as offer_count, s.rows as stock, s.n as stock_count,
    (select coalesce(json_agg(id order by id), '[]')::text from (select id from a union all select -id from u) w) as applying,
    (select serial from catalogue_writes where id = 1) as serial
  from (select ${offers} as rows, count(*) as n from all_offers) o,
       (select ${stock} as rows, count(*) as n from all_units s join warehouses w on w.id = s.warehouse_id) s`;
};

/** What one statement read: offers and stock, with the runs applying and the write serial at that moment. */
export interface LoadedParts {
  offers: OfferRow[];
  stock: StockRow[];
  applying: string;
  serial: number;
}

interface PartsRow {
  offers: string | null;
  offer_count: string | number;
  stock: string | null;
  stock_count: string | number;
  applying: string;
  serial: string | number | null;
}

/**
 * A table's text read row by row into `make` (given the row's fields in a reused array, read at
 * once), or null when its rows and fields do not add up to `count` rows of `fields` fields (a value
 * held a separator). Scanned in place: splitting 41,000 rows into arrays of strings first left the
 * collector twice the work, at every start.
 */
function readRows<T>(text: string | null, count: number, fields: number, make: (f: readonly string[]) => T): T[] | null {
  if (count === 0) return [];
  if (text === null) return null;
  const out = new Array<T>(count);
  const f = new Array<string>(fields);
  let pos = 0;
  let nextField = text.indexOf(FIELD);
  for (let r = 0; r < count; r += 1) {
    if (pos > text.length) return null;
    let rowEnd = text.indexOf(ROW, pos);
    if (rowEnd === -1) rowEnd = text.length;
    for (let i = 0; i < fields - 1; i += 1) {
      if (nextField === -1 || nextField > rowEnd) return null;
      f[i] = text.slice(pos, nextField);
      pos = nextField + 1;
      nextField = text.indexOf(FIELD, pos);
    }
    if (nextField !== -1 && nextField < rowEnd) return null;
    f[fields - 1] = text.slice(pos, rowEnd);
    out[r] = make(f);
    pos = rowEnd + 1;
  }
  return pos === text.length + 1 ? out : null;
}

const orNull = (v: string | undefined): string | null => (v === undefined || v === NULL_MARK ? null : v);

function offerOfText(f: readonly string[]): OfferRow {
  return {
    supplierId: f[0] as string, partId: f[1] as string, brandKey: orNull(f[2]), categoryKey: orNull(f[3]),
    costCentavos: Number(orNull(f[4])), currency: orNull(f[5]) as string, costIncludesIva: f[6] === 'true', importedAt: Number(orNull(f[7])),
  };
}

function stockOfText(f: readonly string[]): StockRow {
  return { partId: f[0] as string, warehouseId: f[1] as string, supplierId: f[2] as string, own: f[3] === 'true', free: Number(f[4]), daysMin: Number(f[5]), daysMax: Number(f[6]) };
}

type OfferTuple = [string, string, string | null, string | null, number, string, boolean, number];
type StockTuple = [string, string, string, boolean, number, number, number];

/**
 * Offers and stock, for every part, some parts or a range of parts, in one statement (one snapshot),
 * with the runs applying and the write serial at that moment.
 */
export async function loadParts(db: Queryable, filter: PartsFilter, params: unknown[]): Promise<LoadedParts> {
  const r = await db.query<PartsRow>(partsSql(filter, 'text'), params);
  const row = r.rows[0];
  const offers = readRows(row?.offers ?? null, Number(row?.offer_count ?? 0), OFFER_COLUMNS.length, offerOfText);
  const stock = offers && readRows(row?.stock ?? null, Number(row?.stock_count ?? 0), STOCK_COLUMNS.length, stockOfText);
  if (row && offers && stock) return { offers, stock, applying: row.applying, serial: Number(row.serial ?? 0) };
  const j = (await db.query<PartsRow>(partsSql(filter, 'json'), params)).rows[0];
  return {
    offers: (JSON.parse(j?.offers ?? '[]') as OfferTuple[]).map(([supplierId, partId, brandKey, categoryKey, cost, currency, includesIva, imported]) => ({
      supplierId, partId, brandKey, categoryKey, costCentavos: Number(cost), currency, costIncludesIva: includesIva, importedAt: Number(imported),
    })),
    stock: (JSON.parse(j?.stock ?? '[]') as StockTuple[]).map(([partId, warehouseId, supplierId, own, free, daysMin, daysMax]) => ({
      partId, warehouseId, supplierId, own, free: Number(free), daysMin: Number(daysMin), daysMax: Number(daysMax),
    })),
    applying: j?.applying ?? '[]',
    serial: Number(j?.serial ?? 0),
  };
}

import type { Queryable } from '../db/types';
import { CATEGORY_PARCELS, isPartCategory, PART_CATEGORIES, withEditedDefaults, type Parcel, type ParcelDefaults, type PartCategory } from './parcels';

/**
 * The parcels' defaults per part category as the staff edited them (table parcel_defaults), over
 * the code's. Read from the database on every quote, never kept in this process: another gateway
 * process's save holds here at once.
 */

interface Row {
  category: string;
  weight_grams: number;
  length_cm: number;
  width_cm: number;
  height_cm: number;
  updated_at: Date | string;
  updated_by: string | null;
  editor_email: string | null;
  editor_name: string | null;
}

const parcelOf = (r: Pick<Row, 'weight_grams' | 'length_cm' | 'width_cm' | 'height_cm'>): Parcel => ({
  weightGrams: Number(r.weight_grams),
  lengthCm: Number(r.length_cm),
  widthCm: Number(r.width_cm),
  heightCm: Number(r.height_cm),
});

/** The defaults quotes pack with now: the code's, with the categories the staff edited replaced (one small read). */
export async function loadParcelDefaults(db: Queryable): Promise<ParcelDefaults> {
  const rows = (await db.query<Row>('select category, weight_grams, length_cm, width_cm, height_cm from parcel_defaults')).rows;
  return withEditedDefaults(Object.fromEntries(rows.filter((r) => isPartCategory(r.category)).map((r) => [r.category, parcelOf(r)])));
}

/** One category's default as the back office shows it: the parcel in force and where it comes from. */
export interface ParcelDefaultEntry {
  category: PartCategory;
  parcel: Parcel;
  codeDefault: Parcel;
  /** Edited by the staff (else the code's default holds). */
  edited: boolean;
  updatedAt: Date | null;
  updatedBy: { id: string | null; email: string; name: string } | null;
}

const SELECT_EDITED = `select d.category, d.weight_grams, d.length_cm, d.width_cm, d.height_cm, d.updated_at, d.updated_by,
         m.email as editor_email, m.name as editor_name
    from parcel_defaults d left join staff_members m on m.id = d.updated_by`;

function entryOf(category: PartCategory, row: Row | undefined): ParcelDefaultEntry {
  const codeDefault = CATEGORY_PARCELS[category];
  if (!row) return { category, parcel: codeDefault, codeDefault, edited: false, updatedAt: null, updatedBy: null };
  return {
    category,
    parcel: parcelOf(row),
    codeDefault,
    edited: true,
    updatedAt: new Date(row.updated_at),
    updatedBy: row.editor_email !== null ? { id: row.updated_by, email: row.editor_email, name: row.editor_name ?? '' } : null,
  };
}

/** Every category, in the back office's order, with its default in force. */
export async function listParcelDefaults(db: Queryable): Promise<ParcelDefaultEntry[]> {
  const rows = new Map((await db.query<Row>(SELECT_EDITED)).rows.map((r) => [r.category, r]));
  return PART_CATEGORIES.map((c) => entryOf(c, rows.get(c)));
}

async function oneParcelDefault(db: Queryable, category: PartCategory): Promise<ParcelDefaultEntry> {
  const row = (await db.query<Row>(`${SELECT_EDITED} where d.category = $1`, [category])).rows[0];
  return entryOf(category, row);
}

/**
 * Stores a category's default parcel (bounds checked by the caller and by the table's CHECKs).
 * Returns the entry before and after, for the audit log; run it in the transaction that audits it.
 */
export async function saveParcelDefault(
  tx: Queryable,
  category: PartCategory,
  parcel: Parcel,
  staffId: string,
): Promise<{ before: ParcelDefaultEntry; after: ParcelDefaultEntry }> {
  const before = await oneParcelDefault(tx, category);
  await tx.query(
    `insert into parcel_defaults (category, weight_grams, length_cm, width_cm, height_cm, updated_at, updated_by)
     values ($1, $2, $3, $4, $5, now(), $6)
     on conflict (category) do update set weight_grams = excluded.weight_grams, length_cm = excluded.length_cm,
       width_cm = excluded.width_cm, height_cm = excluded.height_cm, updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
    [category, parcel.weightGrams, parcel.lengthCm, parcel.widthCm, parcel.heightCm, staffId],
  );
  return { before, after: await oneParcelDefault(tx, category) };
}

/** Drops the staff's default of a category: the code's holds again. `before` is null when none was stored. */
export async function clearParcelDefault(tx: Queryable, category: PartCategory): Promise<{ before: ParcelDefaultEntry | null; after: ParcelDefaultEntry }> {
  const before = await oneParcelDefault(tx, category);
  const deleted = await tx.query('delete from parcel_defaults where category = $1', [category]);
  return { before: deleted.rowCount > 0 ? before : null, after: entryOf(category, undefined) };
}

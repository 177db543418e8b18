import { PARCEL_FIELDS, parcelFieldBounds, parcelProblems, type ParcelField } from '../../../shared/shipping/parcel-limits';

/** The edit form of a category's default parcel: each field as typed. */
export type ParcelForm = Record<ParcelField, string>;

export interface ParcelValues {
  weightGrams: number;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
}

/** A field's message: the bounds it must be within (the same message for empty, not whole or out of range). */
export interface FieldError {
  field: ParcelField;
  min: number;
  max: number;
}

export const formOf = (p: ParcelValues): ParcelForm => ({
  weightGrams: String(p.weightGrams),
  lengthCm: String(p.lengthCm),
  widthCm: String(p.widthCm),
  heightCm: String(p.heightCm),
});

/** Whole digits only (spaces and the thousands' dots or commas a person may type are dropped); else NaN. */
function whole(text: string): number {
  const t = text.trim().replace(/[\s.,](?=\d{3}(\D|$))/g, '');
  return /^-?\d+$/.test(t) ? Number(t) : Number.NaN;
}

/** The form's values when every field is a whole number within its bounds, else each field's error. */
export function readParcelForm(form: ParcelForm): { ok: true; values: ParcelValues } | { ok: false; errors: FieldError[] } {
  const values = Object.fromEntries(PARCEL_FIELDS.map((f) => [f, whole(form[f])])) as unknown as ParcelValues;
  const problems = parcelProblems(values);
  if (problems.length === 0) return { ok: true, values };
  return { ok: false, errors: problems.map(({ field, min, max }) => ({ field, min, max })) };
}

/** The error of a field the staff API refused (`extensions.field`), with its bounds. */
export function serverFieldError(field: unknown): FieldError | null {
  if (typeof field !== 'string' || !(PARCEL_FIELDS as readonly string[]).includes(field)) return null;
  return { field: field as ParcelField, ...parcelFieldBounds(field as ParcelField) };
}

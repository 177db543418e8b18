/**
 * The bounds of a part category's default parcel, as the staff edit it (the back office's form and
 * the staff API check the same ones; the table parcel_defaults holds them as CHECK constraints):
 * whole grams and whole centimetres, a part's boxed size, not a pallet's.
 */
export const PARCEL_LIMITS = {
  minWeightGrams: 1,
  maxWeightGrams: 100_000,
  minSideCm: 1,
  maxSideCm: 300,
} as const;

export type ParcelField = 'weightGrams' | 'lengthCm' | 'widthCm' | 'heightCm';

export const PARCEL_FIELDS: readonly ParcelField[] = ['weightGrams', 'lengthCm', 'widthCm', 'heightCm'];

/** Why a value is refused: not a whole number, or outside the field's bounds. */
export type ParcelProblem = 'not-whole' | 'out-of-range';

export interface ParcelFieldProblem {
  field: ParcelField;
  problem: ParcelProblem;
  min: number;
  max: number;
}

export const parcelFieldBounds = (field: ParcelField): { min: number; max: number } =>
  field === 'weightGrams'
    ? { min: PARCEL_LIMITS.minWeightGrams, max: PARCEL_LIMITS.maxWeightGrams }
    : { min: PARCEL_LIMITS.minSideCm, max: PARCEL_LIMITS.maxSideCm };

/** The fields of a parcel refused, first to last (none: it can be stored). */
export function parcelProblems(parcel: Readonly<Record<ParcelField, number>>): ParcelFieldProblem[] {
  return PARCEL_FIELDS.flatMap((field): ParcelFieldProblem[] => {
    const value = parcel[field];
    const { min, max } = parcelFieldBounds(field);
    if (!Number.isInteger(value)) return [{ field, problem: 'not-whole', min, max }];
    if (value < min || value > max) return [{ field, problem: 'out-of-range', min, max }];
    return [];
  });
}

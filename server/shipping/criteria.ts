import { fold } from '../../shared/argentina/provinces';
import type { ParcelLine, PartCategory } from './parcels';

/** An article criterion as the parts provider states it: its description, unit and value as text. */
export interface ArticleCriterion {
  description: string;
  unit?: string | null;
  value: string;
}

/** The parcel category of a part from its category or product name (Spanish, any case or accents). */
export function partCategoryOf(name: string): PartCategory {
  const t = fold(name);
  if (/\bfiltro/.test(t)) return 'filter';
  if (/\bdiscos? de freno/.test(t)) return 'brake-disc-pair';
  if (/\b(escape|silenciador|catalizador|tubo de escape)/.test(t)) return 'exhaust';
  if (/\bbateria/.test(t)) return 'battery';
  return 'default';
}

/** A decimal written either way (`0,5`, `1.25`). */
const decimal = (text: string): number | null => {
  const n = Number(text.trim().replace(',', '.'));
  return Number.isFinite(n) && n > 0 ? n : null;
};

const GRAMS_PER: Record<string, number> = { kg: 1000, g: 1 };
const CM_PER: Record<string, number> = { mm: 0.1, cm: 1, m: 100 };

/**
 * A cart line's parcel data from the part's criteria: its weight ("Peso" in kg or g) and, when all
 * three are given, its size ("Longitud", "Ancho", "Altura" in mm, cm or m); what is missing is left
 * to the category's defaults (`unitParcel`).
 */
export function parcelLineFromCriteria(quantity: number, category: PartCategory, criteria: readonly ArticleCriterion[]): ParcelLine {
  const find = (name: string, units: Record<string, number>) => {
    const c = criteria.find((x) => fold(x.description) === name && (x.unit ?? '').toLowerCase() in units);
    const v = c ? decimal(c.value) : null;
    // Tenths (of a centimetre, of a gram): no binary fractions left over.
    return c && v !== null ? Math.round(v * units[(c.unit ?? '').toLowerCase()] * 10) / 10 : null;
  };
  const weight = find('peso', GRAMS_PER);
  const [length, width, height] = [find('longitud', CM_PER), find('ancho', CM_PER), find('altura', CM_PER)];
  return {
    quantity,
    category,
    weightGrams: weight,
    size: length !== null && width !== null && height !== null ? { lengthCm: length, widthCm: width, heightCm: height } : null,
  };
}

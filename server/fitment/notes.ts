import type { FitmentNote, Vehicle } from '../generated/graphql';
import { listOf, type RawArticle, type RawCriterion } from '../provider/raw';

/** TecDoc's criterion "fitting position" (Lado de montaje): where on the vehicle the part goes. */
const MOUNTING_CRITERIA = new Set([100, 101]);
const MOUNTING_NAME = /lado de montaje|posici[oó]n de montaje|eje/i;

/** Linkage criteria that narrow what the vehicle's own production range and engine codes say. */
const NARROWS = { from: new Set([20]), to: new Set([21]), engine: new Set([1042]) };
const NARROWS_NAME = { from: /fabricaci[oó]n desde|production from/i, to: /fabricaci[oó]n hasta|production to/i, engine: /c[oó]digo de motor|engine code/i };

function narrows(c: RawCriterion, what: keyof typeof NARROWS): boolean {
  return (c.criteriaId !== undefined && NARROWS[what].has(c.criteriaId)) || NARROWS_NAME[what].test(c.criteriaDescription ?? '');
}

function criterionValue(c: RawCriterion): string {
  return (c.formattedValue ?? c.rawValue ?? '').trim();
}

function criterionLabel(c: RawCriterion): string {
  const name = (c.criteriaDescription ?? '').trim();
  const unit = c.criteriaUnitDescription;
  const value = criterionValue(c);
  // The unit already travels with a formatted value; a bare raw value gets it in the label.
  return unit && !value.endsWith(unit) ? `${name} [${unit}]` : name;
}

/**
 * The conditions under which a provider article fits one linked vehicle, from what one `getArticles`
 * answer and one vehicle lookup hold (no call of its own): the criteria of that vehicle's linkage,
 * the article's mounting position, and the vehicle's production years and engine codes (those a
 * criterion of the linkage narrows, such as a production start or one engine code, are left to
 * it). Duplicates (the same name and value twice) are left out.
 */
export function fitmentNotes(article: RawArticle, vehicleId: number, vehicle: Vehicle | null): FitmentNote[] {
  const notes: FitmentNote[] = [];
  const seen = new Set<string>();
  const push = (note: FitmentNote) => {
    const key = `${note.label}\u0000${note.value}`.toLowerCase();
    if (!note.value || seen.has(key)) return;
    seen.add(key);
    notes.push(note);
  };
  const linkage = listOf(article.linkages).find((l) => l.linkageTargetId === vehicleId);
  const criteria = listOf(linkage?.linkageCriteria ?? []);
  for (const c of criteria) {
    push({ kind: 'LINKAGE_CRITERION', label: criterionLabel(c), value: criterionValue(c) });
  }
  for (const c of listOf(article.articleCriteria)) {
    const mounting = (c.criteriaId !== undefined && MOUNTING_CRITERIA.has(c.criteriaId)) || MOUNTING_NAME.test(c.criteriaDescription ?? '');
    if (mounting) push({ kind: 'MOUNTING_POSITION', label: criterionLabel(c), value: criterionValue(c) });
  }
  const narrowed = (what: keyof typeof NARROWS) => criteria.some((c) => narrows(c, what));
  if (vehicle) {
    if (!narrowed('from')) push({ kind: 'PRODUCTION_FROM', label: 'Año de fabricación desde', value: String(vehicle.year) });
    if (vehicle.yearTo && !narrowed('to')) push({ kind: 'PRODUCTION_TO', label: 'Año de fabricación hasta', value: String(vehicle.yearTo) });
    if (vehicle.engineCodes.length > 0 && !narrowed('engine')) push({ kind: 'ENGINE_CODES', label: 'Código de motor', value: vehicle.engineCodes.join(', ') });
  }
  return notes;
}

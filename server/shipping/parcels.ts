/**
 * Parcels: what a cart weighs and measures once packed. Weights are whole grams, sizes whole
 * centimetres. A line without its own weight or size takes its category's default, so a quote is
 * never refused for a missing measurement.
 */

/** Carriers bill the greater of the real weight and the volumetric one: cm³ divided by this gives kg. */
export const VOLUMETRIC_DIVISOR_CM3_PER_KG = 5000;

export interface Size {
  lengthCm: number;
  widthCm: number;
  heightCm: number;
}

export interface Parcel extends Size {
  weightGrams: number;
}

export type PartCategory = 'filter' | 'brake-disc-pair' | 'exhaust' | 'battery' | 'default';

/** Every part category, in the order the back office lists them. */
export const PART_CATEGORIES: readonly PartCategory[] = ['filter', 'brake-disc-pair', 'exhaust', 'battery', 'default'];

export const isPartCategory = (value: string): value is PartCategory => (PART_CATEGORIES as readonly string[]).includes(value);

/** The default parcel of one unit of each category. */
export type ParcelDefaults = Readonly<Record<PartCategory, Parcel>>;

/**
 * The code's default parcel of one unit per category: the weight and the boxed size of a typical
 * part. The staff can replace a category's in the back office (table parcel_defaults, read by
 * `loadParcelDefaults`); these hold where they have not.
 */
export const CATEGORY_PARCELS: ParcelDefaults = {
  filter: { weightGrams: 500, lengthCm: 15, widthCm: 12, heightCm: 12 },
  'brake-disc-pair': { weightGrams: 12_000, lengthCm: 32, widthCm: 32, heightCm: 12 },
  exhaust: { weightGrams: 9_000, lengthCm: 110, widthCm: 25, heightCm: 20 },
  battery: { weightGrams: 15_000, lengthCm: 28, widthCm: 18, heightCm: 20 },
  default: { weightGrams: 1_000, lengthCm: 20, widthCm: 15, heightCm: 10 },
};

/** A box the shop packs into, and the most it may weigh filled. */
export interface BoxSize extends Size {
  name: string;
  maxWeightGrams: number;
}

/** The shop's boxes when the settings name none: small, medium, large, and a long one for exhausts. */
export const DEFAULT_BOXES: readonly BoxSize[] = [
  { name: 'S', lengthCm: 30, widthCm: 20, heightCm: 15, maxWeightGrams: 10_000 },
  { name: 'M', lengthCm: 40, widthCm: 30, heightCm: 25, maxWeightGrams: 20_000 },
  { name: 'L', lengthCm: 60, widthCm: 40, heightCm: 35, maxWeightGrams: 30_000 },
  { name: 'XL', lengthCm: 120, widthCm: 35, heightCm: 30, maxWeightGrams: 30_000 },
];

/** Share of a box's volume that parts can fill (the rest is padding and the shapes that do not tessellate). */
export const FILL_RATIO = 0.8;

export const volumeCm3 = (s: Size): number => s.lengthCm * s.widthCm * s.heightCm;

/** The weight a carrier bills: the real one or the volumetric one (cm³ / divisor kg), whichever is greater, in grams. */
export function billableWeightGrams(parcel: Parcel, divisor = VOLUMETRIC_DIVISOR_CM3_PER_KG): number {
  const volumetric = Math.ceil((volumeCm3(parcel) * 1000) / divisor);
  return Math.max(parcel.weightGrams, volumetric);
}

/** One cart line as the packer sees it: its own measurements when the catalogue gives them, else its category's. */
export interface ParcelLine {
  quantity: number;
  category?: PartCategory | null;
  weightGrams?: number | null;
  size?: Size | null;
}

/** The code's defaults with the categories the staff edited replaced (the others, and any unknown category, ignored). */
export function withEditedDefaults(edited: Partial<Record<string, Parcel>>, base: ParcelDefaults = CATEGORY_PARCELS): ParcelDefaults {
  const out = { ...base };
  for (const category of PART_CATEGORIES) {
    const p = edited[category];
    if (p) out[category] = { weightGrams: p.weightGrams, lengthCm: p.lengthCm, widthCm: p.widthCm, heightCm: p.heightCm };
  }
  return out;
}

/** The unit parcel of a line: given measurements first, the category's defaults (`defaults`, else the code's) for what is missing. */
export function unitParcel(line: ParcelLine, defaults: ParcelDefaults = CATEGORY_PARCELS): Parcel {
  const fallback = defaults[line.category ?? 'default'] ?? defaults.default ?? CATEGORY_PARCELS.default;
  const size = line.size && line.size.lengthCm > 0 && line.size.widthCm > 0 && line.size.heightCm > 0 ? line.size : fallback;
  const weightGrams = line.weightGrams && line.weightGrams > 0 ? line.weightGrams : fallback.weightGrams;
  return { weightGrams: Math.ceil(weightGrams), lengthCm: Math.ceil(size.lengthCm), widthCm: Math.ceil(size.widthCm), heightCm: Math.ceil(size.heightCm) };
}

const sortedDims = (s: Size): number[] => [s.lengthCm, s.widthCm, s.heightCm].sort((a, b) => b - a);

/** Whether an item fits a box in some orientation (each side against the box's sides, both sorted). */
export function fitsIn(item: Size, box: Size): boolean {
  const a = sortedDims(item);
  const b = sortedDims(box);
  return a[0] <= b[0] && a[1] <= b[1] && a[2] <= b[2];
}

interface OpenBox {
  box: BoxSize;
  items: Parcel[];
  volume: number;
  weight: number;
}

const canHold = (box: BoxSize, items: Parcel[], volume: number, weight: number): boolean =>
  volume <= volumeCm3(box) * FILL_RATIO && weight <= box.maxWeightGrams && items.every((i) => fitsIn(i, box));

/**
 * Packs lines into the shop's boxes, first fit by decreasing volume: each unit goes into the first
 * open box that can still hold it (by fill volume, weight and shape), else into a new box, the
 * smallest that holds it; a unit no box holds ships in its own packaging. Each box is then shrunk
 * to the smallest box holding its contents. A line without its own measurements takes its
 * category's from `defaults` (the staff's, read per quote; the code's when omitted). Returns the
 * parcels, largest first.
 */
export function packParcels(lines: readonly ParcelLine[], boxes: readonly BoxSize[] = DEFAULT_BOXES, defaults: ParcelDefaults = CATEGORY_PARCELS): Parcel[] {
  const bySize = [...boxes].sort((a, b) => volumeCm3(a) - volumeCm3(b));
  const units: Parcel[] = [];
  for (const line of lines) {
    const quantity = Math.max(0, Math.floor(line.quantity));
    const unit = unitParcel(line, defaults);
    for (let i = 0; i < quantity; i++) units.push(unit);
  }
  units.sort((a, b) => volumeCm3(b) - volumeCm3(a) || b.weightGrams - a.weightGrams);
  const open: OpenBox[] = [];
  const own: Parcel[] = [];
  for (const unit of units) {
    const v = volumeCm3(unit);
    const target = open.find((o) => canHold(o.box, [unit], o.volume + v, o.weight + unit.weightGrams));
    if (target) {
      target.items.push(unit);
      target.volume += v;
      target.weight += unit.weightGrams;
      continue;
    }
    const box = bySize.find((b) => canHold(b, [unit], v, unit.weightGrams));
    if (box) open.push({ box, items: [unit], volume: v, weight: unit.weightGrams });
    else own.push(unit);
  }
  const packed = open.map((o): Parcel => {
    const box = bySize.find((b) => canHold(b, o.items, o.volume, o.weight)) ?? o.box;
    return { weightGrams: o.weight, lengthCm: box.lengthCm, widthCm: box.widthCm, heightCm: box.heightCm };
  });
  return [...packed, ...own].sort((a, b) => volumeCm3(b) - volumeCm3(a) || b.weightGrams - a.weightGrams);
}

/** A stable text naming a set of parcels (order does not matter): part of the key quotes are cached under. */
export function parcelSignature(parcels: readonly Parcel[]): string {
  return parcels
    .map((p) => `${sortedDims(p).join('x')}:${p.weightGrams}`)
    .sort()
    .join('+');
}

/** Parses box sizes as written in the settings: `name=LxWxH@maxKg`, comma-separated (e.g. `S=30x20x15@10,M=40x30x25@20`). */
export function parseBoxSizes(text: string): BoxSize[] | null {
  const boxes: BoxSize[] = [];
  for (const item of text.split(',').map((s) => s.trim()).filter(Boolean)) {
    const m = /^([A-Za-z0-9-]+)=(\d{1,3})x(\d{1,3})x(\d{1,3})@(\d{1,3})$/.exec(item);
    if (!m) return null;
    const [l, w, h, kg] = [m[2], m[3], m[4], m[5]].map(Number);
    if (l === 0 || w === 0 || h === 0 || kg === 0) return null;
    boxes.push({ name: m[1], lengthCm: l, widthCm: w, heightCm: h, maxWeightGrams: kg * 1000 });
  }
  return boxes.length > 0 ? boxes : null;
}

/**
 * The shop's price rules as plain functions over integer centavos and basis points (2100 = 21 %).
 * A division rounds once, half up; sums never round.
 */

/** IVA of most parts, in basis points. */
export const IVA_GENERAL_BP = 2100;
/** The reduced IVA some categories carry. */
export const IVA_REDUCED_BP = 1050;

export type RuleScope = 'brand' | 'category' | 'supplier' | 'default';

export interface MarkupRule {
  scope: RuleScope;
  /** The brand, category or supplier the rule is for ('' for the default). */
  key: string;
  /** Mark-up over the cost without IVA. */
  percentBp: number;
  /** Added to the marked-up cost, without IVA. */
  surchargeCentavos: number;
  /** The consumer price is rounded up to a multiple of this (1 = to the centavo). */
  roundingCentavos: number;
  /** The price without IVA is never below cost × (1 + this). */
  minMarginBp: number;
}

export interface OfferCost {
  supplierId: string;
  brandKey: string | null;
  categoryKey: string | null;
  costCentavos: number;
  costIncludesIva: boolean;
}

/** a × b / c rounded half up, for non-negative whole numbers. */
export function mulDiv(a: number, b: number, c: number): number {
  return Math.floor((a * b + Math.floor(c / 2)) / c);
}

/** The IVA contained in a price that includes it. */
export function ivaIncluded(priceCentavos: number, rateBp: number): number {
  return priceCentavos - mulDiv(priceCentavos, 10_000, 10_000 + rateBp);
}

const PRECEDENCE: readonly RuleScope[] = ['brand', 'category', 'supplier', 'default'];

/** The most specific rule for an offer: its brand's, its category's, its supplier's, else the default. */
export function ruleFor(rules: readonly MarkupRule[], offer: Pick<OfferCost, 'supplierId' | 'brandKey' | 'categoryKey'>): MarkupRule | null {
  const keyOf: Record<RuleScope, string | null> = { brand: offer.brandKey, category: offer.categoryKey, supplier: offer.supplierId, default: '' };
  for (const scope of PRECEDENCE) {
    const key = keyOf[scope];
    if (key === null) continue;
    const rule = rules.find((r) => r.scope === scope && r.key === key);
    if (rule) return rule;
  }
  return null;
}

/**
 * The consumer price (IVA included) of an offer under a rule: the cost with IVA, marked up by the
 * rule's percentage, plus its surcharge (with IVA), at least the minimum margin over cost, rounded
 * up to the rule's step (rounding up never eats the margin). Working on the cost with IVA keeps a
 * cost that includes IVA exact: a 0 % rule sells at that cost to the centavo.
 */
export function sellingPrice(offer: Pick<OfferCost, 'costCentavos' | 'costIncludesIva'>, rule: MarkupRule, ivaBp: number): number {
  const cost = offer.costIncludesIva ? offer.costCentavos : mulDiv(offer.costCentavos, 10_000 + ivaBp, 10_000);
  const marked = mulDiv(cost, 10_000 + rule.percentBp, 10_000) + mulDiv(rule.surchargeCentavos, 10_000 + ivaBp, 10_000);
  const floor = Math.ceil((cost * (10_000 + rule.minMarginBp)) / 10_000);
  const step = Math.max(1, rule.roundingCentavos);
  return Math.ceil(Math.max(marked, floor) / step) * step;
}

export interface SalePrice {
  priceCentavos: number;
  startsAt: number;
  endsAt: number | null;
}

/** The sale price in force at a moment (the lowest, when several overlap), or null. */
export function saleAt(sales: readonly SalePrice[], now: number): number | null {
  let best: number | null = null;
  for (const s of sales) {
    if (s.startsAt <= now && (s.endsAt === null || now < s.endsAt) && (best === null || s.priceCentavos < best)) best = s.priceCentavos;
  }
  return best;
}

/** Pesos as the API answers them: exact to the centavo. */
export const toPesos = (centavos: number): number => centavos / 100;
/** Pesos given by a person or a feed as centavos. */
export const toCentavos = (pesos: number): number => Math.round(pesos * 100);

import { mulDiv, type MarkupRule, type OfferCost } from './rules';

/** Why an offer sells at its price: each step of `sellingPrice`, for the staff. */
export interface PriceExplanation {
  rule: MarkupRule;
  ivaBp: number;
  costCentavos: number;
  costIncludesIva: boolean;
  /** The cost with IVA (the cost itself when it includes it). */
  costWithIvaCentavos: number;
  /** The cost with IVA marked up by the rule's percentage. */
  markedUpCentavos: number;
  /** The rule's surcharge with IVA. */
  surchargeWithIvaCentavos: number;
  /** The least price the rule's minimum margin allows. */
  minimumCentavos: number;
  /** Whether the minimum margin, not the mark-up, set the price before rounding. */
  minimumApplied: boolean;
  /** Rounded up to the rule's step: the consumer price, IVA included. */
  priceCentavos: number;
}

/**
 * The steps of `sellingPrice` (server/pricing/rules.ts) for one offer under one rule, with the same
 * arithmetic, so `priceCentavos` is always what the price book charges.
 */
export function explainPrice(offer: Pick<OfferCost, 'costCentavos' | 'costIncludesIva'>, rule: MarkupRule, ivaBp: number): PriceExplanation {
  const cost = offer.costIncludesIva ? offer.costCentavos : mulDiv(offer.costCentavos, 10_000 + ivaBp, 10_000);
  const markedUp = mulDiv(cost, 10_000 + rule.percentBp, 10_000);
  const surcharge = mulDiv(rule.surchargeCentavos, 10_000 + ivaBp, 10_000);
  const minimum = Math.ceil((cost * (10_000 + rule.minMarginBp)) / 10_000);
  const step = Math.max(1, rule.roundingCentavos);
  const before = Math.max(markedUp + surcharge, minimum);
  return {
    rule,
    ivaBp,
    costCentavos: offer.costCentavos,
    costIncludesIva: offer.costIncludesIva,
    costWithIvaCentavos: cost,
    markedUpCentavos: markedUp,
    surchargeWithIvaCentavos: surcharge,
    minimumCentavos: minimum,
    minimumApplied: minimum > markedUp + surcharge,
    priceCentavos: Math.ceil(before / step) * step,
  };
}

import type { ProductModel } from '../catalog/model';
import type { GraphQLContext } from '../context';
import { badInput, userError } from '../errors';
import type { ShippingMode } from '../generated/graphql';
import { sessionSecrets } from '../session';
import { toPesos } from '../pricing/rules';
import { findPostalArea, type PostalArea, type PostalAreaProblem } from '../../shared/argentina/postal-area';
import {
  loadParcelDefaults,
  packParcels,
  parcelLineFromCriteria,
  parcelSignature,
  partCategoryOf,
  DEFAULT_BOXES,
  type ArticleCriterion,
  type Branch,
  type CarrierId,
  type ParcelDefaults,
  type ParcelLine,
} from '../shipping';
import { deliveryWindow } from './dates';
import { CARRIER_NAMES, MODE, type OrderShippingModel, type ShippingBranchModel } from './model';
import { checkQuote, quoteSigningKey, signQuote, type QuoteClaim } from './quote-token';
import type { OptionCarrier } from './model';

type Ctx = Pick<GraphQLContext, 'app' | 'config'>;

/** The shop's own counter: free, ready the next working day, always offered. */
const PICKUP = { service: 'Retiro en el local', priceCentavos: 0, deliveryDaysMin: 1, deliveryDaysMax: 1 };

export interface ShippingOptionModel {
  quoteId: string;
  carrier: OptionCarrier;
  carrierName: string;
  service: string;
  mode: ShippingMode;
  price: number;
  priceCentavos: number;
  deliveryDaysMin: number;
  deliveryDaysMax: number;
  arrivesFrom: string;
  arrivesBy: string;
  validUntil: string;
}

export interface ShippingQuoteModel {
  postcode: string;
  code: string;
  province: string;
  locality: string | null;
  options: ShippingOptionModel[];
  cheapest: ShippingOptionModel | null;
  fallback: boolean;
}

/** How an order ships: the claim its quote id vouched for, and the branch chosen. */
export interface ChosenShipping {
  quoteId: string;
  claim: QuoteClaim;
  branch: ShippingBranchModel | null;
  /** The postal code as the shopper wrote it (normalised). */
  postcode: string;
  /** The categories' default parcels read when the choice was checked, to check the cart again with the same ones. */
  defaults: ParcelDefaults;
}

/** A product and how many: what is packed. */
export interface ShippedLine {
  product: ProductModel;
  quantity: number;
  priceCentavos: number;
}


/** BAD_USER_INPUT for a code that is not one, SHIPPING_POSTCODE_UNKNOWN for one the table does not hold. */
export function postcodeError(problem: PostalAreaProblem, postcode: string): Error {
  if (problem === 'ERROR_POSTCODE_UNKNOWN') {
    return userError('SHIPPING_POSTCODE_UNKNOWN', 'SHIPPING_POSTCODE_UNKNOWN', { status: 400, extensions: { postcode: postcode.slice(0, 20) } });
  }
  return badInput(problem, 'postcode');
}

export function requireArea(postcode: string): PostalArea {
  const found = findPostalArea(postcode);
  if (!found.ok) throw postcodeError(found.problem, postcode);
  return found.area;
}

/** `Peso [kg]` → description `Peso`, unit `kg`. */
function criteriaOf(product: ProductModel): ArticleCriterion[] {
  return (product.attributes ?? []).flatMap((a) => {
    const m = /^(.*?)\s*\[([^\]]+)\]\s*$/.exec(a.name);
    const value = a.values[0]?.name;
    return value ? [{ description: m ? m[1] : a.name, unit: m ? m[2] : null, value }] : [];
  });
}

/** A cart line as the packer sees it: the part's weight and size from its criteria, else its category's. */
export function parcelLineOf(product: ProductModel, quantity: number): ParcelLine {
  const named = [...(product.categories ?? []).map((c) => c.name), product.name].join(' · ');
  return parcelLineFromCriteria(quantity, partCategoryOf(named), criteriaOf(product));
}

function signatureOf(ctx: Ctx, lines: readonly ShippedLine[], defaults: ParcelDefaults): string {
  return parcelSignature(packParcels(lines.map((l) => parcelLineOf(l.product, l.quantity)), ctx.config.shipping.boxes ?? DEFAULT_BOXES, defaults));
}

let keyMemo: { secret: string; key: Buffer } | null = null;
function signingKey(ctx: Ctx): Buffer {
  const secret = sessionSecrets(ctx.config)[0];
  if (keyMemo?.secret !== secret) keyMemo = { secret, key: quoteSigningKey(secret) };
  return keyMemo.key;
}

function optionModel(ctx: Ctx, claim: QuoteClaim, now: Date): ShippingOptionModel {
  const window = deliveryWindow(now, claim.deliveryDaysMin, claim.deliveryDaysMax);
  return {
    quoteId: signQuote(signingKey(ctx), claim),
    carrier: claim.carrier,
    carrierName: CARRIER_NAMES[claim.carrier],
    service: claim.service,
    mode: MODE[claim.mode],
    price: toPesos(claim.priceCentavos),
    priceCentavos: claim.priceCentavos,
    deliveryDaysMin: claim.deliveryDaysMin,
    deliveryDaysMax: claim.deliveryDaysMax,
    arrivesFrom: window.from,
    arrivesBy: window.to,
    validUntil: new Date(claim.expiresAt).toISOString(),
  };
}

/**
 * The options to ship these lines to a postal code: the carriers' (or the flat rate's, when none
 * answers in time), cheapest first, then the shop's counter; each with a signed quote id.
 */
export async function quoteLines(
  ctx: Ctx,
  postcode: string,
  lines: readonly ShippedLine[],
  defaults?: ParcelDefaults,
): Promise<ShippingQuoteModel> {
  const area = requireArea(postcode);
  const base = { postcode: area.postcode, code: area.code, province: area.province.name, locality: area.locality };
  if (lines.length === 0) return { ...base, options: [], cheapest: null, fallback: false };
  const answer = await ctx.app.shipping.quotes.quote({
    postcode: area.postcode,
    lines: lines.map((l) => parcelLineOf(l.product, l.quantity)),
    // The staff's defaults as stored now (one small read): a change shows in the next quote of every
    // gateway process, and gives new parcels, so a quote cached for the old ones is not reused.
    defaults: defaults ?? (await loadParcelDefaults(ctx.app.db)),
    declaredValueCentavos: lines.reduce((s, l) => s + l.priceCentavos * l.quantity, 0),
  });
  if (!answer.ok) throw postcodeError(answer.problem, postcode);
  const { result } = answer;
  const parcels = parcelSignature(result.parcels);
  const now = new Date();
  const claims: QuoteClaim[] = result.options.map((o) => ({
    carrier: o.carrier,
    service: o.service,
    mode: o.mode,
    priceCentavos: o.priceCentavos,
    deliveryDaysMin: o.deliveryDaysMin,
    deliveryDaysMax: o.deliveryDaysMax,
    code: area.code,
    province: area.province.letter,
    parcels,
    expiresAt: o.validUntil.getTime(),
  }));
  const longest = Math.max(now.getTime() + 60_000, ...claims.map((c) => c.expiresAt));
  claims.push({ carrier: 'shop', mode: 'pickup', ...PICKUP, code: area.code, province: area.province.letter, parcels, expiresAt: longest });
  const options = claims.map((c) => optionModel(ctx, c, now));
  return { ...base, options, cheapest: options.find((o) => o.mode !== 'PICKUP') ?? null, fallback: result.fallback };
}

/** A carrier's branches near a postal code (the list a branch option is chosen from). */
export async function branchesNear(ctx: Ctx, postcode: string, carrier: string): Promise<ShippingBranchModel[]> {
  const area = requireArea(postcode);
  if (!ctx.app.shipping.carriers.has(carrier as CarrierId)) return [];
  const answer = await ctx.app.shipping.branchesNear(area.postcode, [carrier as CarrierId]);
  if (!answer.ok) throw postcodeError(answer.problem, postcode);
  return answer.branches.map(branchModel);
}

const branchModel = (b: Branch): ShippingBranchModel => ({ id: b.id, carrier: b.carrier, name: b.name, address: b.address, locality: b.locality, postcode: b.postcode });

const quoteInvalid = (reason: string) => userError('SHIPPING_QUOTE_INVALID', 'SHIPPING_QUOTE_INVALID', { status: 409, extensions: { reason } });
const branchInvalid = () => userError('SHIPPING_BRANCH_INVALID', 'SHIPPING_BRANCH_INVALID', { status: 400 });

/**
 * The shipping an order is charged: the quote id the shopper chose, checked (signed by the shop,
 * not expired, priced for the parcels the cart packs into now, to the shipping address's postal code
 * for home delivery) with its branch among the carrier's near the code; without a choice, the
 * cheapest home delivery to the shipping address, quoted now. The price is the quote's, never the client's.
 */
export async function chooseShipping(
  ctx: Ctx,
  lines: readonly ShippedLine[],
  addressPostcode: string,
  choice: { quoteId: string; branchId?: string | null } | null | undefined,
): Promise<ChosenShipping> {
  const defaults = await loadParcelDefaults(ctx.app.db);
  if (!choice) {
    const quote = await quoteLines(ctx, addressPostcode, lines, defaults);
    const home = quote.options.find((o) => o.mode === 'HOME') as ShippingOptionModel;
    const check = checkQuote(signingKey(ctx), home.quoteId, signatureOf(ctx, lines, defaults));
    if (!check.ok) throw quoteInvalid(check.reason);
    return { quoteId: home.quoteId, claim: check.claim, branch: null, postcode: quote.postcode, defaults };
  }
  const check = checkQuote(signingKey(ctx), choice.quoteId, signatureOf(ctx, lines, defaults));
  if (!check.ok) throw quoteInvalid(check.reason);
  const { claim } = check;
  if (claim.mode === 'home') {
    const address = findPostalArea(addressPostcode);
    if (!address.ok || address.area.code !== claim.code) throw quoteInvalid('other-postcode');
    return { quoteId: choice.quoteId, claim, branch: null, postcode: address.area.postcode, defaults };
  }
  if (claim.mode === 'pickup') return { quoteId: choice.quoteId, claim, branch: null, postcode: claim.code, defaults };
  if (!choice.branchId || claim.carrier === 'flat-rate' || claim.carrier === 'shop') throw branchInvalid();
  const branches = await ctx.app.shipping.branchesNear(claim.code, [claim.carrier]);
  const branch = branches.ok ? branches.branches.find((b) => b.id === choice.branchId) : undefined;
  if (!branch) throw branchInvalid();
  return { quoteId: choice.quoteId, claim, branch: branchModel(branch), postcode: claim.code, defaults };
}

/** SHIPPING_QUOTE_INVALID (`cart-changed`) unless these lines pack into the parcels the chosen quote was priced for. */
export function assertSameParcels(ctx: Ctx, lines: readonly ShippedLine[], chosen: ChosenShipping): void {
  if (signatureOf(ctx, lines, chosen.defaults) !== chosen.claim.parcels) throw quoteInvalid('cart-changed');
}

export function orderShippingOf(chosen: ChosenShipping): OrderShippingModel {
  const { claim } = chosen;
  return {
    carrier: claim.carrier,
    carrierName: CARRIER_NAMES[claim.carrier],
    service: claim.service,
    mode: MODE[claim.mode],
    branch: chosen.branch,
    postcode: chosen.postcode,
    price: toPesos(claim.priceCentavos),
    deliveryDaysMin: claim.deliveryDaysMin,
    deliveryDaysMax: claim.deliveryDaysMax,
  };
}

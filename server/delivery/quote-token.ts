import crypto from 'node:crypto';
import type { OptionCarrier, OptionMode } from './model';


/**
 * What a quote id vouches for: the option as the shopper was shown it, the destination and the
 * parcels it was priced for, and until when. The id is this, signed by the gateway: a checkout
 * charges exactly the price inside, never a price the client sends, and only for the same parcels.
 */
export interface QuoteClaim {
  carrier: OptionCarrier;
  service: string;
  mode: OptionMode;
  priceCentavos: number;
  deliveryDaysMin: number;
  deliveryDaysMax: number;
  /** Four-digit code and province letter of the destination. */
  code: string;
  province: string;
  /** `parcelSignature` of the cart's parcels when quoted. */
  parcels: string;
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

export type QuoteCheck = { ok: true; claim: QuoteClaim } | { ok: false; reason: 'malformed' | 'expired' | 'cart-changed' };

/** The key quote ids are signed with, derived from the shop's first session secret (one key for every worker). */
export function quoteSigningKey(secret: string): Buffer {
  return crypto.createHmac('sha256', secret).update('shipping-quote-id/v1').digest();
}

const mac = (key: Buffer, body: string) => crypto.createHmac('sha256', key).update(body).digest('base64url').slice(0, 32);

export function signQuote(key: Buffer, claim: QuoteClaim): string {
  const body = Buffer.from(
    JSON.stringify([1, claim.carrier, claim.service, claim.mode, claim.priceCentavos, claim.deliveryDaysMin, claim.deliveryDaysMax, claim.code, claim.province, claim.parcels, claim.expiresAt]),
  ).toString('base64url');
  return `${body}.${mac(key, body)}`;
}

const CARRIERS: readonly string[] = ['andreani', 'correo-argentino', 'oca', 'flat-rate', 'shop'];
const MODES: readonly string[] = ['home', 'branch', 'pickup'];

/**
 * A quote id checked: signed by this shop, not expired, and priced for the parcels the cart packs
 * into now (`parcels`, its signature); else why not.
 */
export function checkQuote(key: Buffer, id: string, parcels: string, now = Date.now()): QuoteCheck {
  const [body, signature, extra] = id.split('.');
  if (!body || !signature || extra !== undefined || id.length > 2000) return { ok: false, reason: 'malformed' };
  const expected = Buffer.from(mac(key, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return { ok: false, reason: 'malformed' };
  let fields: unknown;
  try {
    fields = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (!Array.isArray(fields) || fields.length !== 11 || fields[0] !== 1) return { ok: false, reason: 'malformed' };
  const [, carrier, service, mode, price, min, max, code, province, signed, expiresAt] = fields as unknown[];
  if (typeof carrier !== 'string' || !CARRIERS.includes(carrier) || typeof mode !== 'string' || !MODES.includes(mode)) return { ok: false, reason: 'malformed' };
  const claim: QuoteClaim = {
    carrier: carrier as OptionCarrier,
    service: String(service),
    mode: mode as OptionMode,
    priceCentavos: Number(price),
    deliveryDaysMin: Number(min),
    deliveryDaysMax: Number(max),
    code: String(code),
    province: String(province),
    parcels: String(signed),
    expiresAt: Number(expiresAt),
  };
  if (claim.expiresAt <= now) return { ok: false, reason: 'expired' };
  if (claim.parcels !== parcels) return { ok: false, reason: 'cart-changed' };
  return { ok: true, claim };
}

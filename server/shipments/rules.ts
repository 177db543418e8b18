import { CATEGORY_PARCELS, type Parcel } from '../shipping';

/** Why the shop cannot create an order's shipment with a carrier, or null when it can. */
export function shipmentProblem(order: { status: string; hasCarrier: boolean; mode: string | null; branchId: string | null }): string | null {
  if (order.status !== 'PREPARING') return `An order ${order.status} is not waiting for its shipment (it must be PREPARING).`;
  if (!order.hasCarrier || (order.mode !== 'home' && order.mode !== 'branch')) return 'The order ships without a carrier quote (the shop counter or the flat rate): ship it by hand.';
  if (order.mode === 'branch' && !order.branchId) return 'The order goes to a carrier branch but names none.';
  return null;
}

/**
 * The parcels an order's quote was priced for, read back from its quote id (`LxWxH:grams` each,
 * joined by `+`, as parcelSignature writes them); one default parcel (`defaultParcel`: the staff's
 * default of the 'default' category, else the code's) when it carries none.
 */
export function parcelsOfQuoteId(quoteId: string | null, defaultParcel: Parcel = CATEGORY_PARCELS.default): Parcel[] {
  const fallback = [defaultParcel];
  if (!quoteId) return fallback;
  let signature: unknown;
  try {
    const fields: unknown = JSON.parse(Buffer.from(quoteId.split('.')[0] ?? '', 'base64url').toString('utf8'));
    signature = Array.isArray(fields) ? fields[9] : null;
  } catch {
    return fallback;
  }
  if (typeof signature !== 'string') return fallback;
  const parcels: Parcel[] = [];
  for (const item of signature.split('+')) {
    const m = /^(\d+)x(\d+)x(\d+):(\d+)$/.exec(item);
    if (!m) return fallback;
    const [l, w, h] = [m[1], m[2], m[3]].map(Number).sort((x, y) => y - x);
    parcels.push({ lengthCm: l, widthCm: w, heightCm: h, weightGrams: Number(m[4]) });
  }
  return parcels.length > 0 ? parcels : fallback;
}

/** When the next tracking round is due: the start of the next interval (every gateway agrees on it). */
export function nextTrackingSlot(now: number, intervalSeconds: number): { key: string; at: Date } {
  const ms = intervalSeconds * 1000;
  const slot = Math.floor(now / ms) + 1;
  return { key: `shipments.track:${intervalSeconds}:${slot}`, at: new Date(slot * ms) };
}

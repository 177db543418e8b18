import { findPostalArea, shippingZone, type PostalArea, type PostalAreaProblem, type ShippingZone } from '../../shared/argentina/postal-area';
import type { FlatRate } from './config';
import { CATEGORY_PARCELS, DEFAULT_BOXES, packParcels, parcelSignature, type BoxSize, type Parcel, type ParcelDefaults, type ParcelLine } from './parcels';
import type { CarrierId, CarrierPort, DeliveryMode } from './port';

/** One way to ship a cart, as the shopper is offered it. */
export interface ShippingOption {
  /** A carrier, or the shop's flat rate for the zone when no carrier answered. */
  carrier: CarrierId | 'flat-rate';
  service: string;
  mode: DeliveryMode;
  priceCentavos: number;
  deliveryDaysMin: number;
  deliveryDaysMax: number;
  validUntil: Date;
}

export interface QuoteResult {
  area: PostalArea;
  zone: ShippingZone;
  parcels: Parcel[];
  /** Cheapest first. */
  options: ShippingOption[];
  /** No carrier answered within the budget: the options are the shop's flat rate. */
  fallback: boolean;
  /** The carriers that did not answer in time or failed, and why. */
  failures: { carrier: CarrierId; reason: string }[];
  /** Served from the cache. */
  cached: boolean;
}

interface Entry {
  value: Omit<QuoteResult, 'cached'>;
  expiresAt: number;
}

/** Where quotes are kept between requests (a shared store can replace this one). */
export interface QuoteCache {
  get(key: string): Entry | undefined;
  set(key: string, entry: Entry): void;
}

/** Quotes in this process's memory, the oldest dropped past `maxEntries`. */
export class MemoryQuoteCache implements QuoteCache {
  private readonly map = new Map<string, Entry>();

  constructor(
    private readonly maxEntries = 5000,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): Entry | undefined {
    const entry = this.map.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.map.delete(key);
      return undefined;
    }
    return entry;
  }

  set(key: string, entry: Entry): void {
    this.map.delete(key);
    this.map.set(key, entry);
    while (this.map.size > this.maxEntries) this.map.delete(this.map.keys().next().value as string);
  }

  get size(): number {
    return this.map.size;
  }
}

export interface QuoteServiceOptions {
  carriers: readonly CarrierPort[];
  originPostcode: string;
  /** How long a quote waits for the carriers, in ms. */
  budgetMs: number;
  flatRates: Readonly<Record<ShippingZone, FlatRate>>;
  boxes?: readonly BoxSize[];
  /** Longest a carrier's quote is kept, in ms (shorter when the carrier says so). */
  maxTtlMs?: number;
  /** How long the flat rate is kept before the carriers are asked again, in ms. */
  fallbackTtlMs?: number;
  cache?: QuoteCache;
  now?: () => number;
}

export interface QuoteInput {
  /** The shopper's postal code, a CPA or four digits. */
  postcode: string;
  lines: readonly ParcelLine[];
  /** The categories' default parcels for lines without measurements (the staff's, read per quote); the code's when omitted. */
  defaults?: ParcelDefaults;
  /** What the goods are worth (the cart's subtotal), in centavos. */
  declaredValueCentavos: number;
}

export type QuoteAnswer = { ok: true; result: QuoteResult } | { ok: false; problem: PostalAreaProblem };

const NO_ANSWER = Symbol('no answer');

/**
 * Quotes a cart to a postal code: every carrier asked at once, each given the same time budget;
 * the options are the answers of those that replied in time, or, when none did, the shop's flat
 * rate for the destination's zone, so a quote never waits longer than the budget. Answers are
 * cached under the four-digit code, the parcels' signature and the declared value until the
 * earliest carrier validity (the flat rate briefly, so carriers are asked again soon); the same
 * quote asked twice at once calls the carriers once.
 */
export function createQuoteService(options: QuoteServiceOptions) {
  const now = options.now ?? Date.now;
  const cache = options.cache ?? new MemoryQuoteCache(5000, now);
  const maxTtlMs = options.maxTtlMs ?? 30 * 60_000;
  const fallbackTtlMs = options.fallbackTtlMs ?? 60_000;
  const inFlight = new Map<string, Promise<Omit<QuoteResult, 'cached'>>>();

  async function askCarriers(area: PostalArea, parcels: Parcel[], declaredValueCentavos: number): Promise<Entry> {
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<typeof NO_ANSWER>((resolve) => {
      timer = setTimeout(() => {
        controller.abort();
        resolve(NO_ANSWER);
      }, options.budgetMs);
    });
    const request = {
      originPostcode: options.originPostcode,
      destinationPostcode: area.code,
      destinationProvince: area.province.letter,
      parcels,
      declaredValueCentavos,
      signal: controller.signal,
    };
    const settled = await Promise.all(
      options.carriers.map(async (carrier) => {
        try {
          const answer = await Promise.race([carrier.quote(request), deadline]);
          return answer === NO_ANSWER ? { carrier: carrier.id, error: 'no answer within the budget' } : { carrier: carrier.id, quotes: answer };
        } catch (err) {
          return { carrier: carrier.id, error: controller.signal.aborted ? 'no answer within the budget' : (err as Error).message };
        }
      }),
    );
    clearTimeout(timer);
    const zone = shippingZone(area);
    const failures = settled.flatMap((s) => ('error' in s && s.error ? [{ carrier: s.carrier, reason: s.error }] : []));
    const quotes = settled.flatMap((s) => ('quotes' in s && s.quotes ? s.quotes : []));
    const at = now();
    if (quotes.length === 0) {
      const flat = options.flatRates[zone];
      const expiresAt = at + fallbackTtlMs;
      return {
        expiresAt,
        value: {
          area, zone, parcels, fallback: true, failures,
          options: [{ carrier: 'flat-rate', service: 'Envío estándar', mode: 'home', priceCentavos: flat.priceCentavos, deliveryDaysMin: flat.deliveryDaysMin, deliveryDaysMax: flat.deliveryDaysMax, validUntil: new Date(expiresAt) }],
        },
      };
    }
    const expiresAt = Math.min(at + maxTtlMs, ...quotes.map((q) => q.validUntil.getTime()));
    const sorted = [...quotes].sort((a, b) => a.priceCentavos - b.priceCentavos || a.deliveryDaysMax - b.deliveryDaysMax);
    return { expiresAt, value: { area, zone, parcels, fallback: false, failures, options: sorted } };
  }

  return {
    async quote(input: QuoteInput): Promise<QuoteAnswer> {
      const found = findPostalArea(input.postcode);
      if (!found.ok) return found;
      const area = found.area;
      const parcels = packParcels(input.lines, options.boxes ?? DEFAULT_BOXES, input.defaults ?? CATEGORY_PARCELS);
      if (parcels.length === 0) return { ok: true, result: { area, zone: shippingZone(area), parcels, options: [], fallback: false, failures: [], cached: false } };
      const declared = Math.max(0, Math.round(input.declaredValueCentavos));
      const key = `${area.province.letter}${area.code}|${parcelSignature(parcels)}|${declared}`;
      const hit = cache.get(key);
      if (hit) return { ok: true, result: { ...hit.value, area, cached: true } };
      let pending = inFlight.get(key);
      if (!pending) {
        pending = askCarriers(area, parcels, declared)
          .then((entry) => {
            cache.set(key, entry);
            return entry.value;
          })
          .finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      return { ok: true, result: { ...(await pending), area, cached: false } };
    },
  };
}

export type QuoteService = ReturnType<typeof createQuoteService>;

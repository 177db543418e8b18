import { findPostalArea } from '../../shared/argentina/postal-area';
import type { CorreoArgentinoConfig } from './config';
import { carrierFetch, centavosToPesos, days, isRecord, parseJson, pesosToCentavos, TokenCache, withToken } from './http';
import type { Parcel } from './parcels';
import { CarrierError, type Branch, type BranchQuery, type CarrierPort, type CarrierTracking, type QuoteRequest, type Shipment, type ShipmentRequest, type ShippingQuote, type TrackingEvent, type TrackingState } from './port';

// ---- MiCorreo's own shapes (Correo Argentino's API for businesses) ----

/** D: to the door (domicilio); S: to a branch (sucursal). */
export type MiCorreoDeliveredType = 'D' | 'S';

export interface MiCorreoRatesRequest {
  customerId: string;
  postalCodeOrigin: string;
  postalCodeDestination: string;
  deliveredType?: MiCorreoDeliveredType;
  /** Grams and centimetres, one package. */
  dimensions: { weight: number; height: number; width: number; length: number };
}

export interface MiCorreoRates {
  customerId: string;
  validTo: string;
  rates: { deliveredType: MiCorreoDeliveredType; productType: string; productName: string; price: number; deliveryTimeMin: string; deliveryTimeMax: string }[];
}

export interface MiCorreoAgency {
  code: string;
  name: string;
  location: { address: { streetName: string; streetNumber: string; city: string; locality?: string; provinceCode: string; postalCode: string } };
  status: string;
}

export interface MiCorreoTracking {
  id: string;
  trackingNumber: string;
  events: { event: string; date: string; branch?: string; status?: string }[];
}

/** Thin typed client of MiCorreo: `POST /token` (basic auth), then `/rates`, `/agencies`, `/shipping/...`. */
export class MiCorreoClient {
  private readonly tokens: TokenCache;

  constructor(
    private readonly config: CorreoArgentinoConfig,
    private readonly timeoutMs: number,
  ) {
    this.tokens = new TokenCache(async (signal) => {
      const basic = Buffer.from(`${config.user}:${config.password}`).toString('base64');
      const res = await carrierFetch(this.http, `${config.baseUrl}/token`, { method: 'POST', headers: { Authorization: `Basic ${basic}` }, signal });
      const body = parseJson('correo-argentino', res.text);
      if (!isRecord(body) || typeof body.token !== 'string') throw new CarrierError('correo-argentino', 'token answer without a token');
      const expires = typeof body.expires === 'string' ? Date.parse(body.expires) : NaN;
      return { value: body.token, expiresAt: Number.isFinite(expires) ? expires : Date.now() + 3_600_000 };
    });
  }

  private get http() {
    return { carrier: 'correo-argentino' as const, timeoutMs: this.timeoutMs };
  }

  private call<T>(method: 'GET' | 'POST', path: string, body: unknown, signal?: AbortSignal): Promise<T> {
    return withToken(
      this.tokens,
      async (token) => {
        const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
        if (body !== undefined) headers['Content-Type'] = 'application/json';
        const res = await carrierFetch(this.http, `${this.config.baseUrl}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal });
        return parseJson('correo-argentino', res.text) as T;
      },
      signal,
    );
  }

  rates(request: Omit<MiCorreoRatesRequest, 'customerId'>, signal?: AbortSignal): Promise<MiCorreoRates> {
    return this.call<MiCorreoRates>('POST', '/rates', { customerId: this.config.customerId, ...request }, signal);
  }

  agencies(provinceCode: string, signal?: AbortSignal): Promise<MiCorreoAgency[]> {
    const params = new URLSearchParams({ customerId: this.config.customerId, provinceCode });
    return this.call<MiCorreoAgency[]>('GET', `/agencies?${params}`, undefined, signal);
  }

  importShipping(body: Record<string, unknown>, signal?: AbortSignal): Promise<{ createdAt: string; trackingNumber?: string }> {
    return this.call('POST', '/shipping/import', { customerId: this.config.customerId, ...body }, signal);
  }

  tracking(shippingId: string, signal?: AbortSignal): Promise<MiCorreoTracking[]> {
    return this.call<MiCorreoTracking[]>('GET', `/shipping/tracking?${new URLSearchParams({ shippingId })}`, undefined, signal);
  }
}

const dimensions = (p: Parcel) => ({ weight: p.weightGrams, height: p.heightCm, width: p.widthCm, length: p.lengthCm });

function trackingState(text: string): TrackingState {
  const t = text.toUpperCase();
  if (t.includes('ENTREGAD')) return 'delivered';
  if (t.includes('DEVUELT') || t.includes('DEVOLUC')) return 'returned';
  if (t.includes('TRANSITO') || t.includes('TRÁNSITO')) return 'in-transit';
  if (t.includes('DISTRIBUCI')) return 'out-for-delivery';
  if (t.includes('SUCURSAL') || t.includes('RETIRAR')) return 'at-branch';
  if (t.includes('ADMITID') || t.includes('PREIMPOSICI')) return 'created';
  return 'unknown';
}

/**
 * Correo Argentino (MiCorreo) behind the carrier port. `/rates` prices one package: a cart of
 * several parcels is priced one call per parcel, at once, and the prices of each product summed.
 */
export function correoArgentinoCarrier(config: CorreoArgentinoConfig, options: { timeoutMs: number }): CarrierPort {
  const client = new MiCorreoClient(config, options.timeoutMs);
  return {
    id: 'correo-argentino',
    async quote(request: QuoteRequest): Promise<ShippingQuote[]> {
      const answers = await Promise.all(
        request.parcels.map((p) => client.rates({ postalCodeOrigin: request.originPostcode, postalCodeDestination: request.destinationPostcode, dimensions: dimensions(p) }, request.signal)),
      );
      const byProduct = new Map<string, ShippingQuote & { count: number }>();
      let validUntil = Infinity;
      for (const answer of answers) {
        const until = Date.parse(answer.validTo);
        validUntil = Math.min(validUntil, Number.isFinite(until) ? until : Date.now() + 30 * 60_000);
        for (const rate of answer.rates ?? []) {
          const price = pesosToCentavos(rate.price);
          const min = days(rate.deliveryTimeMin);
          const max = days(rate.deliveryTimeMax);
          if (price === null || min === null || max === null) throw new CarrierError('correo-argentino', 'a rate without price or delivery time');
          const key = `${rate.deliveredType}:${rate.productType}`;
          const seen = byProduct.get(key);
          if (seen) {
            seen.priceCentavos += price;
            seen.deliveryDaysMax = Math.max(seen.deliveryDaysMax, max);
            seen.count += 1;
          } else {
            byProduct.set(key, {
              carrier: 'correo-argentino', service: rate.productName, mode: rate.deliveredType === 'S' ? 'branch' : 'home',
              priceCentavos: price, deliveryDaysMin: min, deliveryDaysMax: max, validUntil: new Date(0), count: 1,
            });
          }
        }
      }
      // Only products every parcel can travel by.
      return [...byProduct.values()].filter((q) => q.count === answers.length).map(({ count: _count, ...q }) => ({ ...q, validUntil: new Date(validUntil) }));
    },
    async branches(query: BranchQuery, signal?: AbortSignal): Promise<Branch[]> {
      let province: string;
      let postcode: string | null = null;
      if ('postcode' in query) {
        const found = findPostalArea(query.postcode);
        if (!found.ok) return [];
        province = found.area.province.letter;
        postcode = found.area.code;
      } else province = query.province;
      const agencies = (await client.agencies(province, signal)).filter((a) => a.status === 'ACTIVE');
      const near = postcode ? agencies.filter((a) => a.location.address.postalCode.replace(/\D/g, '').slice(0, 4) === postcode) : [];
      return (near.length > 0 ? near : agencies).map((a) => ({
        carrier: 'correo-argentino',
        id: a.code,
        name: a.name,
        address: `${a.location.address.streetName} ${a.location.address.streetNumber}`.trim(),
        locality: a.location.address.city,
        postcode: a.location.address.postalCode,
        province: a.location.address.provinceCode,
      }));
    },
    async createShipment(request: ShipmentRequest): Promise<Shipment> {
      const r = request.recipient;
      const total = request.parcels.reduce(
        (acc, p) => ({ weight: acc.weight + p.weightGrams, length: Math.max(acc.length, p.lengthCm), width: Math.max(acc.width, p.widthCm), height: acc.height + p.heightCm }),
        { weight: 0, length: 0, width: 0, height: 0 },
      );
      const answer = await client.importShipping(
        {
          extOrderId: request.reference,
          orderNumber: request.reference,
          recipient: { name: r.name, email: r.email, phone: r.phone },
          shipping: {
            deliveryType: request.quote.mode === 'branch' ? 'S' : 'D',
            agency: request.quote.mode === 'branch' ? request.branchId : undefined,
            address: { streetName: r.street, streetNumber: r.number, city: r.locality, provinceCode: r.province, postalCode: r.postcode },
            declaredValue: Number(centavosToPesos(request.declaredValueCentavos)),
            ...total,
          },
        },
        request.signal,
      );
      // MiCorreo names the shipment by the shop's own order id until its tracking number is known.
      return { carrier: 'correo-argentino', trackingNumber: answer.trackingNumber ?? request.reference, labelReference: request.reference };
    },
    async track({ trackingNumber, labelReference }: Pick<Shipment, 'trackingNumber' | 'labelReference'>, signal?: AbortSignal): Promise<CarrierTracking> {
      // MiCorreo finds a shipment by the shop's order id (the label reference) whatever its tracking number.
      const list = await client.tracking(labelReference, signal);
      const found = list[0];
      const events = (found?.events ?? []).map((e) => ({ at: new Date(e.date), state: trackingState(e.event), description: e.event }) satisfies TrackingEvent);
      const carrierNumber = found?.trackingNumber?.trim() ?? '';
      return { events, trackingNumber: carrierNumber !== '' && carrierNumber !== trackingNumber ? carrierNumber : null };
    },
  };
}

import { shippingZone, type ShippingZone } from '../../shared/argentina/postal-area';
import { findProvince, PROVINCES } from '../../shared/argentina/provinces';
import type { AndreaniConfig } from './config';
import { carrierFetch, centavosToPesos, isRecord, parseJson, pesosToCentavos, TokenCache, withToken } from './http';
import { volumeCm3, type Parcel } from './parcels';
import { CarrierError, type Branch, type BranchQuery, type CarrierPort, type CarrierTracking, type QuoteRequest, type Shipment, type ShipmentRequest, type ShippingQuote, type TrackingEvent, type TrackingState } from './port';

// ---- Andreani's own shapes (API v1/v2), as far as the shop reads them ----

/** `GET /v1/tarifas`: the price of the parcels to a destination postal code under a contract. */
export interface AndreaniTarifa {
  pesoAforado: string;
  tarifaSinIva: { seguroDistribucion: string; distribucion: string; total: string };
  tarifaConIva: { seguroDistribucion: string; distribucion: string; total: string };
}

/** One branch of `GET /v2/sucursales`. */
export interface AndreaniSucursal {
  id: number;
  codigo: string;
  descripcion: string;
  direccion: { calle: string; numero: string; provincia: string; localidad: string; codigoPostal: string };
  datosAdicionales?: { seHaceAtencionAlCliente?: boolean; tipo?: string };
}

/** `POST /v2/ordenes-de-envio` answer (the parts the shop keeps). */
export interface AndreaniOrden {
  estado: string;
  agrupadorDeBultos: string;
  bultos: { numeroDeBulto: string; numeroDeEnvio: string; linking: { meta: string; contenido: string }[] }[];
}

/** `GET /v2/envios/{numero}/trazas` answer. */
export interface AndreaniTrazas {
  eventos: { Fecha: string; Estado: string; EstadoId: number; Traduccion?: string; Sucursal?: string }[];
}

export interface AndreaniBulto {
  kilos: number;
  volumen: number;
  largoCm: number;
  anchoCm: number;
  altoCm: number;
  valorDeclarado: string;
}

/** Thin typed client of Andreani's API: a login token (header `x-authorization-token`), then the calls. */
export class AndreaniClient {
  private readonly tokens: TokenCache;

  constructor(
    private readonly config: AndreaniConfig,
    private readonly timeoutMs: number,
  ) {
    this.tokens = new TokenCache(async (signal) => {
      const basic = Buffer.from(`${config.user}:${config.password}`).toString('base64');
      const res = await carrierFetch(this.http, `${config.baseUrl}/login`, { headers: { Authorization: `Basic ${basic}` }, signal });
      const body = parseJson('andreani', res.text);
      const token = res.headers.get('x-authorization-token') ?? (isRecord(body) && typeof body.token === 'string' ? body.token : null);
      if (!token) throw new CarrierError('andreani', 'login gave no token');
      // Andreani's tokens last a day.
      return { value: token, expiresAt: Date.now() + 24 * 3_600_000 };
    });
  }

  private get http() {
    return { carrier: 'andreani' as const, timeoutMs: this.timeoutMs };
  }

  private get<T>(path: string, signal?: AbortSignal): Promise<T> {
    return withToken(
      this.tokens,
      async (token) => parseJson('andreani', (await carrierFetch(this.http, `${this.config.baseUrl}${path}`, { headers: { 'x-authorization-token': token }, signal })).text) as T,
      signal,
    );
  }

  tarifas(query: { cpDestino: string; contrato: string; sucursalOrigen?: string; bultos: AndreaniBulto[] }, signal?: AbortSignal): Promise<AndreaniTarifa> {
    const params = new URLSearchParams({ cpDestino: query.cpDestino, contrato: query.contrato, cliente: this.config.client });
    if (query.sucursalOrigen) params.set('sucursalOrigen', query.sucursalOrigen);
    query.bultos.forEach((b, i) => {
      for (const [key, value] of Object.entries(b)) params.set(`bultos[${i}][${key}]`, String(value));
    });
    return this.get<AndreaniTarifa>(`/v1/tarifas?${params}`, signal);
  }

  sucursales(query: { codigoPostal?: string; provincia?: string }, signal?: AbortSignal): Promise<AndreaniSucursal[]> {
    const params = new URLSearchParams();
    if (query.codigoPostal) params.set('codigoPostal', query.codigoPostal);
    if (query.provincia) params.set('provincia', query.provincia);
    return this.get<AndreaniSucursal[]>(`/v2/sucursales?${params}`, signal);
  }

  ordenDeEnvio(body: Record<string, unknown>, signal?: AbortSignal): Promise<AndreaniOrden> {
    return withToken(
      this.tokens,
      async (token) =>
        parseJson(
          'andreani',
          (
            await carrierFetch(this.http, `${this.config.baseUrl}/v2/ordenes-de-envio`, {
              method: 'POST',
              headers: { 'x-authorization-token': token, 'Content-Type': 'application/json' },
              body: JSON.stringify(body),
              signal,
            })
          ).text,
        ) as AndreaniOrden,
      signal,
    );
  }

  trazas(numeroAndreani: string, signal?: AbortSignal): Promise<AndreaniTrazas> {
    return this.get<AndreaniTrazas>(`/v2/envios/${encodeURIComponent(numeroAndreani)}/trazas`, signal);
  }
}

/** Andreani's tariff answer carries no delivery time: its published standard times by zone, in working days. */
export const ANDREANI_DAYS: Readonly<Record<ShippingZone, [number, number]>> = { 1: [1, 2], 2: [2, 4], 3: [3, 5], 4: [4, 6], 5: [5, 8] };

const ANDREANI_STATES: Record<number, TrackingState> = { 1: 'created', 2: 'in-transit', 3: 'at-branch', 4: 'out-for-delivery', 5: 'delivered', 6: 'returned' };

export const toAndreaniBultos = (parcels: readonly Parcel[], declaredValueCentavos: number): AndreaniBulto[] =>
  parcels.map((p) => ({
    kilos: p.weightGrams / 1000,
    volumen: volumeCm3(p),
    largoCm: p.lengthCm,
    anchoCm: p.widthCm,
    altoCm: p.heightCm,
    // The declared value is spread over the parcels; the first takes the remainder.
    valorDeclarado: centavosToPesos(Math.floor(declaredValueCentavos / parcels.length) + (p === parcels[0] ? declaredValueCentavos % parcels.length : 0)),
  }));

/** Andreani behind the carrier port: one tariff per contract (home, branch) asked at once. */
export function andreaniCarrier(config: AndreaniConfig, options: { timeoutMs: number; quoteTtlMinutes: number }): CarrierPort {
  const client = new AndreaniClient(config, options.timeoutMs);
  return {
    id: 'andreani',
    async quote(request: QuoteRequest): Promise<ShippingQuote[]> {
      const bultos = toAndreaniBultos(request.parcels, request.declaredValueCentavos);
      const [daysMin, daysMax] = ANDREANI_DAYS[shippingZone({ code: request.destinationPostcode, province: { letter: request.destinationProvince } })];
      const validUntil = new Date(Date.now() + options.quoteTtlMinutes * 60_000);
      const modes = [
        { mode: 'home' as const, contrato: config.contractHome, service: 'Estándar a domicilio' },
        { mode: 'branch' as const, contrato: config.contractBranch, service: 'Estándar a sucursal' },
      ];
      const tarifas = await Promise.all(modes.map((m) => client.tarifas({ cpDestino: request.destinationPostcode, contrato: m.contrato, bultos }, request.signal)));
      return modes.map((m, i) => {
        const price = pesosToCentavos(tarifas[i]?.tarifaConIva?.total);
        if (price === null) throw new CarrierError('andreani', 'tariff without a total');
        return { carrier: 'andreani', service: m.service, mode: m.mode, priceCentavos: price, deliveryDaysMin: daysMin, deliveryDaysMax: daysMax, validUntil };
      });
    },
    async branches(query: BranchQuery, signal?: AbortSignal): Promise<Branch[]> {
      // Andreani filters by the province's name; the port speaks of its letter.
      const provincia = 'province' in query ? PROVINCES.find((p) => p.letter === query.province)?.name : undefined;
      if ('province' in query && !provincia) return [];
      const list = await client.sucursales('postcode' in query ? { codigoPostal: query.postcode } : { provincia }, signal);
      return list.map((s) => ({
        carrier: 'andreani',
        id: String(s.id),
        name: s.descripcion,
        address: `${s.direccion.calle} ${s.direccion.numero}`.trim(),
        locality: s.direccion.localidad,
        postcode: s.direccion.codigoPostal,
        province: findProvince(s.direccion.provincia ?? '')?.letter ?? '',
      }));
    },
    async createShipment(request: ShipmentRequest): Promise<Shipment> {
      const r = request.recipient;
      const destino =
        request.quote.mode === 'branch'
          ? { sucursal: { id: request.branchId } }
          : { postal: { codigoPostal: r.postcode, calle: r.street, numero: r.number, localidad: r.locality, region: r.province, pais: 'Argentina' } };
      const orden = await client.ordenDeEnvio(
        {
          contrato: request.quote.mode === 'branch' ? config.contractBranch : config.contractHome,
          idPedido: request.reference,
          origen: { postal: { codigoPostal: request.originPostcode, pais: 'Argentina' } },
          destino,
          destinatario: [{ nombreCompleto: r.name, email: r.email, celular: r.phone }],
          bultos: toAndreaniBultos(request.parcels, request.declaredValueCentavos).map((b) => ({ ...b, valorDeclaradoConImpuestos: b.valorDeclarado })),
        },
        request.signal,
      );
      const first = orden.bultos?.[0];
      if (!first?.numeroDeEnvio) throw new CarrierError('andreani', 'shipment order without a shipment number');
      return { carrier: 'andreani', trackingNumber: first.numeroDeEnvio, labelReference: orden.agrupadorDeBultos };
    },
    async track({ trackingNumber }: Pick<Shipment, 'trackingNumber'>, signal?: AbortSignal): Promise<CarrierTracking> {
      const trazas = await client.trazas(trackingNumber, signal);
      const events = (trazas.eventos ?? []).map((e) => ({ at: new Date(e.Fecha), state: ANDREANI_STATES[e.EstadoId] ?? 'unknown', description: e.Traduccion ?? e.Estado }) satisfies TrackingEvent);
      return { events, trackingNumber: null };
    },
  };
}

import { PROVINCES, fold } from '../../shared/argentina/provinces';
import type { OcaConfig } from './config';
import { carrierFetch, centavosToPesos, days, pesosToCentavos } from './http';
import { volumeCm3 } from './parcels';
import { CarrierError, type Branch, type BranchQuery, type CarrierPort, type CarrierTracking, type QuoteRequest, type Shipment, type ShipmentRequest, type ShippingQuote, type TrackingEvent, type TrackingState } from './port';
import { escapeXml, xmlRows } from './xml';

// ---- OCA e-Pak's own shapes: an ASMX web service (HTTP GET/POST), answering .NET DataSets in XML ----

/** A `<Table>` row of `Tarifar_Envio_Corporativo`. */
export interface OcaTarifa {
  Tarifador: string;
  Precio: string;
  Ambito: string;
  PlazoEntrega: string;
  Adicional: string;
  Total: string;
}

/** A `<Table>` row of `GetCentrosImposicionConServiciosByCP` (and of the list of all of them). */
export interface OcaCentro {
  IdCentroImposicion: string;
  Sigla: string;
  Sucursal: string;
  Calle: string;
  Numero: string;
  Localidad: string;
  Provincia: string;
  CodigoPostal: string;
}

/** A `<Table>` row of `Tracking_Pieza`. */
export interface OcaEventoPieza {
  NumeroEnvio: string;
  Desdcripcion_Estado: string;
  Descripcion_Motivo: string;
  SUC: string;
  fecha: string;
}

const rows = <T>(xml: string, row = 'Table') => xmlRows(xml, row) as unknown as Partial<T>[];

/** Thin typed client of OCA e-Pak (`…/Oep_TrackEPak.asmx/<Operation>`). */
export class OcaClient {
  constructor(
    private readonly config: OcaConfig,
    private readonly timeoutMs: number,
  ) {}

  private async get(operation: string, params: Record<string, string>, signal?: AbortSignal): Promise<string> {
    const res = await carrierFetch({ carrier: 'oca', timeoutMs: this.timeoutMs }, `${this.config.baseUrl}/${operation}?${new URLSearchParams(params)}`, { signal });
    return res.text;
  }

  async tarifarEnvioCorporativo(
    query: { PesoTotal: string; VolumenTotal: string; CodigoPostalOrigen: string; CodigoPostalDestino: string; CantidadPaquetes: string; ValorDeclarado: string; Operativa: string },
    signal?: AbortSignal,
  ): Promise<Partial<OcaTarifa>[]> {
    return rows<OcaTarifa>(await this.get('Tarifar_Envio_Corporativo', { ...query, Cuit: this.config.cuit }, signal));
  }

  async centrosByCodigoPostal(codigoPostal: string, signal?: AbortSignal): Promise<Partial<OcaCentro>[]> {
    return rows<OcaCentro>(await this.get('GetCentrosImposicionConServiciosByCP', { CodigoPostal: codigoPostal }, signal));
  }

  async centros(signal?: AbortSignal): Promise<Partial<OcaCentro>[]> {
    return rows<OcaCentro>(await this.get('GetCentrosImposicionConServicios', {}, signal));
  }

  /** `IngresoORMultiplesRetiros`: the pickup order with its shipments, as the XML e-Pak documents (form POST). */
  async ingresoOR(xmlDatos: string, signal?: AbortSignal): Promise<{ OrdenRetiro: string; NumeroEnvio: string }[]> {
    const body = new URLSearchParams({ usr: this.config.user, psw: this.config.password, xml_Datos: xmlDatos, ConfirmarRetiro: 'true', ArchivoCliente: '', ArchivoProceso: '' });
    const res = await carrierFetch({ carrier: 'oca', timeoutMs: this.timeoutMs }, `${this.config.baseUrl}/IngresoORMultiplesRetiros`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: body.toString(),
      signal,
    });
    const errors = xmlRows(res.text, 'Errores');
    if (errors.length > 0) throw new CarrierError('oca', `refused the pickup order: ${Object.values(errors[0]).join(' ')}`);
    return xmlRows(res.text, 'DetalleIngresos').map((r) => ({ OrdenRetiro: r.OrdenRetiro ?? '', NumeroEnvio: r.NumeroEnvio ?? '' }));
  }

  async trackingPieza(pieza: string, signal?: AbortSignal): Promise<Partial<OcaEventoPieza>[]> {
    return rows<OcaEventoPieza>(await this.get('Tracking_Pieza', { Pieza: pieza, NroDocumentoCliente: '', CUIT: this.config.cuit }, signal));
  }
}

function trackingState(text: string): TrackingState {
  const t = fold(text);
  if (t.includes('entregad')) return 'delivered';
  if (t.includes('devolu') || t.includes('devuelt')) return 'returned';
  if (t.includes('en distribucion') || t.includes('en reparto')) return 'out-for-delivery';
  if (t.includes('en sucursal') || t.includes('retirar')) return 'at-branch';
  if (t.includes('ingresad') || t.includes('creado') || t.includes('retirad')) return 'created';
  if (t.includes('transito') || t.includes('viaje')) return 'in-transit';
  return 'unknown';
}

const provinceLetter = (name: string): string => PROVINCES.find((p) => fold(p.name) === fold(name))?.letter ?? (fold(name).startsWith('capital') ? 'C' : '');

const toBranch = (c: Partial<OcaCentro>): Branch => ({
  carrier: 'oca',
  id: c.IdCentroImposicion ?? '',
  name: c.Sucursal ?? c.Sigla ?? '',
  address: `${c.Calle ?? ''} ${c.Numero ?? ''}`.trim(),
  locality: c.Localidad ?? '',
  postcode: c.CodigoPostal ?? '',
  province: provinceLetter(c.Provincia ?? ''),
});

/** OCA behind the carrier port: one tariff per operation (door to door, door to branch), asked at once. */
export function ocaCarrier(config: OcaConfig, options: { timeoutMs: number; quoteTtlMinutes: number }): CarrierPort {
  const client = new OcaClient(config, options.timeoutMs);
  return {
    id: 'oca',
    async quote(request: QuoteRequest): Promise<ShippingQuote[]> {
      const grams = request.parcels.reduce((s, p) => s + p.weightGrams, 0);
      const cm3 = request.parcels.reduce((s, p) => s + volumeCm3(p), 0);
      const query = {
        PesoTotal: (grams / 1000).toFixed(3),
        VolumenTotal: (cm3 / 1_000_000).toFixed(6),
        CodigoPostalOrigen: request.originPostcode,
        CodigoPostalDestino: request.destinationPostcode,
        CantidadPaquetes: String(request.parcels.length),
        ValorDeclarado: centavosToPesos(request.declaredValueCentavos),
      };
      const modes = [
        { mode: 'home' as const, operation: config.operationHome, service: 'e-Pak puerta a puerta' },
        { mode: 'branch' as const, operation: config.operationBranch, service: 'e-Pak puerta a sucursal' },
      ];
      const answers = await Promise.all(modes.map((m) => client.tarifarEnvioCorporativo({ ...query, Operativa: m.operation }, request.signal)));
      const validUntil = new Date(Date.now() + options.quoteTtlMinutes * 60_000);
      return modes.flatMap((m, i): ShippingQuote[] => {
        const row = answers[i][0];
        // No row: the operation does not reach that postal code.
        if (!row) return [];
        const price = pesosToCentavos(row.Total);
        const plazo = days(row.PlazoEntrega);
        if (price === null || plazo === null) throw new CarrierError('oca', 'a tariff without total or delivery time');
        // OCA states one delivery time; a day's margin is its own published allowance.
        return [{ carrier: 'oca', service: m.service, mode: m.mode, priceCentavos: price, deliveryDaysMin: plazo, deliveryDaysMax: plazo + 1, validUntil }];
      });
    },
    async branches(query: BranchQuery, signal?: AbortSignal): Promise<Branch[]> {
      if ('postcode' in query) return (await client.centrosByCodigoPostal(query.postcode, signal)).map(toBranch);
      return (await client.centros(signal)).map(toBranch).filter((b) => b.province === query.province);
    },
    async createShipment(request: ShipmentRequest): Promise<Shipment> {
      const r = request.recipient;
      const operation = request.quote.mode === 'branch' ? config.operationBranch : config.operationHome;
      const a = (v: string | number | undefined) => escapeXml(String(v ?? ''));
      const paquetes = request.parcels
        .map((p) => `<paquete alto="${p.heightCm}" ancho="${p.widthCm}" largo="${p.lengthCm}" peso="${(p.weightGrams / 1000).toFixed(3)}" valor="${centavosToPesos(Math.floor(request.declaredValueCentavos / request.parcels.length))}" cant="1" />`)
        .join('');
      const xml =
        `<?xml version="1.0" encoding="iso-8859-1" standalone="yes"?><ROWS><cabecera ver="2.0" nrocuenta="${a(config.cuit)}" />` +
        `<origenes><origen calle="" nro="" piso="" depto="" cp="${a(request.originPostcode)}" localidad="" provincia="" contacto="" email="" solicitante="" observaciones="" centrocosto="0" idfranjahoraria="1" idcentroimposicionorigen="0" fecha="">` +
        `<envios><envio idoperativa="${a(operation)}" nroremito="${a(request.reference)}">` +
        `<destinatario apellido="" nombre="${a(r.name)}" calle="${a(r.street)}" nro="${a(r.number)}" piso="" depto="" localidad="${a(r.locality)}" provincia="${a(r.province)}" cp="${a(r.postcode)}" telefono="${a(r.phone)}" email="${a(r.email)}" idci="${a(request.branchId ?? '0')}" celular="" observaciones="" />` +
        `<paquetes>${paquetes}</paquetes></envio></envios></origen></origenes></ROWS>`;
      const detail = (await client.ingresoOR(xml, request.signal))[0];
      if (!detail?.NumeroEnvio) throw new CarrierError('oca', 'pickup order without a shipment number');
      return { carrier: 'oca', trackingNumber: detail.NumeroEnvio, labelReference: detail.OrdenRetiro };
    },
    async track({ trackingNumber }: Pick<Shipment, 'trackingNumber'>, signal?: AbortSignal): Promise<CarrierTracking> {
      const pieces = await client.trackingPieza(trackingNumber, signal);
      const events = pieces.map((e) => ({ at: new Date(e.fecha ?? ''), state: trackingState(e.Desdcripcion_Estado ?? ''), description: e.Desdcripcion_Estado ?? '' }) satisfies TrackingEvent);
      return { events, trackingNumber: null };
    },
  };
}

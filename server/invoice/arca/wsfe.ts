/**
 * WSFEv1, ARCA's service for domestic electronic invoices: the last number authorised per point of
 * sale and type, a request for a CAE, and the query of a voucher already authorised.
 */
import { childrenNamed, find, soapEnvelope, textOf, type XmlElement, type XmlObject } from '../xml';
import { postSoap } from './soap';

export const WSFE_NAMESPACE = 'http://ar.gov.afip.dif.FEV1/';

export interface WsfeAuth {
  token: string;
  sign: string;
  cuit: string;
}

export interface ArcaMessage {
  code: number;
  message: string;
}

/** One voucher's detail in a CAE request (amounts as ARCA's decimal strings). */
export interface CaeRequestDetail {
  Concepto: number;
  DocTipo: number;
  DocNro: string;
  CbteDesde: number;
  CbteHasta: number;
  CbteFch: string;
  ImpTotal: string;
  ImpTotConc: string;
  ImpNeto: string;
  ImpOpEx: string;
  ImpTrib: string;
  ImpIVA: string;
  MonId: string;
  MonCotiz: string;
  CondicionIVAReceptorId?: number;
  CbtesAsoc?: { CbteAsoc: { Tipo: number; PtoVta: number; Nro: number; Cuit: string; CbteFch: string }[] };
  Iva?: { AlicIva: { Id: number; BaseImp: string; Importe: string }[] };
}

export interface CaeRequest {
  pointOfSale: number;
  voucherType: number;
  detail: CaeRequestDetail;
}

export interface CaeResult {
  /** A approved, R rejected, P partly approved (a batch; one voucher is A or R). */
  result: 'A' | 'R' | 'P';
  cae: string | null;
  /** yyyymmdd */
  caeDueDate: string | null;
  observations: ArcaMessage[];
  errors: ArcaMessage[];
}

export interface VoucherQueryResult {
  found: boolean;
  cae: string | null;
  caeDueDate: string | null;
  total: string | null;
  docType: number | null;
  docNumber: string | null;
  date: string | null;
  errors: ArcaMessage[];
}

export class WsfeError extends Error {
  constructor(readonly errors: ArcaMessage[]) {
    super(errors.map((e) => `${e.code} ${e.message}`).join('; ') || 'WSFEv1 error');
  }
}

function messages(el: XmlElement | undefined, list: string, item: string): ArcaMessage[] {
  return childrenNamed(find(el, list), item).map((e) => ({ code: Number(textOf(e, 'Code') ?? 0), message: textOf(e, 'Msg') ?? '' }));
}

/** The code that means the token or sign is not accepted (expired or unknown): a new login is needed. */
export const AUTH_ERROR_CODES = new Set([600]);

export class WsfeClient {
  constructor(
    private readonly url: string,
    private readonly timeoutMs: number,
  ) {}

  private call(operation: string, body: XmlObject): Promise<XmlElement> {
    return postSoap(this.url, `${WSFE_NAMESPACE}${operation}`, soapEnvelope(WSFE_NAMESPACE, operation, body), this.timeoutMs);
  }

  private auth(a: WsfeAuth): XmlObject {
    return { Auth: { Token: a.token, Sign: a.sign, Cuit: a.cuit } };
  }

  /** FEDummy: whether the application, database and authentication servers answer OK. */
  async dummy(): Promise<{ app: string; db: string; auth: string }> {
    const r = find(await this.call('FEDummy', {}), 'FEDummyResult');
    return { app: textOf(r, 'AppServer') ?? '', db: textOf(r, 'DbServer') ?? '', auth: textOf(r, 'AuthServer') ?? '' };
  }

  /** FECompUltimoAutorizado: the last number authorised for a point of sale and type (0: none yet). */
  async lastAuthorised(auth: WsfeAuth, pointOfSale: number, voucherType: number): Promise<number> {
    const r = find(await this.call('FECompUltimoAutorizado', { ...this.auth(auth), PtoVta: pointOfSale, CbteTipo: voucherType }), 'FECompUltimoAutorizadoResult');
    const errors = messages(r, 'Errors', 'Err');
    if (errors.length > 0) throw new WsfeError(errors);
    return Number(textOf(r, 'CbteNro') ?? NaN);
  }

  /** FECAESolicitar for one voucher. */
  async requestCae(auth: WsfeAuth, req: CaeRequest): Promise<CaeResult> {
    const r = find(
      await this.call('FECAESolicitar', {
        ...this.auth(auth),
        FeCAEReq: {
          FeCabReq: { CantReg: 1, PtoVta: req.pointOfSale, CbteTipo: req.voucherType },
          FeDetReq: { FECAEDetRequest: req.detail as unknown as XmlObject },
        },
      }),
      'FECAESolicitarResult',
    );
    if (!r) throw new Error('WSFEv1: answer without FECAESolicitarResult');
    const det = find(r, 'FECAEDetResponse');
    const head = textOf(find(r, 'FeCabResp'), 'Resultado');
    const result = (textOf(det, 'Resultado') ?? head ?? 'R') as CaeResult['result'];
    const cae = textOf(det, 'CAE') || null;
    return {
      result: result === 'A' && !cae ? 'R' : result,
      cae,
      caeDueDate: textOf(det, 'CAEFchVto') || null,
      observations: messages(det, 'Observaciones', 'Obs'),
      errors: messages(r, 'Errors', 'Err'),
    };
  }

  /** FECompConsultar: an authorised voucher by point of sale, type and number (`found: false` if none). */
  async query(auth: WsfeAuth, pointOfSale: number, voucherType: number, number: number): Promise<VoucherQueryResult> {
    const r = find(await this.call('FECompConsultar', { ...this.auth(auth), FeCompConsReq: { CbteTipo: voucherType, CbteNro: number, PtoVta: pointOfSale } }), 'FECompConsultarResult');
    const errors = messages(r, 'Errors', 'Err');
    const get = find(r, 'ResultGet');
    // 602: no voucher with these parameters
    if (!get || errors.some((e) => e.code === 602)) {
      if (errors.some((e) => e.code !== 602)) throw new WsfeError(errors);
      return { found: false, cae: null, caeDueDate: null, total: null, docType: null, docNumber: null, date: null, errors };
    }
    return {
      found: true,
      cae: textOf(get, 'CodAutorizacion') || null,
      caeDueDate: textOf(get, 'FchVto') || null,
      total: textOf(get, 'ImpTotal') ?? null,
      docType: Number(textOf(get, 'DocTipo')),
      docNumber: textOf(get, 'DocNro') ?? null,
      date: textOf(get, 'CbteFch') ?? null,
      errors,
    };
  }
}

/**
 * The QR every electronic invoice carries (RG 4291): ARCA's address with the voucher's data as
 * base64 JSON, which lets anyone check the CAE on ARCA's site.
 */
import { centavosOf } from './maths';

export const QR_BASE_URL = 'https://www.afip.gob.ar/fe/qr/';

export interface QrData {
  ver: 1;
  /** yyyy-mm-dd */
  fecha: string;
  cuit: number;
  ptoVta: number;
  tipoCmp: number;
  nroCmp: number;
  importe: number;
  moneda: 'PES';
  ctz: 1;
  tipoDocRec: number;
  nroDocRec: number;
  tipoCodAut: 'E';
  codAut: number;
}

export interface QrVoucher {
  issueDate: string | null;
  pointOfSale: number;
  voucherType: number;
  number: number | null;
  total: number;
  docType: number;
  docNumber: string;
  cae: string | null;
}

/** The QR's data for an authorised voucher (its date, numbers, total, receiver and CAE). */
export function qrData(v: QrVoucher, issuerCuit: string): QrData {
  if (!v.issueDate || v.number === null || !v.cae) throw new Error('only an authorised voucher has a QR');
  return {
    ver: 1,
    fecha: `${v.issueDate.slice(0, 4)}-${v.issueDate.slice(4, 6)}-${v.issueDate.slice(6, 8)}`,
    cuit: Number(issuerCuit),
    ptoVta: v.pointOfSale,
    tipoCmp: v.voucherType,
    nroCmp: v.number,
    importe: v.total / 100,
    moneda: 'PES',
    ctz: 1,
    tipoDocRec: v.docType,
    nroDocRec: Number(v.docNumber),
    tipoCodAut: 'E',
    codAut: Number(v.cae),
  };
}

/** The address the QR encodes. */
export function qrUrl(v: QrVoucher, issuerCuit: string): string {
  return `${QR_BASE_URL}?p=${Buffer.from(JSON.stringify(qrData(v, issuerCuit)), 'utf8').toString('base64')}`;
}

/** The data of a QR address (for tests and checks), or null when it is not one. */
export function readQrUrl(url: string): QrData | null {
  if (!url.startsWith(`${QR_BASE_URL}?p=`)) return null;
  try {
    const data = JSON.parse(Buffer.from(new URL(url).searchParams.get('p') ?? '', 'base64').toString('utf8')) as QrData;
    return centavosOf(String(data.importe)) === null ? null : data;
  } catch {
    return null;
  }
}

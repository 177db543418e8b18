/**
 * Who an invoice is made out to in Argentina: a document (DNI for people, CUIT or CUIL, the tax
 * number of 11 digits with a check digit) and a condition towards IVA, which decides the invoice
 * type (A for a responsable inscripto or monotributista, B otherwise). Pure rules the gateway and the web client share.
 */

export const DOCUMENT_TYPES = ['DNI', 'CUIT', 'CUIL'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const IVA_CONDITIONS = ['CONSUMIDOR_FINAL', 'MONOTRIBUTO', 'RESPONSABLE_INSCRIPTO', 'EXENTO'] as const;
export type IvaCondition = (typeof IVA_CONDITIONS)[number];

export type InvoiceType = 'A' | 'B';

/** Why a document is refused, as the form's message key. */
export type DocumentProblem =
  | 'ERROR_FORM_DNI_DIGITS'
  | 'ERROR_FORM_CUIT_DIGITS'
  | 'ERROR_FORM_CUIT_PREFIX'
  | 'ERROR_FORM_CUIT_CHECK_DIGIT';

/** Prefixes of CUIT and CUIL numbers: people (20, 23, 24, 25, 26, 27) and companies (30, 33, 34). */
const CUIT_PREFIXES = new Set(['20', '23', '24', '25', '26', '27', '30', '33', '34']);
const CUIT_WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];

/** The number with the dots, dashes and spaces people write in it removed. */
export function documentDigits(raw: string): string {
  return raw.replace(/[\s.\-/]+/g, '');
}

/**
 * The check digit of a CUIT or CUIL from its first ten digits (modulo 11 with the weights
 * 5 4 3 2 7 6 5 4 3 2): 11 − (sum mod 11), 11 giving 0; null when the result is 10, which no
 * number is issued with (such numbers are given prefix 23 or 33 instead).
 */
export function cuitCheckDigit(firstTen: string): number | null {
  let sum = 0;
  for (let i = 0; i < 10; i++) sum += Number(firstTen[i]) * CUIT_WEIGHTS[i];
  const digit = 11 - (sum % 11);
  if (digit === 11) return 0;
  return digit === 10 ? null : digit;
}

/** A document number checked for its type: the digits when valid, else why not. */
export function checkDocument(type: DocumentType, raw: string): { ok: true; number: string } | { ok: false; problem: DocumentProblem } {
  const digits = documentDigits(raw);
  if (type === 'DNI') {
    return /^[1-9]\d{6,7}$/.test(digits) ? { ok: true, number: digits } : { ok: false, problem: 'ERROR_FORM_DNI_DIGITS' };
  }
  if (!/^\d{11}$/.test(digits)) return { ok: false, problem: 'ERROR_FORM_CUIT_DIGITS' };
  if (!CUIT_PREFIXES.has(digits.slice(0, 2))) return { ok: false, problem: 'ERROR_FORM_CUIT_PREFIX' };
  if (cuitCheckDigit(digits.slice(0, 10)) !== Number(digits[10])) return { ok: false, problem: 'ERROR_FORM_CUIT_CHECK_DIGIT' };
  return { ok: true, number: digits };
}

/** A document as people read it: `30.123.456`, or `20-12345678-6` for a CUIT or CUIL. */
export function formatDocument(type: DocumentType, digits: string): string {
  if (type !== 'DNI') return /^\d{11}$/.test(digits) ? `${digits.slice(0, 2)}-${digits.slice(2, 10)}-${digits.slice(10)}` : digits;
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** Registered taxpayers (responsable inscripto, monotributo, exento) are invoiced under their CUIT. */
export function requiresCuit(condition: IvaCondition): boolean {
  return condition !== 'CONSUMIDOR_FINAL';
}

/**
 * The invoice type a Responsable Inscripto shop issues for the buyer's condition: A for a
 * responsable inscripto or a monotributista, B for a final consumer or an exempt buyer.
 */
export function invoiceTypeFor(condition: IvaCondition | null | undefined): InvoiceType {
  return condition === 'RESPONSABLE_INSCRIPTO' || condition === 'MONOTRIBUTO' ? 'A' : 'B';
}

export interface TaxIdentityInput {
  documentType: DocumentType | null;
  documentNumber: string;
  ivaCondition: IvaCondition;
}

export type TaxIdentityProblem =
  | { field: 'documentType'; problem: 'ERROR_FORM_REQUIRED' | 'ERROR_FORM_CUIT_REQUIRED' }
  | { field: 'documentNumber'; problem: 'ERROR_FORM_REQUIRED' | DocumentProblem };

/**
 * The first problem of a buyer's tax identity, or null: a type and a number are needed, the number
 * must be valid for its type, and a registered taxpayer needs a CUIT.
 */
export function taxIdentityProblem(input: TaxIdentityInput): TaxIdentityProblem | null {
  if (input.documentType === null) return { field: 'documentType', problem: 'ERROR_FORM_REQUIRED' };
  if (documentDigits(input.documentNumber) === '') return { field: 'documentNumber', problem: 'ERROR_FORM_REQUIRED' };
  const checked = checkDocument(input.documentType, input.documentNumber);
  if (!checked.ok) return { field: 'documentNumber', problem: checked.problem };
  if (requiresCuit(input.ivaCondition) && input.documentType !== 'CUIT') return { field: 'documentType', problem: 'ERROR_FORM_CUIT_REQUIRED' };
  return null;
}

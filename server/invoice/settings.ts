import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_ANONYMOUS_LIMIT, type IssuerCondition } from './maths';
import { SHOP_CONTACTS } from '../shop/info';

/** ARCA's homologation (testing) services, used when credentials are set and no address is given. */
export const HOMOLOGATION_WSAA_URL = 'https://wsaahomo.afip.gov.ar/ws/services/LoginCms';
export const HOMOLOGATION_WSFE_URL = 'https://wswhomo.afip.gov.ar/wsfev1/service.asmx';
/** The longest wait for one call to ARCA by default (ARCA_TIMEOUT_MS). */
export const DEFAULT_ARCA_TIMEOUT_MS = 15_000;

/** Who issues the shop's invoices, as printed on them and sent to ARCA. */
export interface InvoiceSettings {
  cuit: string;
  pointOfSale: number;
  issuerCondition: IssuerCondition;
  issuerName: string;
  issuerAddress: string;
  /** Ingresos brutos number and start of activities (dd/mm/yyyy), printed on the invoice. */
  grossIncome: string;
  activityStart: string;
  /** From this total (centavos) a final consumer must be identified. */
  anonymousLimit: number;
  /** How long one issuer may hold a point of sale and type, and how long others wait for it. */
  leaseMs: number;
  waitMs: number;
  /** CAE requests sent for one voucher in one call before leaving it PENDING for later. */
  maxAttempts: number;
}

export interface ArcaSettings {
  wsaaUrl: string;
  wsfeUrl: string;
  certPem: string;
  keyPem: string;
  cuit: string;
  timeoutMs: number;
}

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export class InvoiceConfigError extends Error {
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(`${variable}: ${message}`);
  }
}

/** A PEM from the variable itself or from the file `<name>_FILE` names, which must lie outside the repository. */
function pem(env: NodeJS.ProcessEnv, name: string): string | null {
  const inline = env[name]?.trim();
  if (inline) return inline.replace(/\\n/g, '\n');
  const file = env[`${name}_FILE`]?.trim();
  if (!file) return null;
  const resolved = path.resolve(file);
  if (resolved === REPO_ROOT || resolved.startsWith(REPO_ROOT + path.sep)) throw new InvoiceConfigError(`${name}_FILE`, 'keep the certificate and key outside the repository');
  return fs.readFileSync(resolved, 'utf8');
}

function int(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const n = Number(raw);
  if (!Number.isSafeInteger(n) || n < 0) throw new InvoiceConfigError(name, 'a whole number is expected');
  return n;
}

/**
 * ARCA's stand-in instead of ARCA (never in production, never with a certificate): at the addresses
 * ARCA_WSAA_URL and ARCA_WSFE_URL when set (`npm start` runs one beside the gateway), else started
 * by the gateway itself on a loopback port. The shop signs in with a certificate made at start.
 */
export interface ArcaStandInSettings {
  wsaaUrl: string | null;
  wsfeUrl: string | null;
  timeoutMs: number;
}

/** The CUIT of the shop when the stand-in is used and ARCA_CUIT is not set. */
export const STAND_IN_CUIT = '30712345671';

function flag(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new InvoiceConfigError(name, 'true or false');
}

/** The invoice settings and, when a certificate and key are set, ARCA's; else the stand-in's, when it runs. */
export function invoiceSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): { invoice: InvoiceSettings; arca: ArcaSettings | null; standIn: ArcaStandInSettings | null } {
  const condition = (env.ARCA_ISSUER_CONDITION?.trim() || 'RESPONSABLE_INSCRIPTO') as IssuerCondition;
  if (condition !== 'RESPONSABLE_INSCRIPTO' && condition !== 'MONOTRIBUTO') throw new InvoiceConfigError('ARCA_ISSUER_CONDITION', 'RESPONSABLE_INSCRIPTO or MONOTRIBUTO');
  const cuit = env.ARCA_CUIT?.replace(/\D+/g, '') ?? '';
  const invoice: InvoiceSettings = {
    cuit,
    pointOfSale: int(env, 'ARCA_POINT_OF_SALE', 1),
    issuerCondition: condition,
    issuerName: env.ARCA_ISSUER_NAME?.trim() || SHOP_CONTACTS.name,
    issuerAddress: env.ARCA_ISSUER_ADDRESS?.trim() || SHOP_CONTACTS.address,
    grossIncome: env.ARCA_GROSS_INCOME?.trim() || '',
    activityStart: env.ARCA_ACTIVITY_START?.trim() || '',
    anonymousLimit: int(env, 'ARCA_ANONYMOUS_LIMIT_CENTAVOS', DEFAULT_ANONYMOUS_LIMIT),
    leaseMs: int(env, 'ARCA_LEASE_MS', 120_000),
    waitMs: int(env, 'ARCA_WAIT_MS', 60_000),
    maxAttempts: int(env, 'ARCA_MAX_ATTEMPTS', 3),
  };
  const certPem = pem(env, 'ARCA_CERT');
  const keyPem = pem(env, 'ARCA_KEY');
  if (!certPem !== !keyPem) throw new InvoiceConfigError(certPem ? 'ARCA_KEY' : 'ARCA_CERT', 'the certificate and its key go together');
  if (!certPem || !keyPem) {
    const nodeEnv = env.NODE_ENV?.trim() || 'development';
    const standIn = flag(env, 'ARCA_STANDIN', nodeEnv === 'development');
    if (standIn && nodeEnv === 'production') throw new InvoiceConfigError('ARCA_STANDIN', "ARCA's stand-in never runs in production");
    if (!standIn) return { invoice, arca: null, standIn: null };
    if (!invoice.cuit) invoice.cuit = STAND_IN_CUIT;
    const at = (name: string) => env[name]?.trim() || null;
    return { invoice, arca: null, standIn: { wsaaUrl: at('ARCA_WSAA_URL'), wsfeUrl: at('ARCA_WSFE_URL'), timeoutMs: int(env, 'ARCA_TIMEOUT_MS', DEFAULT_ARCA_TIMEOUT_MS) } };
  }
  if (flag(env, 'ARCA_STANDIN', false)) throw new InvoiceConfigError('ARCA_STANDIN', 'leave it off when ARCA_CERT is set');
  if (!/^\d{11}$/.test(cuit)) throw new InvoiceConfigError('ARCA_CUIT', 'the shop\'s CUIT (11 digits) is required with a certificate');
  return {
    invoice,
    standIn: null,
    arca: {
      wsaaUrl: env.ARCA_WSAA_URL?.trim() || HOMOLOGATION_WSAA_URL,
      wsfeUrl: env.ARCA_WSFE_URL?.trim() || HOMOLOGATION_WSFE_URL,
      certPem,
      keyPem,
      cuit,
      timeoutMs: int(env, 'ARCA_TIMEOUT_MS', DEFAULT_ARCA_TIMEOUT_MS),
    },
  };
}

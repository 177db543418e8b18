import { ConfigError } from '../config-error';
import { DEFAULT_BOXES, parseBoxSizes, type BoxSize } from './parcels';
import type { ShippingZone } from '../../shared/argentina/postal-area';

/** A flat rate the shop charges for a zone when no carrier answers. */
export interface FlatRate {
  priceCentavos: number;
  deliveryDaysMin: number;
  deliveryDaysMax: number;
}

export interface AndreaniConfig {
  baseUrl: string;
  user: string;
  password: string;
  /** The shop's client number at Andreani. */
  client: string;
  /** Contract numbers: door delivery, and delivery to a branch. */
  contractHome: string;
  contractBranch: string;
}

export interface CorreoArgentinoConfig {
  baseUrl: string;
  user: string;
  password: string;
  /** MiCorreo customer id. */
  customerId: string;
}

export interface OcaConfig {
  baseUrl: string;
  /** The shop's CUIT as OCA writes it (`30-12345678-9`). */
  cuit: string;
  /** e-Pak user and password (shipment creation). */
  user: string;
  password: string;
  /** Operation numbers OCA assigned: door to door, and door to branch. */
  operationHome: string;
  operationBranch: string;
}

export interface ShippingConfig {
  /** The shop's own four-digit postal code, where parcels leave from. */
  originPostcode: string;
  /** How long a quote waits for the carriers, in ms; past it the answers so far (or the flat rate) are used. */
  quoteBudgetMs: number;
  /** Longest wait for one back-office call (branches, shipment, tracking), in ms. */
  carrierTimeoutMs: number;
  /** How often the tracking of shipments not yet delivered is read again, in seconds. */
  trackingIntervalSeconds: number;
  /** How long a carrier's price is held when the carrier does not say, in minutes. */
  quoteTtlMinutes: number;
  boxes: readonly BoxSize[];
  flatRates: Readonly<Record<ShippingZone, FlatRate>>;
  andreani: AndreaniConfig | null;
  correoArgentino: CorreoArgentinoConfig | null;
  oca: OcaConfig | null;
  /** Run the carriers' stand-in on loopback for every carrier without credentials (never in production). */
  standIn: boolean;
  /** The stand-in moves each shipment one tracking state on every this many seconds (0: only when told). */
  standInAdvanceSeconds: number;
}

/** AR$ per zone (IVA included) and days, nearest zone first, when the shop sets none. */
export const DEFAULT_FLAT_RATES: Readonly<Record<ShippingZone, FlatRate>> = {
  1: { priceCentavos: 650_000, deliveryDaysMin: 2, deliveryDaysMax: 4 },
  2: { priceCentavos: 950_000, deliveryDaysMin: 3, deliveryDaysMax: 6 },
  3: { priceCentavos: 1_250_000, deliveryDaysMin: 4, deliveryDaysMax: 8 },
  4: { priceCentavos: 1_450_000, deliveryDaysMin: 5, deliveryDaysMax: 9 },
  5: { priceCentavos: 1_950_000, deliveryDaysMin: 6, deliveryDaysMax: 12 },
};

type Env = Record<string, string | undefined>;

const str = (env: Env, name: string): string | null => {
  const v = env[name];
  return v === undefined || v.trim() === '' ? null : v.trim();
};

function int(env: Env, name: string, fallback: number, min: number, max: number): number {
  const v = str(env, name);
  if (v === null) return fallback;
  if (!/^\d+$/.test(v) || Number(v) < min || Number(v) > max) throw new ConfigError(name, `expected a whole number from ${min} to ${max}, got "${v}"`);
  return Number(v);
}

function baseUrl(env: Env, name: string): string | null {
  const v = str(env, name);
  if (v === null) return null;
  try {
    const u = new URL(v);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new Error('protocol');
  } catch {
    throw new ConfigError(name, 'expected an http or https URL');
  }
  return v.replace(/\/+$/, '');
}

/** All of a carrier's variables, or none of them: a half-configured carrier is a mistake worth stopping for. */
function group<K extends string>(env: Env, names: Record<K, string>, urlName: string): (Record<K, string> & { baseUrl: string }) | null {
  const url = baseUrl(env, urlName);
  const values = Object.fromEntries(Object.entries<string>(names).map(([key, name]) => [key, str(env, name)])) as Record<K, string | null>;
  const given = [url, ...Object.values<string | null>(values)].filter((v) => v !== null).length;
  if (given === 0) return null;
  if (url === null) throw new ConfigError(urlName, 'required with the carrier\'s other variables');
  for (const [key, name] of Object.entries<string>(names)) {
    if (values[key as K] === null) throw new ConfigError(name, `required with ${urlName}`);
  }
  return { ...(values as Record<K, string>), baseUrl: url };
}

/** `zone=centavos/min-max` pairs, comma-separated, e.g. `1=650000/2-4,5=1950000/6-12`; zones not named keep the default. */
function flatRates(env: Env, name: string): Record<ShippingZone, FlatRate> {
  const rates: Record<ShippingZone, FlatRate> = { ...DEFAULT_FLAT_RATES };
  for (const item of (str(env, name) ?? '').split(',').map((s) => s.trim()).filter(Boolean)) {
    const m = /^([1-5])=(\d{1,10})\/(\d{1,2})-(\d{1,2})$/.exec(item);
    if (!m || Number(m[3]) > Number(m[4])) throw new ConfigError(name, `expected zone=centavos/minDays-maxDays pairs (zones 1 to 5), got "${item}"`);
    rates[Number(m[1]) as ShippingZone] = { priceCentavos: Number(m[2]), deliveryDaysMin: Number(m[3]), deliveryDaysMax: Number(m[4]) };
  }
  return rates;
}

/**
 * Reads the shipping settings from the environment (every variable optional): the origin, the time
 * budget, the boxes, the flat rates, and each carrier's base address and credentials.
 */
export function loadShippingConfig(env: Env = process.env): ShippingConfig {
  const nodeEnv = str(env, 'NODE_ENV') ?? 'development';
  const origin = str(env, 'SHIPPING_ORIGIN_POSTCODE') ?? '1425';
  if (!/^\d{4}$/.test(origin)) throw new ConfigError('SHIPPING_ORIGIN_POSTCODE', `expected four digits, got "${origin}"`);
  const boxesText = str(env, 'SHIPPING_BOXES');
  const boxes = boxesText === null ? DEFAULT_BOXES : parseBoxSizes(boxesText);
  if (!boxes) throw new ConfigError('SHIPPING_BOXES', 'expected name=LxWxH@maxKg items, comma-separated (centimetres, kilograms)');
  const andreani = group(
    env,
    { user: 'ANDREANI_USER', password: 'ANDREANI_PASSWORD', client: 'ANDREANI_CLIENT', contractHome: 'ANDREANI_CONTRACT_HOME', contractBranch: 'ANDREANI_CONTRACT_BRANCH' },
    'ANDREANI_URL',
  );
  const correo = group(env, { user: 'MICORREO_USER', password: 'MICORREO_PASSWORD', customerId: 'MICORREO_CUSTOMER_ID' }, 'MICORREO_URL');
  const oca = group(
    env,
    { cuit: 'OCA_CUIT', user: 'OCA_USER', password: 'OCA_PASSWORD', operationHome: 'OCA_OPERATION_HOME', operationBranch: 'OCA_OPERATION_BRANCH' },
    'OCA_URL',
  );
  const standInDefault = nodeEnv !== 'production' && (!andreani || !correo || !oca);
  const standInText = str(env, 'SHIPPING_STANDIN');
  if (standInText !== null && !/^(true|false|1|0)$/i.test(standInText)) throw new ConfigError('SHIPPING_STANDIN', 'expected true or false');
  const standIn = standInText === null ? standInDefault : /^(true|1)$/i.test(standInText);
  if (standIn && nodeEnv === 'production') throw new ConfigError('SHIPPING_STANDIN', 'the carriers\' stand-in never runs in production');
  const quoteBudgetMs = int(env, 'SHIPPING_QUOTE_BUDGET_MS', 1200, 100, 1900);
  return {
    originPostcode: origin,
    quoteBudgetMs,
    carrierTimeoutMs: int(env, 'SHIPPING_CARRIER_TIMEOUT_MS', 10_000, 500, 120_000),
    trackingIntervalSeconds: int(env, 'SHIPMENT_TRACKING_SECONDS', 600, 1, 86_400),
    quoteTtlMinutes: int(env, 'SHIPPING_QUOTE_TTL_MINUTES', 30, 1, 1440),
    boxes,
    flatRates: flatRates(env, 'SHIPPING_FLAT_RATES'),
    andreani,
    correoArgentino: correo,
    oca,
    standIn,
    standInAdvanceSeconds: int(env, 'CARRIERS_STANDIN_ADVANCE_SECONDS', 0, 0, 86_400),
  };
}

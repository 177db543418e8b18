import { CarrierError, type CarrierId } from './port';

/**
 * Decimal pesos as the carriers write them (`1234.5`, `"1234.56"`, `"1.234,56"`) to integer
 * centavos, without passing through a binary fraction. Null when it is not an amount.
 */
export function pesosToCentavos(value: unknown): number | null {
  let text = typeof value === 'number' ? (Number.isFinite(value) ? value.toFixed(2) : '') : typeof value === 'string' ? value.trim() : '';
  if (/^\d{1,3}(\.\d{3})+(,\d+)?$/.test(text) || /^\d+,\d+$/.test(text)) text = text.replace(/\./g, '').replace(',', '.');
  const m = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!m) return null;
  const decimals = (m[2] ?? '').padEnd(3, '0');
  // Round half up on the third decimal.
  return Number(m[1]) * 100 + Number(decimals.slice(0, 2)) + (Number(decimals[2]) >= 5 ? 1 : 0);
}

/** Centavos as a decimal pesos string with two decimals (what the carriers take as a declared value). */
export const centavosToPesos = (centavos: number): string => `${Math.floor(centavos / 100)}.${String(centavos % 100).padStart(2, '0')}`;

export interface CarrierHttpOptions {
  carrier: CarrierId;
  timeoutMs: number;
}

/** One HTTP call to a carrier, bounded by its timeout and the caller's signal; a non-2xx answer or a network fault is a CarrierError. */
export async function carrierFetch(
  options: CarrierHttpOptions,
  url: string,
  init: RequestInit & { signal?: AbortSignal },
): Promise<{ status: number; text: string; headers: Headers }> {
  const signals = [AbortSignal.timeout(options.timeoutMs)];
  if (init.signal) signals.push(init.signal);
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.any(signals) });
  } catch (err) {
    const name = err instanceof Error ? err.name : '';
    throw new CarrierError(options.carrier, name === 'TimeoutError' || name === 'AbortError' ? 'no answer in time' : `unreachable (${(err as Error).message})`);
  }
  let text: string;
  try {
    text = await res.text();
  } catch {
    throw new CarrierError(options.carrier, 'the answer was cut short', res.status);
  }
  if (res.status < 200 || res.status >= 300) throw new CarrierError(options.carrier, `answered ${res.status}: ${text.slice(0, 200)}`, res.status);
  return { status: res.status, text, headers: res.headers };
}

export function parseJson(carrier: CarrierId, text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new CarrierError(carrier, 'answered something that is not JSON');
  }
}

export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A whole number of days from a carrier's field (`3`, `"3"`, `"2 a 4"` takes the first). */
export function days(value: unknown): number | null {
  const m = /\d+/.exec(String(value ?? ''));
  return m ? Number(m[0]) : null;
}

/** A token kept until shortly before it expires, fetched again once when the carrier refuses it. */
export class TokenCache {
  private token: { value: string; until: number } | null = null;
  private pending: Promise<string> | null = null;

  constructor(private readonly fetchToken: (signal?: AbortSignal) => Promise<{ value: string; expiresAt: number }>) {}

  async get(signal?: AbortSignal): Promise<string> {
    if (this.token && this.token.until > Date.now()) return this.token.value;
    this.pending ??= this.fetchToken(signal)
      .then((t) => {
        // A minute's margin against clocks and slow calls.
        this.token = { value: t.value, until: t.expiresAt - 60_000 };
        return t.value;
      })
      .finally(() => {
        this.pending = null;
      });
    return this.pending;
  }

  drop(): void {
    this.token = null;
  }
}

/** Calls `run` with a token; when the carrier answers 401 the token is fetched again and the call made once more. */
export async function withToken<T>(tokens: TokenCache, run: (token: string) => Promise<T>, signal?: AbortSignal): Promise<T> {
  try {
    return await run(await tokens.get(signal));
  } catch (err) {
    if (!(err instanceof CarrierError) || err.status !== 401) throw err;
    tokens.drop();
    return run(await tokens.get(signal));
  }
}

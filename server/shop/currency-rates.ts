import { cacheWrites } from '../cache/writes';
import { centavosOfRate, CURRENCY_CODES, pesosText, type CurrencyCode, type CurrencyRates } from '../../client/src/currency/currencies';
import type { Db, Queryable } from '../db';

/**
 * The shop's currency rates (`currency_rates`): centavos for one unit of each other currency, with
 * the date each was set. The one source of rates: the API serves them, the web client converts
 * with them, and the page cache keys the pages in a currency by their version.
 *
 * Each gateway reads them at start and again every `POLL_MS` in the background (never on a
 * request); the gateway that changes one reads them at once.
 */
export interface RateEntry {
  code: CurrencyCode;
  /** Centavos for one unit of the currency. */
  centavosPerUnit: number;
  /** Who set it: the migration's seed, the CURRENCY_RATES setting, the staff, or the rates feed (CURRENCY_RATES_SOURCE_URL). */
  source: 'seed' | 'setting' | 'staff' | 'feed';
  updatedAt: string;
}

export interface RatesSnapshot {
  entries: RateEntry[];
  rates: CurrencyRates;
  /** Changes whenever a rate changes: part of the key of the pages kept per currency. */
  version: string;
}

export interface CurrencyRatesStore {
  readonly current: RatesSnapshot;
  /** Reads the rates from the database now (after this gateway changed one). */
  refresh(): Promise<RatesSnapshot>;
  stop(): void;
}

const POLL_MS = 5_000;
const stores = new WeakMap<Db, CurrencyRatesStore>();

async function read(db: Db): Promise<RatesSnapshot> {
  const r = await db.query<{ code: string; pesos_per_unit: string; source: RateEntry['source']; updated_at: Date | string }>(
    'select code, pesos_per_unit::text as pesos_per_unit, source, updated_at from currency_rates order by code',
  );
  const entries: RateEntry[] = [];
  for (const row of r.rows) {
    const centavos = centavosOfRate(row.pesos_per_unit);
    if (!centavos || !(CURRENCY_CODES as readonly string[]).includes(row.code)) continue;
    entries.push({ code: row.code as CurrencyCode, centavosPerUnit: centavos, source: row.source, updatedAt: new Date(row.updated_at).toISOString() });
  }
  const rates: CurrencyRates = Object.fromEntries(entries.map((e) => [e.code, e.centavosPerUnit]));
  const version = entries.map((e) => `${e.code}${e.centavosPerUnit}`).join('.');
  return { entries, rates, version };
}

/**
 * Writes rates given by the CURRENCY_RATES setting (centavos per unit, by code), except those the
 * staff set since: the setting serves until the back office edits a rate.
 */
export async function applyRatesSetting(db: Db, setting: Partial<Record<CurrencyCode, number>>): Promise<void> {
  for (const [code, centavos] of Object.entries(setting)) {
    await db.query(
      `insert into currency_rates (code, pesos_per_unit, source, updated_at) values ($1, $2::numeric, 'setting', now())
       on conflict (code) do update set pesos_per_unit = excluded.pesos_per_unit, source = 'setting', updated_at = now()
       where currency_rates.source <> 'staff' and currency_rates.pesos_per_unit <> excluded.pesos_per_unit`,
      [code, pesosText(centavos)],
    );
  }
}

/** The rates of a database, read once at start (after the setting is applied) and kept up to date. */
export async function startCurrencyRates(db: Db, setting: Partial<Record<CurrencyCode, number>> = {}): Promise<CurrencyRatesStore> {
  const existing = stores.get(db);
  if (existing) return existing;
  await applyRatesSetting(db, setting);
  let current = await read(db);
  const refresh = async () => {
    current = await read(db);
    return current;
  };
  const timer = setInterval(() => {
    refresh().catch(() => undefined);
  }, POLL_MS);
  timer.unref();
  const store: CurrencyRatesStore = {
    get current() {
      return current;
    },
    refresh,
    stop: () => {
      clearInterval(timer);
      stores.delete(db);
    },
  };
  stores.set(db, store);
  return store;
}

/** The rates kept for a database, if the gateway started them. */
export function currencyRatesOf(db: Db): CurrencyRatesStore | null {
  return stores.get(db) ?? null;
}

/** The rates as the database holds them now (the back office: another gateway may have set one since this one last read). */
export function readRates(db: Db): Promise<RatesSnapshot> {
  return read(db);
}

/** The rates now: those kept for the database, or read from it when none are kept (a script, a test's own database). */
export async function currentRates(db: Db): Promise<RatesSnapshot> {
  return stores.get(db)?.current ?? read(db);
}

/** A rate as it was before a change (null: the currency had none). */
export interface RateBefore {
  centavosPerUnit: number;
  source: RateEntry['source'];
  updatedAt: string;
}

/**
 * Sets one rate as the staff (the back office): centavos for one unit, dated now. The setting no
 * longer overwrites it. This gateway uses it at once, others within `POLL_MS`. `alsoInTransaction`
 * runs in the write's transaction with the rate before it (the staff API's audit entry).
 */
export async function setCurrencyRate(
  db: Db,
  code: Exclude<CurrencyCode, 'ARS'>,
  centavosPerUnit: number,
  alsoInTransaction?: (tx: Queryable, before: RateBefore | null) => Promise<void>,
): Promise<RatesSnapshot> {
  if (!Number.isSafeInteger(centavosPerUnit) || centavosPerUnit <= 0) throw new RangeError('a rate is a positive whole number of centavos');
  // Recorded with the cache policy in the same transaction: what was kept showing the old rate is dropped.
  await cacheWrites.write(db, 'currency-rate-change', async (tx) => {
    const old = await tx.query<{ pesos_per_unit: string; source: RateEntry['source']; updated_at: Date | string }>(
      'select pesos_per_unit::text as pesos_per_unit, source, updated_at from currency_rates where code = $1 for update',
      [code],
    );
    const row = old.rows[0];
    const before = row ? { centavosPerUnit: centavosOfRate(row.pesos_per_unit) ?? 0, source: row.source, updatedAt: new Date(row.updated_at).toISOString() } : null;
    await tx.query(
      `insert into currency_rates (code, pesos_per_unit, source, updated_at) values ($1, $2::numeric, 'staff', now())
       on conflict (code) do update set pesos_per_unit = excluded.pesos_per_unit, source = 'staff', updated_at = now()`,
      [code, pesosText(centavosPerUnit)],
    );
    await alsoInTransaction?.(tx, before);
  });
  return (await stores.get(db)?.refresh()) ?? read(db);
}

/**
 * The currency part of a page's key in the page cache: the code, and for any currency but the
 * peso the rates' version, so a rate change leaves the pages kept in other currencies unused.
 */
export function pageCurrencyKey(code: CurrencyCode, rates: RatesSnapshot | null): string {
  return code === 'ARS' ? code : `${code}@${rates?.version ?? '-'}`;
}

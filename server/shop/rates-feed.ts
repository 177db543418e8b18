import { CURRENCY_CODES, type CurrencyCode } from '../../client/src/currency/currencies';
import { RATE_LIMITS } from '../../shared/currency/rate-input';

/** A currency the shop shows besides the peso. */
export type RatedCode = Exclude<CurrencyCode, 'ARS'>;

/** The largest move, in percent of the rate in force, a feed may make in one refresh. */
export const MAX_FEED_MOVE_PERCENT = 50;

/**
 * The rates a feed gives: `{ "rates": { "USD": 1450.5, "EUR": "1650.00" } }`, pesos for one unit
 * (a number or decimal text, two decimals at most). Currencies the shop does not show are left
 * out; a value that is not a rate within `RATE_LIMITS` is a problem, its currency left as it is.
 */
export function parseRatesFeed(body: unknown): { rates: Partial<Record<RatedCode, number>>; problems: string[] } {
  const rates: Partial<Record<RatedCode, number>> = {};
  const problems: string[] = [];
  const listed = typeof body === 'object' && body !== null ? (body as { rates?: unknown }).rates : undefined;
  if (typeof listed !== 'object' || listed === null || Array.isArray(listed)) return { rates, problems: ['the feed has no "rates" object'] };
  for (const [code, value] of Object.entries(listed)) {
    if (code === 'ARS' || !(CURRENCY_CODES as readonly string[]).includes(code)) continue;
    const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' ? value.trim() : '';
    const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text);
    const centavos = m ? Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0')) : null;
    if (centavos === null || centavos < RATE_LIMITS.minCentavos || centavos > RATE_LIMITS.maxCentavos) problems.push(`${code}: "${String(value)}" is not a rate in pesos`);
    else rates[code as RatedCode] = centavos;
  }
  return { rates, problems };
}

export type FeedDecision = 'write' | 'unchanged' | 'staff' | 'too-far';

/**
 * Whether a feed's rate replaces the one in force: never one the staff set (the back office has
 * the last word), nothing when it is the same, and not when it moves more than
 * `MAX_FEED_MOVE_PERCENT` at once (a broken feed must not show prices ten times off; the staff set
 * such a rate by hand).
 */
export function feedDecision(current: { centavosPerUnit: number; source: string } | undefined, centavos: number): FeedDecision {
  if (!current) return 'write';
  if (current.source === 'staff') return 'staff';
  if (current.centavosPerUnit === centavos) return 'unchanged';
  const move = (Math.abs(centavos - current.centavosPerUnit) * 100) / current.centavosPerUnit;
  return move > MAX_FEED_MOVE_PERCENT ? 'too-far' : 'write';
}

import { z } from 'zod';
import { ConfigError } from './config-error';
import { centavosOfRate, CURRENCY_CODES, isCurrencyCode, type CurrencyCode } from '../client/src/currency/currencies';

/**
 * The kinds of environment variable the shop reads, as zod schemas: each takes the variable's raw
 * value (undefined when unset) and gives the setting or an issue saying what is wrong with it. A
 * variable set to blanks counts as unset; values are trimmed.
 */

export type Env = Record<string, string | undefined>;

/** Reads one variable with its schema; throws a ConfigError naming it and the first issue. */
export function reader(env: Env): <T>(name: string, schema: z.ZodType<T>) => T {
  return (name, schema) => {
    const result = schema.safeParse(env[name]);
    if (!result.success) throw new ConfigError(name, result.error.issues[0]?.message ?? 'invalid');
    return result.data;
  };
}

/** A value trimmed, blank as unset. */
function present<T extends z.ZodType>(schema: T) {
  return z.preprocess((v) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined), schema);
}

/** Free text, null when unset. */
export const text = present(z.string().nullable().default(null));

/** A whole number from `min` to `max`, `fallback` when unset. */
export function int(fallback: number, min: number, max: number) {
  const range = (issue: { input?: unknown }) => `expected a number from ${min} to ${max}, got ${String(issue.input)}`;
  return present(
    z
      .string()
      .regex(/^-?\d+$/, { error: (issue) => `expected a whole number, got "${String(issue.input)}"` })
      .transform(Number)
      .pipe(z.number().min(min, { error: range }).max(max, { error: range }))
      .default(fallback),
  );
}

/** A switch (1/0, true/false, yes/no, on/off, any case), `fallback` when unset. */
export function bool(fallback: boolean) {
  return present(
    z
      .stringbool({
        truthy: ['1', 'true', 'yes', 'on'],
        falsy: ['0', 'false', 'no', 'off'],
        case: 'insensitive',
        error: (issue) => `expected true or false, got "${String(issue.input)}"`,
      })
      .default(fallback),
  );
}

/** A URL of one of the schemes (`http`, `postgres`…), kept as written; null when unset. */
export function url(...schemes: string[]) {
  const named = schemes.map((s) => `${s}:`).join(' or ');
  return present(
    z
      .string()
      .refine((v) => URL.canParse(v), { error: 'not a valid URL', abort: true })
      .refine((v) => schemes.includes(new URL(v).protocol.slice(0, -1)), { error: `expected a ${named} URL` })
      .nullable()
      .default(null),
  );
}

/** Comma-separated items, blanks dropped, each read by `item`. */
function list<T>(item: z.ZodType<T, string>) {
  return present(
    z
      .string()
      .transform((v) => v.split(',').map((p) => p.trim()).filter(Boolean))
      .pipe(z.array(item))
      .default([]),
  );
}

/** Comma-separated text items. */
export const texts = list(z.string());

/** `operation=ms` pairs, comma-separated: per-operation time budgets. */
export const budgets = list(
  z.string().regex(/^[A-Za-z][A-Za-z0-9]*=\d{2,6}$/, {
    error: (issue) => `expected operation=milliseconds pairs separated by commas, got "${String(issue.input)}"`,
  }),
).transform((pairs) => Object.fromEntries(pairs.map((p: string) => [p.slice(0, p.indexOf('=')), Number(p.slice(p.indexOf('=') + 1))])) as Record<string, number>);

const FOREIGN = CURRENCY_CODES.filter((c) => c !== 'ARS');

/** `CODE=pesos` pairs, comma-separated: pesos for one unit of a currency of the shop, to the centavo. */
export const rates = list(
  z.string().transform((pair, ctx): [CurrencyCode, number] => {
    const m = /^([A-Z]{3})=(.+)$/.exec(pair);
    const code = m?.[1];
    const centavos = m ? centavosOfRate(m[2]) : null;
    if (!code || !isCurrencyCode(code) || code === 'ARS' || centavos === null) {
      ctx.addIssue({ code: 'custom', message: `expected CODE=pesos pairs for ${FOREIGN.join(', ')} (pesos for one unit, e.g. USD=1450), got "${pair}"` });
      return z.NEVER;
    }
    return [code, centavos];
  }),
).transform((pairs) => Object.fromEntries(pairs) as Partial<Record<CurrencyCode, number>>);

/** Comma-separated origins, each exactly `scheme://host[:port]` (http or https, no path). */
export const origins = list(
  z.string().transform((item, ctx) => {
    const parsed = URL.canParse(item) ? new URL(item) : null;
    if (!parsed || !['http:', 'https:'].includes(parsed.protocol) || parsed.origin !== item.replace(/\/$/, '')) {
      ctx.addIssue({ code: 'custom', message: `"${item}" is not an origin such as https://partner.example (scheme, host and port only)` });
      return z.NEVER;
    }
    return parsed.origin;
  }),
);

/** One of the given words. */
export function oneOf<const T extends readonly [string, ...string[]]>(words: T, fallback: T[number]) {
  return present(z.enum(words, { error: (issue) => `expected ${words.slice(0, -1).join(', ')} or ${words.at(-1)}, got "${String(issue.input)}"` }).default(fallback));
}

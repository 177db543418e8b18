import type { Queryable } from '../db';
import { badInput } from '../errors';
import { looksLikeNumber, normalizeNumber, withinOneEdit, words } from './text';

/** Longest query accepted, in characters (after spaces are collapsed). */
export const MAX_QUERY_LENGTH = 200;
/** Words of a query taken into account. */
const MAX_WORDS = 8;
/** Words this long or longer may carry one typo. */
const TYPO_MIN_LENGTH = 5;

export interface AnalysedQuery {
  /** The query trimmed, spaces collapsed. */
  text: string;
  /** Folded words after typo correction, stop words included. */
  words: string[];
  /** The words that are not stop words, each with its Spanish stem (`pastillas` → `pastill`). */
  terms: { word: string; stem: string }[];
  /** The distinct stems of `terms`. */
  stems: string[];
  /** A `to_tsquery('simple', …)` text matching every stem as a prefix, or null when no word is left. */
  tsquery: string | null;
  /** The query as a part number (no spaces, dots, dashes), when it reads like one. */
  number: string | null;
  /** Words replaced by a catalogue word one typo away: `[typed, corrected]`. */
  corrections: [string, string][];
}

/** Trims and checks a query: empty is allowed (it finds nothing), too long is BAD_USER_INPUT. */
export function cleanQuery(raw: string): string {
  const text = raw.replace(/\s+/g, ' ').trim();
  if (text.length > MAX_QUERY_LENGTH) {
    throw badInput(`The search query is too long: at most ${MAX_QUERY_LENGTH} characters`, 'query');
  }
  return text;
}

/**
 * Folds, corrects and stems a query with the database's Spanish dictionary and the catalogue's
 * word list (one round trip each, only for the words that need it).
 */
export async function analyseQuery(db: Queryable, raw: string): Promise<AnalysedQuery> {
  const text = cleanQuery(raw);
  const typed = words(text).slice(0, MAX_WORDS);
  if (typed.length === 0) return { text, words: [], terms: [], stems: [], tsquery: null, number: null, corrections: [] };

  const corrections = await correctTypos(db, typed);
  const fixed = typed.map((w) => corrections.get(w) ?? w);
  const lexemes = await db.query<{ w: string; lex: string[] | null }>(
    `select q.w, ts_lexize('spanish_stem', q.w) as lex from unnest($1::text[]) as q(w)`,
    [fixed],
  );
  const stemOf = new Map(lexemes.rows.map((r) => [r.w, r.lex]));
  // A stop word has no lexeme (`de`, `para`); words with digits are kept as typed.
  const terms = fixed
    .map((word) => ({ word, stem: /\d/.test(word) ? word : (stemOf.get(word) ?? [word])[0] }))
    .filter((t): t is { word: string; stem: string } => Boolean(t.stem));
  const stems = [...new Set(terms.map((t) => t.stem))];
  return {
    text,
    words: fixed,
    terms,
    stems,
    tsquery: stems.length ? stems.map((s) => `${s}:*`).join(' & ') : null,
    number: looksLikeNumber(text) ? normalizeNumber(text) : null,
    corrections: [...corrections],
  };
}

/** For each word of 5 letters or more that no catalogue word starts with, the catalogue word one edit away. */
async function correctTypos(db: Queryable, typed: string[]): Promise<Map<string, string>> {
  const candidates = typed.filter((w) => w.length >= TYPO_MIN_LENGTH && !/\d/.test(w));
  const out = new Map<string, string>();
  if (candidates.length === 0) return out;
  const rows = await db.query<{ w: string; known: boolean; near: string[] | null }>(
    `select q.w,
       exists (select 1 from catalog_search_words s where s.word like q.w || '%') as known,
       array(select s.word from catalog_search_words s
             where length(s.word) between length(q.w) - 1 and length(q.w) + 1 and similarity(s.word, q.w) > 0.1
             order by similarity(s.word, q.w) desc, s.word limit 12) as near
     from unnest($1::text[]) as q(w)`,
    [candidates],
  );
  for (const r of rows.rows) {
    if (r.known) continue;
    const match = (r.near ?? []).find((word) => withinOneEdit(r.w, word));
    if (match) out.set(r.w, match);
  }
  return out;
}

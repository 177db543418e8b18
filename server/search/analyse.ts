import type { Queryable } from '../db';
import { badInput } from '../errors';
import { looksLikeNumber, normalizeNumber, withinOneEdit, words } from '../text/text';

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

  const lookup = await lookUpWords(db, typed);
  const corrections = new Map<string, string>();
  for (const r of lookup) {
    const match = r.known ? undefined : r.near.find((word) => withinOneEdit(r.w, word));
    if (match) corrections.set(r.w, match);
  }
  const fixed = typed.map((w) => corrections.get(w) ?? w);
  const stemOf = new Map(lookup.map((r) => [r.w, r.lex]));
  if (corrections.size > 0) {
    const more = await db.query<{ w: string; lex: string[] | null }>(
      `select q.w, ts_lexize('spanish_stem', q.w) as lex from unnest($1::text[]) as q(w)`,
      [[...corrections.values()]],
    );
    for (const r of more.rows) stemOf.set(r.w, r.lex);
  }
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

interface WordLookup {
  w: string;
  /** Its Spanish lexemes (empty for a stop word). */
  lex: string[] | null;
  /** True when a catalogue word starts with it (or it is not a candidate for correction). */
  known: boolean;
  /** Catalogue words of about its length that look like it, closest first. */
  near: string[];
}

/**
 * One round trip for every word: its stem, and for words of 5 letters or more without digits,
 * whether the catalogue knows a word starting with it and, if not, the catalogue words close to it
 * (trigram similarity over words one letter shorter to one letter longer).
 */
async function lookUpWords(db: Queryable, typed: string[]): Promise<WordLookup[]> {
  const rows = await db.query<{ w: string; lex: string[] | null; candidate: boolean; known: boolean; near: string[] | null }>(
    `select q.w, ts_lexize('spanish_stem', q.w) as lex, q.candidate,
       not q.candidate or exists (select 1 from catalog_search_words s where s.word like q.w || '%') as known,
       case when q.candidate then array(
         select s.word from catalog_search_words s
         where length(s.word) between length(q.w) - 1 and length(q.w) + 1 and similarity(s.word, q.w) > 0.1
         order by similarity(s.word, q.w) desc, s.word limit 12) end as near
     from (select w, length(w) >= $2 and w !~ '[0-9]' as candidate from unnest($1::text[]) as u(w)) as q`,
    [typed, TYPO_MIN_LENGTH],
  );
  return rows.rows.map((r) => ({ w: r.w, lex: r.lex, known: r.known, near: r.near ?? [] }));
}

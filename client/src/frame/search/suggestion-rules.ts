import { useEffect, useRef, useState } from 'react';

export const SUGGESTED_PRODUCTS = 3;
export const SUGGESTED_CATEGORIES = 4;
/** Wait after the last keystroke before asking for suggestions. */
export const SUGGESTIONS_DEBOUNCE_MS = 250;

/** At most 3 products and 4 categories. */
export function limitSuggestions<P, C>(products: readonly P[], categories: readonly C[]): { products: P[]; categories: C[] } {
  return { products: products.slice(0, SUGGESTED_PRODUCTS), categories: categories.slice(0, SUGGESTED_CATEGORIES) };
}

/** The dropdown shows only when there is something in it. */
export function hasSuggestions(result: { products: readonly unknown[]; categories: readonly unknown[] } | null | undefined): boolean {
  return Boolean(result && (result.products.length > 0 || result.categories.length > 0));
}

/** Text worth asking about: trimmed, inner spaces collapsed; empty means "do not ask". */
export function normaliseQuery(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}

/**
 * The query to ask suggestions for: follows the typed text after `delay` ms of quiet, and changes
 * only when the normalised text changes (re-focusing or adding a trailing space asks nothing).
 */
export function useSuggestionQuery(text: string, delay = SUGGESTIONS_DEBOUNCE_MS): string {
  const [query, setQuery] = useState(() => normaliseQuery(text));
  const latest = useRef(query);
  useEffect(() => {
    const next = normaliseQuery(text);
    if (next === latest.current) return undefined;
    const timer = setTimeout(() => {
      latest.current = next;
      setQuery(next);
    }, delay);
    return () => clearTimeout(timer);
  }, [text, delay]);
  return query;
}

import { useCallback, useSyncExternalStore } from 'react';

const STORAGE_KEY = 'shipping-postcode';
const listeners = new Set<() => void>();

function read(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The postal code the shopper last quoted (cart, product page, checkout), kept in this browser so
 * every page quotes the same code; null until one is given (and on the server, where nobody has one).
 */
export function useShippingPostcode(): [string | null, (postcode: string) => void] {
  const postcode = useSyncExternalStore(subscribe, read, () => null);
  const remember = useCallback((value: string) => {
    try {
      window.localStorage.setItem(STORAGE_KEY, value);
    } catch {
      // Private windows may refuse storage: the code is then asked again on the next page.
    }
    for (const listener of listeners) listener();
  }, []);
  return [postcode, remember];
}

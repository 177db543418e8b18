import { createContext } from 'react';
import type { CurrencyCode } from '../currency/currencies';

/** Cookie that keeps the shopper's currency, so the gateway renders prices in it. */
export const CURRENCY_COOKIE = 'currency';

/**
 * The currency a server-rendered page was rendered in (from the `currency` cookie): the server
 * renderer provides it, and the browser provides the same value while it hydrates that page, so
 * the first render in the browser prints the same prices. Null outside server rendering.
 */
export const InitialCurrencyContext = createContext<CurrencyCode | null>(null);

/** Keeps the shopper's currency in the `currency` cookie (a year, this site only). */
export function rememberCurrencyCookie(code: CurrencyCode): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${CURRENCY_COOKIE}=${encodeURIComponent(code)}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}

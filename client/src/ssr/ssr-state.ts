import type { LanguageCode } from '../app/i18n';
import type { CurrencyCode } from '../currency/currencies';
import type { RenderInfo } from '../lib/data/render-info';

/** Id of the `<script type="application/json">` that carries the server render's state. */
export const SSR_STATE_ID = 'ssr-state';

/** What a server-rendered page hands to the browser so hydration asks nothing again. */
export interface SsrState {
  language: LanguageCode;
  /** The currency prices were rendered in (from the `currency` cookie). */
  currency: CurrencyCode;
  /** Where the browser fetches the language's texts (preloaded by the page's head). */
  translationsUrl: string;
  /** The vehicle the page was rendered for and the answer of each query the page asked. */
  render: RenderInfo;
}

/**
 * JSON safe inside a `<script>` element: `<`, `>` and `&` escaped (no `</script>` or `<!--` can close
 * or confuse it), and the two line separators JavaScript once rejected in strings.
 */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The state embedded by the server, or null for a page the server did not render. */
export function readSsrState(doc: Document = document): SsrState | null {
  const element = doc.getElementById(SSR_STATE_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as SsrState;
  } catch {
    return null;
  }
}

export const CSRF_COOKIE = 'csrf-token';
export const CSRF_HEADER = 'x-csrf-token';

/** Reads the CSRF cookie the gateway sets; empty outside a browser. */
export function readCsrfToken(cookie: string = typeof document === 'undefined' ? '' : document.cookie): string {
  for (const part of cookie.split(';')) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i).trim() === CSRF_COOKIE) return decodeURIComponent(part.slice(i + 1).trim());
  }
  return '';
}

/** Headers every non-GET request to the gateway carries: the CSRF token copied from its cookie. */
export function csrfHeaders(): Record<string, string> {
  const token = readCsrfToken();
  return token ? { [CSRF_HEADER]: token } : {};
}

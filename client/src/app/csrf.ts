export const CSRF_COOKIE = 'csrf-token';
export const CSRF_HEADER = 'x-csrf-token';

/** Reads the CSRF cookie the gateway sets; empty outside a browser or when it cannot be read. */
export function readCsrfToken(cookie: string = typeof document === 'undefined' ? '' : document.cookie): string {
  for (const part of cookie.split(';')) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i).trim() === CSRF_COOKIE) {
      try {
        return decodeURIComponent(part.slice(i + 1).trim());
      } catch {
        return '';
      }
    }
  }
  return '';
}

let asking: Promise<string> | null = null;

/**
 * The token a write must carry: its cookie's, or, on a page that came from a cache (which carries
 * no cookie), asked once from the gateway's `/csrf-token`, which sets the cookie as it answers.
 */
export function csrfToken(): Promise<string> {
  const token = readCsrfToken();
  if (token || typeof fetch === 'undefined') return Promise.resolve(token);
  asking ??= fetch('/csrf-token', { credentials: 'same-origin', cache: 'no-store' })
    .then((res) => (res.ok ? (res.json() as Promise<{ token?: unknown }>) : { token: '' }))
    .then((body) => readCsrfToken() || (typeof body.token === 'string' ? body.token : ''))
    .catch(() => '')
    .finally(() => {
      asking = null;
    });
  return asking;
}

/** Headers every non-GET request to the gateway carries: the CSRF token copied from its cookie. */
export function csrfHeaders(token: string = readCsrfToken()): Record<string, string> {
  return token ? { [CSRF_HEADER]: token } : {};
}

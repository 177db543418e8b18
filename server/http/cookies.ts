import { parseCookie } from 'cookie';

/** Values kept as sent: the one cookie asked for is decoded alone (`readCookie`). */
const asSent = (value: string) => value;

/**
 * One cookie's value from a Cookie header (the first of that name), percent-decoded; null when it
 * is absent or does not decode (a malformed escape such as `%E0%A4%A`): a cookie the shop cannot
 * read counts as not sent.
 */
export function readCookie(header: string | undefined, name: string): string | null {
  if (!header) return null;
  const value = parseCookie(header, { decode: asSent })[name];
  if (value === undefined) return null;
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

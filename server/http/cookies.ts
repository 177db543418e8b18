/**
 * One cookie's value from a Cookie header, percent-decoded; null when it is absent or does not
 * decode (a malformed escape such as `%E0%A4%A`): a cookie the shop cannot read counts as not sent.
 */
export function readCookie(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i).trim() === name) {
      try {
        return decodeURIComponent(part.slice(i + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

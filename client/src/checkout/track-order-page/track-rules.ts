/** The order number typed by the shopper, or null unless it is a whole number from 1. */
export function parseOrderNumber(text: string): number | null {
  const trimmed = text.trim().replace(/^#/, '');
  if (!/^\d{1,15}$/.test(trimmed)) return null;
  const n = Number(trimmed);
  return Number.isSafeInteger(n) && n > 0 && n <= 2_147_483_647 ? n : null;
}

/** The token from what the shopper pasted: the whole order link, or the token alone. */
export function tokenFrom(text: string): string {
  const trimmed = text.trim();
  const fromLink = /[?&]token=([^&#\s]+)/.exec(trimmed)?.[1];
  if (fromLink) {
    try {
      return decodeURIComponent(fromLink);
    } catch {
      return fromLink;
    }
  }
  return trimmed;
}

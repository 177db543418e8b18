/** Keeps `value` within the optional bounds. */
export function clamp(value: number, min?: number, max?: number): number {
  let result = value;
  if (min !== undefined && result < min) result = min;
  if (max !== undefined && result > max) result = max;
  return result;
}

/** Adds `delta` without binary floating-point noise for decimal steps (0.1 + 0.2). */
export function addStep(value: number, delta: number): number {
  const decimals = Math.max(decimalPlaces(value), decimalPlaces(delta));
  return Number((value + delta).toFixed(decimals));
}

function decimalPlaces(n: number): number {
  const text = String(n);
  const dot = text.indexOf('.');
  return dot === -1 ? 0 : text.length - dot - 1;
}

/** Reads typed text as a number (comma or dot as decimal separator); null when it is not one. */
export function parseTypedNumber(text: string): number | null {
  const normalised = text.trim().replace(/\s/g, '').replace(',', '.');
  if (normalised === '' || normalised === '-' || normalised === '.') return null;
  const n = Number(normalised);
  return Number.isFinite(n) ? n : null;
}

import type { Result } from 'autocannon';

/** What one autocannon run says: requests per second, latency percentiles, failures. */
export interface Figures {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

/**
 * autocannon's options for a run of `seconds`. It counts requests in samples of a second and ends
 * a run only when a sample ends, so a run shorter than a second takes one sample as long as itself
 * (requests per second are then scaled back from it: `requestsPerSecond`).
 */
export function runFor(seconds: number): { duration: number; sampleInt: number } {
  return { duration: seconds, sampleInt: Math.min(1000, seconds * 1000) };
}

/** A run's mean requests per second, from its samples (of a second, or shorter: `runFor`). */
export function requestsPerSecond(result: Result): number {
  const sampleMs = (result as Result & { sampleInt?: number }).sampleInt ?? 1000;
  return (result.requests.average * 1000) / sampleMs;
}

export function figuresOf(result: Result): Figures {
  return { rps: requestsPerSecond(result), p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors };
}

/** One printed line: the figures, and their ratio to the bare server's of the same run. */
export function figuresLine(label: string, f: Figures, bare?: Figures, width = 34): string {
  const ratio = bare ? `  ${(f.rps / bare.rps).toFixed(3)}× of bare` : '';
  const bad = f.non2xx || f.errors ? `  (non-2xx ${f.non2xx}, errors ${f.errors})` : '';
  return `${label.padEnd(width)} ${f.rps.toFixed(0).padStart(7)} req/s   p50 ${String(f.p50).padStart(4)} ms   p99 ${String(f.p99).padStart(4)} ms${ratio}${bad}`;
}

import type { Result } from 'autocannon';

/** What one autocannon run says: requests per second, latency percentiles, failures. */
export interface Figures {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

export function figuresOf(result: Result): Figures {
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors };
}

/** One printed line: the figures, and their ratio to the bare server's of the same run. */
export function figuresLine(label: string, f: Figures, bare?: Figures, width = 34): string {
  const ratio = bare ? `  ${(f.rps / bare.rps).toFixed(3)}× of bare` : '';
  const bad = f.non2xx || f.errors ? `  (non-2xx ${f.non2xx}, errors ${f.errors})` : '';
  return `${label.padEnd(width)} ${f.rps.toFixed(0).padStart(7)} req/s   p50 ${String(f.p50).padStart(4)} ms   p99 ${String(f.p99).padStart(4)} ms${ratio}${bad}`;
}

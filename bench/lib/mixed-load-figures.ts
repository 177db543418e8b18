import os from 'node:os';

// The mixed load's figures: what one run measured, and how it is printed.

export type Kind =
  | 'listing GET'
  | 'product GET'
  | 'listing POST'
  | 'product POST'
  | 'search GET'
  | 'add to cart'
  | 'update quantity'
  | 'wishlist toggle'
  | 'page anonymous'
  | 'page with session';


export interface KindFigures {
  durations: number[];
  errors: number;
  timeouts: number;
}

export interface RunFigures {
  label: string;
  seconds: number;
  byKind: Map<Kind, KindFigures>;
  samples: string[];
  health: { healthz: number[]; readyz: number[]; healthzFailed: number; readyzFailed: number; failures: string[] };
  memoryBefore: Map<number, number>;
  memoryAfter: Map<number, number>;
  /** Resident memory of the whole gateway during the run (`--memory-every`): seconds into the run, bytes. */
  memorySeries: [number, number][];
  /** Processor seconds each thread of the gateway used during the run, by `pid/tid`; the first pid is the gateway's own. */
  cpu: Map<string, number>;
  rootPid: number;
  /** Resident memory of every process of the gateway once it answered, before any request. */
  memoryAtStart: Map<number, number>;
  /** Each memory cache as `/metrics` shows it at the end, summed over the workers (null: not read). */
  caches: CacheFigures[] | null;
  sessions: { compared: number; lost: number; uncertain: number; inconsistent: number; details: string[] };
  loadBefore: number[];
  loadAfter: number[];
}

export interface CacheFigures {
  name: string;
  bytes: number;
  boundBytes: number;
  hits: number;
  misses: number;
}

/**
 * The memory caches in a `/metrics` text (the primary's, gathered from every worker and summed):
 * `cache_bytes`, `cache_bound_bytes` and `cache_lookups_total{outcome}` per cache.
 */
export function cachesOfMetrics(text: string): CacheFigures[] {
  const byName = new Map<string, CacheFigures>();
  const of = (name: string) => byName.get(name) ?? byName.set(name, { name, bytes: 0, boundBytes: 0, hits: 0, misses: 0 }).get(name)!;
  for (const line of text.split('\n')) {
    const m = /^(cache_bytes|cache_bound_bytes|cache_lookups_total)\{([^}]*)\} ([0-9.e+-]+)$/.exec(line);
    if (!m) continue;
    const labels = Object.fromEntries([...m[2].matchAll(/(\w+)="([^"]*)"/g)].map(([, k, v]) => [k, v]));
    if (!labels.cache) continue;
    const c = of(labels.cache);
    const value = Number(m[3]);
    if (m[1] === 'cache_bytes') c.bytes += value;
    else if (m[1] === 'cache_bound_bytes') c.boundBytes += value;
    else if (labels.outcome === 'hit') c.hits += value;
    else c.misses += value;
  }
  return [...byName.values()];
}

export function quantile(values: number[], q: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

const ms = (v: number) => (Number.isNaN(v) ? '   -' : v.toFixed(0).padStart(5));
const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(0);
export const sum = (m: Map<number, number>) => [...m.values()].reduce((a, b) => a + b, 0);

/** What the run was asked, for the report's header. */
export interface RunSettings {
  connections: number;
  sessions: number;
  pages: boolean;
  healthEveryMs: number;
}

export function report(f: RunFigures, settings: RunSettings): void {
  const all = [...f.byKind.values()];
  const requests = all.reduce((a, k) => a + k.durations.length, 0);
  const errors = all.reduce((a, k) => a + k.errors, 0);
  const timeouts = all.reduce((a, k) => a + k.timeouts, 0);
  console.log(`\n== ${f.label}: ${f.seconds.toFixed(1)} s at ${settings.connections} connections, ${settings.sessions} sessions${settings.pages ? ', with pages' : ''}`);
  console.log(`   load average before ${f.loadBefore.map((l) => l.toFixed(1)).join(' ')}, after ${f.loadAfter.map((l) => l.toFixed(1)).join(' ')} (${os.cpus().length} cores)`);
  console.log(`   ${'kind'.padEnd(18)} ${'count'.padStart(7)} ${'req/s'.padStart(7)}   p50 ms  p99 ms  errors  timeouts`);
  for (const [kind, k] of f.byKind) {
    console.log(
      `   ${kind.padEnd(18)} ${String(k.durations.length).padStart(7)} ${(k.durations.length / f.seconds).toFixed(0).padStart(7)}   ${ms(quantile(k.durations, 0.5))}   ${ms(quantile(k.durations, 0.99))}  ${String(k.errors).padStart(6)}  ${String(k.timeouts).padStart(8)}`,
    );
  }
  const durations = all.flatMap((k) => k.durations);
  console.log(
    `   ${'all'.padEnd(18)} ${String(requests).padStart(7)} ${(requests / f.seconds).toFixed(0).padStart(7)}   ${ms(quantile(durations, 0.5))}   ${ms(quantile(durations, 0.99))}  ${String(errors).padStart(6)}  ${String(timeouts).padStart(8)}`,
  );
  if (f.samples.length) console.log(`   first failures: ${f.samples.join(' | ')}`);
  const h = f.health;
  console.log(
    `   /healthz on a new connection every ${settings.healthEveryMs} ms: ${h.healthz.length} samples, p50 ${ms(quantile(h.healthz, 0.5))} ms, p99 ${ms(quantile(h.healthz, 0.99))} ms, max ${ms(Math.max(...h.healthz))} ms, ${h.healthzFailed} failed`,
  );
  console.log(
    `   /readyz  on a new connection every ${settings.healthEveryMs} ms: ${h.readyz.length} samples, p50 ${ms(quantile(h.readyz, 0.5))} ms, p99 ${ms(quantile(h.readyz, 0.99))} ms, max ${ms(Math.max(...h.readyz))} ms, ${h.readyzFailed} failed` +
      (h.failures.length ? ` (${h.failures.join('; ')})` : ''),
  );
  console.log(
    `   gateway memory (resident, ${f.memoryBefore.size} process(es)): before ${mb(sum(f.memoryBefore))} MB [${[...f.memoryBefore.values()].map(mb).join(' + ')}], after ${mb(sum(f.memoryAfter))} MB [${[...f.memoryAfter.values()].map(mb).join(' + ')}]`,
  );
  if (f.memorySeries.length > 0) {
    console.log(`   gateway memory during the run: ${f.memorySeries.map(([at, bytes]) => `${at.toFixed(0)} s ${mb(bytes)} MB`).join(', ')}`);
    const third = f.memorySeries.find(([at]) => at >= 179);
    const last = f.memorySeries[f.memorySeries.length - 1];
    if (third && last[0] > third[0]) {
      console.log(`   last sample against minute 3: ${(((last[1] - third[1]) / third[1]) * 100).toFixed(1)} % (${mb(third[1])} MB at ${third[0].toFixed(0)} s, ${mb(last[1])} MB at ${last[0].toFixed(0)} s)`);
    }
  }
  if (f.caches && f.caches.length > 0) {
    // What bounds the gateway's memory: its processes as started, plus every cache full to its bound.
    const bounds = f.caches.reduce((a, c) => a + c.boundBytes, 0);
    const atStart = sum(f.memoryAtStart);
    const total = atStart + bounds;
    const end = sum(f.memoryAfter);
    const rate = (c: CacheFigures) => (c.hits + c.misses > 0 ? `${((c.hits / (c.hits + c.misses)) * 100).toFixed(1)} % hits of ${(c.hits + c.misses).toFixed(0)} lookups` : 'not asked');
    console.log(`   memory caches at the end (every worker's): ${f.caches.map((c) => `${c.name} ${mb(c.bytes)} of ${mb(c.boundBytes)} MB, ${rate(c)}`).join('; ')}`);
    console.log(
      `   the gateway's bound: ${mb(atStart)} MB as started (before any request) + ${mb(bounds)} MB of cache bounds = ${mb(total)} MB; resident after the run ${mb(end)} MB, ${end <= total ? 'under' : 'OVER'} it (${((end / total) * 100).toFixed(0)} %)`,
    );
  }
  // Where the processor time went: per process, and its busiest threads (the main one is pid/pid).
  const byProcess = new Map<string, [string, number][]>();
  for (const [task, seconds] of f.cpu) {
    const [pid] = task.split('/');
    byProcess.set(pid, [...(byProcess.get(pid) ?? []), [task, seconds]]);
  }
  const cpuTotal = [...f.cpu.values()].reduce((a, b) => a + b, 0);
  const parts = [...byProcess].map(([pid, tasks]) => {
    const total = tasks.reduce((a, [, s]) => a + s, 0);
    const busy = tasks.filter(([, s]) => s > 0.1 * total && s > 0.5).sort((a, b) => b[1] - a[1]);
    const threads = busy.length > 1 || (busy[0] && busy[0][0] !== `${pid}/${pid}`) ? ` (${busy.map(([t, s]) => `${t.endsWith(`/${pid}`) ? 'main' : 'thread'} ${s.toFixed(1)}`).join(', ')})` : '';
    return `${Number(pid) === f.rootPid ? 'gateway' : 'child'} ${pid} ${total.toFixed(1)} s${threads}`;
  });
  console.log(`   processor time during the run: ${cpuTotal.toFixed(1)} s = ${((cpuTotal / requests) * 1000).toFixed(2)} ms per request; ${parts.join(', ')}`);
  const s = f.sessions;
  console.log(
    `   carts and wishlists read back: ${s.compared} sessions compared, ${s.lost} differ from what was acknowledged, ${s.uncertain} left out (a write failed or timed out, so its outcome is unknown), ${s.inconsistent} answers disagreed with the state before` +
      (s.details.length ? `\n     ${s.details.join('\n     ')}` : ''),
  );
}

/** The runs side by side; `mix`: the weight of each kind (those of none are left out). */
export function summary(runs: RunFigures[], mix: Record<Kind, number>): void {
  if (runs.length < 2) return;
  console.log('\n== side by side');
  const kinds = (Object.keys(mix) as Kind[]).filter((k) => mix[k] > 0);
  console.log(`   ${'shop'.padEnd(34)} ${'req/s'.padStart(6)} ${'p99'.padStart(6)} ${'errors'.padStart(6)} ${'t/o'.padStart(4)} ${'health p99/max'.padStart(15)}  p99 per kind (${kinds.join(', ')})`);
  for (const f of runs) {
    const all = [...f.byKind.values()];
    const requests = all.reduce((a, k) => a + k.durations.length, 0);
    console.log(
      `   ${f.label.padEnd(34)} ${(requests / f.seconds).toFixed(0).padStart(6)} ${ms(quantile(all.flatMap((k) => k.durations), 0.99)).padStart(6)} ${String(all.reduce((a, k) => a + k.errors, 0)).padStart(6)} ${String(all.reduce((a, k) => a + k.timeouts, 0)).padStart(4)} ${`${ms(quantile(f.health.healthz, 0.99)).trim()}/${ms(Math.max(...f.health.healthz)).trim()} ms`.padStart(15)}  ${kinds.map((k) => ms(quantile(f.byKind.get(k)!.durations, 0.99)).trim()).join(' ')}`,
    );
  }
}

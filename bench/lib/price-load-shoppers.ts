import { addToCart, Client, keepCookies, LISTING, listingVariables, pickOf, PRODUCT, productVariables, SEARCH, SEARCHES, send, type Session, toggleWishlist, updateQuantity } from './mixed-load-shoppers';

// Shoppers at `bench:mixed`'s mix (65 % reads, 35 % writes) against a started gateway, each request
// counted in the phase it started in, until told to stop.

export type Phase = 'before' | 'preview' | 'apply' | 'undo';
export const PHASES: readonly Phase[] = ['before', 'preview', 'apply', 'undo'];

/** `bench:mixed`'s weights without pages, out of 100. */
const MIX = {
  'listing GET': 18, 'product GET': 18, 'listing POST': 8, 'product POST': 8, 'search GET': 13,
  'add to cart': 15, 'update quantity': 10, 'wishlist toggle': 10,
} as const;
type Kind = keyof typeof MIX;
const KINDS = Object.keys(MIX) as Kind[];

export interface PhaseFigures {
  durations: number[];
  errors: number;
  firstError?: string;
}

/** One request as traced (`--trace`): when it started (performance.now()), how long it took, what it was. */
export interface TracedRequest {
  at: number;
  ms: number;
  kind: string;
  phase: Phase;
}

export interface ShopperLoad {
  figures: Record<Phase, PhaseFigures>;
  /** Stops the shoppers and waits for their last requests. */
  stop(): Promise<void>;
}

async function newSession(client: Client, index: number): Promise<Session> {
  const s: Session = { index, cookies: new Map(), cart: new Map(), wishlist: new Set(), uncertain: false, inconsistent: 0 };
  const reply = await send(client.agent, client.base, 'POST', '/graphql', { 'content-type': 'application/json' }, JSON.stringify({ query: '{ cart { quantity } }' }));
  keepCookies(s, reply);
  await addToCart(client, s);
  return s;
}

/** Starts `connections` shoppers over `sessions` sessions (one write at a time per session). */
/** `phase` answers null during a warm-up: those requests are not counted. */
export async function startShoppers(base: URL, connections: number, sessionCount: number, phase: () => Phase | null, trace?: TracedRequest[]): Promise<ShopperLoad> {
  const client = new Client(base, connections);
  const sessions: Session[] = [];
  for (let i = 0; i < sessionCount; i += 10) {
    sessions.push(...(await Promise.all(Array.from({ length: Math.min(10, sessionCount - i) }, (_, j) => newSession(client, i + j)))));
  }
  const free = sessions.map((s) => s.index);
  const figures = Object.fromEntries(PHASES.map((p) => [p, { durations: [], errors: 0 }])) as unknown as Record<Phase, PhaseFigures>;
  let stopped = false;
  const pick = (): Kind => {
    let r = Math.random() * 100;
    for (const k of KINDS) {
      r -= MIX[k];
      if (r < 0) return k;
    }
    return 'listing GET';
  };
  const loop = async () => {
    while (!stopped) {
      const kind = pick();
      const writes = kind === 'add to cart' || kind === 'update quantity' || kind === 'wishlist toggle';
      let session: Session | null = null;
      if (writes) {
        if (free.length === 0) {
          await new Promise((r) => setTimeout(r, 1));
          continue;
        }
        const at = Math.floor(Math.random() * free.length);
        session = sessions[free[at] ?? 0] ?? null;
        free[at] = free[free.length - 1] ?? 0;
        free.pop();
      }
      const at = phase();
      const t = performance.now();
      try {
        switch (kind) {
          case 'listing GET': await client.persisted(LISTING, listingVariables()); break;
          case 'product GET': await client.persisted(PRODUCT, productVariables()); break;
          case 'listing POST': await client.post(LISTING.query, listingVariables()); break;
          case 'product POST': await client.post(PRODUCT.query, productVariables()); break;
          case 'search GET': await client.persisted(SEARCH, { query: pickOf(SEARCHES), vehicleId: null }); break;
          case 'add to cart': await addToCart(client, session!); break;
          case 'update quantity': await updateQuantity(client, session!); break;
          case 'wishlist toggle': await toggleWishlist(client, session!); break;
        }
      } catch (err) {
        if (at) {
          figures[at].errors += 1;
          figures[at].firstError ??= `${kind}: ${(err as Error).message}`.slice(0, 200);
        }
      } finally {
        if (at) figures[at].durations.push(performance.now() - t);
        if (at && trace) trace.push({ at: t, ms: performance.now() - t, kind, phase: at });
        if (session) free.push(session.index);
      }
    }
  };
  const running = Promise.all(Array.from({ length: connections }, loop));
  return {
    figures,
    async stop() {
      stopped = true;
      await running;
      client.agent.destroy();
    },
  };
}

export const quantile = (values: number[], q: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN);
};

/** The phases side by side: requests, errors, p50, p99 and each p99 against the one before. */
export function phaseTable(figures: Record<Phase, PhaseFigures>): string[] {
  const p99Before = quantile(figures.before.durations, 0.99);
  const out = ['  phase      requests  errors    p50 ms    p99 ms   p99 vs before'];
  for (const p of PHASES) {
    const f = figures[p];
    const p99 = quantile(f.durations, 0.99);
    out.push(`  ${p.padEnd(9)} ${String(f.durations.length).padStart(9)} ${String(f.errors).padStart(7)} ${quantile(f.durations, 0.5).toFixed(0).padStart(9)} ${p99.toFixed(0).padStart(9)}   ${p === 'before' ? '' : `${((p99 / p99Before - 1) * 100).toFixed(0)} %`}`);
    if (f.firstError) out.push(`            first error: ${f.firstError}`);
  }
  return out;
}

/**
 * Where the slow requests of each phase fall (`--trace`): those slower than the phase before's p99,
 * counted by half second from the phase's start (`starts`: performance.now() of each phase), and
 * by kind of request.
 */
export function slowTable(trace: TracedRequest[], starts: Partial<Record<Phase, number>>): string[] {
  const before = trace.filter((r) => r.phase === 'before').map((r) => r.ms);
  const limit = quantile(before, 0.99);
  const out = [`  requests slower than the p99 before (${limit.toFixed(0)} ms), by half second from each phase's start:`];
  for (const p of PHASES) {
    const start = starts[p];
    if (start === undefined) continue;
    const slow = trace.filter((r) => r.phase === p && r.ms > limit);
    const all = trace.filter((r) => r.phase === p);
    const windows = new Map<number, number>();
    for (const r of slow) windows.set(Math.floor((r.at - start) / 500), (windows.get(Math.floor((r.at - start) / 500)) ?? 0) + 1);
    const kinds = new Map<string, number>();
    for (const r of slow) kinds.set(r.kind, (kinds.get(r.kind) ?? 0) + 1);
    const last = Math.max(0, ...all.map((r) => Math.floor((r.at - start) / 500)));
    const row = Array.from({ length: last + 1 }, (_, w) => String(windows.get(w) ?? 0)).join(' ');
    out.push(`  ${p.padEnd(9)} ${String(slow.length).padStart(5)} of ${String(all.length).padStart(6)}: ${row}`);
    out.push(`            by kind: ${[...kinds].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k} ${n}`).join(', ') || '-'}`);
  }
  return out;
}

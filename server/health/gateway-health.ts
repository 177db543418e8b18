import { LoopDelayMonitor, type LoopDelay } from './loop-delay';

/**
 * What `/healthz` and `/readyz` answer. Both are answered from state kept up to date in the
 * background (a heartbeat of every worker, a database ping every second), so they answer at once
 * on a busy gateway and never wait on the database. They are answered by a process that serves
 * requests, with the last word of every other worker of the gateway: a worker whose event loop is
 * stuck stops its heartbeat, and every answer says so within two seconds.
 */

export type CheckStatus = 'ok' | 'degraded' | 'failing';

export interface CheckResult {
  status: CheckStatus;
  /** Why it is not ok, in words an operator understands. */
  reason?: string;
  /** What else an operator needs to act (what a refusing provider said, since when...). */
  details?: Record<string, unknown>;
}

export interface NamedCheckResult extends CheckResult {
  name: string;
}

/**
 * One named readiness check. `failing` takes the gateway out of its load balancer (503);
 * `degraded` is reported with its reason and leaves the gateway ready: use it for failures that
 * hit every gateway alike (a shared cache, the parts provider), which taking gateways out would
 * only make worse. Answers synchronously, from what the check keeps up to date by itself.
 */
export interface ReadinessCheck {
  name: string;
  check(): CheckResult;
}

/** What one worker says of itself in its heartbeat. */
export interface WorkerReport {
  /** 1, 2... (the cluster's worker id; 1 for a gateway of one process). */
  id: number;
  pid: number;
  eventLoopDelayMs: LoopDelay;
  checks: NamedCheckResult[];
}

/** A worker as the gateway's primary last heard of it. */
export interface PeerState {
  id: number;
  pid: number;
  /** Still starting (no heartbeat yet) since `silentMs`, or serving. */
  state: 'starting' | 'serving';
  /** Milliseconds since its last heartbeat (or since it was started) when the primary sent this. */
  silentMs: number;
  report: WorkerReport | null;
}

/** A worker silent for this long is stuck (or stopped): the gateway is not live nor ready. */
export const SILENT_FAILING_MS = 2_000;
/** An event loop this late (p99 of a one-second window, over the last five) makes the gateway degraded. */
export const SLOW_LOOP_P99_MS = 1_000;
/** A worker still starting after this long counts as failing. */
const STARTING_FAILING_MS = 60_000;

const ORDER: Record<CheckStatus, number> = { ok: 0, degraded: 1, failing: 2 };
const worst = (a: CheckStatus, b: CheckStatus): CheckStatus => (ORDER[a] >= ORDER[b] ? a : b);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** A worker as the one evaluating the gateway's health sees it. */
export interface WorkerView {
  id: number;
  pid: number;
  state: 'starting' | 'serving';
  /** Milliseconds since it was last heard (0 for the worker answering). */
  silentMs: number;
  report: WorkerReport | null;
}

export interface HealthAnswer {
  httpStatus: 200 | 503;
  body: Record<string, unknown>;
}

/** The check of the workers' event loops: a silent worker (stuck or stopped) fails, a slow one degrades. */
function loopCheck(all: readonly WorkerView[], supervisor: string | null): NamedCheckResult {
  const failing: string[] = supervisor ? [supervisor] : [];
  const degraded: string[] = [];
  for (const w of all) {
    const name = `worker ${w.id} (pid ${w.pid})`;
    const delay = w.report?.eventLoopDelayMs;
    if (w.state === 'starting') {
      (w.silentMs > STARTING_FAILING_MS ? failing : degraded).push(`${name} starting for ${seconds(w.silentMs)}`);
    } else if (w.silentMs > SILENT_FAILING_MS) {
      failing.push(`${name} has not answered for ${seconds(w.silentMs)}`);
    } else if (delay && delay.p99 > SLOW_LOOP_P99_MS) {
      degraded.push(`${name} event loop delay p99 ${delay.p99} ms`);
    }
  }
  if (failing.length) return { name: 'event-loop', status: 'failing', reason: [...failing, ...degraded].join('; ') };
  if (degraded.length) return { name: 'event-loop', status: 'degraded', reason: degraded.join('; ') };
  return { name: 'event-loop', status: 'ok' };
}

function summary(all: readonly WorkerView[]) {
  return all.map((w) => ({ id: w.id, pid: w.pid, state: w.state, silentMs: Math.round(w.silentMs), eventLoopDelayMs: w.report?.eventLoopDelayMs ?? null }));
}

export interface GatewayState {
  /** Every worker of the gateway. */
  workers: readonly WorkerView[];
  /** Who answers: a worker's id, or `primary`. */
  answeredBy: number | 'primary';
  /** Several workers: reasons name the worker they come from. */
  clustered: boolean;
  /** Set when the one who answers has lost track of the others (a worker without word from its primary). */
  supervisor?: string | null;
}

/** `/healthz`: every worker alive (heard within two seconds), with each one's event-loop delay. */
export function liveness(state: GatewayState): HealthAnswer {
  const loop = loopCheck(state.workers, state.supervisor ?? null);
  const live = loop.status !== 'failing';
  return {
    httpStatus: live ? 200 : 503,
    body: { status: live ? 'ok' : 'failing', ...(live ? {} : { reason: loop.reason }), answeredBy: state.answeredBy, workers: summary(state.workers) },
  };
}

/**
 * `/readyz`: the named checks, each the worst of what the workers say (a worker's own database
 * connection failing makes the gateway not ready), and the event loops. Ready (200) unless a check
 * is failing; degraded checks are listed with their reason.
 */
export function readiness(state: GatewayState, extra: Record<string, unknown> = {}): HealthAnswer {
  const merged = new Map<string, { status: CheckStatus; reasons: Map<string, number[]>; details?: Record<string, unknown> }>();
  for (const w of state.workers) {
    const fresh = w.state === 'serving' && w.silentMs <= SILENT_FAILING_MS;
    if (!w.report || !fresh) continue;
    for (const c of w.report.checks) {
      const m = merged.get(c.name) ?? { status: 'ok' as CheckStatus, reasons: new Map<string, number[]>() };
      m.status = worst(m.status, c.status);
      if (c.status !== 'ok' && c.reason) m.reasons.set(c.reason, [...(m.reasons.get(c.reason) ?? []), w.id]);
      // The details of the first worker that has some (every worker sees a shared dependency alike).
      if (c.status !== 'ok' && c.details && !m.details) m.details = c.details;
      merged.set(c.name, m);
    }
  }
  const checks: NamedCheckResult[] = [loopCheck(state.workers, state.supervisor ?? null)];
  for (const [name, m] of merged) {
    const reasons = [...m.reasons].map(([reason, ids]) => (state.clustered ? `worker${ids.length > 1 ? 's' : ''} ${ids.join(', ')}: ${reason}` : reason));
    checks.push({ name, status: m.status, ...(reasons.length ? { reason: reasons.join('; ') } : {}), ...(m.details ? { details: m.details } : {}) });
  }
  const ready = checks.every((c) => c.status !== 'failing');
  return {
    httpStatus: ready ? 200 : 503,
    body: { status: ready ? 'ready' : 'not ready', ...extra, answeredBy: state.answeredBy, checks, workers: summary(state.workers) },
  };
}

/** One worker's view: itself (its checks and event loop, now) and the others as its primary last told it. */
export class GatewayHealth {
  private readonly checks: ReadinessCheck[] = [];
  private readonly loop = new LoopDelayMonitor();
  private peers: { states: PeerState[]; receivedAt: number } | null = null;

  /**
   * `clustered`: one of several workers, told of the others by the primary (`setPeers`); without
   * word from the primary for two seconds, the gateway counts as failing.
   */
  constructor(
    private readonly self: { id: number; pid: number; clustered: boolean },
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** This gateway's worker number (1 for the only one, or the first of several). */
  get workerId(): number {
    return this.self.id;
  }

  register(check: ReadinessCheck): void {
    this.checks.push(check);
  }

  /** The worker serves from now on: its event-loop figures start here. */
  begin(): void {
    this.loop.reset();
  }

  /** This worker's own state, for its heartbeat. */
  report(): WorkerReport {
    return {
      id: this.self.id,
      pid: this.self.pid,
      eventLoopDelayMs: this.loop.current(),
      checks: this.checks.map((c) => {
        try {
          return { name: c.name, ...c.check() };
        } catch (err) {
          return { name: c.name, status: 'failing' as const, reason: `the check failed: ${(err as Error).message}` };
        }
      }),
    };
  }

  /** The other workers as the primary last saw them (sent to every worker every 500 ms). */
  setPeers(states: PeerState[]): void {
    this.peers = { states, receivedAt: this.now() };
  }

  /** Every worker of the gateway: this one now, the others as last heard, aged since. */
  state(): GatewayState {
    const self = this.report();
    const workers: WorkerView[] = [{ id: self.id, pid: self.pid, state: 'serving', silentMs: 0, report: self }];
    let supervisor: string | null = null;
    if (this.self.clustered) {
      const age = this.peers ? this.now() - this.peers.receivedAt : null;
      if (age === null) supervisor = 'no word from the primary yet';
      else if (age > SILENT_FAILING_MS) supervisor = `no word from the primary for ${seconds(age)}`;
      for (const p of this.peers?.states ?? []) {
        if (p.id !== self.id) workers.push({ id: p.id, pid: p.pid, state: p.state, silentMs: p.silentMs + (age ?? 0), report: p.report });
      }
      workers.sort((a, b) => a.id - b.id);
    }
    return { workers, answeredBy: self.id, clustered: this.self.clustered, supervisor };
  }

  liveness(): HealthAnswer {
    return liveness(this.state());
  }

  readiness(extra: Record<string, unknown> = {}): HealthAnswer {
    return readiness(this.state(), extra);
  }

  stop(): void {
    this.loop.stop();
  }
}

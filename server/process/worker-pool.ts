import cluster, { type Worker as ClusterWorker } from 'node:cluster';
import type { AggregatorRegistry, PrometheusContentType } from 'prom-client';
import type { GatewayState, PeerState, WorkerReport } from '../health/gateway-health';
import type { Logger } from '../logger';
import { HEARTBEAT_MS, isShopMessage, type PrimaryMessage, type WorkerMessage } from './messages';
import type { EarlyWorker } from './thread-start';

/** A worker silent for this long is stuck beyond hope: it is killed and replaced. */
const STUCK_KILL_MS = 60_000;
/** More worker deaths than this within a minute: something is wrong with every worker; the gateway stops. */
const MAX_DEATHS_PER_MINUTE = 5;
/** How long a stop waits for the workers to answer what they have in flight. */
export const STOP_DEADLINE_MS = 10_000;
/** The others start this long after the first worker serves when it has answered nothing yet. */
const OTHERS_AFTER_MS = 500;

export interface WorkerState {
  worker: ClusterWorker;
  pid: number;
  state: 'starting' | 'serving';
  lastHeardAt: number;
  report: WorkerReport | null;
  /** Connections it holds: its last count, plus those handed to it since. */
  connections: number;
}

export interface WorkerPoolEvents {
  /** A worker said it is ready to serve. */
  onReady(): void;
  /** Workers keep dying: the gateway must stop. */
  onGiveUp(reason: string): void;
}

/**
 * The primary's workers: forked with the settings to reach what runs beside them, heard (heartbeat,
 * readiness, draining), told of one another every heartbeat, relayed a catalogue version change and
 * asked for `/metrics`; one that dies is replaced (too many deaths in a minute give up), one silent
 * a minute is killed; and at a stop, told to finish their requests in flight.
 */
export class WorkerPool {
  readonly workers = new Map<number, WorkerState>();
  private readonly deaths: number[] = [];
  /**
   * Gathers every worker's figures for `/metrics`: made at the first request for them (prom-client
   * and what it loads are ~60 ms of a primary's start, beside the database and the first worker).
   */
  private metrics: Promise<AggregatorRegistry<PrometheusContentType>> | null = null;
  private tell: NodeJS.Timeout | null = null;
  private stopping = false;

  constructor(
    private readonly env: Record<string, string>,
    private readonly log: Logger,
    private readonly events: WorkerPoolEvents,
  ) {}

  /**
   * Runs `count` workers (the first forked already), replaces those that die, and tells each of
   * the others every heartbeat. The first starts alone and the others once it has answered its
   * first request (or half a second after it serves): a worker's start is mostly processor work
   * (its modules, the schema), so on a machine with few cores the workers starting together, beside
   * the database opening, each took as long as all of them; started alone, the first serves sooner
   * (bench:start, 2 cores, existing data: 3.0 → 2.6 s), and its first page, which compiles much of
   * what a page runs, no longer shares the processor with the others' starts (~50 ms).
   */
  start(count: number, first: EarlyWorker): void {
    cluster.on('exit', (worker, code, signal) => this.exited(worker, code, signal));
    // Every worker hears of the others; a worker silent a minute is killed (and replaced on its exit).
    this.tell = setInterval(() => this.tellPeers(), HEARTBEAT_MS);
    // The first worker was forked as the gateway started (thread-start.ts): it is taken as it is, with
    // what it said meanwhile (its request for its settings, answered now); replaced if it died already.
    const { worker } = first;
    this.watch(worker, (listener) => first.takeMessages(listener));
    if (worker.isDead()) this.exited(worker, worker.process.exitCode ?? 0, worker.process.signalCode ?? '');
    this.toStart = count - 1;
  }

  /** Workers still to fork once the first serves. */
  private toStart = 0;
  private othersTimer: NodeJS.Timeout | null = null;

  /** The workers after the first: forked once it answered a request, or `OTHERS_AFTER_MS` after it serves. */
  private startOthers(): void {
    if (this.othersTimer) clearTimeout(this.othersTimer);
    for (; this.toStart > 0 && !this.stopping; this.toStart -= 1) this.fork();
  }

  /** The workers serving now. */
  serving(): number {
    return [...this.workers.values()].filter((w) => w.state === 'serving').length;
  }

  /** What the gateway's health answers stand on: every worker, as the primary last heard it. */
  state(): GatewayState {
    const now = Date.now();
    const views = [...this.workers.values()]
      .map((w) => ({ id: w.worker.id, pid: w.pid, state: w.state, silentMs: now - w.lastHeardAt, report: w.report }))
      .sort((a, b) => a.id - b.id);
    return { workers: views, answeredBy: 'primary' as const, clustered: true, supervisor: views.length === 0 ? 'no worker running' : null };
  }

  /** From now on a worker that stops is not replaced nor a silent one killed. */
  stopWatching(): void {
    this.stopping = true;
    if (this.tell) clearInterval(this.tell);
  }

  /**
   * Tells every worker to stop, waits (two seconds at most) until each answers its requests in
   * flight and takes no new ones, then until every one has exited (killed after STOP_DEADLINE_MS).
   */
  async drain(reason: string): Promise<void> {
    const alive = [...this.workers.values()];
    const exited = Promise.all(alive.map((w) => (w.worker.isDead() ? Promise.resolve() : new Promise<void>((r) => w.worker.once('exit', () => r())))));
    // Said once every worker is answering its requests in flight and takes no new ones.
    const draining = Promise.all(
      alive.map(
        (w) =>
          new Promise<void>((r) => {
            w.worker.on('message', (m: unknown) => isShopMessage<WorkerMessage>(m) && m.type === 'shop:draining' && r());
            w.worker.once('exit', () => r());
          }),
      ),
    );
    // A worker still starting hears nothing before it serves (the word to stop would be lost, and it
    // would be killed only at the deadline) and has no request to finish: it is ended at once.
    for (const w of alive) {
      if (w.state === 'starting') w.worker.process.kill('SIGTERM');
      else this.send(w.worker, { type: 'shop:stop' });
    }
    await Promise.race([draining, new Promise((r) => setTimeout(r, 2_000))]);
    this.log.info({ reason }, 'stopping: finishing requests in flight');
    const deadline = setTimeout(() => {
      for (const w of alive) if (!w.worker.isDead()) w.worker.process.kill('SIGKILL');
    }, STOP_DEADLINE_MS);
    await exited;
    clearTimeout(deadline);
  }

  private send(w: ClusterWorker, message: PrimaryMessage): void {
    if (w.isConnected()) w.send(message);
  }

  private fork(): void {
    const worker = cluster.fork(this.env);
    this.watch(worker, (listener) => worker.on('message', listener));
  }

  private watch(worker: ClusterWorker, listen: (listener: (message: unknown) => void) => void): void {
    this.workers.set(worker.id, { worker, pid: worker.process.pid ?? 0, state: 'starting', lastHeardAt: Date.now(), report: null, connections: 0 });
    listen((message: unknown) => {
      if (!isShopMessage<WorkerMessage>(message)) return;
      const state = this.workers.get(worker.id);
      if (state) this.heard(worker, state, message);
    });
  }

  private heard(worker: ClusterWorker, state: WorkerState, message: WorkerMessage): void {
    switch (message.type) {
      case 'shop:settings-asked':
        this.send(worker, { type: 'shop:settings', env: this.env });
        break;
      case 'shop:ready':
        state.state = 'serving';
        state.lastHeardAt = Date.now();
        if (this.toStart > 0 && !this.othersTimer) {
          this.othersTimer = setTimeout(() => this.startOthers(), OTHERS_AFTER_MS);
          this.othersTimer.unref();
        }
        this.events.onReady();
        break;
      case 'shop:answered':
        this.startOthers();
        break;
      case 'shop:heartbeat':
        state.lastHeardAt = Date.now();
        state.report = message.report;
        state.connections = message.connections;
        break;
      case 'shop:draining':
        state.lastHeardAt = Date.now();
        break;
      case 'shop:catalog-version':
        for (const other of this.workers.values()) if (other.worker.id !== worker.id) this.send(other.worker, { type: 'shop:catalog-version', version: message.version });
        break;
      case 'shop:metrics':
        (this.metrics ??= import('prom-client').then((m) => new m.AggregatorRegistry())).then((registry) => registry.clusterMetrics()).then(
          (text) => this.send(worker, { type: 'shop:metrics-answer', id: message.id, text }),
          (err: unknown) => this.send(worker, { type: 'shop:metrics-answer', id: message.id, text: null, error: (err as Error).message }),
        );
        break;
    }
  }

  private exited(worker: ClusterWorker, code: number, signal: string): void {
    const state = this.workers.get(worker.id);
    this.workers.delete(worker.id);
    if (this.stopping) return;
    this.log.error({ worker: worker.id, pid: state?.pid, code, signal }, 'gateway worker stopped unexpectedly; starting another');
    const now = Date.now();
    this.deaths.push(now);
    while (this.deaths.length && now - this.deaths[0] > 60_000) this.deaths.shift();
    if (this.deaths.length > MAX_DEATHS_PER_MINUTE) {
      this.log.fatal({ deaths: this.deaths.length }, 'gateway workers keep dying: stopping the gateway');
      this.events.onGiveUp('workers keep dying');
      return;
    }
    this.fork();
  }

  private tellPeers(): void {
    const now = Date.now();
    const states: PeerState[] = [...this.workers.values()].map((w) => ({ id: w.worker.id, pid: w.pid, state: w.state, silentMs: now - w.lastHeardAt, report: w.report }));
    for (const w of this.workers.values()) this.send(w.worker, { type: 'shop:peers', workers: states });
    for (const w of this.workers.values()) {
      if (w.state === 'serving' && now - w.lastHeardAt > STUCK_KILL_MS && !this.stopping) {
        this.log.error({ worker: w.worker.id, pid: w.pid, silentMs: now - w.lastHeardAt }, 'gateway worker silent for a minute: killing it');
        w.worker.process.kill('SIGKILL');
      }
    }
  }
}

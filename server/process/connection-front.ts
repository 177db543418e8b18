import net from 'node:net';
import { liveness, readiness, SILENT_FAILING_MS, type GatewayState } from '../health/gateway-health';
import { healthRequest, healthResponse } from './front';
import { readAgain, stopReading } from './socket-reading';
import { WorkerLane } from './worker-lane';
import type { WorkerState } from './worker-pool';

/** A connection that sends nothing for this long is closed (as the workers close an idle one). */
const FIRST_BYTES_TIMEOUT_MS = 65_000;

export interface ConnectionFrontOptions {
  /** The workers a connection may be handed to, with the connections each holds. */
  workers: () => Iterable<WorkerState>;
  /** What the health answers of a new connection stand on. */
  gatewayState: () => GatewayState;
  databaseKind: 'postgres' | 'pglite';
  production: boolean;
  /** The gateway is stopping: a health check is answered with `Connection: close`. */
  stopping: () => boolean;
  /** Where a worker takes relayed connections (see `relay.ts`). */
  relayPath: (worker: WorkerState) => string;
}

/**
 * The primary's connections: accepted here, their first bytes read, a health check on a new
 * connection answered at once from the workers' heartbeats, and every other connection handed (with
 * what was read of it) to the worker holding the fewest connections among those heard within two
 * seconds; while no worker serves, connections wait. While a hand-over to that worker still waits
 * for its turn, the connection is relayed to the worker instead (`relay.ts`).
 */
export class ConnectionFront {
  /** Accepts the connections; the primary makes it listen. */
  readonly listener: net.Server;
  private readonly waiting: { socket: net.Socket; first: Buffer }[] = [];
  /** Connections the primary holds between health checks (a load balancer's kept-alive one). */
  private readonly held = new Set<net.Socket>();
  /** Each serving worker's way in. */
  private readonly lanes = new WeakMap<WorkerState, WorkerLane>();

  constructor(private readonly opts: ConnectionFrontOptions) {
    this.listener = net.createServer({ pauseOnConnect: true }, (socket) => {
      socket.on('error', () => undefined);
      this.held.add(socket);
      socket.once('close', () => this.held.delete(socket));
      this.readNext(socket);
      socket.resume();
    });
  }

  /** Hands the connections that waited for a worker to the workers serving now. */
  flushWaiting(): void {
    for (const w of this.opts.workers()) if (w.state === 'serving') this.laneOf(w);
    for (const { socket, first } of this.waiting.splice(0)) this.handOff(socket, first);
  }

  /**
   * Closes the connections the primary holds once what their clients sent is read (a few turns of
   * the loop; a health check is then answered with `Connection: close`).
   */
  async closeHeld(): Promise<void> {
    for (let turn = 0; turn < 3; turn += 1) await new Promise((r) => setImmediate(r));
    for (const socket of this.held) if (!socket.isPaused()) socket.end();
  }

  /** Closes the connections still waiting for a worker (none is left to take them). */
  destroyWaiting(): void {
    for (const { socket } of this.waiting.splice(0)) socket.destroy();
  }

  private handOff(socket: net.Socket, first: Buffer, tries = 0): void {
    if (socket.destroyed) return;
    const now = Date.now();
    const serving = [...this.opts.workers()].filter((w) => w.state === 'serving' && w.worker.isConnected());
    const heard = serving.filter((w) => now - w.lastHeardAt <= SILENT_FAILING_MS);
    const candidates = heard.length > 0 ? heard : serving;
    if (candidates.length === 0) {
      this.waiting.push({ socket, first });
      return;
    }
    const target = candidates.reduce((a, b) => (b.connections < a.connections ? b : a));
    target.connections += 1;
    this.laneOf(target).enter(socket, first, tries);
  }

  private laneOf(w: WorkerState): WorkerLane {
    let lane = this.lanes.get(w);
    if (!lane) {
      lane = new WorkerLane(w, this.opts.relayPath(w), (socket, first, tries) => {
        if (tries <= 3) this.handOff(socket, first, tries);
        else socket.destroy();
      });
      this.lanes.set(w, lane);
    }
    return lane;
  }

  private readNext(socket: net.Socket): void {
    socket.setTimeout(FIRST_BYTES_TIMEOUT_MS, () => socket.destroy());
    socket.once('data', (bytes: Buffer) => {
      // Nothing more is read here: the rest of the request stays in the kernel for the worker.
      stopReading(socket);
      socket.setTimeout(0);
      const health = healthRequest(bytes);
      if (!health) {
        this.held.delete(socket);
        this.handOff(socket, bytes);
        return;
      }
      const state = this.opts.gatewayState();
      const answer = health.path === '/healthz' ? liveness(state) : readiness(state, { database: this.opts.databaseKind });
      const keepAlive = health.keepAlive && !this.opts.stopping();
      if (!keepAlive) {
        this.held.delete(socket);
        socket.end(healthResponse(health, answer, this.opts.production, false));
        return;
      }
      socket.write(healthResponse(health, answer, this.opts.production, true), () => {
        if (socket.destroyed) return;
        this.readNext(socket);
        readAgain(socket);
      });
    });
  }
}

import type net from 'node:net';
import { isShopMessage, type PrimaryMessage, type WorkerMessage } from './messages';
import { RelayPool } from './relay';
import { readAgain } from './socket-reading';
import type { WorkerState } from './worker-pool';

/**
 * How long a worker may take to take a hand-over before the connections waiting behind it are
 * relayed. A worker answering cached pages takes one every 1–7 ms (23 at worst, seen under a burst
 * of 100 connections); one rendering pages takes one a turn, 50–100 ms under load.
 */
export const SLOW_TAKE_MS = 30;

/** What a lane gives back when its worker could not take a connection (the front tries another). */
export type Refused = (socket: net.Socket, first: Buffer, tries: number) => void;

interface Queued {
  socket: net.Socket;
  first: Buffer;
  tries: number;
}

/**
 * The primary's way into one worker. Connections are handed over one at a time, each once the
 * worker said it took the last (`shop:taken`): a worker between renders takes them as fast as they
 * come, and a connection costs the primary nothing once handed. When the worker has not taken a
 * hand-over within `SLOW_TAKE_MS` (it is busy rendering), the connections waiting behind it are
 * relayed through connections opened ahead (`relay.ts`) instead of waiting a turn each.
 */
export class WorkerLane {
  /** When the hand-over in flight was sent (0: none in flight). */
  private sentAt = 0;
  private readonly queue: Queued[] = [];
  private timer: NodeJS.Timeout | null = null;
  private readonly relays: RelayPool;

  constructor(
    private readonly state: WorkerState,
    relayPath: string,
    private readonly refused: Refused,
  ) {
    this.relays = new RelayPool(relayPath);
    this.relays.fill();
    state.worker.on('message', (message: unknown) => {
      if (isShopMessage<WorkerMessage>(message) && message.type === 'shop:taken') {
        this.sentAt = 0;
        this.next();
      }
    });
    state.worker.once('exit', () => this.gone());
  }

  /** A connection for this worker, with what was read of it first. */
  enter(socket: net.Socket, first: Buffer, tries: number): void {
    this.queue.push({ socket, first, tries });
    if (this.sentAt === 0) this.next();
    else this.watch();
  }

  private hand(item: Queued): void {
    this.sentAt = performance.now();
    this.state.worker.send({ type: 'shop:connection', first: item.first } satisfies PrimaryMessage, item.socket, { keepOpen: false }, (err) => {
      if (!err) return;
      this.sentAt = 0;
      this.state.connections -= 1;
      this.refused(item.socket, item.first, item.tries + 1);
      this.next();
    });
  }

  private next(): void {
    while (this.sentAt === 0 && this.queue.length > 0) {
      const item = this.queue.shift()!;
      if (!item.socket.destroyed) this.hand(item);
    }
    this.watch();
  }

  /** Relays the waiting connections once the hand-over in flight has waited `SLOW_TAKE_MS`. */
  private watch(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.sentAt === 0 || this.queue.length === 0) return;
    const sentAt = this.sentAt;
    this.timer = setTimeout(
      () => {
        this.timer = null;
        if (this.sentAt !== sentAt) return;
        while (this.queue.length > 0) {
          const item = this.queue[0];
          if (!item.socket.destroyed && !this.relays.relay(item.socket, item.first, readAgain)) break;
          this.queue.shift();
        }
        // None open ahead just now (more are opening): look again shortly; hand-overs go on meanwhile.
        if (this.queue.length > 0) this.timer = setTimeout(() => this.watch(), 2);
      },
      Math.max(0, sentAt + SLOW_TAKE_MS - performance.now()),
    );
  }

  /** The worker is gone: its connections still waiting go elsewhere. */
  private gone(): void {
    this.relays.close();
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    for (const item of this.queue.splice(0)) {
      this.state.connections -= 1;
      this.refused(item.socket, item.first, item.tries + 1);
    }
  }
}

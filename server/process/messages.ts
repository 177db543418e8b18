import type { PeerState, WorkerReport } from '../health/gateway-health';

/**
 * Messages between the primary of a gateway of several processes and its workers (cluster IPC,
 * advanced serialisation). Worker to primary: `settings-asked` by the first worker (forked before
 * the primary knew all its settings; answered with `settings`), `ready` once it can take connections,
 * `answered` once it finished its first answer, a `heartbeat`
 * every 500 ms with its health and how many connections it holds, `draining` once it began to
 * stop, `catalog-version` when it learnt a new catalogue version, `metrics` to gather every
 * worker's figures, `taken` for each connection handed to it (the next may come). Primary to worker: `connection` (a socket, with the bytes already read of it),
 * `peers` (every worker as last heard) every 500 ms, `stop`, `catalog-version` from another worker,
 * `metrics-answer`.
 */
export type WorkerMessage =
  | { type: 'shop:settings-asked' }
  | { type: 'shop:ready' }
  | { type: 'shop:answered' }
  | { type: 'shop:heartbeat'; report: WorkerReport; connections: number }
  | { type: 'shop:taken' }
  | { type: 'shop:draining' }
  | { type: 'shop:catalog-version'; version: string }
  | { type: 'shop:metrics'; id: number };

export type PrimaryMessage =
  | { type: 'shop:settings'; env: Record<string, string> }
  | { type: 'shop:connection'; first: Uint8Array }
  | { type: 'shop:peers'; workers: PeerState[] }
  | { type: 'shop:stop' }
  | { type: 'shop:catalog-version'; version: string }
  | { type: 'shop:metrics-answer'; id: number; text: string | null; error?: string };

export function isShopMessage<T extends { type: string }>(message: unknown): message is T {
  return typeof message === 'object' && message !== null && typeof (message as { type?: unknown }).type === 'string' && (message as { type: string }).type.startsWith('shop:');
}

/** How often a worker says it is alive, and the primary tells every worker of the others. */
export const HEARTBEAT_MS = 500;

/** Environment a worker is started with (beside the primary's own). */
export const WORKER_ENV = {
  /** The primary's private directory (mode 0700): the database socket, the workers' own listeners. */
  socketDir: 'SHOP_SOCKET_DIR',
  /** Set when the database is the primary's embedded one, served in that directory. */
  embeddedDatabase: 'SHOP_EMBEDDED_DATABASE',
  /**
   * Set for the first worker, forked as the gateway starts: the rest of its settings (the
   * stand-ins' addresses) come from the primary, asked with `shop:settings-asked`.
   */
  settingsFollow: 'SHOP_SETTINGS_FOLLOW',
} as const;

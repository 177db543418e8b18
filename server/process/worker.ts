import cluster from 'node:cluster';
import fs from 'node:fs';
import type http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { AggregatorRegistry } from 'prom-client';
import { catalogVersionOf } from '../catalog/catalog-version';
import { loadConfig } from '../config';
import { openDatabase, type Db } from '../db';
import { openPostgres } from '../db/postgres';
import { PGLITE_SOCKET_PORT } from '../db/pglite-server';
import { GatewayHealth } from '../health/gateway-health';
import { createLogger } from '../logger';
import { HEARTBEAT_MS, isShopMessage, WORKER_ENV, type PrimaryMessage, type WorkerMessage } from './messages';
import { relayServer, relaySocketPath } from './relay';
import { importModulesWith } from './module-import';
import type { LoadedBundle } from './worker-bundle';

/**
 * The primary's embedded database, reached with the `pg` client over its socket (waiting, up to
 * two minutes, while the primary opens and migrates it). The queries are PostgreSQL's own protocol;
 * the database is PGlite, which is what the gateway reports.
 */
async function embeddedDatabase(socketDir: string): Promise<Db> {
  const deadline = Date.now() + 120_000;
  let refused = 0;
  for (;;) {
    const db = await openPostgres(`postgres://shop@${encodeURIComponent(socketDir)}:${PGLITE_SOCKET_PORT}/shop`);
    try {
      await db.ping();
      return { ...db, kind: 'pglite' };
    } catch (err) {
      await db.close();
      const code = (err as NodeJS.ErrnoException).code;
      if ((code !== 'ENOENT' && code !== 'ECONNREFUSED') || Date.now() > deadline) throw err;
      // No socket yet: tried again as soon as it appears (or in 50 ms). A socket refusing is most
      // often about to listen (it exists from the moment it is bound): tried again at once a few times.
      if (code === 'ENOENT') await appears(path.join(socketDir, `.s.PGSQL.${PGLITE_SOCKET_PORT}`), 50);
      else await new Promise((r) => setTimeout(r, ++refused <= 10 ? 5 : 50));
    }
  }
}

/** Resolves once `file` exists, or after `ms` (a directory that cannot be watched is looked at then). */
function appears(file: string, ms: number): Promise<void> {
  return new Promise((resolve) => {
    let watcher: fs.FSWatcher | null = null;
    const done = () => {
      clearTimeout(timer);
      watcher?.close();
      resolve();
    };
    const timer = setTimeout(done, ms);
    try {
      watcher = fs.watch(path.dirname(file), (_event, name) => {
        if (name === path.basename(file)) done();
      });
      watcher.on('error', () => undefined);
    } catch {
      // Looked at again after `ms`.
    }
    if (fs.existsSync(file)) done();
  });
}

/** What a worker run from its bundle is given by the bundle's host (server/main.ts). */
export interface WorkerOptions {
  /** The bundle's code cache: whether it was taken, and keeping it when it was not. */
  codeCache?: Pick<LoadedBundle<unknown>, 'fromCache' | 'keepCodeCache'>;
  /** The host's `import()`, for modules imported by URL (module-import.ts). */
  importModule?: (url: string) => Promise<unknown>;
}

/**
 * The first worker is forked as the gateway starts, before the primary has started the stand-ins
 * it is to reach (thread-start.ts): it asks the primary for the rest of its settings and waits.
 */
function settingsFromPrimary(): Promise<void> {
  return new Promise((resolve) => {
    const heard = (message: unknown) => {
      if (!isShopMessage<PrimaryMessage>(message) || message.type !== 'shop:settings') return;
      process.off('message', heard);
      Object.assign(process.env, message.env);
      resolve();
    };
    process.on('message', heard);
    process.send?.({ type: 'shop:settings-asked' } satisfies WorkerMessage);
  });
}

/**
 * One gateway worker of several (see primary.ts): the whole gateway (Express, Apollo, the server
 * render) on the connections the primary hands it, with a database connection of its own (a
 * PostgreSQL pool, also to the primary's embedded database). It says it is alive every 500 ms with
 * its health, hears of the other workers, relays a new catalogue version to them, and stops
 * cleanly when the primary asks (or on SIGTERM).
 */
export async function runWorker(options: WorkerOptions = {}): Promise<void> {
  if (options.importModule) importModulesWith(options.importModule);
  if (process.env[WORKER_ENV.settingsFollow]) await settingsFromPrimary();
  const config = loadConfig();
  const id = cluster.worker?.id ?? 1;
  const log = createLogger(config).child({ worker: id });
  const socketDir = process.env[WORKER_ENV.socketDir];
  if (!socketDir) throw new Error(`${WORKER_ENV.socketDir} is not set: a worker is started by the gateway's primary`);
  const opening = process.env[WORKER_ENV.embeddedDatabase] ? embeddedDatabase(socketDir) : openDatabase(config);
  opening.catch(() => undefined);
  const health = new GatewayHealth({ id, pid: process.pid, clustered: true });
  const send = (message: WorkerMessage) => {
    if (process.connected) process.send?.(message);
  };

  // `/metrics` answers every worker's figures, gathered by the primary (this worker's alone if it cannot).
  const metricsWaiting = new Map<number, (text: string | null) => void>();
  let metricsAsked = 0;
  const metricsText = async (local: () => Promise<string>): Promise<string> => {
    if (!process.connected) return local();
    const asked = ++metricsAsked;
    const text = await new Promise<string | null>((resolve) => {
      metricsWaiting.set(asked, resolve);
      send({ type: 'shop:metrics', id: asked });
      setTimeout(() => metricsWaiting.delete(asked) && resolve(null), 6_000).unref();
    });
    return text ?? local();
  };

  const importing = performance.now();
  const { createServer, processMetrics } = await import('../app');
  const modulesMs = Math.round(performance.now() - importing);
  const server = await createServer(config, { log, opening, health, metricsText });
  const { httpServer } = server;
  // The primary gathers every worker's figures for `/metrics`: this worker answers with its registry.
  AggregatorRegistry.setRegistries([server.services.provider.api.metrics.registry, ...(config.metrics.enabled ? [processMetrics()] : [])]);
  new AggregatorRegistry();
  const relayed = relayServer((socket) => httpServer.emit('connection', socket));
  // A relayed connection's answer closes it once this worker takes hand-overs quickly again.
  httpServer.prependListener('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (relayed.goesHome(req.socket)) res.setHeader('connection', 'close');
  });
  let connections = 0;
  httpServer.on('connection', (socket: net.Socket) => {
    connections += 1;
    socket.once('close', () => (connections -= 1));
  });

  // A review stored through this worker moves its catalogue version at once; the others hear it
  // through the primary and read theirs again (instead of within the five seconds of their poll).
  const version = catalogVersionOf(server.services.db);
  let heard: string | null = null;
  version?.onChange((v) => {
    if (v !== heard) send({ type: 'shop:catalog-version', version: v });
  });

  // The primary starts the other workers once this one has answered (their starts would share the
  // processor with its first page, which compiles much of what a page runs).
  httpServer.once('request', (_req: http.IncomingMessage, res: http.ServerResponse) => {
    res.once('close', () => send({ type: 'shop:answered' }));
  });

  // The bundle's code cache, when it had none: written a second after this worker's first answer
  // (what a start and a first page compile), or at its stop if it answered nothing.
  const codeCache = options.codeCache && !options.codeCache.fromCache ? options.codeCache : null;
  if (codeCache) {
    httpServer.once('request', (_req: http.IncomingMessage, res: http.ServerResponse) => {
      res.once('finish', () => setTimeout(() => codeCache.keepCodeCache(), 1_000).unref());
    });
  }

  let stopping = false;
  const timers: { heartbeat?: NodeJS.Timeout } = {};
  const stop = (reason: string) => {
    if (stopping) return;
    stopping = true;
    codeCache?.keepCodeCache();
    send({ type: 'shop:draining' });
    log.info({ reason }, 'draining: answering the requests in flight');
    relayed.close();
    setTimeout(() => process.exit(1), 10_000).unref();
    server.close().then(
      () => {
        clearInterval(timers.heartbeat);
        process.exit(0);
      },
      (err: unknown) => {
        log.error({ err }, 'error while stopping');
        process.exit(1);
      },
    );
  };

  process.on('message', (message: unknown, handle: unknown) => {
    if (!isShopMessage<PrimaryMessage>(message)) return;
    switch (message.type) {
      case 'shop:connection':
        // A connection the primary accepted, with the bytes it read of it first: they are put back
        // in front of the socket, so the HTTP parser reads the request whole.
        if (handle instanceof net.Socket) {
          handle.unshift(Buffer.from(message.first));
          httpServer.emit('connection', handle);
        }
        send({ type: 'shop:taken' });
        break;
      case 'shop:peers':
        health.setPeers(message.workers);
        break;
      case 'shop:stop':
        stop('asked by the primary');
        break;
      case 'shop:catalog-version':
        heard = message.version;
        if (version && version.current !== message.version) version.refresh().catch(() => undefined);
        break;
      case 'shop:metrics-answer':
        metricsWaiting.get(message.id)?.(message.text);
        metricsWaiting.delete(message.id);
        break;
    }
  });
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  // The primary is gone (it was killed): Node ends a worker at once then, as the whole gateway
  // would end with one process. Before that, the worker removes the primary's private directory
  // (the sockets in it serve nobody now).
  process.prependListener('disconnect', () => fs.rmSync(socketDir, { recursive: true, force: true }));

  // Connections come from the primary; the server also listens on a socket of its own in the
  // primary's private directory, so that Node tracks its connections (idle ones closed at a stop,
  // the header and request timeouts).
  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(path.join(socketDir, `worker-${id}.sock`), () => resolve());
  });
  // Connections the primary relays while a hand-over waits its turn (relay.ts). Exclusive: a worker
  // of node:cluster listening on a path otherwise has the primary accept for it and hand each
  // connection over, one at a time, as Node hands them all.
  await new Promise<void>((resolve, reject) => {
    relayed.server.once('error', reject);
    relayed.server.listen({ path: relaySocketPath(socketDir, id), exclusive: true }, () => resolve());
  });
  health.begin();
  send({ type: 'shop:ready' });
  server.startPhases.mark('listen');
  log.info({ worker: id, sinceProcessStart: Math.round(performance.now()), phases: { modules: modulesMs, ...server.startPhases.phases }, codeCache: options.codeCache ? options.codeCache.fromCache : null }, 'start phases');
  const heartbeat = () => send({ type: 'shop:heartbeat', report: health.report(), connections });
  heartbeat();
  timers.heartbeat = setInterval(heartbeat, HEARTBEAT_MS);
}

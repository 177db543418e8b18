import fs from 'node:fs';
import type net from 'node:net';
import type { Config } from '../config';
import { readiness } from '../health/gateway-health';
import type { Logger } from '../logger';
import { sessionSecrets } from '../session-keys';
import { watchReadiness } from '../health/watch';
import { ConnectionFront } from './connection-front';
import { relaySocketPath } from './relay';
import { WORKER_ENV } from './messages';
import { startBesideWorkers } from './primary-threads';
import type { EarlyStart } from './thread-start';
import type { LoadedBundle } from './worker-bundle';
import { STOP_DEADLINE_MS, WorkerPool } from './worker-pool';

/** What a primary run from its bundle is given by the bundle's host (server/main.ts). */
export interface PrimaryOptions {
  /** The bundle's code cache: whether it was taken, and keeping it when it was not. */
  codeCache?: Pick<LoadedBundle<unknown>, 'fromCache' | 'keepCodeCache'> | null;
}

/**
 * The primary of a gateway of several processes (WEB_CONCURRENCY > 1). It forks one gateway worker
 * per core, which serve every request, and does no request work itself: its event loop is always
 * free to accept a connection, read its first bytes and hand it (with those bytes) to the worker
 * holding the fewest connections among those heard within two seconds (a stuck worker gets none).
 * A health check on a new connection (`/healthz`, `/readyz`: what a load balancer sends) it answers
 * itself, at once, from the workers' heartbeats; on a connection a worker already holds, that
 * worker answers with the same word of the others.
 *
 * The embedded database (PGlite belongs to one process) is opened by a thread of the primary and
 * served to the workers over the PostgreSQL protocol on a Unix socket (db/pglite-server.ts); with
 * PostgreSQL each worker has its own pool. The stand-in parts provider, without PROVIDER_URL, also
 * runs in a thread of the primary.
 *
 * It hears every worker's heartbeat (every 500 ms, with its event-loop delay and checks) and tells
 * every worker of the others; relays a catalogue version change; gathers `/metrics`; replaces a
 * worker that died (or stayed silent a minute); and on SIGTERM stops accepting, lets every worker
 * answer its requests in flight, then closes the database.
 */
export async function runPrimary(config: Config, log: Logger, launchedAt: number, early: EarlyStart, options: PrimaryOptions = {}): Promise<void> {
  // Where the start's time goes, logged with 'shop started' (bench:start prints them): before this
  // process ran (npm start's checks, Node's boot), then its own steps.
  const phases: Record<string, number> = {
    launcher: Math.max(0, Math.round(performance.timeOrigin - launchedAt)),
    'gateway modules': Math.round(performance.now()),
  };
  let markedAt = performance.now();
  const mark = (name: string) => {
    const now = performance.now();
    phases[name] = Math.round(now - markedAt);
    markedAt = now;
  };
  const entry = process.argv[1];
  const codeCache = options.codeCache && !options.codeCache.fromCache ? options.codeCache : null;
  const count = config.webConcurrency;
  const databaseKind = config.databaseUrl ? 'postgres' : 'pglite';
  // Generated once here when not configured, so every worker signs with the same secret.
  sessionSecrets(config);
  // The sockets' directory and the database's thread, made as the gateway started (thread-start.ts).
  const socketDir = early.socketDir;
  const beside = await startBesideWorkers(config, log, entry, socketDir, { SHOP_LAUNCHED_AT: String(launchedAt), [WORKER_ENV.socketDir]: socketDir }, mark, early.database);

  let stopping = false;
  let listening = false;
  let allServing = false;
  let watching: { stop(): void } | null = null;
  const pool = new WorkerPool(beside.env, log, {
    onReady: () => {
      // The gateway listens once a worker serves; the others are starting then (see WorkerPool.start).
      if (!listening) void startListening();
      else front.flushWaiting();
      if (!allServing && pool.serving() >= count) {
        allServing = true;
        const ms = Date.now() - launchedAt;
        log.info({ ms, workers: count }, 'every worker serving');
        console.log(`Every worker serving (${count}), ${ms} ms after launch`);
      }
    },
    onGiveUp: (reason) => void stop(reason, 1),
  });
  const front = new ConnectionFront({
    workers: () => pool.workers.values(),
    gatewayState: () => pool.state(),
    databaseKind,
    production: config.env === 'production',
    stopping: () => stopping,
    relayPath: (w) => relaySocketPath(socketDir, w.worker.id),
  });
  front.listener.on('error', (err) => {
    log.fatal({ err }, 'the gateway cannot listen');
    void stop('cannot listen', 1);
  });

  const startListening = async () => {
    listening = true;
    await new Promise<void>((resolve) => front.listener.listen(config.port, config.host, () => resolve()));
    const addr = front.listener.address() as net.AddressInfo;
    const url = `http://${addr.family === 'IPv6' ? `[${addr.address}]` : addr.address}:${addr.port}`;
    front.flushWaiting();
    // Not ready, degraded, ready again: logged as it happens, with the checks and their reasons.
    watching = watchReadiness(() => readiness(pool.state(), { database: databaseKind }), log);
    const ms = Date.now() - launchedAt;
    mark('first worker ready');
    log.info({ url, ms, workers: count, database: databaseKind, phases }, 'shop started');
    // The bundle's code cache, when it had none: what the primary compiled to start (and at its stop).
    if (codeCache) setTimeout(() => codeCache.keepCodeCache(), 1_000).unref();
    const others = count - pool.serving();
    console.log(
      `Shop ready at ${config.publicUrl ?? url}  (GraphQL: ${url}/graphql), answering ${ms} ms after launch (${count} workers${others > 0 ? `, ${others} of them still starting` : ''})`,
    );
  };

  const stop = async (reason: string, exitCode = 0): Promise<void> => {
    if (stopping) return;
    stopping = true;
    codeCache?.keepCodeCache();
    pool.stopWatching();
    watching?.stop();
    const force = setTimeout(() => process.exit(1), STOP_DEADLINE_MS + 6_000);
    force.unref();
    // No new connection; those already accepted still go to a worker, which answers and closes them.
    if (front.listener.listening) front.listener.close();
    front.flushWaiting();
    // What clients sent on connections the primary holds is read first, then those connections close.
    await front.closeHeld();
    await pool.drain(reason);
    front.destroyWaiting();
    await beside.close();
    fs.rmSync(socketDir, { recursive: true, force: true });
    process.exit(exitCode);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  for (const [role, t] of [['database', beside.database], ['provider', beside.provider]] as const) {
    if (!t) continue;
    t.thread.once('error', (err) => {
      log.fatal({ err, thread: role }, `the ${role} thread failed: stopping the gateway`);
      void stop(`${role} thread failed`, 1);
    });
    t.thread.once('exit', (code) => {
      if (stopping) return;
      log.fatal({ code, thread: role }, `the ${role} thread ended: stopping the gateway`);
      void stop(`${role} thread ended`, 1);
    });
  }
  // The first worker, forked as the gateway started, gets its settings; the others start once it serves.
  pool.start(count, early.firstWorker);

  try {
    if (beside.database) {
      const { startedMs } = await beside.database.ready;
      phases['embedded database (beside the workers)'] = startedMs;
      log.info({ ms: startedMs }, 'embedded database open, served to the workers');
    }
    if (beside.provider) {
      const ready = await beside.provider.ready;
      if (!stopping) console.log(`Parts provider: ${String(ready.detail?.url)} (stand-in, in a thread of the primary), ready ${Date.now() - launchedAt} ms after launch`);
    }
  } catch (err) {
    log.fatal({ err }, 'the gateway could not start');
    await stop('start failed', 1);
  }
}

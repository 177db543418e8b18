import cluster, { type Worker as ClusterWorker } from 'node:cluster';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Worker as Thread } from 'node:worker_threads';
import { AggregatorRegistry } from 'prom-client';
import { ENDPOINT_PATH } from '../../fixtures/provider/index';
import { startMercadoPagoStandIn } from '../../fixtures/mercadopago/index';
import { carriersStandInEnv, startCarriersStandInFor } from '../shipping';
import type { Config } from '../config';
import { liveness, readiness, SILENT_FAILING_MS, type PeerState, type WorkerReport } from '../health/gateway-health';
import type { Logger } from '../logger';
import { sessionSecrets } from '../session';
import { watchReadiness } from '../health/watch';
import { healthRequest, healthResponse } from './front';
import { HEARTBEAT_MS, isShopMessage, WORKER_ENV, type PrimaryMessage, type WorkerMessage } from './messages';
import type { ThreadData, ThreadMessage } from './threads';

/** A worker silent for this long is stuck beyond hope: it is killed and replaced. */
const STUCK_KILL_MS = 60_000;
/** More worker deaths than this within a minute: something is wrong with every worker; the gateway stops. */
const MAX_DEATHS_PER_MINUTE = 5;
/** How long a stop waits for the workers to answer what they have in flight. */
const STOP_DEADLINE_MS = 10_000;
/** A connection that sends nothing for this long is closed (as the workers close an idle one). */
const FIRST_BYTES_TIMEOUT_MS = 65_000;

interface WorkerState {
  worker: ClusterWorker;
  pid: number;
  state: 'starting' | 'serving';
  lastHeardAt: number;
  report: WorkerReport | null;
  /** Connections it holds: its last count, plus those handed to it since. */
  connections: number;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * A thread's first lines: it loads the gateway's own entry file (server/main.ts, or its bundle),
 * which sees it is not the main thread. A thread does not inherit the `--import tsx` of a process
 * started on the TypeScript sources, so it registers tsx itself then.
 */
const THREAD_BOOT = `const { workerData } = require('node:worker_threads');
(async () => {
  if (workerData.tsx) (await import(workerData.tsx)).register();
  await import(require('node:url').pathToFileURL(workerData.entry).href);
})();`;

type SocketHandle = { reading?: boolean; readStop?: () => number };
const handleOf = (socket: net.Socket) => (socket as unknown as { _handle?: SocketHandle | null })._handle ?? null;

/**
 * Stops reading a socket at the system level, and keeps it stopped: the rest of what the client
 * sends stays in the kernel for the worker the socket is handed to. A plain `pause()` leaves the
 * handle reading into the stream's buffer (and the stream starts it again on its own to fill that
 * buffer), and whatever it read would be lost with the handle: a request body in several packets
 * would never arrive whole. The handle is marked as reading so that the stream does not start it.
 */
function stopReading(socket: net.Socket): void {
  socket.pause();
  const handle = handleOf(socket);
  if (handle?.readStop) {
    handle.readStop();
    handle.reading = true;
  }
}

/** Reads a socket stopped by `stopReading` again (the next request on a connection the primary keeps). */
function readAgain(socket: net.Socket): void {
  const handle = handleOf(socket);
  if (handle) handle.reading = false;
  socket.resume();
}

/** Starts a thread of the primary (database or stand-in provider) from the gateway's own entry file. */
function startThread(entry: string, data: ThreadData): { thread: Thread; ready: Promise<ThreadMessage & { type: 'ready' }> } {
  const tsx = entry.endsWith('.ts') ? import.meta.resolve('tsx/esm/api') : null;
  const thread = new Thread(THREAD_BOOT, { eval: true, workerData: { ...data, entry, tsx } });
  const ready = new Promise<ThreadMessage & { type: 'ready' }>((resolve, reject) => {
    thread.on('message', (m: ThreadMessage) => m.type === 'ready' && resolve(m));
    thread.once('error', reject);
    thread.once('exit', (code) => reject(new Error(`the ${data.role} thread ended (exit ${code}) before it was ready`)));
  });
  ready.catch(() => undefined);
  return { thread, ready };
}

async function stopThread(thread: Thread | null): Promise<void> {
  if (!thread) return;
  const exited = new Promise<void>((resolve) => thread.once('exit', () => resolve()));
  thread.postMessage({ type: 'close' });
  const timer = setTimeout(() => void thread.terminate(), 5_000);
  await exited;
  clearTimeout(timer);
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
export async function runPrimary(config: Config, log: Logger, launchedAt: number): Promise<void> {
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
  const count = config.webConcurrency;
  const production = config.env === 'production';
  const databaseKind = config.databaseUrl ? 'postgres' : 'pglite';
  // Generated once here when not configured, so every worker signs with the same secret.
  sessionSecrets(config);
  // A directory only this user can enter, for the sockets the workers reach the primary's database
  // and each other's private listener through (whoever reaches the database socket has it all).
  const socketDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-gateway-'));

  const env: Record<string, string> = { SHOP_LAUNCHED_AT: String(launchedAt), [WORKER_ENV.socketDir]: socketDir };
  let provider: ReturnType<typeof startThread> | null = null;
  if (config.provider.url === null) {
    const port = await freePort();
    const apiKey = randomUUID();
    const p = config.provider;
    provider = startThread(entry, { role: 'provider', dataDir: config.dataDir, scale: p.standInScale, providerId: p.providerId, apiKey, port });
    Object.assign(env, {
      PROVIDER_URL: `http://127.0.0.1:${port}${ENDPOINT_PATH}`,
      PROVIDER_API_KEY: apiKey,
      PROVIDER_ID: String(p.providerId),
      // Calls wait until the stand-in listens (it loads its data set meanwhile).
      PROVIDER_STANDIN_PROCESS: 'true',
    });
  }
  // Mercado Pago's stand-in (development): one for all workers, so a payment made through one is
  // known to the worker that gets its notification.
  const mercadoPago = config.payment.mercadoPago.standIn ? await startMercadoPagoStandIn({ webhookSecret: config.payment.mercadoPago.webhookSecret ?? undefined }) : null;
  if (mercadoPago) {
    Object.assign(env, { MERCADOPAGO_STANDIN_URL: mercadoPago.url, MERCADOPAGO_STANDIN_TOKEN: mercadoPago.accessToken, MERCADOPAGO_WEBHOOK_SECRET: mercadoPago.webhookSecret });
    log.info({ url: mercadoPago.url }, 'Mercado Pago stand-in started (no MERCADOPAGO_ACCESS_TOKEN set)');
  }
  // The carriers' stand-in (development, carriers without credentials): one for all workers, which
  // then see it as those carriers' address and credentials.
  const carriers = await startCarriersStandInFor(config.shipping);
  if (carriers) {
    Object.assign(env, carriersStandInEnv(config.shipping, carriers));
    log.info({ url: carriers.url }, 'Carriers stand-in started (Andreani, Correo Argentino, OCA without credentials)');
  }
  mark('stand-ins');
  let database: ReturnType<typeof startThread> | null = null;
  if (config.databaseUrl === null) {
    database = startThread(entry, { role: 'database', dataDir: config.dataDir, socketDir });
    env[WORKER_ENV.embeddedDatabase] = 'true';
    database.thread.on('message', (m: ThreadMessage) => {
      if (m.type === 'anomaly') log.error({ what: m.what }, 'database connection broke the protocol: closed');
      if (m.type === 'abandoned') {
        log.warn({ why: m.why }, m.why === 'idle' ? 'database transaction left idle by its worker: rolled back' : 'database transaction of a worker that went away: rolled back');
      }
    });
  }

  // A primary started with --inspect gives each worker a debugger port of its own, chosen by the system.
  cluster.setupPrimary({ serialization: 'advanced', inspectPort: 0 });
  const workers = new Map<number, WorkerState>();
  const deaths: number[] = [];
  let stopping = false;
  let listening = false;
  const send = (w: ClusterWorker, message: PrimaryMessage) => {
    if (w.isConnected()) w.send(message);
  };
  const metrics = new AggregatorRegistry();

  const gatewayState = () => {
    const now = Date.now();
    const views = [...workers.values()]
      .map((w) => ({ id: w.worker.id, pid: w.pid, state: w.state, silentMs: now - w.lastHeardAt, report: w.report }))
      .sort((a, b) => a.id - b.id);
    return { workers: views, answeredBy: 'primary' as const, clustered: true, supervisor: views.length === 0 ? 'no worker running' : null };
  };

  let watching: { stop(): void } | null = null;

  // ---- connections: accepted here, handed to a worker with what was read of them
  const waiting: { socket: net.Socket; first: Buffer }[] = [];
  const handOff = (socket: net.Socket, first: Buffer, tries = 0): void => {
    if (socket.destroyed) return;
    const now = Date.now();
    const serving = [...workers.values()].filter((w) => w.state === 'serving' && w.worker.isConnected());
    const heard = serving.filter((w) => now - w.lastHeardAt <= SILENT_FAILING_MS);
    const candidates = heard.length > 0 ? heard : serving;
    if (candidates.length === 0) {
      waiting.push({ socket, first });
      return;
    }
    const target = candidates.reduce((a, b) => (b.connections < a.connections ? b : a));
    target.connections += 1;
    target.worker.send({ type: 'shop:connection', first } satisfies PrimaryMessage, socket, { keepOpen: false }, (err) => {
      if (!err) return;
      target.connections -= 1;
      if (tries < 3) handOff(socket, first, tries + 1);
      else socket.destroy();
    });
  };
  const flushWaiting = () => {
    for (const { socket, first } of waiting.splice(0)) handOff(socket, first);
  };
  // Connections the primary holds between health checks (a load balancer's kept-alive one).
  const held = new Set<net.Socket>();
  const readNext = (socket: net.Socket) => {
    socket.setTimeout(FIRST_BYTES_TIMEOUT_MS, () => socket.destroy());
    socket.once('data', (bytes: Buffer) => {
      // Nothing more is read here: the rest of the request stays in the kernel for the worker.
      stopReading(socket);
      socket.setTimeout(0);
      const health = healthRequest(bytes);
      if (!health) {
        held.delete(socket);
        handOff(socket, bytes);
        return;
      }
      const state = gatewayState();
      const answer = health.path === '/healthz' ? liveness(state) : readiness(state, { database: databaseKind });
      const keepAlive = health.keepAlive && !stopping;
      if (!keepAlive) {
        held.delete(socket);
        socket.end(healthResponse(health, answer, production, false));
        return;
      }
      socket.write(healthResponse(health, answer, production, true), () => {
        if (socket.destroyed) return;
        readNext(socket);
        readAgain(socket);
      });
    });
  };
  const listener = net.createServer({ pauseOnConnect: true }, (socket) => {
    socket.on('error', () => undefined);
    held.add(socket);
    socket.once('close', () => held.delete(socket));
    readNext(socket);
    socket.resume();
  });
  listener.on('error', (err) => {
    log.fatal({ err }, 'the gateway cannot listen');
    void stop('cannot listen', 1);
  });

  const fork = () => {
    const worker = cluster.fork(env);
    workers.set(worker.id, { worker, pid: worker.process.pid ?? 0, state: 'starting', lastHeardAt: Date.now(), report: null, connections: 0 });
    worker.on('message', (message: unknown) => {
      if (!isShopMessage<WorkerMessage>(message)) return;
      const state = workers.get(worker.id);
      if (!state) return;
      switch (message.type) {
        case 'shop:ready':
          state.state = 'serving';
          state.lastHeardAt = Date.now();
          if (!listening && [...workers.values()].filter((w) => w.state === 'serving').length >= count) void startListening();
          else flushWaiting();
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
          for (const other of workers.values()) if (other.worker.id !== worker.id) send(other.worker, { type: 'shop:catalog-version', version: message.version });
          break;
        case 'shop:metrics':
          metrics.clusterMetrics().then(
            (text) => send(worker, { type: 'shop:metrics-answer', id: message.id, text }),
            (err: unknown) => send(worker, { type: 'shop:metrics-answer', id: message.id, text: null, error: (err as Error).message }),
          );
          break;
      }
    });
  };

  const startListening = async () => {
    listening = true;
    await new Promise<void>((resolve) => listener.listen(config.port, config.host, () => resolve()));
    const addr = listener.address() as net.AddressInfo;
    const url = `http://${addr.family === 'IPv6' ? `[${addr.address}]` : addr.address}:${addr.port}`;
    flushWaiting();
    // Not ready, degraded, ready again: logged as it happens, with the checks and their reasons.
    watching = watchReadiness(() => readiness(gatewayState(), { database: databaseKind }), log);
    const ms = Date.now() - launchedAt;
    mark('workers ready');
    log.info({ url, ms, workers: count, database: databaseKind, phases }, 'shop started');
    console.log(`Shop ready at ${config.publicUrl ?? url}  (GraphQL: ${url}/graphql), answering ${ms} ms after launch (${count} workers)`);
  };

  cluster.on('exit', (worker, code, signal) => {
    const state = workers.get(worker.id);
    workers.delete(worker.id);
    if (stopping) return;
    log.error({ worker: worker.id, pid: state?.pid, code, signal }, 'gateway worker stopped unexpectedly; starting another');
    const now = Date.now();
    deaths.push(now);
    while (deaths.length && now - deaths[0] > 60_000) deaths.shift();
    if (deaths.length > MAX_DEATHS_PER_MINUTE) {
      log.fatal({ deaths: deaths.length }, 'gateway workers keep dying: stopping the gateway');
      void stop('workers keep dying', 1);
      return;
    }
    fork();
  });

  // Every worker hears of the others; a worker silent a minute is killed (and replaced above).
  const tell = setInterval(() => {
    const now = Date.now();
    const states: PeerState[] = [...workers.values()].map((w) => ({ id: w.worker.id, pid: w.pid, state: w.state, silentMs: now - w.lastHeardAt, report: w.report }));
    for (const w of workers.values()) send(w.worker, { type: 'shop:peers', workers: states });
    for (const w of workers.values()) {
      if (w.state === 'serving' && now - w.lastHeardAt > STUCK_KILL_MS && !stopping) {
        log.error({ worker: w.worker.id, pid: w.pid, silentMs: now - w.lastHeardAt }, 'gateway worker silent for a minute: killing it');
        w.worker.process.kill('SIGKILL');
      }
    }
  }, HEARTBEAT_MS);

  const stop = async (reason: string, exitCode = 0): Promise<void> => {
    if (stopping) return;
    stopping = true;
    clearInterval(tell);
    watching?.stop();
    const force = setTimeout(() => process.exit(1), STOP_DEADLINE_MS + 6_000);
    force.unref();
    // No new connection; those already accepted still go to a worker, which answers and closes them.
    if (listener.listening) listener.close();
    flushWaiting();
    // What clients sent on connections the primary holds is read first (a few turns of the loop;
    // a health check is then answered with `Connection: close`), then those connections close.
    for (let turn = 0; turn < 3; turn += 1) await new Promise((r) => setImmediate(r));
    for (const socket of held) if (!socket.isPaused()) socket.end();
    const alive = [...workers.values()];
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
    for (const w of alive) send(w.worker, { type: 'shop:stop' });
    await Promise.race([draining, new Promise((r) => setTimeout(r, 2_000))]);
    log.info({ reason }, 'stopping: finishing requests in flight');
    const deadline = setTimeout(() => {
      for (const w of alive) if (!w.worker.isDead()) w.worker.process.kill('SIGKILL');
    }, STOP_DEADLINE_MS);
    await exited;
    clearTimeout(deadline);
    for (const { socket } of waiting.splice(0)) socket.destroy();
    await Promise.all([stopThread(database?.thread ?? null), stopThread(provider?.thread ?? null), mercadoPago?.close(), carriers?.close()]);
    fs.rmSync(socketDir, { recursive: true, force: true });
    process.exit(exitCode);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  for (const [role, t] of [['database', database], ['provider', provider]] as const) {
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
  // The workers load the gateway while the database opens and the stand-in loads its data.
  for (let i = 0; i < count; i += 1) fork();

  try {
    if (database) {
      const { startedMs } = await database.ready;
      phases['embedded database (beside the workers)'] = startedMs;
      log.info({ ms: startedMs }, 'embedded database open, served to the workers');
    }
    if (provider) {
      const ready = await provider.ready;
      if (!stopping) console.log(`Parts provider: ${String(ready.detail?.url)} (stand-in, in a thread of the primary), ready ${Date.now() - launchedAt} ms after launch`);
    }
  } catch (err) {
    log.fatal({ err }, 'the gateway could not start');
    await stop('start failed', 1);
  }
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import cluster, { type Worker as ClusterWorker } from 'node:cluster';
import { Worker as Thread } from 'node:worker_threads';
import type { Config } from '../config';
import { WORKER_ENV } from './messages';
import type { ThreadData, ThreadMessage } from './threads';

// Starting and stopping the primary's threads (threads.ts is their side). Light on purpose: the
// gateway's entry starts the embedded database's thread and the first worker with it before the
// primary's modules load.

/** A thread of the primary, and its first 'ready'. */
export interface StartedThread {
  thread: Thread;
  ready: Promise<ThreadMessage & { type: 'ready' }>;
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

/** Starts a thread of the primary (database or stand-in provider) from the gateway's own entry file. */
export function startThread(entry: string, data: ThreadData): StartedThread {
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

export async function stopThread(thread: Thread | null): Promise<void> {
  // One that ended already (it failed: the gateway stops because of it) says nothing more; waiting
  // for its end left the gateway's stop hanging until its loop emptied, which exits with 0.
  if (!thread || thread.threadId === -1) return;
  const exited = new Promise<void>((resolve) => thread.once('exit', () => resolve()));
  thread.postMessage({ type: 'close' });
  const timer = setTimeout(() => void thread.terminate(), 5_000);
  await exited;
  clearTimeout(timer);
}


/** The embedded database's thread on the configured data directory, serving the workers on `socketDir`. */
export function startDatabaseThread(config: Pick<Config, 'dataDir'>, entry: string, socketDir: string): StartedThread {
  // `npm start` names the migrated template a new data directory starts from (SHOP_PGLITE_TEMPLATE).
  return startThread(entry, { role: 'database', dataDir: config.dataDir, socketDir, template: process.env.SHOP_PGLITE_TEMPLATE || null });
}

/**
 * A directory only this user can enter, for the sockets the workers reach the primary's database
 * and each other's private listener through (whoever reaches the database socket has it all).
 */
export function gatewaySocketDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'shop-gateway-'));
}

/** The first gateway worker, forked as the gateway starts, and what it said before the pool took it. */
export interface EarlyWorker {
  worker: ClusterWorker;
  /** Its messages so far, and from now on to the pool's own listener (WorkerPool.start). */
  takeMessages(listener: (message: unknown) => void): void;
}

/** What the gateway's entry starts before the primary's modules load. */
export interface EarlyStart {
  /** The sockets' directory: the database's, the workers' own listeners. */
  socketDir: string;
  /** The embedded database's thread (none with DATABASE_URL). */
  database: StartedThread | null;
  firstWorker: EarlyWorker;
}

/**
 * Starts, as the gateway's primary starts and before its own modules load, the two longest steps
 * of a start: the embedded database's thread (opening the database; without DATABASE_URL) and the
 * first worker (Node's start, the worker's bundle, then its own start). The worker is forked
 * before the primary has started the stand-ins it is to reach: it asks for their settings
 * (`shop:settings-asked`) and waits for them (worker.ts); the pool answers once it takes it.
 */
export function startEarly(config: Pick<Config, 'dataDir' | 'databaseUrl'>, entry: string, launchedAt: number): EarlyStart {
  const socketDir = gatewaySocketDir();
  const database = config.databaseUrl === null ? startDatabaseThread(config, entry, socketDir) : null;
  // A primary started with --inspect gives each worker a debugger port of its own, chosen by the system.
  cluster.setupPrimary({ serialization: 'advanced', inspectPort: 0 });
  const worker = cluster.fork({
    SHOP_LAUNCHED_AT: String(launchedAt),
    [WORKER_ENV.socketDir]: socketDir,
    [WORKER_ENV.settingsFollow]: 'true',
    ...(database ? { [WORKER_ENV.embeddedDatabase]: 'true' } : {}),
  });
  const heard: unknown[] = [];
  const hold = (message: unknown) => heard.push(message);
  worker.on('message', hold);
  return {
    socketDir,
    database,
    firstWorker: {
      worker,
      takeMessages(listener) {
        worker.off('message', hold);
        worker.on('message', listener);
        for (const message of heard.splice(0)) listener(message);
      },
    },
  };
}

/** What the gateway's entry needs to know before the configuration loads (see gatewayShape). */
export interface GatewayShape {
  /** WEB_CONCURRENCY: one process per core by default. */
  processes: number;
  /** DATA_DIR, resolved. */
  dataDir: string;
  /** DATABASE_URL when set (checked by the configuration); null: the embedded database. */
  databaseUrl: string | null;
}

/**
 * WEB_CONCURRENCY, DATA_DIR and DATABASE_URL read as loadConfig reads them (trimmed, blank as
 * unset, the same defaults), without its modules; null when WEB_CONCURRENCY is not a whole number
 * from 1 to 64 (the configuration then says what is wrong, before anything starts).
 */
export function gatewayShape(env: NodeJS.ProcessEnv, cwd: string): GatewayShape | null {
  const value = (name: string) => {
    const v = env[name]?.trim();
    return v ? v : null;
  };
  const concurrency = value('WEB_CONCURRENCY');
  const processes = concurrency === null ? os.availableParallelism() : /^-?\d+$/.test(concurrency) ? Number(concurrency) : NaN;
  if (!(processes >= 1 && processes <= 64)) return null;
  return { processes, dataDir: path.resolve(cwd, value('DATA_DIR') ?? 'data'), databaseUrl: value('DATABASE_URL') };
}

/** Throws when the configuration disagrees with what the entry read before it (a mistake in gatewayShape). */
export function sameShape(shape: GatewayShape | null, config: Pick<Config, 'webConcurrency' | 'dataDir' | 'databaseUrl'>): void {
  if (!shape) return;
  const read = { processes: config.webConcurrency, dataDir: config.dataDir, databaseUrl: config.databaseUrl };
  if (shape.processes !== read.processes || shape.dataDir !== read.dataDir || (shape.databaseUrl === null) !== (read.databaseUrl === null)) {
    throw new Error(`the gateway started as ${JSON.stringify(shape)} but its configuration reads ${JSON.stringify(read)}`);
  }
}

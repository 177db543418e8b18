import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker as Thread } from 'node:worker_threads';
import type { Config } from '../config';
import type { ThreadData, ThreadMessage } from './threads';

// Starting and stopping the primary's threads (threads.ts is their side). Light on purpose: the
// gateway's entry starts the embedded database's thread with it before the primary's modules load.

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
  if (!thread) return;
  const exited = new Promise<void>((resolve) => thread.once('exit', () => resolve()));
  thread.postMessage({ type: 'close' });
  const timer = setTimeout(() => void thread.terminate(), 5_000);
  await exited;
  clearTimeout(timer);
}


/** The embedded database's thread on the configured data directory, serving the workers on `socketDir`. */
export function startDatabaseThread(config: Config, entry: string, socketDir: string): StartedThread {
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

/** The embedded database's thread started by the gateway's entry, and the sockets' directory it serves in. */
export interface EarlyDatabase {
  socketDir: string;
  database: StartedThread;
}

/**
 * Starts the embedded database's thread as the gateway's primary starts (without DATABASE_URL),
 * before the primary's own modules load: opening the database is the longest step of a start, and
 * the workers wait for it.
 */
export function startDatabaseEarly(config: Config, entry: string): EarlyDatabase | null {
  if (config.databaseUrl !== null) return null;
  const socketDir = gatewaySocketDir();
  return { socketDir, database: startDatabaseThread(config, entry, socketDir) };
}

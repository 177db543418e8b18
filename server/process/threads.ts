import { parentPort, workerData } from 'node:worker_threads';
import path from 'node:path';
import { migrate } from '../db/migrate';
import { createPglite, lockDataDir, pgliteDb, settleTemplateCopy, startFromTemplate } from '../db/pglite';
import { servePglite } from '../db/pglite-server';
import type { LoadedBundle } from './worker-bundle';

/**
 * The threads of a gateway's primary process: the embedded database (PGlite belongs to one
 * process: this thread opens it, migrates it and serves it to the workers over the PostgreSQL
 * protocol on a Unix socket, db/pglite-server.ts), and
 * the stand-in parts provider when no PROVIDER_URL is set. Each runs in a thread of its own so the
 * primary's own event loop stays free to accept connections and hear the workers' heartbeats.
 */
export type ThreadData =
  | { role: 'database'; dataDir: string; socketDir: string; template: string | null }
  | { role: 'provider'; dataDir: string; scale: number; providerId: number; apiKey: string; port: number };

/** What a thread tells the primary. */
export type ThreadMessage =
  | { type: 'ready'; startedMs: number; detail?: Record<string, unknown> }
  | { type: 'abandoned'; why: 'closed' | 'idle' }
  | { type: 'anomaly'; what: string }
  | { type: 'closed' };

function post(message: ThreadMessage): void {
  parentPort?.postMessage(message);
}

export async function runThread(options: { codeCache?: Pick<LoadedBundle<unknown>, 'fromCache' | 'keepCodeCache'> } = {}): Promise<void> {
  const data = workerData as ThreadData;
  const started = performance.now();
  // The threads' bundle's code cache, when it had none: written a second after the thread is ready
  // (what opening the database compiled), by the first thread there.
  const { codeCache } = options;
  const ready = (message: ThreadMessage & { type: 'ready' }) => {
    post(message);
    if (codeCache && !codeCache.fromCache) setTimeout(() => codeCache.keepCodeCache(), 1_000).unref();
  };
  // Or as it closes, if that came sooner (a gateway stopped within a second of its start).
  const keepCodeCache = () => {
    if (codeCache && !codeCache.fromCache) codeCache.keepCodeCache();
  };
  if (data.role === 'database') {
    const dir = path.join(data.dataDir, 'pglite');
    // This process alone opens it (two at once corrupt it).
    const release = lockDataDir(dir);
    // A first launch by `npm start` copies its migrated template rather than making the database again.
    if (data.template) startFromTemplate(dir, data.template);
    const pg = await createPglite(dir);
    const db = pgliteDb(pg);
    await migrate(db);
    await settleTemplateCopy(db);
    const service = await servePglite(pg, data.socketDir, {
      onAbandoned: (why) => post({ type: 'abandoned', why }),
      onAnomaly: (what) => post({ type: 'anomaly', what }),
    });
    ready({ type: 'ready', startedMs: Math.round(performance.now() - started) });
    parentPort?.on('message', (message: { type: string }) => {
      if (message.type !== 'close') return;
      keepCodeCache();
      // After the workers have stopped: nothing is left to serve.
      void service
        .close()
        .then(() => db.close())
        .finally(() => {
          release();
          post({ type: 'closed' });
          parentPort?.close();
        });
    });
    return;
  }
  // Loaded only here: the database's thread, which loads this bundle too, needs none of the stand-in
  // (its modules, its data tables, Node's HTTP server: ~30 ms of that thread's start).
  const { startStandInProvider } = await import('../../fixtures/provider/index');
  const provider = await startStandInProvider({ dataDir: data.dataDir, scale: data.scale, providerId: data.providerId, apiKey: data.apiKey, port: data.port });
  ready({ type: 'ready', startedMs: Math.round(performance.now() - started), detail: { url: provider.url, ...provider.startup } });
  parentPort?.on('message', (message: { type: string }) => {
    if (message.type !== 'close') return;
    keepCodeCache();
    void provider.close().finally(() => {
      post({ type: 'closed' });
      parentPort?.close();
    });
  });
}

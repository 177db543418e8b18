import cluster from 'node:cluster';
import { isMainThread } from 'node:worker_threads';
import type { Config } from './config';
import type { Logger } from './logger';
import type { LoadedBundle } from './process/worker-bundle';

/**
 * Starts the shop. With WEB_CONCURRENCY above 1 (one per core by default) this process becomes
 * the primary of a gateway of several processes (process/primary.ts) and runs again as each worker
 * (process/worker.ts) and as the primary's threads (process/threads.ts); with 1 the whole gateway
 * runs here. Reads the environment, opens the database, listens, and stops cleanly on a signal.
 */
async function main(): Promise<void> {
  if (!isMainThread) return startThread();
  if (cluster.isWorker) return startWorker();
  // `npm start` passes the time it was launched, so the time printed covers the whole start.
  const launched = Number(process.env.SHOP_LAUNCHED_AT);
  const started = Number.isFinite(launched) && launched > 0 ? launched : Date.now();
  // The embedded database's thread and the first worker start before the configuration's modules
  // load (a tenth of a second): they need three settings, read here as the configuration reads them.
  const threadStart = await import('./process/thread-start');
  const shape = threadStart.gatewayShape(process.env, process.cwd());
  const early = shape && shape.processes > 1 ? threadStart.startEarly(shape, process.argv[1], started) : null;
  // Loaded here, not above: the primary's threads (the database's first) load this file too, and
  // need none of it. A primary of several processes loads its bundle (primary-entry.ts) when there is one.
  const primaryBundle = shape && shape.processes > 1 ? await loadPrimaryBundle() : null;
  const [{ ConfigError, loadConfig }, { createLogger }] = primaryBundle ? [primaryBundle.exports, primaryBundle.exports] : await Promise.all([import('./config'), import('./logger')]);
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(2);
    }
    throw err;
  }
  threadStart.sameShape(shape, config);
  const log = createLogger(config);
  if (config.webConcurrency > 1) {
    const { runPrimary } = primaryBundle?.exports ?? (await import('./process/primary'));
    return runPrimary(config, log, started, early ?? threadStart.startEarly(config, process.argv[1], started), { codeCache: primaryBundle });
  }
  return runSingleProcess(config, log, started);
}

/**
 * A thread of the primary (the embedded database, the stand-in provider): from the threads' bundle
 * beside the bundled entry (with its code cache: the embedded engine's modules are most of what a
 * database thread loads before it opens), or from the sources' modules.
 */
async function startThread(): Promise<void> {
  const { bundleBeside, loadBundle, THREADS_BUNDLE_NAME } = await import('./process/worker-bundle');
  // The entry file the thread was started from (thread-start.ts); a thread's process.argv has none.
  const { entry } = (await import('node:worker_threads')).workerData as { entry?: string };
  const bundle = bundleBeside(entry ?? '', THREADS_BUNDLE_NAME);
  if (!bundle) return (await import('./process/threads')).runThread();
  const loaded = loadBundle<typeof import('./process/threads')>(bundle);
  return loaded.exports.runThread({ codeCache: loaded });
}

/** The primary's bundle beside the bundled entry (with its code cache), or null on the TypeScript sources. */
async function loadPrimaryBundle(): Promise<LoadedBundle<typeof import('./process/primary-entry')> | null> {
  const { bundleBeside, loadBundle, PRIMARY_BUNDLE_NAME } = await import('./process/worker-bundle');
  const bundle = bundleBeside(process.argv[1] ?? '', PRIMARY_BUNDLE_NAME);
  return bundle ? loadBundle<typeof import('./process/primary-entry')>(bundle) : null;
}

/**
 * A gateway worker: from the worker's bundle beside the bundled entry (with its code cache), or
 * from the sources' modules when the gateway runs on them.
 */
async function startWorker(): Promise<void> {
  const { loadBundle, workerBundleBeside } = await import('./process/worker-bundle');
  const bundle = workerBundleBeside(process.argv[1] ?? '');
  if (!bundle) return (await import('./process/worker')).runWorker();
  const loaded = loadBundle<typeof import('./process/worker')>(bundle);
  return loaded.exports.runWorker({ codeCache: loaded, importModule: (url) => import(url) });
}

/** The whole gateway in this one process (WEB_CONCURRENCY=1). */
async function runSingleProcess(config: Config, log: Logger, started: number): Promise<void> {
  // The database opens (its engine compiles and boots) while the rest of the gateway loads; a first
  // launch by `npm start` starts from its migrated template (SHOP_PGLITE_TEMPLATE). The database
  // layer is loaded here, not by the primary or its workers (which reach the database otherwise).
  const { lockDataDir, openDatabase, startFromTemplate } = await import('./db');
  // This process alone opens the embedded database (two at once corrupt it); released at exit.
  if (!config.databaseUrl) lockDataDir(`${config.dataDir}/pglite`);
  const template = process.env.SHOP_PGLITE_TEMPLATE;
  if (template && !config.databaseUrl) startFromTemplate(`${config.dataDir}/pglite`, template);
  const opening = openDatabase(config);
  opening.catch(() => undefined);
  const importing = performance.now();
  const { createServer } = await import('./app');
  const { providerRuntime } = await import('./provider-standin');
  const modulesMs = Math.round(performance.now() - importing);
  const server = await createServer(config, { log, opening });
  const url = await server.listen();
  server.startPhases.mark('listen');
  const ms = Date.now() - started;
  const phases = { launcher: Math.max(0, Math.round(performance.timeOrigin - started)), boot: Math.round(importing), modules: modulesMs, ...server.startPhases.phases };
  log.info({ url, ms, database: server.services.db.kind, phases }, 'shop started');
  console.log(`Shop ready at ${config.publicUrl ?? url}  (GraphQL: ${url}/graphql), answering ${ms} ms after launch`);
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'stopping: finishing requests in flight');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close().then(
      () => process.exit(0),
      (err) => {
        log.error({ err }, 'error while stopping');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  // Answering already; the parts provider gets ready meanwhile (calls to it wait until it is).
  const provider = await providerRuntime(server.services).ready();
  const kind = provider.standIn ? ' (stand-in, in-process)' : config.provider.standInProcess ? ' (stand-in, own process)' : '';
  if (!stopping) console.log(`Parts provider: ${provider.url}${kind}, ready ${Date.now() - started} ms after launch`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

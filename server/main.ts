import { createServer } from './app';
import { ConfigError, loadConfig } from './config';
import { createLogger } from './logger';
import { providerRuntime } from './provider/runtime';

/** Starts the shop: reads the environment, opens the database, listens, and stops cleanly on a signal. */
async function main(): Promise<void> {
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
  const log = createLogger(config);
  const started = Date.now();
  const server = await createServer(config, { log });
  const url = await server.listen();
  const provider = await providerRuntime(server.services).ready();
  log.info({ url, ms: Date.now() - started, database: server.services.db.kind }, 'shop started');
  console.log(`Parts provider: ${provider.url}${provider.standIn ? ' (stand-in, in-process)' : ''}`);
  console.log(`Shop ready at ${config.publicUrl ?? url}  (GraphQL: ${url}/graphql)`);

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
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

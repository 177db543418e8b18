import net from 'node:net';
import { randomUUID } from 'node:crypto';
import { startMercadoPagoStandIn } from '../../fixtures/mercadopago/index';
import { carriersStandInEnv, startCarriersStandInFor } from '../shipping';
import type { Config } from '../config';
import type { Logger } from '../logger';
import { WORKER_ENV } from './messages';
import type { ThreadMessage } from './threads';
import { startDatabaseThread, startThread, stopThread, type StartedThread } from './thread-start';

// What the primary runs beside its workers: the embedded database and the stand-in parts provider
// in threads of its own (threads.ts is their side), and the payment and carrier stand-ins.

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

type Started = StartedThread;

/** What runs beside the workers, and the settings the workers are started with to reach it. */
export interface BesideWorkers {
  env: Record<string, string>;
  database: Started | null;
  provider: Started | null;
  /** Closes the threads and stand-ins (the workers are gone by then). */
  close(): Promise<void>;
}

/**
 * Starts the stand-ins the workers share (parts provider without PROVIDER_URL, Mercado Pago and the
 * carriers in development) and the embedded database without DATABASE_URL; answers the settings
 * the workers are started with (`env`, with what it is given added to).
 */
export async function startBesideWorkers(
  config: Config,
  log: Logger,
  entry: string,
  socketDir: string,
  env: Record<string, string>,
  mark: (phase: string) => void,
  started: Started | null = null,
): Promise<BesideWorkers> {
  // The embedded database first: opening it (its engine, its data directory) is the longest of
  // these. `started`: its thread, started before the primary's modules loaded (server/main.ts).
  let database: Started | null = null;
  if (config.databaseUrl === null) {
    database = started ?? startDatabaseThread(config, entry, socketDir);
    env[WORKER_ENV.embeddedDatabase] = 'true';
    database.thread.on('message', (m: ThreadMessage) => {
      if (m.type === 'anomaly') log.error({ what: m.what }, 'database connection broke the protocol: closed');
      if (m.type === 'abandoned') {
        log.warn({ why: m.why }, m.why === 'idle' ? 'database transaction left idle by its worker: rolled back' : 'database transaction of a worker that went away: rolled back');
      }
    });
  }
  let provider: Started | null = null;
  if (config.provider.url === null) {
    const port = await freePort();
    const apiKey = randomUUID();
    const p = config.provider;
    provider = startThread(entry, { role: 'provider', dataDir: config.dataDir, scale: p.standInScale, providerId: p.providerId, apiKey, port });
    // Loaded only here: with the stand-in in a process of its own (npm start), the primary needs none of it.
    const { ENDPOINT_PATH } = await import('../../fixtures/provider/index');
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
  return {
    env,
    database,
    provider,
    close: async () => {
      await Promise.all([stopThread(database?.thread ?? null), stopThread(provider?.thread ?? null), mercadoPago?.close(), carriers?.close()]);
    },
  };
}

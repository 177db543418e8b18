import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { expressMiddleware } from '@as-integrations/express5';
import { pinoHttp } from 'pino-http';
import type { Config } from './config';
import { createContext } from './context';
import { openDatabase, type Db } from './db';
import type { ErrorCode } from './generated/graphql';
import { createApolloServer } from './http/graphql';
import { createAnswerCache } from './http/answer-cache';
import { trackConnections } from './http/drain';
import { variablesLimit } from './http/variables-limit';
import { responseCachePlugins, sharedAnswerStore } from './http/response-cache';
import { connectRedis } from './redis';
import { startCatalogVersion } from './catalog/catalog-version';
import { csrfProtection } from './http/csrf';
import { securityHeaders } from './http/security-headers';
import { mountClient } from './http/static';
import { createLogger, type Logger } from './logger';
import { buildSchema } from './schema';
import { createGatewayMemo, type AppServices } from './services';
import { createSessionMiddleware } from './session';
import { createProviderRuntime, stopProvider } from './provider-standin';
import { configureProviderResilience } from './provider/resilience';
import { metricsHandler } from './http/metrics-route';
import { providerRequestScope } from './http/provider-scope';
import { PART_IMAGE_PREFIX, partImageRouter } from './http/image-route';
import { ensureDemoAccount } from './account/demo';
import { startShopperPruning } from './shopper/prune';
import { seedCatalog } from './catalog/seed';
import { SHOP_IMAGE_PREFIX, shopImageRouter } from './catalog/image-route';
import { createMail } from './mail';
import { devMailRoutes } from './mail/dev-mail-route';
import { createPayments } from './payment/runtime';
import { paymentNotificationRoutes } from './payment/notifications';

export interface ShopServer {
  app: express.Express;
  httpServer: http.Server;
  services: AppServices;
  /** Starts listening; resolves with the URL the shop answers at. */
  listen(port?: number, host?: string): Promise<string>;
  /** Stops accepting connections, lets requests in flight finish, then closes the database. */
  close(): Promise<void>;
}

export interface CreateServerOptions {
  /** Use this database instead of opening the configured one (tests). */
  db?: Db;
  /** The configured database, already being opened (the gateway owns it and closes it). */
  opening?: Promise<Db>;
  log?: Logger;
}

/** Builds the whole gateway (without listening), so tests can start it on an ephemeral port. */
export async function createServer(config: Config, options: CreateServerOptions = {}): Promise<ShopServer> {
  const log = options.log ?? createLogger(config);
  // Built before waiting for the database: while the database engine compiles in the background.
  const schema = buildSchema();
  const db = options.db ?? (await (options.opening ?? openDatabase(config)));
  await seedCatalog(db, log);
  if (config.demoMode) await ensureDemoAccount(db, log);
  const shopperPruning = startShopperPruning(db, log);
  // Links in e-mails and to Mercado Pago: PUBLIC_URL, else the address the gateway listens at.
  let listeningUrl: string | null = null;
  const siteUrl = () => config.publicUrl ?? listeningUrl ?? `http://${config.host}:${config.port}`;
  const services: AppServices = {
    config,
    db,
    log,
    provider: createProviderRuntime({ config, log }),
    memo: createGatewayMemo(),
    mail: createMail(config, db, log),
    payments: await createPayments(config, log),
    siteUrl,
  };

  const providerMetrics = configureProviderResilience(services.provider.api, config, log);

  const app = express();
  app.disable('x-powered-by');
  // Hops of trusted proxies: req.ip is the address the nearest untrusted hop was seen from.
  app.set('trust proxy', config.trustProxyHops > 0 ? config.trustProxyHops : false);
  // Public answers to GET persisted queries are replayed in front of the application (answer-cache.ts).
  const catalogVersion = await startCatalogVersion(db);
  const answerCache = createAnswerCache(catalogVersion);
  // Never waited for: a Redis that is down or stalled only turns the shared cache off (server/redis).
  const redis = config.redis.url ? connectRedis({ ...config.redis, url: config.redis.url }, log, providerMetrics.registry) : null;
  const sharedStore = sharedAnswerStore(config, redis);
  const httpServer = http.createServer(answerCache.front(app));
  // Kept-alive connections outlive a load balancer's idle timeout (60 s is usual): a connection the
  // shop closed at Node's default 5 s while a client or proxy was sending on it fails that request.
  httpServer.keepAliveTimeout = 65_000;
  httpServer.headersTimeout = 66_000;
  const connections = trackConnections(httpServer);

  app.use(
    pinoHttp({
      logger: log,
      genReqId: (req, res) => {
        const incoming = req.headers['x-request-id'];
        const id = typeof incoming === 'string' && /^[\w.-]{1,64}$/.test(incoming) ? incoming : crypto.randomUUID();
        res.setHeader('x-request-id', id);
        return id;
      },
      autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
    }),
  );
  // Provider calls made for a request (server-rendered pages, pictures) log with its id.
  app.use(providerRequestScope());
  app.use(securityHeaders({ production: config.env === 'production' }));

  app.get('/metrics', metricsHandler(providerMetrics, config));
  app.use(csrfProtection({ secure: config.env === 'production' }));

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  // Ready while its own database answers. The shared cache is reported (degraded, with the reason)
  // but never makes a gateway unready: a Redis failure hits every gateway alike, and taking them all
  // out of the load balancer would stop carts and checkout too.
  app.get('/readyz', async (_req, res) => {
    const [database, cache] = await Promise.all([
      db.ping().then(
        () => ({ status: 'ok' as const }),
        (err: unknown) => {
          log.warn({ err }, 'readiness check failed');
          return { status: 'failed' as const };
        },
      ),
      redis ? redis.health().then((h) => ({ ...h, store: 'redis' })) : { status: 'ok' as const, store: 'memory' },
    ]);
    const ready = database.status === 'ok';
    res.setHeader('Cache-Control', 'no-store');
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'unavailable', database: db.kind, checks: { database, cache } });
  });

  const apollo = createApolloServer(schema, config, log, httpServer, {
    plugins: responseCachePlugins(sharedStore, catalogVersion),
    cache: sharedStore,
  });
  await apollo.start();
  const sessions = createSessionMiddleware(config, db);

  app.use(
    '/graphql',
    express.json({ limit: '256kb' }),
    // Before the session is read or Apollo does anything: variables too deep or too large are refused.
    variablesLimit(config.limits),
    ...sessions.handlers,
    providerRequestScope(),
    expressMiddleware(apollo, { context: ({ req, res }) => createContext(services, req, res) }),
  );
  app.use(paymentNotificationRoutes(services));
  if (config.env !== 'production') app.use(devMailRoutes(db));
  app.use(SHOP_IMAGE_PREFIX, shopImageRouter());
  app.use(PART_IMAGE_PREFIX, partImageRouter(services.provider.api, { cacheMb: config.provider.imageCacheMb, timeoutMs: config.provider.timeoutMs }));
  mountClient(app, config, { schema, services, sessionHandlers: sessions.handlers });

  // Errors that escape a route (a malformed JSON body, for example) get a short JSON answer.
  app.use((err: Error & { status?: number; type?: string }, req: express.Request, res: express.Response, _next: express.NextFunction) => {
    const status = err.status && err.status >= 400 && err.status < 600 ? err.status : 500;
    if (status >= 500) req.log?.error({ err }, 'request failed');
    const message = err.type === 'entity.parse.failed' ? 'Malformed JSON body' : status >= 500 ? 'Internal server error' : err.message;
    res.status(status).json({ errors: [{ message, extensions: { code: (status >= 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_REQUEST') satisfies ErrorCode } }] });
  });

  let closing: Promise<void> | null = null;
  return {
    app,
    httpServer,
    services,
    listen(port = config.port, host = config.host) {
      return new Promise((resolve, reject) => {
        httpServer.once('error', reject);
        httpServer.listen(port, host, () => {
          const addr = httpServer.address() as AddressInfo;
          const shownHost = addr.family === 'IPv6' ? `[${addr.address}]` : addr.address;
          listeningUrl = `http://${shownHost}:${addr.port}`;
          resolve(listeningUrl);
        });
      });
    },
    close() {
      closing ??= (async () => {
        // Stops accepting and answers every request already sent (http/drain.ts), within 8 s of
        // the 10 s server/main.ts allows; then Apollo's own drain finds nothing left to wait for.
        await connections.drain(8_000);
        await apollo.stop();
        if (httpServer.listening) await new Promise<void>((r) => httpServer.close(() => r()));
        sessions.store.close();
        catalogVersion.stop();
        await redis?.close();
        shopperPruning.stop();
        await services.mail.close();
        await services.payments.close();
        await stopProvider(services);
        if (!options.db) await db.close();
      })();
      return closing;
    },
  };
}

import http from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { expressMiddleware } from '@as-integrations/express5';
import { pinoHttp } from 'pino-http';
import type { Config } from './config';
import type { Db } from './db';
import type { ErrorCode } from './generated/graphql';
import { createApolloServer } from './http/graphql';
import { createAnswerCache } from './http/answer-cache';
import { trackConnections } from './http/drain';
import { variablesLimit } from './http/variables-limit';
import { answerPolicyPlugins, sharedAnswerStore } from './http/answer-policy';
import { connectRedis } from './redis';
import { startCatalogVersion } from './catalog/catalog-version';
import { startCurrencyRates } from './shop/currency-rates';
import { startRatesRefresh } from './shop/rates-refresh';
import { csrfProtection, csrfTokenRoute } from './http/csrf';
import { clientLimiters, costLimitsPlugin, countInFront, requestLimits } from './http/client-limits';
import { createLimiters } from './rate-limit';
import { passwordResetLimiters } from './account/password-reset-limits';
import { loadTrustedOperations, manifestFirst, manifestRoute, trustedOperationsOnly } from './http/trusted-operations';
import { corsAnswerHeaders, corsHeaders, refuseCrossOriginCookies, type CorsSettings } from './http/cors';
import { securityHeaderSet, securityHeaders } from './http/security-headers';
import { createPageCache } from './render/page-cache';
import { publicPageCacheControl } from './cache/policy';
import { createPageFront } from './render/page-front';
import { requestId } from './http/request-id';
import { shopperVehicleId } from './garage';
import { frontAnswersMetric, sharedWorkMetric } from './http/front-metrics';
import { createFlights } from './cache/single-flight';
import { cacheMemoryMetrics, holdCache } from './cache/memory';
import { loadServerEntry, type KeptRender } from './render/page-renderer';
import { mountClient } from './http/static';
import { httpContext } from './http/request-context';
import { createLogger, loggedAndRethrown, type Logger } from './logger';
import { buildSchema } from './schema';
import { createGatewayMemo, type AppServices } from './services';
import { createSessionMiddleware } from './session';
import { createProviderRuntime, stopProvider } from './provider-standin';
import { configureProviderResilience, processMetrics } from './provider/resilience';

export { processMetrics };
import { metricsHandler } from './http/metrics-route';
import { providerRequestScope } from './http/provider-scope';
import { PART_IMAGE_PREFIX, partImageRouter } from './http/image-route';
import { ensureDemoAccount } from './account/demo';
import { startShopperPruning } from './shopper/prune';
import { seedCatalog } from './catalog/seed';
import { refreshPriceBook, startPriceBook } from './pricing/price-book';
import { seedDemoOffers, seedShopOffers } from './pricing/seed';
import { priceListContext } from './prices/context';
import { startDemoPriceListImport } from './prices/demo';
import { startReservationSweep } from './stock/sweep';
import { SHOP_IMAGE_PREFIX, shopImageRouter } from './catalog/image-route';
import { createMail } from './mail';
import { createJobRunner } from './jobs';
import { devMailRoutes } from './mail/dev-mail-route';
import { createPayments } from './payment/runtime';
import { paymentNotificationRoutes } from './payment/notifications';
import { createInvoicing, invoiceRoutes } from './invoice';
import { GatewayHealth } from './health/gateway-health';
import { cacheCheck, mailCheck, databaseCheck, providerCheck } from './health/checks';
import { checkStatusMetric } from './health/check-metric';
import { watchReadiness } from './health/watch';
import { applyCachePolicy } from './cache/policy';
import { mountStaffApi } from './admin/http';
import { ensureDemoOwner } from './staff/demo';
import { createShipping } from './shipping';
import { startShipmentTracking } from './shipments/jobs';
import { StartPhases } from './health/start-phases';

/** The largest JSON body /graphql reads (256 kb, in front of the application and in it alike). */
const GRAPHQL_BODY_LIMIT_BYTES = 256 * 1024;

export interface ShopServer {
  app: express.Express;
  httpServer: http.Server;
  services: AppServices;
  /** What `/healthz` and `/readyz` answer (and a worker's heartbeat carries). */
  health: GatewayHealth;
  /** Where building it took its time (milliseconds per step). */
  startPhases: StartPhases;
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
  /** A worker of a gateway of several processes: its health knows the other workers. */
  health?: GatewayHealth;
  /** Gathers `/metrics` (a worker asks the primary for every worker's figures); default: this process's. */
  metricsText?: (local: () => Promise<string>) => Promise<string>;
}

/** Builds the whole gateway (without listening), so tests can start it on an ephemeral port. */
export async function createServer(config: Config, options: CreateServerOptions = {}): Promise<ShopServer> {
  const log = options.log ?? createLogger(config);
  const startPhases = new StartPhases();
  // Built before waiting for the database: while the database engine compiles in the background.
  const schema = buildSchema();
  startPhases.mark('schema');
  if (config.clientDir) void loadServerEntry(`${config.clientDir}-ssr`)?.catch(() => undefined);
  // The database layer (with the embedded engine) is loaded only by a gateway that opens it itself.
  const openConfigured = async (): Promise<Db> => (await import('./db')).openDatabase(config);
  const db: Db = options.db ?? (await (options.opening ?? openConfigured()));
  startPhases.mark('database');
  // Side by side: the accounts' password hashes (on a first start) run in Node's thread pool while
  // the sample catalogue is written; on a later start each finds its work done.
  await Promise.all([
    seedCatalog(db, log).then(() => seedShopOffers(db, config.stock.sampleUnits)),
    config.demoMode ? ensureDemoAccount(db, log, config.auth.passwordCost) : null,
    config.staff.demoOwner ? ensureDemoOwner(db, config, { announce: !options.health || options.health.workerId === 1 }) : null,
  ]);
  startPhases.mark('sample data');
  const shopperPruning = startShopperPruning(db, log);
  // Links in e-mails and to Mercado Pago: PUBLIC_URL, else the address the gateway listens at.
  let listeningUrl: string | null = null;
  const siteUrl = () => config.publicUrl ?? listeningUrl ?? `http://${config.host}:${config.port}`;
  const providerRuntime = createProviderRuntime({ config, log });
  const providerMetrics = configureProviderResilience(providerRuntime.api, config, log);
  // Never waited for: a Redis that is down or stalled only turns the shared cache off (server/redis).
  const redis = config.redis.url ? connectRedis({ ...config.redis, url: config.redis.url }, log, providerMetrics.registry) : null;
  const limiters = createLimiters(redis);
  // The gateway's job worker: each domain registers the kinds it runs (mail below). It looks at the
  // queue once the gateway listens (or after 5 s when it is built without listening, as some tools do).
  let listened: () => void = () => undefined;
  const listening = new Promise<void>((resolve) => {
    listened = resolve;
    setTimeout(resolve, 5_000).unref();
  });
  const jobs = createJobRunner(db, log, { registry: providerMetrics.registry, startAfter: listening });
  const services: AppServices = {
    config,
    db,
    log,
    provider: providerRuntime,
    memo: createGatewayMemo(config.catalog.treeSeconds * 1000),
    mail: createMail(config, db, log, jobs),
    payments: await createPayments(config, log),
    invoices: null,
    shipping: await createShipping(config.shipping, log),
    passwordResetLimits: passwordResetLimiters(limiters, config.auth.windowMinutes),
    siteUrl,
  };
  // Invoices are issued by jobs of the same runner once an order is paid (server/invoice/jobs.ts).
  services.invoices = await createInvoicing(config, db, log, jobs, services.mail, siteUrl);
  // Tracking of the carriers' shipments, a round every SHIPMENT_TRACKING_SECONDS (server/shipments/jobs.ts).
  await startShipmentTracking(jobs, services, config.shipping.trackingIntervalSeconds);
  startPhases.mark('services');
  const app = express();
  app.disable('x-powered-by');
  // Hops of trusted proxies: req.ip is the address the nearest untrusted hop was seen from.
  app.set('trust proxy', config.trustProxyHops > 0 ? config.trustProxyHops : false);
  // In front of the application (no middleware, no log line each): public answers to GET persisted
  // queries and to queries POSTed as JSON (answer-cache.ts), and pages kept in the page cache for
  // visitors without a session (render/page-front.ts). What they do not answer goes to `app`.
  // Once per gateway: the first worker writes them (the others would only repeat its seconds of
  // work on a first launch, then see them through the price book when the catalogue version moves).
  if (!options.health || options.health.workerId === 1) await seedDemoOffers(db, config, providerRuntime, log);
  // The in-process stand-in (no PROVIDER_URL) loads its data set now rather than in the first
  // request's time budget (the seeding above starts it only on a first start).
  startPhases.mark('demo offers');
  if (config.provider.url === null) await providerRuntime.ready();
  startPhases.mark('provider stand-in');
  // The demo distributors' lists are imported by the first worker alone: two importing at once
  // would see each other's run applying and one would fail.
  const firstWorker = !options.health || options.health.workerId === 1;
  const demoPriceLists = firstWorker ? startDemoPriceListImport(priceListContext({ db, config, provider: providerRuntime }), config, log) : { stop: async () => undefined };
  const catalogVersion = await startCatalogVersion(db);
  // Prices and stock as of this catalogue version (read again when another gateway wrote them), and
  // the rates: read while Apollo and the staff API start (the database answers in its own thread);
  // the gateway is ready once both are, and a change heard meanwhile reads the book again after.
  const [ratesRead, priceBookRead] = [startCurrencyRates(db, config.currencyRates), startPriceBook(db, { offerMaxAgeDays: config.stock.offerMaxAgeDays })];
  for (const read of [ratesRead, priceBookRead]) read.catch(() => undefined);
  // Read again before this gateway answers under a version another one moved (not old prices kept under it).
  catalogVersion.beforeChange(() => priceBookRead.then(() => refreshPriceBook(db)).catch(loggedAndRethrown(log, 'price book not read again')));
  // A turn of the event loop sends their statements: a pooled connection is handed over on the next
  // tick, which the synchronous start of Apollo and the staff API would hold back until its end.
  await new Promise<void>((resolve) => setImmediate(resolve));
  startPhases.mark('catalogue version');
  const reservationSweep = startReservationSweep(db, log);
  const cors: CorsSettings = { origins: config.apps.corsOrigins, maxAgeSeconds: config.apps.corsMaxAgeSeconds, publicUrl: config.publicUrl };
  const sharedStore = sharedAnswerStore(config, redis);
  // The one GraphQL answer cache: in memory (answered in front), and in Redis when set (asked by the application).
  const answerCache = createAnswerCache(catalogVersion, {
    maxBytes: config.cache.memoryMb * 1024 * 1024,
    exchangeHeaders: (req) => corsAnswerHeaders(req, cors),
    shared: redis ? sharedStore : null,
  });
  // Requests and query cost per client and address: on Redis when set (all gateways count together),
  // else in memory.
  const clientLimits = clientLimiters(limiters, config.rateLimits);
  const pages = createPageCache({ maxMb: config.render.pageCacheMb, ttlSeconds: config.render.pageCacheSeconds, redis });
  let pagesAnswered = 0;
  const pageFront = createPageFront({
    pages,
    catalogVersion,
    cacheControl: publicPageCacheControl(config.render),
    // As the renderer: PUBLIC_URL, else req.protocol and the Host header (behind proxies Express
    // reads X-Forwarded-*: those requests go to it).
    origin: (req) =>
      config.publicUrl
        ? config.publicUrl.replace(/\/$/, '')
        : config.trustProxyHops > 0
          ? null
          : `${(req.socket as TLSSocket).encrypted ? 'https' : 'http'}://${req.headers.host ?? `${config.host}:${config.port}`}`,
    securityHeaders: securityHeaderSet({ production: config.env === 'production' }),
    answered: () => void pagesAnswered++,
  });
  frontAnswersMetric(providerMetrics.registry, () => ({ page: pagesAnswered, 'graphql-get': answerCache.answered.get, 'graphql-post': answerCache.answered.post }));
  const renders = createFlights<KeptRender>();
  sharedWorkMetric(providerMetrics.registry, () => ({ page: renders.counts, answer: answerCache.flights }));
  cacheMemoryMetrics(providerMetrics.registry);
  const providerCache = services.provider.api.cache;
  holdCache('provider', providerCache.memory.boundBytes, () => providerCache.memory.bytes, providerCache.lookups);
  const graphqlFront = answerCache.front(app, {
    maxVariablesDepth: config.limits.maxVariablesDepth,
    maxBodyBytes: GRAPHQL_BODY_LIMIT_BYTES,
    // The address as Express reads it (`req.ip`): the connection's, or through the trusted proxy hops
    // (then the request takes Express's prototype a little before Express gives it).
    count: (req) =>
      countInFront(clientLimits, req, config.trustProxyHops > 0 ? (Object.setPrototypeOf(req, app.request) as express.Request).ip : req.socket.remoteAddress),
  });
  // The worker's front, by address: the API to the answer cache's front; a page to the page front,
  // then to Express (which renders it) when the page is not kept; everything else to Express.
  const httpServer = http.createServer((req, res) => {
    if (req.url?.startsWith('/graphql')) graphqlFront(req, res);
    else if (!pageFront(req, res)) app(req, res);
  });
  httpServer.once('listening', () => listened());
  // Kept-alive connections outlive a load balancer's idle timeout (60 s is usual): a connection the
  // shop closed at Node's default 5 s while a client or proxy was sending on it fails that request.
  httpServer.keepAliveTimeout = 65_000;
  httpServer.headersTimeout = 66_000;
  const connections = trackConnections(httpServer);

  // A public query POSTed by another app is answered from the same cache as the web client's GET,
  // once its client's limits have counted it, before anything else runs: in front of the application
  // (its body read there) when the limits count in memory, else here once they counted it on Redis.
  // A body the front read goes on parsed (the JSON parser skips it), or with the parser's error.
  const graphqlJson = express.json({ limit: GRAPHQL_BODY_LIMIT_BYTES });
  app.post('/graphql', corsHeaders(cors), requestLimits(clientLimits), answerCache.bodyRead(), graphqlJson, answerCache.post(config.limits));

  app.use(
    pinoHttp({
      logger: log,
      genReqId: (req, res) => {
        const id = requestId(req);
        res.setHeader('x-request-id', id);
        return id;
      },
      autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
    }),
  );
  // Provider calls made for a request (server-rendered pages, pictures) log with its id.
  app.use(providerRequestScope());
  app.use(securityHeaders({ production: config.env === 'production' }));

  const localMetrics = async () => (config.metrics.enabled ? await processMetrics().metrics() : '') + (await providerMetrics.registry.metrics());
  app.get('/metrics', metricsHandler(providerMetrics, config, options.metricsText ? () => options.metricsText!(localMetrics) : localMetrics));
  // Before the CSRF check, so that an allowed origin can read a refusal too.
  app.use('/graphql', corsHeaders(cors));
  app.use(csrfProtection({ secure: config.env === 'production' }));

  app.get('/csrf-token', csrfTokenRoute());
  // Health: answered at once from state kept up to date in the background (health/), never
  // waiting on the database, with every worker's event-loop delay.
  const health = options.health ?? new GatewayHealth({ id: 1, pid: process.pid, clustered: false });
  const database = databaseCheck(db);
  health.register(database);
  const provider = providerCheck(services.provider.api);
  health.register(provider);
  // The shared cache is reported (degraded, with the reason) but never makes a gateway unready: a
  // Redis failure hits every gateway alike, and taking them all out would stop carts and checkout.
  const cache = cacheCheck(redis);
  health.register(cache);
  health.register(mailCheck(services.mail));
  checkStatusMetric(health, providerMetrics.registry);
  // A gateway of several workers is watched by its primary, which sees them all.
  const watching = options.health ? null : watchReadiness(() => health.readiness(), log);
  app.get('/healthz', (_req, res) => {
    const answer = health.liveness();
    applyCachePolicy(res, 'uncacheable');
    res.status(answer.httpStatus).json(answer.body);
  });
  app.get('/readyz', (_req, res) => {
    const answer = health.readiness({ database: db.kind });
    applyCachePolicy(res, 'uncacheable');
    res.status(answer.httpStatus).json(answer.body);
  });

  const trusted = loadTrustedOperations();
  const apollo = createApolloServer(schema, config, log, httpServer, {
    // Cache-Control of every answer, and how long the answer cache keeps it, from the cache policy.
    plugins: [...answerPolicyPlugins(catalogVersion, config.render), costLimitsPlugin(schema, clientLimits)],
    cache: sharedStore,
    persistedQueries: manifestFirst(trusted, sharedStore),
  });
  await apollo.start();
  startPhases.mark('apollo');
  const sessions = createSessionMiddleware(config, db);

  app.get('/graphql/operations.json', manifestRoute(trusted));
  app.use(
    '/graphql',
    requestLimits(clientLimits),
    refuseCrossOriginCookies(cors),
    answerCache.sharedLookup(),
    graphqlJson,
    // Before the session is read or Apollo does anything: variables too deep or too large are refused.
    variablesLimit(config.limits),
    ...sessions.handlers,
    // An answer following the shopper's current vehicle, kept under that vehicle.
    answerCache.vehicleLookup((req) => (req.session?.shopperId ? shopperVehicleId(db, req.session.shopperId) : Promise.resolve(null))),
    trustedOperationsOnly(trusted, { enabled: config.apps.trustedOperationsOnly, explorer: config.introspection }),
    providerRequestScope(),
    expressMiddleware(apollo, { context: async ({ req, res }) => httpContext(services, req, res) }),
  );
  // The staff side: its own API, schema and session (server/admin, docs/adr/0025), built 2 s after this listens or at its first request.
  const staffApi = mountStaffApi(app, services, httpServer);
  void listening.then(() => setTimeout(() => staffApi.warm(), 2_000).unref());
  const [currencyRates] = await Promise.all([ratesRead, priceBookRead]);
  // Rates from a feed, when one is configured (server/shop/rates-refresh.ts), after the setting's.
  if (config.currencyRatesFeed.url) await startRatesRefresh(jobs, db, log, config.currencyRatesFeed.url, config.currencyRatesFeed.minutes);
  startPhases.mark('price book, rates (after apollo)');
  app.use(paymentNotificationRoutes(services));
  app.use(invoiceRoutes(services));
  if (config.env !== 'production') app.use(devMailRoutes(db));
  app.use(SHOP_IMAGE_PREFIX, shopImageRouter());
  app.use(PART_IMAGE_PREFIX, partImageRouter(services.provider.api, { cacheMb: config.provider.imageCacheMb, timeoutMs: config.provider.timeoutMs }));
  mountClient(app, config, { schema, services, sessionHandlers: sessions.handlers, catalogVersion, redis, pages, renders });

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
    health,
    startPhases,
    listen(port = config.port, host = config.host) {
      return new Promise((resolve, reject) => {
        httpServer.once('error', reject);
        httpServer.listen(port, host, () => {
          const addr = httpServer.address() as AddressInfo;
          const shownHost = addr.family === 'IPv6' ? `[${addr.address}]` : addr.address;
          health.begin();
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
        await staffApi.stop();
        if (httpServer.listening) await new Promise<void>((r) => httpServer.close(() => r()));
        sessions.store.close();
        catalogVersion.stop();
        currencyRates.stop();
        await redis?.close();
        shopperPruning.stop();
        await jobs.close();
        await demoPriceLists.stop();
        reservationSweep.stop();
        await services.mail.close();
        await services.payments.close();
        await services.invoices?.close();
        await services.shipping.close();
        database.stop();
        cache.stop();
        provider.stop();
        watching?.stop();
        if (!options.health) health.stop();
        await stopProvider(services);
        if (!options.db) await db.close();
      })();
      return closing;
    },
  };
}

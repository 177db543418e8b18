import type { ShippingConfig } from './shipping';
import type { CurrencyCode } from '../client/src/currency/currencies';

/** Everything the shop reads from its environment, validated once at start. */
export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  /**
   * Gateway worker processes (WEB_CONCURRENCY; default one per processor core). With more than one,
   * a primary process accepts connections and hands them to the workers; with 1 the whole gateway
   * runs in one process.
   */
  webConcurrency: number;
  /** Public URL of the shop, used in logs and links; derived from host and port when not set. */
  publicUrl: string | null;
  dataDir: string;
  /** PostgreSQL connection string; null means the embedded PGlite database in `dataDir`. */
  databaseUrl: string | null;
  /** Signing secrets for the session cookie, newest first; empty means "generate one in dataDir" (not in production). */
  sessionSecrets: string[];
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  /** Whether any proxy is trusted (trustProxyHops > 0). */
  trustProxy: boolean;
  /**
   * Proxies in front of the shop whose X-Forwarded-* headers are believed: the client address is the
   * one the outermost trusted proxy appended to X-Forwarded-For (0: none, the socket's address).
   */
  trustProxyHops: number;
  introspection: boolean;
  demoMode: boolean;
  /**
   * Currency rates to write at start (CURRENCY_RATES=USD=1450,EUR=1650.50: pesos for one unit),
   * in centavos by code; a rate the staff set in the back office is kept instead. Empty: the rates
   * kept in the database serve as they are.
   */
  currencyRates: Partial<Record<CurrencyCode, number>>;
  /**
   * A feed of rates (CURRENCY_RATES_SOURCE_URL, JSON `{ "rates": { "USD": 1450.5 } }`, pesos for one
   * unit) read by a job every CURRENCY_RATES_REFRESH_MINUTES; null: none (the staff set the rates).
   */
  currencyRatesFeed: { url: string | null; minutes: number };
  logLevel: string;
  /** Where the built web client lives; null disables serving it. */
  clientDir: string | null;
  provider: {
    /** Endpoint of the parts-data provider; null starts the stand-in provider in-process. */
    url: string | null;
    apiKey: string | null;
    providerId: number;
    country: string;
    lang: string;
    articleCountry: string;
    /** Ceiling of any call to the provider, in ms. */
    timeoutMs: number;
    /** Time budget of a call a page waits on, in ms (at most `timeoutMs`). */
    budgetMs: number;
    /** Budgets of some operations, in ms, overriding `budgetMs` (PROVIDER_OPERATION_BUDGETS=getArticles=4000,...). */
    operationBudgets: Record<string, number>;
    cacheTtlSeconds: number;
    /** How long the vehicle lists (makes, models, a model's vehicles) are cached; never less than `cacheTtlSeconds`. */
    vehicleListsTtlSeconds: number;
    /** How long past its TTL a cached answer is kept to be served while the provider fails (0: never). */
    staleSeconds: number;
    /** Memory the shared provider cache may hold, in megabytes. */
    cacheMb: number;
    /** Failures in a row of one operation that open its circuit (0: never), and how long it stays open. */
    breakerFailures: number;
    breakerCoolDownSeconds: number;
    /** While the provider refuses the key: at most one call (a trial) this often, in seconds. */
    refusedRetrySeconds: number;
    /** Size of the in-memory cache of part pictures served at /images/parts, in megabytes. */
    imageCacheMb: number;
    /** Data-set scale of the stand-in provider (1 = standard, 10 = benchmark set). */
    standInScale: number;
    /** PROVIDER_URL is the stand-in that `npm start` runs beside the gateway: calls wait until it listens. */
    standInProcess: boolean;
    /** The stand-in answers as strictly as the protocol allows (fixtures/provider, `strict` quirk); on by default in tests. */
    standInStrict: boolean;
  };
  /** Shipping: the shop's origin, boxes, flat rates per zone and each carrier's address and credentials (server/shipping/config.ts). */
  shipping: ShippingConfig;
  payment: {
    /** Mercado Pago Checkout Pro (the WALLET method): offered with an access token, or with the stand-in. */
    mercadoPago: {
      /** Private access token of the shop's Mercado Pago application; null leaves the method to the stand-in or off. */
      accessToken: string | null;
      /** Public key, handed to the web client (Mercado Pago's scripts). */
      publicKey: string | null;
      /** Secret that signs Mercado Pago's notifications (x-signature); required with an access token. */
      webhookSecret: string | null;
      /** Run the offline stand-in of Mercado Pago (development without an access token; never in production). */
      standIn: boolean;
      /**
       * A stand-in already running (the primary of a gateway of several workers starts one for all):
       * its address and access token. Null: the gateway starts its own.
       */
      standInShared: { url: string; accessToken: string } | null;
      /** Longest wait for one call to Mercado Pago, in ms. */
      timeoutMs: number;
    };
  };
  /** E-mail: an outbox in the database, sent over SMTP by a worker in each gateway. */
  mail: {
    /** SMTP server (`smtp://user:password@host:587`, `smtps://…`); null keeps messages in the outbox (/dev/mail). */
    smtpUrl: string | null;
    /** Sender of every message. */
    from: string;
    /** Where contact-form messages are delivered. */
    shopContactEmail: string;
    /** First wait before a failed message is tried again, in seconds (doubling up to an hour). */
    retrySeconds: number;
  };
  /** What each gateway process keeps of the shop's own catalogue. */
  catalog: {
    /** How long a process keeps the category tree before reading it again, in seconds. */
    treeSeconds: number;
  };
  /** Cached answers of public queries and the persisted-query registry. */
  cache: {
    /** Size of the in-memory store (without Redis), in megabytes. */
    memoryMb: number;
  };
  /** Redis shared by several gateways (cached answers, persisted queries); a cache the gateway never waits long on. */
  redis: {
    /** null keeps the cache in this process's memory. */
    url: string | null;
    /** Longest wait for one command, in ms; past it a read is a miss and a write is skipped. */
    timeoutMs: number;
    /** Failures in a row that open the circuit (0: never), and how long it stays open before one trial command. */
    breakerFailures: number;
    breakerCoolDownSeconds: number;
  };
  /** The Prometheus endpoint `/metrics`: served when enabled; with a token, only to `Authorization: Bearer <token>`. */
  metrics: {
    enabled: boolean;
    token: string | null;
  };
  limits: {
    maxQueryDepth: number;
    maxQueryCost: number;
    /** Most aliased fields one operation may ask for. */
    maxAliases: number;
    /** Most directives one operation may carry. */
    maxDirectives: number;
    /** Most lexical tokens a document may have; parsing stops past it. */
    maxTokens: number;
    /** Deepest nesting of a request's variables (objects and lists), and their largest size as JSON, in bytes. */
    maxVariablesDepth: number;
    maxVariablesBytes: number;
  };
  /** Selling from offers and stock. */
  stock: {
    /** Offers imported longer ago than this count as out of stock (OFFER_MAX_AGE_DAYS). */
    offerMaxAgeDays: number;
    /** How long a wallet checkout holds its units before they go back on sale (RESERVATION_MINUTES). */
    reservationMinutes: number;
    /** Units of each in-stock sample product put in the shop's own warehouse on a first start (SAMPLE_STOCK_UNITS). */
    sampleUnits: number;
  };
  /** Server rendering of the web client's pages. */
  render: {
    /** Longest wait for a page's data; past it the page is served as the client app, rendered in the browser. */
    timeoutMs: number;
    /**
     * Paths whose server render fails on purpose (a fault drill: the page must still work as the
     * client app). Empty unless SSR_FAULT_PATHS is set; an entry ending in `/` covers the paths below it.
     */
    faultPaths: string[];
    /**
     * How long a page waits for all of its data before it is streamed instead: the head and the
     * frame go out at once and the parts still waiting follow as they arrive. A page sent whole
     * may be cached; a streamed one is not.
     */
    streamAfterMs: number;
    /** Memory for rendered pages kept by the gateway (the same for every visitor), in MB; 0 turns the page cache off. */
    pageCacheMb: number;
    /** How long the gateway keeps a rendered page (a catalogue change drops it at once). */
    pageCacheSeconds: number;
    /** `s-maxage` of public pages: how long a shared cache (CDN, proxy) may serve one without asking. */
    sharedMaxAgeSeconds: number;
    /** `stale-while-revalidate` of public pages: how long past that a shared cache may serve it while it asks again. */
    staleWhileRevalidateSeconds: number;
  };
  /** Apps other than the web client: bearer tokens and the origins allowed to call across origins. */
  apps: {
    /** Lifetime of an access token, in minutes; refresh tokens live as long as their session. */
    accessTokenMinutes: number;
    /** Origins (scheme://host[:port]) allowed to call /graphql from a browser with a bearer token; empty: none. */
    corsOrigins: string[];
    /** How long a browser may keep a preflight's answer, in seconds (Access-Control-Max-Age). */
    corsMaxAgeSeconds: number;
    /** Only the operations of the published manifest run (except for the explorer and developer tokens). */
    trustedOperationsOnly: boolean;
  };
  /**
   * Requests and query cost allowed per client (a bearer token or a session cookie) and per client
   * address within the window; 0 turns a limit off. On Redis when REDIS_URL is set, else in memory.
   */
  rateLimits: {
    windowSeconds: number;
    clientRequests: number;
    addressRequests: number;
    clientCost: number;
    addressCost: number;
  };
  /** Electronic invoices: the ARCA_* variables (and NODE_ENV), read by server/invoice/settings.ts at start. */
  invoices: { env: Record<string, string | undefined> };
  /** Sign-in throttling: failed attempts allowed per account and per client address within the window. */
  auth: {
    maxFailuresPerAccount: number;
    maxFailuresPerAddress: number;
    /** Registrations (successful or not) allowed per client address within the window. */
    maxRegistrationsPerAddress: number;
    windowMinutes: number;
    /** scrypt's cost (log2 N) for new password hashes: PASSWORD_SCRYPT_COST, 17 (12 under NODE_ENV=test); never below 17 in production. */
    passwordCost: number;
  };
  /** The staff side (/admin): its sessions' idle and absolute timeouts. */
  staff: {
    idleMinutes: number;
    sessionHours: number;
    /** Create the demo owner at start (data/staff-demo.json holds its password and TOTP secret); never in production. */
    demoOwner: boolean;
  };
}

import os from 'node:os';
import path from 'node:path';
import { DEFAULT_PASSWORD_COST, MIN_PRODUCTION_PASSWORD_COST, TEST_PASSWORD_COST } from './account/password';
import { SHOP_CONTACTS } from './shop/info';
import { loadShippingConfig, type ShippingConfig } from './shipping';
import { centavosOfRate, CURRENCY_CODES, isCurrencyCode, type CurrencyCode } from '../client/src/currency/currencies';

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

import { ConfigError } from './config-error';

export { ConfigError };

type Env = Record<string, string | undefined>;

function str(env: Env, name: string): string | null {
  const v = env[name];
  return v === undefined || v.trim() === '' ? null : v.trim();
}

function int(env: Env, name: string, fallback: number, min: number, max: number): number {
  const v = str(env, name);
  if (v === null) return fallback;
  if (!/^-?\d+$/.test(v)) throw new ConfigError(name, `expected a whole number, got "${v}"`);
  const n = Number(v);
  if (n < min || n > max) throw new ConfigError(name, `expected a number from ${min} to ${max}, got ${n}`);
  return n;
}

function bool(env: Env, name: string, fallback: boolean): boolean {
  const v = str(env, name);
  if (v === null) return fallback;
  if (/^(1|true|yes|on)$/i.test(v)) return true;
  if (/^(0|false|no|off)$/i.test(v)) return false;
  throw new ConfigError(name, `expected true or false, got "${v}"`);
}

function url(env: Env, name: string, protocols: string[]): string | null {
  const v = str(env, name);
  if (v === null) return null;
  let parsed: URL;
  try {
    parsed = new URL(v);
  } catch {
    throw new ConfigError(name, 'not a valid URL');
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(name, `expected a ${protocols.join(' or ')} URL`);
  }
  return v;
}

/** `operation=ms` pairs, comma-separated: per-operation time budgets. */
function budgets(env: Env, name: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const pair of (str(env, name) ?? '').split(',').map((p) => p.trim()).filter(Boolean)) {
    const m = /^([A-Za-z][A-Za-z0-9]*)=(\d{2,6})$/.exec(pair);
    if (!m) throw new ConfigError(name, `expected operation=milliseconds pairs separated by commas, got "${pair}"`);
    out[m[1]] = Number(m[2]);
  }
  return out;
}

/** `CODE=pesos` pairs, comma-separated: pesos for one unit of a currency of the shop, to the centavo. */
function rates(env: Env, name: string): Partial<Record<CurrencyCode, number>> {
  const out: Partial<Record<CurrencyCode, number>> = {};
  for (const pair of (str(env, name) ?? '').split(',').map((p) => p.trim()).filter(Boolean)) {
    const m = /^([A-Z]{3})=(.+)$/.exec(pair);
    const code = m?.[1];
    const centavos = m ? centavosOfRate(m[2]) : null;
    if (!code || !isCurrencyCode(code) || code === 'ARS' || centavos === null) {
      throw new ConfigError(name, `expected CODE=pesos pairs for ${CURRENCY_CODES.filter((c) => c !== 'ARS').join(', ')} (pesos for one unit, e.g. USD=1450), got "${pair}"`);
    }
    out[code] = centavos;
  }
  return out;
}

/** Comma-separated origins, each exactly `scheme://host[:port]` (http or https, no path). */
function origins(env: Env, name: string): string[] {
  const out: string[] = [];
  for (const item of (str(env, name) ?? '').split(',').map((o) => o.trim()).filter(Boolean)) {
    let parsed: URL;
    try {
      parsed = new URL(item);
    } catch {
      throw new ConfigError(name, `"${item}" is not an origin such as https://partner.example`);
    }
    if (!['http:', 'https:'].includes(parsed.protocol) || parsed.origin !== item.replace(/\/$/, '')) {
      throw new ConfigError(name, `"${item}" is not an origin such as https://partner.example (scheme, host and port only)`);
    }
    out.push(parsed.origin);
  }
  return out;
}

/** Reads and validates the environment. Throws a ConfigError naming the first bad variable. */
export function loadConfig(env: Env = process.env, cwd = process.cwd()): Config {
  const nodeEnv = str(env, 'NODE_ENV') ?? 'development';
  if (!['development', 'production', 'test'].includes(nodeEnv)) {
    throw new ConfigError('NODE_ENV', `expected development, production or test, got "${nodeEnv}"`);
  }
  const production = nodeEnv === 'production';
  const sessionSecrets = (str(env, 'SESSION_SECRET') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (sessionSecrets.some((s) => s.length < 32)) {
    throw new ConfigError('SESSION_SECRET', 'each secret must be at least 32 characters long');
  }
  if (production && sessionSecrets.length === 0) {
    throw new ConfigError('SESSION_SECRET', 'required when NODE_ENV=production');
  }
  const providerUrl = url(env, 'PROVIDER_URL', ['http:', 'https:']);
  const providerKey = str(env, 'PROVIDER_API_KEY');
  if (providerUrl && !providerKey) throw new ConfigError('PROVIDER_API_KEY', 'required when PROVIDER_URL is set');
  const clientDir = str(env, 'CLIENT_DIR');
  const mpAccessToken = str(env, 'MERCADOPAGO_ACCESS_TOKEN');
  const mpWebhookSecret = str(env, 'MERCADOPAGO_WEBHOOK_SECRET');
  if (mpAccessToken && !mpWebhookSecret) {
    throw new ConfigError('MERCADOPAGO_WEBHOOK_SECRET', 'required with MERCADOPAGO_ACCESS_TOKEN (it verifies the payment notifications)');
  }
  if (mpAccessToken && production && !str(env, 'PUBLIC_URL')) {
    throw new ConfigError('PUBLIC_URL', 'required with MERCADOPAGO_ACCESS_TOKEN in production (Mercado Pago sends shoppers and notifications there)');
  }
  const mpStandIn = bool(env, 'MERCADOPAGO_STANDIN', !production && nodeEnv === 'development' && !mpAccessToken);
  if (mpStandIn && production) throw new ConfigError('MERCADOPAGO_STANDIN', 'the Mercado Pago stand-in never runs in production');
  if (mpStandIn && mpAccessToken) throw new ConfigError('MERCADOPAGO_STANDIN', 'leave it off when MERCADOPAGO_ACCESS_TOKEN is set');
  const mailFrom = str(env, 'MAIL_FROM') ?? `"${SHOP_CONTACTS.name}" <${SHOP_CONTACTS.email}>`;
  const shopContactEmail = str(env, 'SHOP_CONTACT_EMAIL') ?? SHOP_CONTACTS.email;
  if (!/^[^\s@]+@[^\s@]+$/.test(shopContactEmail)) throw new ConfigError('SHOP_CONTACT_EMAIL', `expected an e-mail address, got "${shopContactEmail}"`);
  const staffDemoOwner = bool(env, 'STAFF_DEMO_OWNER', nodeEnv === 'development' && bool(env, 'DEMO_MODE', !production));
  if (staffDemoOwner && production) throw new ConfigError('STAFF_DEMO_OWNER', 'the demo owner (a password in the data directory) is never created in production');
  // TRUST_PROXY_HOPS says how many; TRUST_PROXY=true (the older switch) means one.
  // Tests hash passwords by the hundred: at the production cost that was a tenth of the suite's time.
  const passwordCost = int(env, 'PASSWORD_SCRYPT_COST', nodeEnv === 'test' ? TEST_PASSWORD_COST : DEFAULT_PASSWORD_COST, 10, 20);
  if (production && passwordCost < MIN_PRODUCTION_PASSWORD_COST) {
    throw new ConfigError('PASSWORD_SCRYPT_COST', `at least ${MIN_PRODUCTION_PASSWORD_COST} when NODE_ENV=production (OWASP's scrypt parameters)`);
  }
  const trustProxyHops = int(env, 'TRUST_PROXY_HOPS', bool(env, 'TRUST_PROXY', production) ? 1 : 0, 0, 10);
  return {
    env: nodeEnv as Config['env'],
    host: str(env, 'HOST') ?? '127.0.0.1',
    port: int(env, 'PORT', 4000, 0, 65535),
    webConcurrency: int(env, 'WEB_CONCURRENCY', os.availableParallelism(), 1, 64),
    publicUrl: url(env, 'PUBLIC_URL', ['http:', 'https:']),
    dataDir: path.resolve(cwd, str(env, 'DATA_DIR') ?? 'data'),
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    sessionSecrets,
    sessionIdleMinutes: int(env, 'SESSION_IDLE_MINUTES', 60 * 24 * 14, 1, 60 * 24 * 365),
    sessionAbsoluteHours: int(env, 'SESSION_ABSOLUTE_HOURS', 24 * 90, 1, 24 * 3650),
    trustProxy: trustProxyHops > 0,
    trustProxyHops,
    introspection: bool(env, 'GRAPHQL_INTROSPECTION', !production),
    demoMode: bool(env, 'DEMO_MODE', !production),
    currencyRates: rates(env, 'CURRENCY_RATES'),
    currencyRatesFeed: { url: url(env, 'CURRENCY_RATES_SOURCE_URL', ['http:', 'https:']), minutes: int(env, 'CURRENCY_RATES_REFRESH_MINUTES', 60, 1, 1440) },
    logLevel: str(env, 'LOG_LEVEL') ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    clientDir: clientDir === 'none' ? null : path.resolve(cwd, clientDir ?? 'client/dist'),
    provider: {
      url: providerUrl,
      apiKey: providerKey,
      providerId: int(env, 'PROVIDER_ID', 22610, 1, 2 ** 31 - 1),
      country: str(env, 'PROVIDER_COUNTRY') ?? 'AR',
      lang: str(env, 'PROVIDER_LANG') ?? 'es',
      articleCountry: str(env, 'PROVIDER_ARTICLE_COUNTRY') ?? 'AR',
      timeoutMs: int(env, 'PROVIDER_TIMEOUT_MS', 8000, 100, 120_000),
      budgetMs: int(env, 'PROVIDER_BUDGET_MS', 3000, 50, 120_000),
      operationBudgets: budgets(env, 'PROVIDER_OPERATION_BUDGETS'),
      cacheTtlSeconds: int(env, 'PROVIDER_CACHE_TTL_SECONDS', 600, 0, 86_400 * 7),
      vehicleListsTtlSeconds: int(env, 'PROVIDER_VEHICLE_LISTS_TTL_SECONDS', 21_600, 0, 86_400 * 7),
      staleSeconds: int(env, 'PROVIDER_STALE_SECONDS', 86_400, 0, 86_400 * 30),
      cacheMb: int(env, 'PROVIDER_CACHE_MB', 256, 8, 65_536),
      breakerFailures: int(env, 'PROVIDER_BREAKER_FAILURES', 5, 0, 1000),
      breakerCoolDownSeconds: int(env, 'PROVIDER_BREAKER_COOLDOWN_SECONDS', 30, 1, 3600),
      refusedRetrySeconds: int(env, 'PROVIDER_REFUSED_RETRY_SECONDS', 30, 1, 3600),
      imageCacheMb: int(env, 'PROVIDER_IMAGE_CACHE_MB', 64, 1, 4096),
      standInScale: int(env, 'PROVIDER_STANDIN_SCALE', 1, 1, 10),
      standInProcess: bool(env, 'PROVIDER_STANDIN_PROCESS', false),
      standInStrict: bool(env, 'PROVIDER_STANDIN_STRICT', nodeEnv === 'test'),
    },
    invoices: { env: { ...Object.fromEntries(Object.entries(env).filter(([k]) => k.startsWith('ARCA_'))), NODE_ENV: nodeEnv } },
    shipping: loadShippingConfig(env),
    payment: {
      mercadoPago: {
        accessToken: mpAccessToken,
        publicKey: str(env, 'MERCADOPAGO_PUBLIC_KEY'),
        webhookSecret: mpWebhookSecret,
        standIn: mpStandIn,
        standInShared: mpStandIn && str(env, 'MERCADOPAGO_STANDIN_URL') ? { url: str(env, 'MERCADOPAGO_STANDIN_URL') as string, accessToken: str(env, 'MERCADOPAGO_STANDIN_TOKEN') ?? '' } : null,
        timeoutMs: int(env, 'MERCADOPAGO_TIMEOUT_MS', 10_000, 500, 120_000),
      },
    },
    mail: {
      smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:']),
      from: mailFrom,
      shopContactEmail,
      retrySeconds: int(env, 'MAIL_RETRY_SECONDS', 60, 1, 3600),
    },
    catalog: {
      treeSeconds: int(env, 'CATEGORY_TREE_TTL_SECONDS', 60, 1, 86_400),
    },
    cache: {
      memoryMb: int(env, 'RESPONSE_CACHE_MB', 64, 1, 65_536),
    },
    redis: {
      url: url(env, 'REDIS_URL', ['redis:', 'rediss:']),
      timeoutMs: int(env, 'REDIS_TIMEOUT_MS', 50, 5, 10_000),
      breakerFailures: int(env, 'REDIS_BREAKER_FAILURES', 5, 0, 1000),
      breakerCoolDownSeconds: int(env, 'REDIS_BREAKER_COOLDOWN_SECONDS', 10, 1, 3600),
    },
    metrics: {
      enabled: bool(env, 'METRICS_ENABLED', !production || str(env, 'METRICS_TOKEN') !== null),
      token: str(env, 'METRICS_TOKEN'),
    },
    limits: {
      maxQueryDepth: int(env, 'GRAPHQL_MAX_DEPTH', 12, 2, 100),
      maxQueryCost: int(env, 'GRAPHQL_MAX_COST', 5000, 10, 1_000_000),
      maxAliases: int(env, 'GRAPHQL_MAX_ALIASES', 30, 1, 1000),
      maxDirectives: int(env, 'GRAPHQL_MAX_DIRECTIVES', 50, 1, 1000),
      maxTokens: int(env, 'GRAPHQL_MAX_TOKENS', 15_000, 100, 1_000_000),
      maxVariablesDepth: int(env, 'GRAPHQL_MAX_VARIABLES_DEPTH', 10, 2, 100),
      maxVariablesBytes: int(env, 'GRAPHQL_MAX_VARIABLES_BYTES', 65_536, 1024, 256 * 1024),
    },
    stock: {
      offerMaxAgeDays: int(env, 'OFFER_MAX_AGE_DAYS', 30, 1, 3650),
      reservationMinutes: int(env, 'RESERVATION_MINUTES', 30, 1, 7 * 24 * 60),
      sampleUnits: int(env, 'SAMPLE_STOCK_UNITS', 500, 0, 100_000_000),
    },
    render: {
      timeoutMs: int(env, 'SSR_TIMEOUT_MS', 3000, 100, 60_000),
      faultPaths: (str(env, 'SSR_FAULT_PATHS') ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
      streamAfterMs: int(env, 'SSR_STREAM_AFTER_MS', 150, 0, 60_000),
      pageCacheMb: int(env, 'PAGE_CACHE_MB', 32, 0, 4096),
      pageCacheSeconds: int(env, 'PAGE_CACHE_SECONDS', 300, 1, 86_400),
      sharedMaxAgeSeconds: int(env, 'PAGE_SHARED_MAX_AGE_SECONDS', 5, 0, 86_400),
      staleWhileRevalidateSeconds: int(env, 'PAGE_STALE_WHILE_REVALIDATE_SECONDS', 60, 0, 86_400),
    },
    apps: {
      accessTokenMinutes: int(env, 'APP_ACCESS_TOKEN_MINUTES', 15, 1, 24 * 60),
      corsOrigins: origins(env, 'CORS_ORIGINS'),
      corsMaxAgeSeconds: int(env, 'CORS_MAX_AGE_SECONDS', 600, 0, 86_400),
      trustedOperationsOnly: bool(env, 'GRAPHQL_TRUSTED_ONLY', production),
    },
    rateLimits: {
      windowSeconds: int(env, 'RATE_LIMIT_WINDOW_SECONDS', 60, 1, 3600),
      clientRequests: int(env, 'RATE_LIMIT_CLIENT_REQUESTS', 1200, 0, 100_000_000),
      addressRequests: int(env, 'RATE_LIMIT_ADDRESS_REQUESTS', 120_000, 0, 100_000_000),
      clientCost: int(env, 'RATE_LIMIT_CLIENT_COST', 300_000, 0, 1_000_000_000),
      addressCost: int(env, 'RATE_LIMIT_ADDRESS_COST', 60_000_000, 0, 1_000_000_000),
    },
    auth: {
      maxFailuresPerAccount: int(env, 'AUTH_MAX_FAILURES_PER_ACCOUNT', 5, 1, 1000),
      maxFailuresPerAddress: int(env, 'AUTH_MAX_FAILURES_PER_ADDRESS', 30, 1, 100_000),
      maxRegistrationsPerAddress: int(env, 'AUTH_MAX_REGISTRATIONS_PER_ADDRESS', 20, 1, 100_000),
      windowMinutes: int(env, 'AUTH_FAILURE_WINDOW_MINUTES', 15, 1, 24 * 60),
      passwordCost,
    },
    staff: {
      idleMinutes: int(env, 'STAFF_IDLE_MINUTES', 30, 1, 24 * 60),
      sessionHours: int(env, 'STAFF_SESSION_HOURS', 12, 1, 24 * 14),
      demoOwner: staffDemoOwner,
    },
  };
}

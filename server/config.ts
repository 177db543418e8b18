import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_PASSWORD_COST, MIN_PRODUCTION_PASSWORD_COST, TEST_PASSWORD_COST } from './account/password';
import { SHOP_CONTACTS } from './shop/info';
import { loadShippingConfig } from './shipping';
import { ConfigError } from './config-error';
import { bool, budgets, int, oneOf, origins, rates, reader, text, texts, url, type Env } from './config-env';
import type { Config } from './config-shape';

export { ConfigError };
export type { Config };

/** Signing secrets of the session cookie, comma-separated, newest first: each at least 32 characters. */
/** Units of each in-stock sample product on a first start by default (SAMPLE_STOCK_UNITS). */
export const DEFAULT_SAMPLE_UNITS = 500;
const secrets = texts.pipe(z.array(z.string().min(32, { error: 'each secret must be at least 32 characters long' })));

/** Reads and validates the environment. Throws a ConfigError naming the first bad variable. */
export function loadConfig(env: Env = process.env, cwd = process.cwd()): Config {
  const read = reader(env);
  const nodeEnv = read('NODE_ENV', oneOf(['development', 'production', 'test'], 'development'));
  const production = nodeEnv === 'production';
  const sessionSecrets = read('SESSION_SECRET', secrets);
  if (production && sessionSecrets.length === 0) {
    throw new ConfigError('SESSION_SECRET', 'required when NODE_ENV=production');
  }
  const providerUrl = read('PROVIDER_URL', url('http', 'https'));
  const providerKey = read('PROVIDER_API_KEY', text);
  if (providerUrl && !providerKey) throw new ConfigError('PROVIDER_API_KEY', 'required when PROVIDER_URL is set');
  const clientDir = read('CLIENT_DIR', text);
  const mpAccessToken = read('MERCADOPAGO_ACCESS_TOKEN', text);
  const mpWebhookSecret = read('MERCADOPAGO_WEBHOOK_SECRET', text);
  if (mpAccessToken && !mpWebhookSecret) {
    throw new ConfigError('MERCADOPAGO_WEBHOOK_SECRET', 'required with MERCADOPAGO_ACCESS_TOKEN (it verifies the payment notifications)');
  }
  if (mpAccessToken && production && !read('PUBLIC_URL', text)) {
    throw new ConfigError('PUBLIC_URL', 'required with MERCADOPAGO_ACCESS_TOKEN in production (Mercado Pago sends shoppers and notifications there)');
  }
  const mpStandIn = read('MERCADOPAGO_STANDIN', bool(!production && nodeEnv === 'development' && !mpAccessToken));
  if (mpStandIn && production) throw new ConfigError('MERCADOPAGO_STANDIN', 'the Mercado Pago stand-in never runs in production');
  if (mpStandIn && mpAccessToken) throw new ConfigError('MERCADOPAGO_STANDIN', 'leave it off when MERCADOPAGO_ACCESS_TOKEN is set');
  const mailFrom = read('MAIL_FROM', text) ?? `"${SHOP_CONTACTS.name}" <${SHOP_CONTACTS.email}>`;
  const shopContactEmail = read('SHOP_CONTACT_EMAIL', text) ?? SHOP_CONTACTS.email;
  if (!/^[^\s@]+@[^\s@]+$/.test(shopContactEmail)) throw new ConfigError('SHOP_CONTACT_EMAIL', `expected an e-mail address, got "${shopContactEmail}"`);
  const staffDemoOwner = read('STAFF_DEMO_OWNER', bool(nodeEnv === 'development' && read('DEMO_MODE', bool(!production))));
  if (staffDemoOwner && production) throw new ConfigError('STAFF_DEMO_OWNER', 'the demo owner (a password in the data directory) is never created in production');
  // TRUST_PROXY_HOPS says how many; TRUST_PROXY=true (the older switch) means one.
  // Tests hash passwords by the hundred: at the production cost that was a tenth of the suite's time.
  const passwordCost = read('PASSWORD_SCRYPT_COST', int(nodeEnv === 'test' ? TEST_PASSWORD_COST : DEFAULT_PASSWORD_COST, 10, 20));
  if (production && passwordCost < MIN_PRODUCTION_PASSWORD_COST) {
    throw new ConfigError('PASSWORD_SCRYPT_COST', `at least ${MIN_PRODUCTION_PASSWORD_COST} when NODE_ENV=production (OWASP's scrypt parameters)`);
  }
  const trustProxyHops = read('TRUST_PROXY_HOPS', int(read('TRUST_PROXY', bool(production)) ? 1 : 0, 0, 10));
  return {
    env: nodeEnv,
    host: read('HOST', text) ?? '127.0.0.1',
    port: read('PORT', int(4000, 0, 65535)),
    webConcurrency: read('WEB_CONCURRENCY', int(os.availableParallelism(), 1, 64)),
    publicUrl: read('PUBLIC_URL', url('http', 'https')),
    dataDir: path.resolve(cwd, read('DATA_DIR', text) ?? 'data'),
    databaseUrl: read('DATABASE_URL', url('postgres', 'postgresql')),
    sessionSecrets,
    sessionIdleMinutes: read('SESSION_IDLE_MINUTES', int(60 * 24 * 14, 1, 60 * 24 * 365)),
    sessionAbsoluteHours: read('SESSION_ABSOLUTE_HOURS', int(24 * 90, 1, 24 * 3650)),
    trustProxy: trustProxyHops > 0,
    trustProxyHops,
    introspection: read('GRAPHQL_INTROSPECTION', bool(!production)),
    demoMode: read('DEMO_MODE', bool(!production)),
    currencyRates: read('CURRENCY_RATES', rates),
    currencyRatesFeed: { url: read('CURRENCY_RATES_SOURCE_URL', url('http', 'https')), minutes: read('CURRENCY_RATES_REFRESH_MINUTES', int(60, 1, 1440)) },
    logLevel: read('LOG_LEVEL', text) ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    clientDir: clientDir === 'none' ? null : path.resolve(cwd, clientDir ?? 'client/dist'),
    provider: {
      url: providerUrl,
      apiKey: providerKey,
      providerId: read('PROVIDER_ID', int(22610, 1, 2 ** 31 - 1)),
      country: read('PROVIDER_COUNTRY', text) ?? 'AR',
      lang: read('PROVIDER_LANG', text) ?? 'es',
      articleCountry: read('PROVIDER_ARTICLE_COUNTRY', text) ?? 'AR',
      timeoutMs: read('PROVIDER_TIMEOUT_MS', int(8000, 100, 120_000)),
      budgetMs: read('PROVIDER_BUDGET_MS', int(3000, 50, 120_000)),
      operationBudgets: read('PROVIDER_OPERATION_BUDGETS', budgets),
      cacheTtlSeconds: read('PROVIDER_CACHE_TTL_SECONDS', int(600, 0, 86_400 * 7)),
      vehicleListsTtlSeconds: read('PROVIDER_VEHICLE_LISTS_TTL_SECONDS', int(21_600, 0, 86_400 * 7)),
      staleSeconds: read('PROVIDER_STALE_SECONDS', int(86_400, 0, 86_400 * 30)),
      cacheMb: read('PROVIDER_CACHE_MB', int(256, 8, 65_536)),
      breakerFailures: read('PROVIDER_BREAKER_FAILURES', int(5, 0, 1000)),
      breakerCoolDownSeconds: read('PROVIDER_BREAKER_COOLDOWN_SECONDS', int(30, 1, 3600)),
      refusedRetrySeconds: read('PROVIDER_REFUSED_RETRY_SECONDS', int(30, 1, 3600)),
      imageCacheMb: read('PROVIDER_IMAGE_CACHE_MB', int(64, 1, 4096)),
      standInScale: read('PROVIDER_STANDIN_SCALE', int(1, 1, 10)),
      standInProcess: read('PROVIDER_STANDIN_PROCESS', bool(false)),
      standInStrict: read('PROVIDER_STANDIN_STRICT', bool(nodeEnv === 'test')),
    },
    invoices: { env: { ...Object.fromEntries(Object.entries(env).filter(([k]) => k.startsWith('ARCA_'))), NODE_ENV: nodeEnv } },
    shipping: loadShippingConfig(env),
    payment: {
      mercadoPago: {
        accessToken: mpAccessToken,
        publicKey: read('MERCADOPAGO_PUBLIC_KEY', text),
        webhookSecret: mpWebhookSecret,
        standIn: mpStandIn,
        standInShared: mpStandIn && read('MERCADOPAGO_STANDIN_URL', text) ? { url: read('MERCADOPAGO_STANDIN_URL', text) as string, accessToken: read('MERCADOPAGO_STANDIN_TOKEN', text) ?? '' } : null,
        timeoutMs: read('MERCADOPAGO_TIMEOUT_MS', int(10_000, 500, 120_000)),
      },
    },
    mail: {
      smtpUrl: read('SMTP_URL', url('smtp', 'smtps')),
      from: mailFrom,
      shopContactEmail,
      retrySeconds: read('MAIL_RETRY_SECONDS', int(60, 1, 3600)),
    },
    catalog: {
      treeSeconds: read('CATEGORY_TREE_TTL_SECONDS', int(60, 1, 86_400)),
    },
    cache: {
      memoryMb: read('RESPONSE_CACHE_MB', int(64, 1, 65_536)),
    },
    redis: {
      url: read('REDIS_URL', url('redis', 'rediss')),
      timeoutMs: read('REDIS_TIMEOUT_MS', int(50, 5, 10_000)),
      breakerFailures: read('REDIS_BREAKER_FAILURES', int(5, 0, 1000)),
      breakerCoolDownSeconds: read('REDIS_BREAKER_COOLDOWN_SECONDS', int(10, 1, 3600)),
    },
    metrics: {
      enabled: read('METRICS_ENABLED', bool(!production || read('METRICS_TOKEN', text) !== null)),
      token: read('METRICS_TOKEN', text),
    },
    limits: {
      maxQueryDepth: read('GRAPHQL_MAX_DEPTH', int(12, 2, 100)),
      maxQueryCost: read('GRAPHQL_MAX_COST', int(5000, 10, 1_000_000)),
      maxAliases: read('GRAPHQL_MAX_ALIASES', int(30, 1, 1000)),
      maxDirectives: read('GRAPHQL_MAX_DIRECTIVES', int(50, 1, 1000)),
      maxTokens: read('GRAPHQL_MAX_TOKENS', int(15_000, 100, 1_000_000)),
      maxVariablesDepth: read('GRAPHQL_MAX_VARIABLES_DEPTH', int(10, 2, 100)),
      maxVariablesBytes: read('GRAPHQL_MAX_VARIABLES_BYTES', int(65_536, 1024, 256 * 1024)),
    },
    stock: {
      offerMaxAgeDays: read('OFFER_MAX_AGE_DAYS', int(30, 1, 3650)),
      reservationMinutes: read('RESERVATION_MINUTES', int(30, 1, 7 * 24 * 60)),
      sampleUnits: read('SAMPLE_STOCK_UNITS', int(DEFAULT_SAMPLE_UNITS, 0, 100_000_000)),
    },
    render: {
      timeoutMs: read('SSR_TIMEOUT_MS', int(3000, 100, 60_000)),
      faultPaths: read('SSR_FAULT_PATHS', texts),
      streamAfterMs: read('SSR_STREAM_AFTER_MS', int(150, 0, 60_000)),
      pageCacheMb: read('PAGE_CACHE_MB', int(32, 0, 4096)),
      pageCacheSeconds: read('PAGE_CACHE_SECONDS', int(300, 1, 86_400)),
      sharedMaxAgeSeconds: read('PAGE_SHARED_MAX_AGE_SECONDS', int(5, 0, 86_400)),
      staleWhileRevalidateSeconds: read('PAGE_STALE_WHILE_REVALIDATE_SECONDS', int(60, 0, 86_400)),
    },
    apps: {
      accessTokenMinutes: read('APP_ACCESS_TOKEN_MINUTES', int(15, 1, 24 * 60)),
      corsOrigins: read('CORS_ORIGINS', origins),
      corsMaxAgeSeconds: read('CORS_MAX_AGE_SECONDS', int(600, 0, 86_400)),
      trustedOperationsOnly: read('GRAPHQL_TRUSTED_ONLY', bool(production)),
    },
    rateLimits: {
      windowSeconds: read('RATE_LIMIT_WINDOW_SECONDS', int(60, 1, 3600)),
      clientRequests: read('RATE_LIMIT_CLIENT_REQUESTS', int(1200, 0, 100_000_000)),
      addressRequests: read('RATE_LIMIT_ADDRESS_REQUESTS', int(120_000, 0, 100_000_000)),
      clientCost: read('RATE_LIMIT_CLIENT_COST', int(300_000, 0, 1_000_000_000)),
      addressCost: read('RATE_LIMIT_ADDRESS_COST', int(60_000_000, 0, 1_000_000_000)),
    },
    auth: {
      maxFailuresPerAccount: read('AUTH_MAX_FAILURES_PER_ACCOUNT', int(5, 1, 1000)),
      maxFailuresPerAddress: read('AUTH_MAX_FAILURES_PER_ADDRESS', int(30, 1, 100_000)),
      maxRegistrationsPerAddress: read('AUTH_MAX_REGISTRATIONS_PER_ADDRESS', int(20, 1, 100_000)),
      windowMinutes: read('AUTH_FAILURE_WINDOW_MINUTES', int(15, 1, 24 * 60)),
      passwordCost,
    },
    staff: {
      idleMinutes: read('STAFF_IDLE_MINUTES', int(30, 1, 24 * 60)),
      sessionHours: read('STAFF_SESSION_HOURS', int(12, 1, 24 * 14)),
      demoOwner: staffDemoOwner,
    },
  };
}

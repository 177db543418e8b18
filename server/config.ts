import path from 'node:path';

/** Everything the shop reads from its environment, validated once at start. */
export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  /** Public URL of the shop, used in logs and links; derived from host and port when not set. */
  publicUrl: string | null;
  dataDir: string;
  /** PostgreSQL connection string; null means the embedded PGlite database in `dataDir`. */
  databaseUrl: string | null;
  /** Signing secrets for the session cookie, newest first; empty means "generate one in dataDir" (not in production). */
  sessionSecrets: string[];
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  trustProxy: boolean;
  introspection: boolean;
  demoMode: boolean;
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
    timeoutMs: number;
    cacheTtlSeconds: number;
    /** Data-set scale of the stand-in provider (1 = standard, 10 = benchmark set). */
    standInScale: number;
  };
  payment: {
    /** Client id of the card/wallet payment service; null leaves that payment method off. */
    walletClientId: string | null;
  };
  limits: {
    maxQueryDepth: number;
    maxQueryCost: number;
  };
  /** Sign-in throttling: failed attempts allowed per account and per client address within the window. */
  auth: {
    maxFailuresPerAccount: number;
    maxFailuresPerAddress: number;
    windowMinutes: number;
  };
}

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    problem: string,
  ) {
    super(`Invalid environment variable ${variable}: ${problem}`);
    this.name = 'ConfigError';
  }
}

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
  return {
    env: nodeEnv as Config['env'],
    host: str(env, 'HOST') ?? '127.0.0.1',
    port: int(env, 'PORT', 4000, 0, 65535),
    publicUrl: url(env, 'PUBLIC_URL', ['http:', 'https:']),
    dataDir: path.resolve(cwd, str(env, 'DATA_DIR') ?? 'data'),
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    sessionSecrets,
    sessionIdleMinutes: int(env, 'SESSION_IDLE_MINUTES', 60 * 24 * 14, 1, 60 * 24 * 365),
    sessionAbsoluteHours: int(env, 'SESSION_ABSOLUTE_HOURS', 24 * 90, 1, 24 * 3650),
    trustProxy: bool(env, 'TRUST_PROXY', production),
    introspection: bool(env, 'GRAPHQL_INTROSPECTION', !production),
    demoMode: bool(env, 'DEMO_MODE', !production),
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
      cacheTtlSeconds: int(env, 'PROVIDER_CACHE_TTL_SECONDS', 600, 0, 86_400 * 7),
      standInScale: int(env, 'PROVIDER_STANDIN_SCALE', 1, 1, 10),
    },
    payment: {
      walletClientId: str(env, 'PAYMENT_WALLET_CLIENT_ID'),
    },
    limits: {
      maxQueryDepth: int(env, 'GRAPHQL_MAX_DEPTH', 12, 2, 100),
      maxQueryCost: int(env, 'GRAPHQL_MAX_COST', 5000, 10, 1_000_000),
    },
    auth: {
      maxFailuresPerAccount: int(env, 'AUTH_MAX_FAILURES_PER_ACCOUNT', 5, 1, 1000),
      maxFailuresPerAddress: int(env, 'AUTH_MAX_FAILURES_PER_ADDRESS', 30, 1, 100_000),
      windowMinutes: int(env, 'AUTH_FAILURE_WINDOW_MINUTES', 15, 1, 24 * 60),
    },
  };
}

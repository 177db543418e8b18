import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';

describe('configuration', () => {
  it('has embedded defaults', () => {
    const c = loadConfig({}, '/srv/shop');
    expect(c).toMatchObject({ env: 'development', port: 4000, dataDir: '/srv/shop/data', databaseUrl: null, introspection: true, demoMode: true });
    expect(c.provider).toMatchObject({ url: null, country: 'AR', lang: 'es' });
    expect(c.redis).toEqual({ url: null, timeoutMs: 50, breakerFailures: 5, breakerCoolDownSeconds: 10 });
    expect(c.limits).toMatchObject({ maxVariablesDepth: 10, maxVariablesBytes: 65_536 });
    expect(c.apps).toEqual({ accessTokenMinutes: 15, corsOrigins: [], corsMaxAgeSeconds: 600, trustedOperationsOnly: false });
    expect(loadConfig({ CORS_ORIGINS: 'https://partner.example, http://127.0.0.1:8080' }).apps.corsOrigins).toEqual(['https://partner.example', 'http://127.0.0.1:8080']);
    // One gateway worker per core; WEB_CONCURRENCY=1 runs the whole gateway in one process.
    expect(c.webConcurrency).toBe(os.availableParallelism());
    expect(loadConfig({ WEB_CONCURRENCY: '1' }).webConcurrency).toBe(1);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ NODE_ENV: 'production' }, 'SESSION_SECRET'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET'],
    [{ GRAPHQL_INTROSPECTION: 'maybe' }, 'GRAPHQL_INTROSPECTION'],
    [{ PROVIDER_URL: 'https://parts.example/api' }, 'PROVIDER_API_KEY'],
    [{ REDIS_URL: 'http://127.0.0.1:6379' }, 'REDIS_URL'],
    [{ REDIS_TIMEOUT_MS: '0' }, 'REDIS_TIMEOUT_MS'],
    [{ REDIS_BREAKER_COOLDOWN_SECONDS: 'soon' }, 'REDIS_BREAKER_COOLDOWN_SECONDS'],
    [{ GRAPHQL_MAX_VARIABLES_DEPTH: '1' }, 'GRAPHQL_MAX_VARIABLES_DEPTH'],
    [{ CORS_ORIGINS: 'https://partner.example/parts' }, 'CORS_ORIGINS'],
    [{ CORS_ORIGINS: '*' }, 'CORS_ORIGINS'],
    [{ GRAPHQL_TRUSTED_ONLY: 'sometimes' }, 'GRAPHQL_TRUSTED_ONLY'],
    [{ RATE_LIMIT_CLIENT_REQUESTS: '-1' }, 'RATE_LIMIT_CLIENT_REQUESTS'],
    [{ WEB_CONCURRENCY: '0' }, 'WEB_CONCURRENCY'],
    [{ MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-token' }, 'MERCADOPAGO_WEBHOOK_SECRET'],
    [{ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-token', MERCADOPAGO_WEBHOOK_SECRET: 's' }, 'PUBLIC_URL'],
    [{ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), MERCADOPAGO_STANDIN: 'true' }, 'MERCADOPAGO_STANDIN'],
    [{ SMTP_URL: 'http://mail.example:25' }, 'SMTP_URL'],
    [{ SHOP_CONTACT_EMAIL: 'nobody' }, 'SHOP_CONTACT_EMAIL'],
    [{ PASSWORD_SCRYPT_COST: '9' }, 'PASSWORD_SCRYPT_COST'],
    [{ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), PASSWORD_SCRYPT_COST: '16' }, 'PASSWORD_SCRYPT_COST'],
  ])('names the bad variable in %j', (env, variable) => {
    try {
      loadConfig(env);
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      expect((err as ConfigError).variable).toBe(variable);
      expect((err as Error).message).toContain(variable);
    }
  });

  it('turns introspection and demo mode off in production unless asked', () => {
    const c = loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) });
    expect(c.introspection).toBe(false);
    expect(c.demoMode).toBe(false);
    expect(c.trustProxy).toBe(true);
    expect(c.apps.trustedOperationsOnly).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), GRAPHQL_INTROSPECTION: 'true' }).introspection).toBe(true);
  });

  it("hashes passwords at OWASP's scrypt cost but in the test environment, where it may be cheap", () => {
    expect(loadConfig({}).auth.passwordCost).toBe(17);
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) }).auth.passwordCost).toBe(17);
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), PASSWORD_SCRYPT_COST: '18' }).auth.passwordCost).toBe(18);
    expect(loadConfig({ NODE_ENV: 'test' }).auth.passwordCost).toBe(12);
    expect(loadConfig({ NODE_ENV: 'test', PASSWORD_SCRYPT_COST: '17' }).auth.passwordCost).toBe(17);
  });

  it("runs Mercado Pago's stand-in in development only, and never beside an access token", () => {
    expect(loadConfig({ NODE_ENV: 'development' }).payment.mercadoPago.standIn).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) }).payment.mercadoPago.standIn).toBe(false);
    const real = loadConfig({ NODE_ENV: 'development', MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-token', MERCADOPAGO_WEBHOOK_SECRET: 's' }).payment.mercadoPago;
    expect(real).toMatchObject({ accessToken: 'APP_USR-token', standIn: false });
    expect(loadConfig({}).mail).toMatchObject({ smtpUrl: null, retrySeconds: 60 });
  });
});

import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';

/** How values are read: what an operator writes in an environment file, and what the gateway says back. */
describe('configuration values', () => {
  it('counts a blank variable as unset and trims what is set', () => {
    expect(loadConfig({ PORT: '   ', HOST: '' }).port).toBe(4000);
    expect(loadConfig({ PORT: ' 8080 ', HOST: ' 0.0.0.0 ' })).toMatchObject({ port: 8080, host: '0.0.0.0' });
    expect(loadConfig({ NODE_ENV: ' test ' }).env).toBe('test');
  });

  it('reads switches in any case and lists separated by commas', () => {
    expect(loadConfig({ GRAPHQL_INTROSPECTION: 'OFF', DEMO_MODE: 'No' })).toMatchObject({ introspection: false, demoMode: false });
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), GRAPHQL_INTROSPECTION: 'Yes' }).introspection).toBe(true);
    expect(loadConfig({ SSR_FAULT_PATHS: '/shop/, /cart ,' }).render.faultPaths).toEqual(['/shop/', '/cart']);
    expect(loadConfig({ SESSION_SECRET: `${'a'.repeat(32)}, ${'b'.repeat(40)}` }).sessionSecrets).toEqual(['a'.repeat(32), 'b'.repeat(40)]);
    expect(loadConfig({ CURRENCY_RATES: 'USD=1450, EUR=1650.50' }).currencyRates).toEqual({ USD: 145_000, EUR: 165_050 });
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxyHops).toBe(1);
  });

  it.each([
    [{ PORT: '-1' }, 'PORT: expected a number from 0 to 65535, got -1'],
    [{ PORT: '80.5' }, 'PORT: expected a whole number, got "80.5"'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV: expected development, production or test, got "staging"'],
    [{ DEMO_MODE: 'maybe' }, 'DEMO_MODE: expected true or false, got "maybe"'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL: not a valid URL'],
    [{ DATABASE_URL: 'mysql://db' }, 'DATABASE_URL: expected a postgres: or postgresql: URL'],
    [{ CURRENCY_RATES: 'ARS=1' }, 'CURRENCY_RATES: expected CODE=pesos pairs'],
    [{ SESSION_SECRET: `${'a'.repeat(32)},short` }, 'SESSION_SECRET: each secret must be at least 32 characters long'],
  ])('says what is wrong with %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(`Invalid environment variable ${message}`);
  });
});

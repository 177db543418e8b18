import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createServer, type ShopServer } from '../../server/app';
import { loadConfig, type Config } from '../../server/config';
import type { Logger } from '../../server/logger';
import { linkStandInData, pgliteInMemory, pgliteTemplate, SEEDED_SAMPLE_UNITS } from './pglite-template';

export interface TestShop {
  url: string;
  server: ShopServer;
  config: Config;
  dataDir: string;
  /** A new shopper: a cookie jar of its own, with the CSRF header copied from the cookie. */
  shopper(): Shopper;
  close(): Promise<void>;
}

export interface GraphQLAnswer<T> {
  status: number;
  data?: T;
  errors?: Array<{ message: string; path?: (string | number)[]; extensions?: Record<string, unknown> }>;
  headers: Headers;
}

/** A browser-like client: keeps cookies between calls and sends the CSRF header on POSTs. */
export class Shopper {
  readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  /** Sends a GraphQL operation; `csrf: false` leaves the CSRF header out. */
  async gql<T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
    options: { csrf?: boolean; headers?: Record<string, string> } = {},
  ): Promise<GraphQLAnswer<T>> {
    if (!this.cookies.has('csrf-token')) await this.fetch('/healthz');
    const headers: Record<string, string> = { 'content-type': 'application/json', ...options.headers };
    if (options.csrf !== false) headers['x-csrf-token'] = this.cookies.get('csrf-token') ?? '';
    const res = await this.fetch('/graphql', { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
    const body = (await res.json()) as { data?: T; errors?: GraphQLAnswer<T>['errors'] };
    return { status: res.status, data: body.data ?? undefined, errors: body.errors, headers: res.headers };
  }

  /** fetch() against the shop that sends and stores this shopper's cookies. */
  async fetch(pathname: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) headers.set('cookie', this.cookieHeader());
    const res = await fetch(this.baseUrl + pathname, { ...init, headers, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const i = pair.indexOf('=');
      this.cookies.set(pair.slice(0, i).trim(), pair.slice(i + 1).trim());
    }
    return res;
  }
}

/**
 * Starts the whole shop on an ephemeral port with a fresh temporary data directory and a fresh
 * embedded database (in memory; on disk in `options.dataDir` when given, for a test that starts the
 * shop again on its data), as `npm start` would, minus the web client. `env` adds or overrides variables.
 */
export async function startTestShop(env: Record<string, string> = {}, options: { dataDir?: string; log?: Logger } = {}): Promise<TestShop> {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-'));
  const pgliteDir = path.join(dataDir, 'pglite');
  // A fresh embedded database takes seconds to initialise: a shop starts from a migrated template,
  // in memory unless it is given a data directory to keep (a test that starts it again on its data).
  const inMemory = !env.DATABASE_URL && !options.dataDir;
  if (!env.DATABASE_URL && !inMemory && !fs.existsSync(pgliteDir)) fs.cpSync(await pgliteTemplate(), pgliteDir, { recursive: true });
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, CLIENT_DIR: 'none', ...env });
  // The in-process stand-in at its default scale reads the data set generated once for the machine,
  // and a shop on its defaults starts from the database its first start would have written.
  const standInDefaults = config.provider.url === null && config.provider.standInScale === 1;
  if (standInDefaults) await linkStandInData(dataDir);
  const seeded = inMemory && standInDefaults && config.demoMode && config.stock.sampleUnits === SEEDED_SAMPLE_UNITS;
  const server = await createServer(config, { log: options.log, opening: inMemory ? pgliteInMemory(seeded) : undefined });
  const url = await server.listen(0, '127.0.0.1');
  return {
    url,
    server,
    config,
    dataDir,
    shopper: () => new Shopper(url),
    async close() {
      await server.close();
      if (!options.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

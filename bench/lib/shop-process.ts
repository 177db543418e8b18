/**
 * Runs the shop as `npm start` does (the gateway in a process of its own, on the embedded
 * database), so a bench measures it from outside, as a browser or a proxy would.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pgliteTemplate } from '../../tests/helpers/pglite-template';

/** The shop measured: this checkout, or another one (BENCH_SHOP_ROOT, to compare with an older version). */
export const ROOT = process.env.BENCH_SHOP_ROOT ? path.resolve(process.env.BENCH_SHOP_ROOT) : path.resolve(import.meta.dirname, '../..');

export interface ShopProcess {
  url: string;
  child: ChildProcess;
  /** Milliseconds from spawn to the first answered request. */
  startMs: number;
  /** Milliseconds from spawn to the first answer with parts-provider data (the stand-in loaded). */
  catalogueMs(): Promise<number>;
  /** What the process printed so far. */
  output(): string;
  stop(): Promise<void>;
}

/** A data directory with a migrated embedded database (a copy of the test template). */
export async function benchDataDir(prefix: string): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  // Another checkout may have other migrations: it makes its own database.
  if (!process.env.BENCH_SHOP_ROOT) fs.cpSync(await pgliteTemplate(), path.join(dataDir, 'pglite'), { recursive: true });
  return dataDir;
}

/**
 * Starts `server/main.ts` (or `scripts/start.mjs` with `viaNpmStart`) on a free port and waits
 * until it answers `/healthz`. `env` adds variables (DATA_DIR, LOG_LEVEL...).
 */
export async function startShopProcess(env: Record<string, string>, options: { viaNpmStart?: boolean; port?: number } = {}): Promise<ShopProcess> {
  const port = options.port ?? (await freePort());
  const started = performance.now();
  const args = options.viaNpmStart ? [path.join(ROOT, 'scripts/start.mjs')] : ['--import', 'tsx', path.join(ROOT, 'server/main.ts')];
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let printed = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    printed += chunk.toString();
    if (process.env.BENCH_SHOW_OUTPUT) process.stdout.write(chunk);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  let startMs = 0;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the shop stopped while starting (exit ${child.exitCode})`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) {
        startMs = performance.now() - started;
        break;
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  return {
    url,
    child,
    startMs,
    output: () => printed,
    async catalogueMs() {
      const query = `${url}/graphql?query=${encodeURIComponent('{ partCategories { id } }')}`;
      for (;;) {
        const res = await fetch(query, { headers: { 'apollo-require-preflight': 'true' } });
        const body = (await res.json()) as { data?: { partCategories?: unknown[] | null } };
        if (body.data?.partCategories?.length) return performance.now() - started;
        await new Promise((r) => setTimeout(r, 10));
      }
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

async function freePort(): Promise<number> {
  const net = await import('node:net');
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

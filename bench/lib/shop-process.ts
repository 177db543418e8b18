/**
 * Runs the shop as `npm start` does (the gateway in a process of its own, on the embedded
 * database), so a bench measures it from outside, as a browser or a proxy would.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { linkStandInData, pgliteTemplate, seededTemplateDir } from '../../tests/helpers/pglite-template';
import { freePort } from '../../scripts/free-port.mjs';

/** The shop measured: this checkout, or another one (BENCH_SHOP_ROOT, to compare with an older version). */
export const ROOT = process.env.BENCH_SHOP_ROOT ? path.resolve(process.env.BENCH_SHOP_ROOT) : path.resolve(import.meta.dirname, '../..');
/** The checkout this bench belongs to. */
export const THIS_CHECKOUT = path.resolve(import.meta.dirname, '../..');

export interface ShopProcess {
  url: string;
  child: ChildProcess;
  /** Milliseconds from spawn to the first answered request. */
  startMs: number;
  /** Milliseconds from spawn to the first answer with parts-provider data (the stand-in loaded). */
  catalogueMs(): Promise<number>;
  /**
   * Waits until the shop's processes are quiet (under 5 % of a core over a second: the work a start
   * leaves running, such as the first start's demo price list import, is done), at most `maxMs`;
   * answers how long it waited. A figure per page taken before would count that work in.
   */
  settled(maxMs?: number): Promise<number>;
  /** What the process printed so far. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * A data directory with a migrated embedded database (a copy of the test template): by default as a
 * shop's first start leaves it on its default settings (the sample catalogue, the shop's 500 units
 * of each sample product, the demo account and distributors' offers, the stand-in's data set at
 * scale 1), so the bench measures a shop that has started before. `seeded: false` for a bench whose
 * settings seed otherwise (other sample units, another stand-in scale).
 */
export async function benchDataDir(prefix: string, root = ROOT, options: { seeded?: boolean } = {}): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  // Another checkout may have other migrations: it makes its own database.
  if (root !== THIS_CHECKOUT) return dataDir;
  if (options.seeded ?? true) {
    fs.cpSync(await seededTemplateDir(), path.join(dataDir, 'pglite'), { recursive: true });
    await linkStandInData(dataDir);
  } else fs.cpSync(await pgliteTemplate(), path.join(dataDir, 'pglite'), { recursive: true });
  return dataDir;
}

const NODE = fs.realpathSync(process.execPath);

/** The exact text of an operation the measured shop's web client publishes (server/generated/operations.json). */
function publishedOperation(name: string): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'server', 'generated', 'operations.json'), 'utf8')) as { operations: { name: string; body: string }[] };
  const operation = manifest.operations.find((o) => o.name === name);
  if (!operation) throw new Error(`no published operation named ${name}`);
  return operation.body;
}

/** Whether a process runs Node (a gateway's own processes; tsx's esbuild helper is left out). */
function isNode(pid: number): boolean {
  try {
    return fs.realpathSync(`/proc/${pid}/exe`) === NODE;
  } catch {
    return false;
  }
}

/** Processor time (user and system) used so far by each thread of a process and of the processes it started, in seconds, by `pid/tid`. */
export function processTreeCpu(pid: number): Map<string, number> {
  const out = new Map<string, number>();
  const visit = (p: number) => {
    try {
      for (const task of fs.readdirSync(`/proc/${p}/task`)) {
        // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
        const stat = fs.readFileSync(`/proc/${p}/task/${task}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        if (isNode(p)) out.set(`${p}/${task}`, (Number(fields[11]) + Number(fields[12])) / 100);
        const children = fs.readFileSync(`/proc/${p}/task/${task}/children`, 'utf8').trim();
        for (const child of children ? children.split(/\s+/) : []) visit(Number(child));
      }
    } catch {
      // the process ended meanwhile
    }
  };
  visit(pid);
  return out;
}

/** Resident memory of a process and of every process it started (a gateway's workers), in bytes, by pid. */
export function processTreeMemory(pid: number): Map<number, number> {
  const out = new Map<number, number>();
  const visit = (p: number) => {
    try {
      const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(fs.readFileSync(`/proc/${p}/status`, 'utf8'));
      if (kb && isNode(p)) out.set(p, Number(kb[1]) * 1024);
      for (const task of fs.readdirSync(`/proc/${p}/task`)) {
        const children = fs.readFileSync(`/proc/${p}/task/${task}/children`, 'utf8').trim();
        for (const child of children ? children.split(/\s+/) : []) visit(Number(child));
      }
    } catch {
      // the process ended meanwhile
    }
  };
  visit(pid);
  return out;
}

/**
 * How Node runs `entry` of `root`: the gateway (no `entry`) bundled as `npm start` runs it, rebuilt
 * first when its sources changed (a checkout without the bundler runs it through tsx), and any other
 * program of the checkout through tsx.
 */
async function programArgs(root: string, entry: string | undefined): Promise<string[]> {
  const builder = path.join(root, 'scripts/server-build.mjs');
  if (entry === undefined && fs.existsSync(builder)) {
    const { ensureServerBuilt, GATEWAY_BUNDLE } = (await import(pathToFileURL(builder).href)) as typeof import('../../scripts/server-build.mjs');
    await ensureServerBuilt();
    return ['--enable-source-maps', GATEWAY_BUNDLE];
  }
  return ['--import', 'tsx', path.resolve(root, entry ?? 'server/main.ts')];
}

/**
 * Starts `server/main.ts` (or `scripts/start.mjs` with `viaNpmStart`) of `root` (this checkout, or
 * BENCH_SHOP_ROOT) on a free port and waits until it answers `/healthz`. `env` adds variables
 * (DATA_DIR, LOG_LEVEL...); `keepOutput: false` keeps only the first 64 KB of what it prints;
 * `entry` runs another program of the checkout instead of `server/main.ts`; `everyWorker: false`
 * answers as soon as the gateway does, before every worker serves.
 */
export async function startShopProcess(
  env: Record<string, string>,
  options: { viaNpmStart?: boolean; port?: number; root?: string; keepOutput?: boolean; entry?: string; everyWorker?: boolean } = {},
): Promise<ShopProcess> {
  const root = options.root ?? ROOT;
  const port = options.port ?? (await freePort());
  const started = performance.now();
  // BENCH_NODE_ARGS: options for the shop's Node (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`).
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const args = options.viaNpmStart ? [...nodeArgs, path.join(root, 'scripts/start.mjs')] : [...nodeArgs, ...(await programArgs(root, options.entry))];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let printed = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    // A long run at the info level logs every request: only the start is kept unless asked.
    if (options.keepOutput !== false || printed.length < 64 * 1024) printed += chunk.toString();
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
  // A gateway of several workers answers once its first serves; a bench measures it with them all
  // (bench:start, measuring the start itself, does not wait).
  // Its line saying so may follow the first answer by a moment (a program that is not the gateway prints none).
  const readyLine = () => /Shop ready at .*\n/.exec(printed)?.[0] ?? null;
  for (const until = performance.now() + 5_000; options.everyWorker !== false && readyLine() === null && performance.now() < until; ) await new Promise((r) => setTimeout(r, 10));
  while (options.everyWorker !== false && readyLine()?.includes('still starting') && !printed.includes('Every worker serving')) {
    if (child.exitCode !== null) throw new Error(`the shop stopped while starting (exit ${child.exitCode})`);
    await new Promise((r) => setTimeout(r, 10));
  }
  return {
    url,
    child,
    startMs,
    output: () => printed,
    async catalogueMs() {
      // A published operation (the shop page's), sent with its exact text: a gateway in production
      // runs only those (GRAPHQL_TRUSTED_ONLY), and an ad hoc query would be refused for ever.
      const query = `${url}/graphql?query=${encodeURIComponent(publishedOperation('ShopPage'))}&variables=${encodeURIComponent('{"vehicleId":null}')}`;
      for (;;) {
        const res = await fetch(query, { headers: { 'apollo-require-preflight': 'true' } });
        const body = (await res.json()) as { data?: { partCategories?: unknown[] | null } };
        if (body.data?.partCategories?.length) return performance.now() - started;
        if (performance.now() - started > 120_000) throw new Error(`the shop answered no parts categories in 2 minutes: ${JSON.stringify(body).slice(0, 300)}`);
        await new Promise((r) => setTimeout(r, 10));
      }
    },
    async settled(maxMs = 120_000) {
      const from = performance.now();
      const cpu = () => [...processTreeCpu(child.pid!).values()].reduce((a, b) => a + b, 0);
      for (let last = cpu(); performance.now() - from < maxMs; ) {
        await new Promise((r) => setTimeout(r, 1_000));
        const now = cpu();
        if (now - last < 0.05) break;
        last = now;
      }
      return performance.now() - from;
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** A loopback port nothing listens on now, out of the range outgoing connections take (scripts/free-port.mjs). */
export { freePort };

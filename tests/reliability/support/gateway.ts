import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureServerBuilt, GATEWAY_BUNDLE } from '../../../scripts/server-build.mjs';
import { pgliteTemplate } from '../../helpers/pglite-template';

/** One signing secret for every gateway of a suite: a session made on one is valid on the others. */
export const SUITE_SESSION_SECRET = 'reliability-suite-session-secret-0123456789abcdef';

export interface GatewayProcess {
  url: string;
  pid: number;
  /** Resident memory of the gateway's processes (its primary and workers), in bytes (from /proc). */
  rss(): number;
  /**
   * The debuggers' addresses of a gateway started with `{ inspect: true }` (loopback, ephemeral
   * ports): its own, then each worker's; for `settledMemory`. Empty otherwise.
   */
  debuggerUrls(): string[];
  /** What it printed so far (its tail when long). */
  output(): string;
  /** kill -9: no shutdown hook, no flush. */
  crash(): Promise<void>;
  /** SIGTERM, as an operator stops it; resolves with the exit code. */
  stop(): Promise<number | null>;
}

const running = new Set<ChildProcess>();

/** Kills (by pid) every gateway this file started that is still running: for afterAll. */
export function killStrayGateways(): void {
  for (const proc of running) if (proc.exitCode === null && proc.signalCode === null && proc.pid) process.kill(proc.pid, 'SIGKILL');
  running.clear();
}

/** A data directory holding a migrated embedded database, as a shop's first start would leave it. */
export async function freshDataDir(prefix: string): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `shop-${prefix}-`));
  fs.cpSync(await pgliteTemplate(), path.join(dir, 'pglite'), { recursive: true });
  return dir;
}

function readRss(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
  if (!kb) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kb[1]) * 1024;
}

/** The Node processes a gateway started (its workers), by pid. */
export function childNodes(pid: number): number[] {
  const node = fs.realpathSync(process.execPath);
  const out: number[] = [];
  for (const task of fs.readdirSync(`/proc/${pid}/task`)) {
    const listed = fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
    for (const child of listed ? listed.split(/\s+/).map(Number) : []) {
      try {
        if (fs.realpathSync(`/proc/${child}/exe`) === node) out.push(child);
      } catch {
        // ended meanwhile
      }
    }
  }
  return out;
}

/**
 * Starts the gateway (`server/main.ts`, bundled) as `npm start` does (a process of its own, loopback, ephemeral port) and
 * resolves once it prints its URL. `env` adds to a quiet test environment without the web client.
 * With `inspect`, the process also listens for a debugger on a loopback port of its own, so a test
 * can ask it to collect its garbage before it reads its memory.
 */
export async function startGateway(env: Record<string, string>, options: { inspect?: boolean } = {}): Promise<GatewayProcess> {
  const inspectArgs = options.inspect ? ['--inspect=127.0.0.1:0'] : [];
  // The gateway as `npm start` runs it: bundled (rebuilt first if its sources changed), without a
  // TypeScript loader in each of its processes.
  await ensureServerBuilt();
  const proc = spawn(process.execPath, [...inspectArgs, '--enable-source-maps', GATEWAY_BUNDLE], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: '0',
      CLIENT_DIR: 'none',
      LOG_LEVEL: 'warn',
      SESSION_SECRET: SUITE_SESSION_SECRET,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(proc);
  const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => {
      if (proc.pid) process.kill(proc.pid, 'SIGKILL');
      reject(new Error(`gateway did not start:\n${out}`));
    }, 120_000);
    let ready = false;
    const debuggers = new Set<string>();
    proc.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.length > 20_000) out = out.slice(-10_000);
      if (ready) return;
      const m = /Shop ready at (http:\/\/\S+).*\n/.exec(out);
      if (!m || !proc.pid) return;
      // The first worker serves before the others have started: the tests want them all.
      if (m[0].includes('still starting') && !out.includes('Every worker serving')) return;
      clearTimeout(timer);
      ready = true;
      const pid = proc.pid;
      resolve({
        url: m[1],
        pid,
        rss: () => [pid, ...childNodes(pid)].reduce((sum, p) => sum + readRss(p), 0),
        debuggerUrls: () => [...debuggers],
        output: () => out,
        async crash() {
          process.kill(pid, 'SIGKILL');
          await exited;
          running.delete(proc);
        },
        async stop() {
          process.kill(pid, 'SIGTERM');
          const code = await exited;
          running.delete(proc);
          return code;
        },
      });
    });
    proc.stderr?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      // Printed by the gateway and by each worker as it starts: "Debugger listening on ws://127.0.0.1:PORT/ID".
      if (options.inspect) for (const m of out.matchAll(/Debugger listening on (ws:\/\/127\.0\.0\.1:\d+\/\S+)\s/g)) debuggers.add(m[1]);
      // Keep only the tail: a long run's warnings must not grow this test's memory.
      if (out.length > 20_000) out = out.slice(-10_000);
    });
    proc.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`gateway exited with ${code ?? signal} before it was ready:\n${out}`));
    });
  });
}

import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../scripts/free-port.mjs';

/** Debian's redis-server (installed by .ci/run), or another one named by REDIS_SERVER_BIN. */
export const REDIS_SERVER_BIN = process.env.REDIS_SERVER_BIN ?? '/usr/bin/redis-server';

/** A throwaway redis-server on loopback: no persistence, its own directory, stopped by its pid. */
export interface TestRedis {
  readonly url: string;
  readonly port: number;
  /** SIGSTOP: the server keeps its connections but answers nothing (a stalled host). */
  freeze(): void;
  /** SIGCONT after freeze(). */
  resume(): void;
  /** Stops the process (connections refused until start()). */
  stop(): Promise<void>;
  /** Starts it again on the same port (empty: nothing is persisted). */
  start(): Promise<void>;
  close(): Promise<void>;
}

export { freePort };

export async function startRedis(): Promise<TestRedis> {
  if (!fs.existsSync(REDIS_SERVER_BIN)) {
    throw new Error(`redis-server not found at ${REDIS_SERVER_BIN}: install Debian's redis-server (.ci/run does) or set REDIS_SERVER_BIN`);
  }
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-redis-'));
  let child: ChildProcess | null = null;
  let frozen = false;

  const launch = () =>
    new Promise<void>((resolve, reject) => {
      const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir, '--daemonize', 'no'];
      const proc = spawn(REDIS_SERVER_BIN, args, { stdio: ['ignore', 'pipe', 'pipe'] });
      child = proc;
      let printed = '';
      const timer = setTimeout(() => reject(new Error(`redis-server did not start within 10 s: ${printed.slice(-500)}`)), 10_000);
      proc.stdout?.on('data', (chunk: Buffer) => {
        printed += chunk.toString();
        if (printed.includes('Ready to accept connections')) {
          clearTimeout(timer);
          resolve();
        }
      });
      proc.stderr?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
      proc.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`redis-server exited (${code}) while starting: ${printed.slice(-500)}`));
      });
    });

  const stop = async () => {
    const proc = child;
    child = null;
    if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
    if (frozen) proc.kill('SIGCONT');
    frozen = false;
    proc.kill('SIGKILL');
    await exited;
  };

  await launch();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    freeze() {
      child?.kill('SIGSTOP');
      frozen = true;
    },
    resume() {
      child?.kill('SIGCONT');
      frozen = false;
    },
    stop,
    start: launch,
    async close() {
      await stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

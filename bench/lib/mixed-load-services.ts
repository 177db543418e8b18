import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { freePort, THIS_CHECKOUT } from './shop-process';

// What the mixed load's shops stand on beside themselves: the stand-in parts provider and Redis.

export interface StandIn {
  url: string;
  apiKey: string;
  stop(): Promise<void>;
}

async function waitForPort(port: number, child: ChildProcess, what: string): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${what} stopped while starting (exit ${child.exitCode})`);
    const ok = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 50));
  }
}

function stopper(child: ChildProcess): () => Promise<void> {
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
}

export async function startStandIn(dataDir: string): Promise<StandIn> {
  const port = await freePort();
  const apiKey = crypto.randomUUID();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(THIS_CHECKOUT, 'fixtures/provider/main.ts'), '--port', String(port), '--data-dir', dataDir, '--api-key', apiKey],
    { cwd: THIS_CHECKOUT, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  await waitForPort(port, child, 'the stand-in provider');
  return { url: `http://127.0.0.1:${port}/pegasus-3-0/services/TecdocToCatDLB.jsonEndpoint`, apiKey, stop: stopper(child) };
}

export async function startRedis(): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const child = spawn('/usr/bin/redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  await waitForPort(port, child, 'redis-server');
  return { url: `redis://127.0.0.1:${port}`, stop: stopper(child) };
}

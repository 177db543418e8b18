import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-stop-'));
let child: ChildProcess | null = null;

afterAll(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Starts `server/main.ts` as `npm start` does and resolves with the URL it prints. */
function startShopProcess(): Promise<{ proc: ChildProcess; url: string }> {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, CLIENT_DIR: 'none', LOG_LEVEL: 'warn', NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`shop did not start:\n${out}`)), 90_000);
    proc.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = out.match(/Shop ready at (http:\/\/\S+)/);
      if (m) {
        clearTimeout(timer);
        resolve({ proc, url: m[1] });
      }
    });
    proc.stderr?.on('data', (chunk: Buffer) => (out += chunk.toString()));
    proc.on('exit', (code) => reject(new Error(`shop exited with ${code}:\n${out}`)));
  });
}

describe('graceful shutdown', () => {
  it('finishes a request in flight on SIGTERM, refuses new connections, then exits 0', async () => {
    const { proc, url } = await startShopProcess();
    child = proc;
    const exited = new Promise<number | null>((resolve) => proc.on('exit', (code) => resolve(code)));
    const { port } = new URL(url);

    // A request whose body is still arriving when the signal comes.
    const body = JSON.stringify({ query: '{ shop { name } }' });
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = http.request(
        { host: '127.0.0.1', port, path: '/graphql', method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
        (res) => {
          let text = '';
          res.on('data', (c: Buffer) => (text += c.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, 10));
      setTimeout(() => {
        proc.kill('SIGTERM');
        setTimeout(() => req.end(body.slice(10)), 300);
      }, 200);
    });

    const result = await answer;
    expect(result.status).toBe(200);
    expect(JSON.parse(result.text).data.shop.name).toBe('Autopartes del Sur');
    await expect(fetch(`${url}/healthz`)).rejects.toThrow();
    expect(await exited).toBe(0);
  });
});

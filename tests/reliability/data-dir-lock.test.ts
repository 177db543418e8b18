import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freshDataDir, killStrayGateways, startGateway } from './support/gateway';

// The embedded database belongs to one process: a second gateway on the same DATA_DIR (two
// `npm start` in one folder) would corrupt it. It refuses to start instead, naming the first.

let dataDir = '';
afterAll(() => {
  killStrayGateways();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

const ready = async (url: string) => (await fetch(`${url}/readyz`)).status;

describe("the embedded database's directory", () => {
  it('is refused to a second gateway while the first has it, which goes on serving; free again once the first stops', async () => {
    dataDir = await freshDataDir('data-dir-lock');
    const first = await startGateway({ DATA_DIR: dataDir });
    // It stops with an error (exit 1), saying which process has the directory.
    await expect(startGateway({ DATA_DIR: dataDir })).rejects.toThrow(
      new RegExp(`exited with 1 before it was ready[\\s\\S]*is open in process ${first.pid} \\(another gateway on the same DATA_DIR\\)`),
    );
    expect(await ready(first.url)).toBe(200);
    const answer = await fetch(`${first.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(answer.status).toBe(200);
    expect(await first.stop()).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
    const again = await startGateway({ DATA_DIR: dataDir });
    expect(await ready(again.url)).toBe(200);
    expect(await again.stop()).toBe(0);
  });

  it('is taken over from a gateway that was killed (its lock names a process that is gone)', async () => {
    const crashed = await startGateway({ DATA_DIR: dataDir });
    await crashed.crash();
    expect(fs.readFileSync(path.join(dataDir, 'pglite.lock'), 'utf8').trim()).toBe(String(crashed.pid));
    // And one naming a process id no process has.
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout;
    const after = await startGateway({ DATA_DIR: dataDir });
    expect(await ready(after.url)).toBe(200);
    expect(await after.stop()).toBe(0);
    fs.writeFileSync(path.join(dataDir, 'pglite.lock'), `${gone}\n`);
    const last = await startGateway({ DATA_DIR: dataDir });
    expect(await ready(last.url)).toBe(200);
    expect(await last.stop()).toBe(0);
  });
});

import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lock, tryLock } from './build-lock.mjs';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-lock-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The id of a process that has ended. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(child.stdout);
}

describe('build lock', () => {
  it('is held by one taker at a time, and free again once released', () => {
    const file = path.join(dir, 'one.lock');
    const release = tryLock(file);
    expect(release).not.toBeNull();
    expect(fs.readFileSync(file, 'utf8')).toBe(String(process.pid));
    expect(tryLock(file)).toBeNull();
    release!();
    const again = tryLock(file);
    expect(again).not.toBeNull();
    again!();
  });

  it('takes over at once a lock whose owner is gone (a build killed with it)', () => {
    const file = path.join(dir, 'dead.lock');
    fs.writeFileSync(file, String(deadPid()));
    // The first try finds it abandoned and clears it; the next takes it.
    const release = tryLock(file) ?? tryLock(file);
    expect(release).not.toBeNull();
    expect(fs.readFileSync(file, 'utf8')).toBe(String(process.pid));
    release!();
  });

  it('waits while its owner runs, and gets it when that owner ends without releasing it', async () => {
    const file = path.join(dir, 'live.lock');
    const owner = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 600)'], { stdio: 'ignore' });
    fs.writeFileSync(file, String(owner.pid));
    const t0 = performance.now();
    expect(tryLock(file)).toBeNull();
    const release = await lock(file, 'the test owner');
    // Not before the owner ended (its 600 ms, less the time it took to start).
    expect(owner.exitCode).not.toBeNull();
    expect(performance.now() - t0).toBeGreaterThan(300);
    release();
  });
});

import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkProviderData } from '../../scripts/first-launch-template.mjs';
import { buildProviderHeap, providerHeapArgs, providerHeapFile } from '../../scripts/provider-heap.mjs';
import { ensureServerBuilt } from '../../scripts/server-build.mjs';
import { startStandInProvider, type StandInProvider } from '../../fixtures/provider/index';
import { AR, call, rows, TEST_DATA_DIR } from '../../fixtures/provider/test/helpers';

// `npm start` starts the stand-in provider from a V8 heap snapshot of its data set, read and indexed
// (fixtures/provider/heap.ts, scripts/provider-heap.mjs), kept beside the set in the data directory.

const started: ChildProcess[] = [];
let dataDir = '';

beforeAll(async () => {
  await ensureServerBuilt();
  // The tests' data set (generated once, shared), linked into a data directory of this file's own.
  const own = await startStandInProvider({ dataDir: TEST_DATA_DIR });
  await own.close();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'provider-heap-'));
  linkProviderData(TEST_DATA_DIR, dataDir);
  for (const name of fs.readdirSync(path.join(dataDir, 'provider'))) if (name.endsWith('.blob')) fs.rmSync(path.join(dataDir, 'provider', name));
});

afterAll(() => {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The stand-in from the data directory's snapshot (or `args`), as `npm start` runs it, once it listens. */
async function startFromHeap(given?: string[]): Promise<{ provider: StandInProvider; output: () => string }> {
  const args = given ?? providerHeapArgs(dataDir);
  if (!args) throw new Error('no heap snapshot in the data directory');
  const child = spawn(process.execPath, [...args, '--port', '0', '--data-dir', dataDir, '--api-key', 'heap-test-key'], { stdio: ['ignore', 'pipe', 'pipe'] });
  started.push(child);
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const deadline = Date.now() + 20_000;
  while (!/sample VINs/.test(output)) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the stand-in did not start from its snapshot: ${output}`);
    await new Promise((r) => setTimeout(r, 20));
  }
  const url = /Stand-in parts provider: (\S+)/.exec(output)?.[1] ?? '';
  const provider = { url, apiKey: 'heap-test-key', providerId: 22610 } as StandInProvider;
  return { provider, output: () => output };
}

const makeNames = async (p: StandInProvider) => rows(await call(p, 'getManufacturers2', AR)).map((m) => m.manuName);

describe("the stand-in provider's heap snapshot", () => {
  it('is taken of the data set beside it, and a stand-in started from it answers as one that read the set', async () => {
    expect(buildProviderHeap(dataDir)).toBe(true);
    expect(fs.existsSync(providerHeapFile(dataDir))).toBe(true);
    const { provider, output } = await startFromHeap();
    // The set came with the heap: nothing read again.
    expect(output()).toMatch(/data set held already \(heap snapshot\) in \d+ ms/);
    const reading = await startStandInProvider({ dataDir });
    try {
      expect(await makeNames(provider)).toEqual(await makeNames(reading));
      const vw = rows(await call(reading, 'getManufacturers2', AR)).find((m) => m.manuName === 'Volkswagen');
      const models = async (p: StandInProvider) => rows(await call(p, 'getModelSeries2', { ...AR, manuId: vw?.manuId }));
      expect((await models(provider)).length).toBeGreaterThan(10);
      expect(await models(provider)).toEqual(await models(reading));
    } finally {
      await reading.close();
    }
  });

  it('never answers a set that is no longer the one on disk: a set written again is read from disk, and a snapshot taken again', async () => {
    const taken = providerHeapArgs(dataDir);
    expect(taken).not.toBeNull();
    // The set written again, as the generator writes one: new files (a new meta.json among them).
    const dir = path.join(dataDir, 'provider');
    const catalogue = JSON.parse(fs.readFileSync(path.join(dir, 'catalogue.json'), 'utf8')) as { makes: { name: string }[] };
    const renamed = catalogue.makes.find((m) => m.name === 'Volkswagen');
    expect(renamed).toBeDefined();
    if (renamed) renamed.name = 'Volkswagen Argentina';
    for (const file of ['catalogue.json', 'meta.json']) {
      const text = file === 'catalogue.json' ? JSON.stringify(catalogue) : fs.readFileSync(path.join(dir, file), 'utf8');
      fs.rmSync(path.join(dir, file));
      fs.writeFileSync(path.join(dir, file), text);
    }
    // `npm start` finds no snapshot of these files (it starts the stand-in from its bundle and takes one).
    expect(providerHeapArgs(dataDir)).toBeNull();
    // One started from the old snapshot all the same reads the set on disk.
    const { provider, output } = await startFromHeap(taken ?? undefined);
    expect(output()).toMatch(/data set loaded in \d+ ms/);
    const names = await makeNames(provider);
    expect(names).toContain('Volkswagen Argentina');
    expect(names).not.toContain('Volkswagen');
    // A snapshot taken now is of the set as it is, and the old one is removed.
    expect(buildProviderHeap(dataDir)).toBe(true);
    expect(fs.readdirSync(dir).filter((name) => name.endsWith('.blob'))).toEqual([path.basename(providerHeapFile(dataDir))]);
    const again = await startFromHeap();
    expect(again.output()).toMatch(/data set held already \(heap snapshot\)/);
    expect(await makeNames(again.provider)).toContain('Volkswagen Argentina');
  });
});

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WORKER_BUILD } from '../../scripts/server-build.mjs';
import { loadBundle, workerBundleBeside, WORKER_BUNDLE_NAME } from './worker-bundle';

interface Exports {
  greet(name: string): string;
  fails(): never;
  importsLater(): Promise<string>;
}

/** A CommonJS bundle with its linked source map, built as scripts/server-build.mjs builds the worker's. */
async function bundle(dir: string, word: string): Promise<string> {
  const source = path.join(dir, 'src', 'greet.ts');
  fs.mkdirSync(path.dirname(source), { recursive: true });
  fs.writeFileSync(
    source,
    [
      `export function greet(name: string): string {`,
      `  return '${word}, ' + name;`,
      `}`,
      `export function fails(): never {`,
      `  throw new Error('failed on purpose');`,
      `}`,
      `export async function importsLater(): Promise<string> {`,
      `  const { sep } = await import('node:path');`,
      `  return sep;`,
      `}`,
      '',
    ].join('\n'),
  );
  const file = path.join(dir, 'out', WORKER_BUNDLE_NAME);
  await build({ ...WORKER_BUILD, entryPoints: [source], bundle: true, platform: 'node', target: 'node20', sourcemap: 'linked', outfile: file, logLevel: 'silent' });
  return file;
}

const cachesBeside = (file: string) => fs.readdirSync(path.dirname(file)).filter((f) => f.endsWith('.v8-cache'));

describe('the worker bundle', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'worker-bundle-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('runs its code, dynamic imports too, and a second load takes the code cache the first one kept', async () => {
    const file = await bundle(path.join(dir, 'a'), 'Hola');
    const first = loadBundle<Exports>(file);
    expect(first.fromCache).toBe(false);
    expect(first.exports.greet('Ana')).toBe('Hola, Ana');
    expect(await first.exports.importsLater()).toBe(path.sep);
    expect(cachesBeside(file)).toEqual([]);
    expect(first.keepCodeCache()).toBe(true);
    expect(first.keepCodeCache()).toBe(false);
    expect(cachesBeside(file)).toHaveLength(1);

    const second = loadBundle<Exports>(file);
    expect(second.fromCache).toBe(true);
    expect(second.exports.greet('Ana')).toBe('Hola, Ana');
    // Loaded from its cache, it has nothing to keep.
    expect(second.keepCodeCache()).toBe(false);
  });

  it('imports modules when a new process takes the cache (V8 drops the import callback of a cached script)', async () => {
    const file = await bundle(path.join(dir, 'e'), 'Hola');
    // In a process of its own each time: within one process V8 finds the script compiled already.
    const load = () =>
      JSON.parse(
        execFileSync(
          process.execPath,
          [
            '--import',
            'tsx',
            '--input-type=module',
            '-e',
            `import { loadBundle } from ${JSON.stringify(path.resolve(import.meta.dirname, 'worker-bundle.ts'))};
             const b = loadBundle(${JSON.stringify(file)});
             const sep = await b.exports.importsLater();
             b.keepCodeCache();
             console.log(JSON.stringify({ fromCache: b.fromCache, sep }));`,
          ],
          { encoding: 'utf8' },
        ),
      ) as { fromCache: boolean; sep: string };
    expect(load()).toEqual({ fromCache: false, sep: path.sep });
    expect(load()).toEqual({ fromCache: true, sep: path.sep });
  });

  it('never runs a cache kept for other code of the same length, and keeps one cache only', async () => {
    const file = await bundle(path.join(dir, 'b'), 'Hola');
    const before = fs.statSync(file).size;
    loadBundle<Exports>(file).keepCodeCache();
    const [old] = cachesBeside(file);

    // Rebuilt with a word of the same length: V8 alone would take the old cache (it checks the length).
    await bundle(path.join(dir, 'b'), 'Chau');
    expect(fs.statSync(file).size).toBe(before);
    const rebuilt = loadBundle<Exports>(file);
    expect(rebuilt.fromCache).toBe(false);
    expect(rebuilt.exports.greet('Ana')).toBe('Chau, Ana');
    expect(rebuilt.keepCodeCache()).toBe(true);
    expect(cachesBeside(file)).toHaveLength(1);
    expect(cachesBeside(file)[0]).not.toBe(old);
  });

  it("names the source's file and line in a stack trace through the bundle, with source maps on", async () => {
    const file = await bundle(path.join(dir, 'c'), 'Hola');
    const enabled = process.sourceMapsEnabled;
    const prepare = Error.prepareStackTrace;
    process.setSourceMapsEnabled(true);
    try {
      const { exports } = loadBundle<Exports>(file);
      let stack = '';
      try {
        exports.fails();
      } catch (err) {
        stack = (err as Error).stack ?? '';
      }
      expect(stack).toContain('Error: failed on purpose');
      expect(stack).toMatch(new RegExp(`at fails \\(${path.join(dir, 'c', 'src', 'greet.ts').replaceAll('/', '\\/')}:5:9\\)`));
      expect(stack).not.toContain(WORKER_BUNDLE_NAME);
    } finally {
      process.setSourceMapsEnabled(enabled);
      Error.prepareStackTrace = prepare;
    }
  });

  it('is found beside a bundled entry only', async () => {
    const file = await bundle(path.join(dir, 'd'), 'Hola');
    expect(workerBundleBeside(path.join(path.dirname(file), 'main.mjs'))).toBe(file);
    expect(workerBundleBeside(path.join(path.dirname(file), 'main.ts'))).toBeNull();
    expect(workerBundleBeside(path.join(dir, 'main.mjs'))).toBeNull();
  });
});

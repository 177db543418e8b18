import crypto from 'node:crypto';
import fs from 'node:fs';
import Module, { createRequire, findSourceMap, SourceMap, type SourceMapping } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';

// A gateway worker started from the bundle (`npm start`, the benches, the reliability tests) runs
// the whole of its code, the packages with it, from one CommonJS file that scripts/server-build.mjs
// writes beside the gateway's entry: loading the worker's hundreds of modules one by one (resolving
// each, reading it, parsing CommonJS packages' exports for ES modules) cost a worker's start more
// than half a second of processor time. That one file is compiled with a V8 code cache kept beside
// it, written by the first worker that had none, once it has served: the next start finds the
// functions of its start and of a first page compiled already.

/** The worker's bundle, beside the gateway's bundled entry (scripts/server-build.mjs writes it). */
export const WORKER_BUNDLE_NAME = 'worker.cjs';

/** The primary's threads' bundle (the embedded database's, the stand-in provider's), beside the worker's. */
export const THREADS_BUNDLE_NAME = 'threads.cjs';

/** The primary's own bundle (primary-entry.ts), beside the worker's. */
export const PRIMARY_BUNDLE_NAME = 'primary.cjs';

/** A bundle (`name`) beside `entry` (the gateway's entry file), or null on the TypeScript sources. */
export function bundleBeside(entry: string, name: string): string | null {
  if (entry.endsWith('.ts')) return null;
  const file = path.join(path.dirname(entry), name);
  return fs.existsSync(file) ? file : null;
}

/** The worker's bundle beside `entry` (the gateway's entry file), or null on the TypeScript sources. */
export function workerBundleBeside(entry: string): string | null {
  return bundleBeside(entry, WORKER_BUNDLE_NAME);
}

export interface LoadedBundle<T> {
  exports: T;
  /** Whether V8 took the code cache (false: there was none, or it belonged to another build or V8). */
  fromCache: boolean;
  /**
   * Writes the code cache when the bundle was compiled without one: what this process compiled so
   * far (call it once the worker has served). Never throws: a folder the shop cannot write to
   * (a read-only image) only means compiling at every start.
   */
  keepCodeCache(): boolean;
}

/**
 * The code cache's file: named by the bundle's content, since V8 checks only a source's length
 * before it takes a cache, and a rebuilt bundle of the same length must not run the old code.
 */
function cacheFileOf(file: string, bytes: Buffer): string {
  const hash = crypto.createHash('sha256').update(bytes).digest('hex').slice(0, 20);
  return `${file}.${hash}.v8-cache`;
}

/**
 * Node 20 calls the option above experimental and says so at the bundle's first `import()`; it is
 * the only way to let a script compiled with a code cache import modules (a function in its place
 * needs --experimental-vm-modules). That one warning is left out; every other is still printed.
 */
const MAIN_CONTEXT_LOADER = 'vm.USE_MAIN_CONTEXT_DEFAULT_LOADER';

let warningLeftOut = false;

function leaveOutWarning(feature: string): void {
  if (warningLeftOut) return;
  warningLeftOut = true;
  const emitWarning = process.emitWarning;
  process.emitWarning = ((warning: string | Error, ...rest: unknown[]) => {
    if (String(warning).includes(feature)) return;
    (emitWarning as (...args: unknown[]) => void).call(process, warning, ...rest);
  }) as typeof process.emitWarning;
}

/** Loads a CommonJS bundle (its packages resolved from its folder), with its code cache when there is one. */
export function loadBundle<T>(file: string): LoadedBundle<T> {
  // Hashed as read (hashing the decoded text encodes it again: ~10 ms more of a worker's start).
  const bytes = fs.readFileSync(file);
  const source = bytes.toString('utf8');
  const cacheFile = cacheFileOf(file, bytes);
  let cachedData: Buffer | undefined;
  try {
    cachedData = fs.readFileSync(cacheFile);
  } catch {
    cachedData = undefined;
  }
  leaveOutWarning(MAIN_CONTEXT_LOADER);
  const script = new vm.Script(Module.wrap(source), {
    filename: file,
    cachedData,
    // `import()` in the bundle (the server render's entry, packages left out of it) as in any
    // module of the process, resolved from the bundle's folder.
    importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
  });
  const fromCache = cachedData !== undefined && !script.cachedDataRejected;
  if (process.sourceMapsEnabled) mapStacksLazily(file);
  const module = { exports: {} as T };
  const run = script.runInThisContext() as (exports: T, require: NodeJS.Require, module: { exports: T }, filename: string, dirname: string) => void;
  run(module.exports, createRequire(file), module, file, path.dirname(file));
  let kept = fromCache;
  return {
    exports: module.exports,
    fromCache,
    keepCodeCache() {
      if (kept) return false;
      kept = true;
      const tmp = `${cacheFile}.${process.pid}`;
      try {
        fs.writeFileSync(tmp, script.createCachedData());
        fs.renameSync(tmp, cacheFile);
        for (const old of fs.readdirSync(path.dirname(file))) {
          const other = path.join(path.dirname(file), old);
          if (other !== cacheFile && old.startsWith(`${path.basename(file)}.`) && old.endsWith('.v8-cache')) fs.rmSync(other, { force: true });
        }
        return true;
      } catch {
        fs.rmSync(tmp, { force: true });
        return false;
      }
    },
  };
}

/**
 * The bundles of this process whose stack frames are mapped, and their maps once read. Kept on the
 * global object: the worker's bundle carries its own copy of this module (the server renderer's
 * bundle is loaded from inside it), and one `Error.prepareStackTrace` serves both.
 */
interface MappedBundles {
  maps: Map<string, SourceMap | null | undefined>;
}
const MAPPED = Symbol.for('shop.mapped-bundles');

/**
 * Stack traces through a bundle name the sources' files and lines, as `--enable-source-maps`
 * does for the modules Node loads itself (not for a script compiled with `vm`). A bundle's map
 * (megabytes) is read at the first stack trace that passes through it, not at start; frames of
 * other files are mapped with the maps Node keeps for them, as before.
 */
function mapStacksLazily(file: string): void {
  const global = globalThis as typeof globalThis & { [MAPPED]?: MappedBundles };
  if (global[MAPPED]) {
    if (!global[MAPPED].maps.has(file)) global[MAPPED].maps.set(file, undefined);
    return;
  }
  const { maps } = (global[MAPPED] = { maps: new Map<string, SourceMap | null | undefined>([[file, undefined]]) });
  const mapOf = (fileName: string): SourceMap | undefined => {
    if (!maps.has(fileName)) return findSourceMap(fileName);
    let map = maps.get(fileName);
    if (map === undefined) {
      try {
        const payload = JSON.parse(fs.readFileSync(`${fileName}.map`, 'utf8')) as ConstructorParameters<typeof SourceMap>[0] & { sources: string[] };
        // The map names its sources relative to the bundle's folder.
        payload.sources = payload.sources.map((s) => path.resolve(path.dirname(fileName), s));
        map = new SourceMap(payload);
      } catch {
        map = null;
      }
      maps.set(fileName, map);
    }
    return map ?? undefined;
  };
  const frameText = (frame: NodeJS.CallSite): string => {
    const fileName = frame.getFileName();
    const line = frame.getLineNumber();
    const column = frame.getColumnNumber();
    const found = fileName && line !== null && column !== null ? mapOf(fileName)?.findEntry(line - 1, column - 1) : undefined;
    // An empty object when the position maps to nothing.
    const entry = found && 'originalSource' in found ? (found as SourceMapping) : null;
    if (!entry) return frame.toString();
    const where = `${entry.originalSource}:${entry.originalLine + 1}:${entry.originalColumn + 1}`;
    const name = frame.getFunctionName();
    return `${frame.isAsync() ? 'async ' : ''}${name ? `${name} (${where})` : where}`;
  };
  // One set before (a test runner's) still formats the traces that do not pass through a bundle.
  const previous = Error.prepareStackTrace;
  Error.prepareStackTrace = (error: Error, frames: NodeJS.CallSite[]): unknown => {
    if (previous && !frames.some((f) => maps.has(f.getFileName() ?? ''))) return previous(error, frames);
    return `${Error.prototype.toString.call(error)}${frames.map((f) => `\n    at ${frameText(f)}`).join('')}`;
  };
}

/**
 * Imports an ES module by its URL, as the process's own modules do. A gateway worker's bundle is a
 * script compiled with a V8 code cache (worker-bundle.ts), and V8 (11, Node 20) drops a cached
 * script's callback for `import()`: every `import()` in it fails with "A dynamic import callback
 * was not specified" once the cache is taken. So the bundle is built with its `import()`s of
 * packages turned into `require` (scripts/server-build.mjs), and the one module imported by URL,
 * the server render's entry, goes through the function the bundle's host gives the worker.
 */
let importer = (url: string): Promise<unknown> => import(url);

export function importModule<T>(url: string): Promise<T> {
  return importer(url) as Promise<T>;
}

/** Used by the worker's bundle: its host's `import()` (an ES module's, outside the bundle). */
export function importModulesWith(host: (url: string) => Promise<unknown>): void {
  importer = host;
}

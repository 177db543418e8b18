import fs from 'node:fs';
import path from 'node:path';

/** One chunk of the web client's build manifest (`dist/.vite/manifest.json`), as far as it is read here. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  /** Style sheets the chunk's modules import (with `cssCodeSplit`, one per page chunk). */
  css?: string[];
}

type Manifest = Record<string, ManifestChunk>;

/** The files a chunk needs before it runs: its own and those of its static imports, recursively. */
function collect(manifest: Manifest, key: string, into: Set<string>, seen = new Set<string>()): void {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return;
  seen.add(key);
  into.add(`/${chunk.file}`);
  for (const css of chunk.css ?? []) into.add(`/${css}`);
  for (const imported of chunk.imports ?? []) collect(manifest, imported, into, seen);
}

export interface PageAssets {
  scripts: string[];
  styles: string[];
}

/**
 * The scripts a rendered page's own modules need beyond the app's entry, from the build manifest:
 * given the page modules a render used (their paths in the web client, `src/...tsx`), the files of
 * their chunks and of the chunks those import, less what the entry already loads. A page's browser
 * then fetches them beside the entry instead of after it has run, and hydrates one round trip
 * sooner. Without a manifest (the development server, an older build) no page names any.
 */
export function pageAssets(clientDir: string): (modules: readonly string[]) => PageAssets {
  const files = pageFiles(clientDir);
  return (modules) => {
    const all = files(modules);
    return { scripts: all.filter((f) => f.endsWith('.js')), styles: all.filter((f) => f.endsWith('.css')) };
  };
}

/** The scripts a rendered page's own modules need beyond the app's entry (see `pageFiles`). */
export function pageScripts(clientDir: string): (modules: readonly string[]) => string[] {
  const files = pageFiles(clientDir);
  return (modules) => files(modules).filter((f) => f.endsWith('.js'));
}

function pageFiles(clientDir: string): (modules: readonly string[]) => string[] {
  const file = path.join(clientDir, '.vite', 'manifest.json');
  let manifest: Manifest = {};
  try {
    manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
  } catch {
    return () => [];
  }
  const entryFiles = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) collect(manifest, key, entryFiles);
  const known = new Map<string, string[]>();
  return (modules) => {
    const key = modules.join('\n');
    let files = known.get(key);
    if (!files) {
      const all = new Set<string>();
      for (const module of modules) collect(manifest, module, all);
      files = [...all].filter((f) => !entryFiles.has(f));
      // Only modules that exist in the manifest are remembered: the table cannot grow with requests.
      if (modules.every((m) => m in manifest)) known.set(key, files);
    }
    return files;
  };
}

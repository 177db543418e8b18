import type { Plugin } from 'vite';

/** `import { a, b as c } from '…'`, `import d, { a } from '…'` (types are gone by now). */
const NAMED_IMPORT = /\bimport\s*(?:[\w$]+\s*,\s*)?\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;

/** A feature's index: nothing but `export { … } from '…'` statements (and comments). */
const REEXPORT = /\bexport\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']\s*;?/g;

/** The names a `{ … }` list imports or re-exports: what each is called in the module it comes from. */
function importedNames(list: string): string[] {
  return list
    .split(',')
    .map((part) => part.trim().replace(/^type\s+/, ''))
    .filter((part) => part !== '')
    .map((part) => part.split(/\s+as\s+/)[0].trim());
}

/** `index.ts` of a feature: its re-exports by name, or null for a module with code of its own. */
function indexExports(code: string): Array<{ names: string[]; from: string }> | null {
  const exports = [...code.matchAll(REEXPORT)].map((m) => ({ names: importedNames(m[1]), from: m[2] }));
  const rest = code
    .replace(REEXPORT, '')
    .replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '')
    .trim();
  return rest === '' ? exports : null;
}

/**
 * Which modules the shop's entry imports statically, directly or through others: the code every
 * page runs before it is interactive. The bundler's own split puts each module a lazy page shares
 * with the entry into a small chunk of its own (a dozen files of 1–3 KB that every page preloads,
 * each a round trip on a slow network); a code-splitting group with `test: frame.has` puts them all
 * in one chunk beside the entry instead.
 *
 * A feature's `index.ts` names all of its hooks and parts; an import of one name through it brings
 * only the module that defines that name, not the index's every module: otherwise a lazy page's
 * code (a mutation hook only the cart page uses) would sit in what every page loads first.
 */
export function frameModules(entry: RegExp): { plugin: Plugin; has: (id: string) => boolean } {
  const modules = new Set<string>();
  const plugin: Plugin = {
    name: 'frame-modules',
    apply: 'build',
    // A feature's index runs no code of its own: marked free of side effects, the bundler binds each
    // name to the module defining it, so a module only lazy pages take through an index (the account
    // pages' frame, which the garage page uses) stays out of the chunks the entry loads.
    transform(code, id) {
      if (/\/client\/src\/[^/]+\/index\.tsx?$/.test(id) && indexExports(code)) return { code, map: null, moduleSideEffects: false };
      return null;
    },
    async buildEnd() {
      modules.clear();
      const resolved = new Map<string, string | null>();
      const resolve = async (source: string, importer: string) => {
        const key = `${importer}\0${source}`;
        if (!resolved.has(key)) resolved.set(key, (await this.resolve(source, importer))?.id ?? null);
        return resolved.get(key) ?? null;
      };
      const indexes = new Map<string, Map<string, string> | null>();
      /** A feature index's names and the modules defining them (null: not such an index). */
      const indexOf = async (id: string) => {
        if (!indexes.has(id)) {
          const code = this.getModuleInfo(id)?.code;
          const exports = /\/index\.tsx?$/.test(id) && code ? indexExports(code) : null;
          let byName: Map<string, string> | null = null;
          if (exports) {
            byName = new Map();
            for (const { names, from } of exports) {
              const target = await resolve(from, id);
              if (!target) {
                byName = null;
                break;
              }
              for (const name of names) byName.set(name, target);
            }
          }
          indexes.set(id, byName);
        }
        return indexes.get(id) ?? null;
      };

      const visit = async (id: string): Promise<void> => {
        if (modules.has(id)) return;
        modules.add(id);
        const info = this.getModuleInfo(id);
        if (!info) return;
        // What this module takes from feature indexes, by name.
        const taken = new Map<string, Set<string>>();
        for (const m of (info.code ?? '').matchAll(NAMED_IMPORT)) {
          const target = await resolve(m[2], id);
          if (!target || !(await indexOf(target))) continue;
          const names = taken.get(target) ?? new Set<string>();
          for (const name of importedNames(m[1])) names.add(name);
          taken.set(target, names);
        }
        for (const imported of info.importedIds) {
          const byName = await indexOf(imported);
          const names = taken.get(imported);
          if (!byName || !names || [...names].some((name) => !byName.has(name))) {
            await visit(imported);
            continue;
          }
          // The index itself has no code; only the modules of the names taken join the frame.
          modules.add(imported);
          for (const name of names) await visit(byName.get(name) as string);
        }
      };
      for (const root of [...this.getModuleIds()].filter((id) => entry.test(id))) await visit(root);
      // The entry module stays the entry chunk.
      for (const id of [...modules]) if (entry.test(id)) modules.delete(id);
    },
  };
  return { plugin, has: (id) => modules.has(id) };
}

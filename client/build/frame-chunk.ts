import type { Plugin } from 'vite';

/**
 * Which modules the shop's entry imports statically, directly or through others: the code every
 * page runs before it is interactive. The bundler's own split puts each module a lazy page shares
 * with the entry into a small chunk of its own (a dozen files of 1–3 KB that every page preloads,
 * each a round trip on a slow network); a code-splitting group with `test: frame.has` puts them all
 * in one chunk beside the entry instead.
 */
export function frameModules(entry: RegExp): { plugin: Plugin; has: (id: string) => boolean } {
  const modules = new Set<string>();
  const plugin: Plugin = {
    name: 'frame-modules',
    apply: 'build',
    buildEnd() {
      modules.clear();
      const roots = [...this.getModuleIds()].filter((id) => entry.test(id));
      const visit = (id: string) => {
        if (modules.has(id)) return;
        modules.add(id);
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported);
      };
      roots.forEach(visit);
      // The entry module stays the entry chunk.
      for (const root of roots) modules.delete(root);
    },
  };
  return { plugin, has: (id) => modules.has(id) };
}

import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { notFoundLoader, pageLoaders } from './route-loaders';
import { routes } from './routes';
import type { RouteObject } from 'react-router';

const clientRoot = path.resolve(__dirname, '..');

function leaves(list: RouteObject[]): RouteObject[] {
  return list.flatMap((route) => (route.children ? leaves(route.children) : [route]));
}

describe('page loaders', () => {
  it('name the module each one loads, as the build manifest keys it', () => {
    for (const [name, load] of Object.entries({ ...pageLoaders, notFound: notFoundLoader })) {
      expect(fs.existsSync(path.join(clientRoot, load.source)), `${name}: ${load.source}`).toBe(true);
      // The import in the loader is the same module (path under src/, without its extension).
      expect(load.toString(), name).toContain(load.source.replace(/^src\//, '').replace(/\.tsx$/, ''));
    }
  });

  it('are named in the handle of every lazy route', () => {
    const sources = new Set([...Object.values(pageLoaders), notFoundLoader].map((load) => load.source));
    const lazy = leaves(routes).filter((route) => route.lazy);
    expect(lazy.length).toBeGreaterThan(20);
    for (const route of lazy) expect(sources.has((route.handle as { page?: string }).page ?? ''), route.path ?? 'index').toBe(true);
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pageScripts } from './page-scripts';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

function clientWith(manifest: object | null): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-scripts-'));
  dirs.push(dir);
  if (manifest) {
    fs.mkdirSync(path.join(dir, '.vite'));
    fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  }
  return dir;
}

const MANIFEST = {
  'index.html': { file: 'assets/shop-1.js', isEntry: true, imports: ['_icons.js'] },
  '_icons.js': { file: 'assets/icons-1.js' },
  '_gallery.js': { file: 'assets/gallery-1.js', imports: ['_icons.js', '_zoom.js'] },
  '_zoom.js': { file: 'assets/zoom-1.js', imports: ['_gallery.js'] },
  'src/product-page.tsx': { file: 'assets/product-page-1.js', isDynamicEntry: true, imports: ['index.html', '_gallery.js'], css: ['assets/x.css'] },
};

describe('page scripts', () => {
  it("names a page's chunk and the chunks it imports, less those the entry loads, cycles included", () => {
    const scripts = pageScripts(clientWith(MANIFEST));
    expect(scripts(['src/product-page.tsx']).sort()).toEqual(['/assets/gallery-1.js', '/assets/product-page-1.js', '/assets/zoom-1.js']);
    expect(scripts([])).toEqual([]);
    expect(scripts(['src/unknown.tsx'])).toEqual([]);
  });

  it('names nothing without a manifest (the development server)', () => {
    expect(pageScripts(clientWith(null))(['src/product-page.tsx'])).toEqual([]);
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sharedBrowser } from '../../helpers/browser';
import { startTestShop } from '../../helpers/shop';
import { ensureClientBuilt, ROOT } from './build-client';
import type { ShopBrowser } from './shop-browser';

const LOCK = path.join(ROOT, 'client', '.build-lock');

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * A private copy of the built client (shop and server renderer, taken together under the build
 * lock), so a rebuild by another test run cannot swap the files under a running journey.
 */
async function snapshotClient(): Promise<{ dir: string; remove(): void }> {
  await ensureClientBuilt();
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-client-'));
  for (let waited = 0; ; waited += 200) {
    try {
      const fd = fs.openSync(LOCK, 'wx');
      try {
        fs.cpSync(path.join(ROOT, 'client', 'dist'), path.join(root, 'dist'), { recursive: true });
        fs.cpSync(path.join(ROOT, 'client', 'dist-ssr'), path.join(root, 'dist-ssr'), { recursive: true });
      } finally {
        fs.closeSync(fd);
        fs.rmSync(LOCK, { force: true });
      }
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || waited > 600_000) throw error;
      await sleep(200);
    }
  }
  return { dir: path.join(root, 'dist'), remove: () => fs.rmSync(root, { recursive: true, force: true }) };
}

/** Like `startShopBrowser`, over a private copy of the built client. */
export async function startShopBrowserOnSnapshot(): Promise<ShopBrowser> {
  const client = await snapshotClient();
  const shop = await startTestShop({ CLIENT_DIR: client.dir });
  const browser = await sharedBrowser();
  const earlier = new Set(browser.contexts());
  return {
    shop,
    browser,
    async newPage(viewport = { width: 1280, height: 900 }, { locale = 'es-AR' } = {}) {
      // axe-core is injected as a script: the shop's content security policy would refuse it.
      const context = await browser.newContext({ viewport, locale, baseURL: shop.url, bypassCSP: true });
      const page = await context.newPage();
      page.on('pageerror', (error) => console.error('page error:', error.message));
      return page;
    },
    async close() {
      // Its own and those a test opened on `browser` itself: the browser goes on to the next file.
      for (const context of browser.contexts()) if (!earlier.has(context)) await context.close().catch(() => undefined);
      await shop.close();
      client.remove();
    },
  };
}

import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { startTestShop, type TestShop } from '../../helpers/shop';
import { ensureClientBuilt, ROOT } from './build-client';

export const ARTIFACTS = path.join(ROOT, 'tests', 'artifacts');
export const DESKTOP = { width: 1280, height: 900 };
export const MOBILE = { width: 375, height: 812 };

export interface ShopBrowser {
  shop: TestShop;
  browser: Browser;
  /** A new shopper in Argentine Spanish at the given size. */
  newPage(viewport?: { width: number; height: number }, options?: { locale?: string }): Promise<Page>;
  close(): Promise<void>;
}

/**
 * Starts the shop (serving the built client) on a free port of 127.0.0.1 and a headless Chromium;
 * `env` adds or overrides the shop's variables (`PROVIDER_STANDIN_STRICT: '0'` for the lenient stand-in).
 */
export async function startShopBrowser(env: Record<string, string> = {}): Promise<ShopBrowser> {
  const clientDir = await ensureClientBuilt();
  const shop = await startTestShop({ CLIENT_DIR: clientDir, ...env });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const contexts: BrowserContext[] = [];
  return {
    shop,
    browser,
    async newPage(viewport = DESKTOP, { locale = 'es-AR' } = {}) {
      // axe-core is injected as a script, which the shop's Content-Security-Policy refuses; the policy
      // itself is checked by tests/security/csp-browser.test.ts in contexts that keep it.
      const context = await browser.newContext({ viewport, locale, baseURL: shop.url, bypassCSP: true });
      contexts.push(context);
      const page = await context.newPage();
      page.on('pageerror', (error) => console.error('page error:', error.message));
      return page;
    },
    async close() {
      for (const context of contexts) await context.close().catch(() => undefined);
      await browser.close();
      await shop.close();
    },
  };
}

/** Opens a page of the shop and waits for the frame to be on screen and interactive (hydrated). */
export async function openPage(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('#content').waitFor();
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
}

export async function saveScreenshot(page: Page, name: string, fullPage = false): Promise<string> {
  // The preloader fades out once the first route has rendered.
  await page.waitForFunction(() => !document.getElementById('preloader'));
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  const file = path.join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path: file, fullPage });
  return file;
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: unknown[] }>;
}

/** Runs axe-core in the page; returns the serious and critical violations. */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  // Panels fade in: colours are judged once their animations have finished.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const alreadyThere = await page.evaluate(() => 'axe' in window);
  if (!alreadyThere) await page.addScriptTag({ path: path.join(ROOT, 'node_modules/axe-core/axe.min.js') });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    // Parts out of sight are not rendered until they near the screen (content-visibility: auto),
    // and axe cannot judge the colours of what has no boxes: they are rendered for the audit, as
    // they are when scrolled to, and left as they were after it.
    const skipped = [...document.querySelectorAll<HTMLElement>('body *')].filter((el) => getComputedStyle(el).contentVisibility === 'auto');
    for (const el of skipped) el.style.contentVisibility = 'visible';
    try {
      const result = await axe.run(document, { resultTypes: ['violations'] });
      return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) }));
    } finally {
      for (const el of skipped) el.style.contentVisibility = '';
    }
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

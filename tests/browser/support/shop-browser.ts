import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { sharedBrowser } from '../../helpers/browser';
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
  const browser = await sharedBrowser();
  const earlier = new Set(browser.contexts());
  return {
    shop,
    browser,
    async newPage(viewport = DESKTOP, { locale = 'es-AR' } = {}) {
      // axe-core is injected as a script, which the shop's Content-Security-Policy refuses; the policy
      // itself is checked by tests/security/csp-browser.test.ts in contexts that keep it.
      const context = await browser.newContext({ viewport, locale, baseURL: shop.url, bypassCSP: true });
      const page = await context.newPage();
      watchPage(page);
      return page;
    },
    async close() {
      // Its own and those a test opened on `browser` itself: the browser goes on to the next file.
      for (const context of browser.contexts()) if (!earlier.has(context)) await context.close().catch(() => undefined);
      await shop.close();
    },
  };
}

/** What went wrong in a page so far (script errors, requests refused or failed), for a test that times out on it. */
const troubles = new WeakMap<Page, string[]>();

/** Logs a page's script errors as they happen, and keeps them with its failed requests for openPage. */
export function watchPage(page: Page): void {
  const seen: string[] = [];
  troubles.set(page, seen);
  const note = (line: string) => seen.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
  page.on('pageerror', (error) => {
    console.error('page error:', error.message);
    note(`page error: ${error.message}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') note(`console: ${message.text()}`);
  });
  page.on('requestfailed', (request) => note(`failed: ${request.method()} ${request.url()} (${request.failure()?.errorText ?? '?'})`));
  page.on('response', (response) => {
    if (response.status() >= 400) note(`${response.status()}: ${response.request().method()} ${response.url()}`);
  });
}

/**
 * Opens a page of the shop and waits for the frame to be on screen and interactive (hydrated). A page
 * that never gets there fails with what the browser saw: the document's state and status, and the
 * page's errors and failed requests.
 */
export async function openPage(page: Page, url: string): Promise<void> {
  const startedAt = Date.now();
  const response = await page.goto(url);
  try {
    await page.locator('#content').waitFor();
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  } catch (error) {
    const state = await page
      .evaluate(() => ({ readyState: document.readyState, scripts: document.scripts.length, html: document.documentElement.outerHTML.length }))
      .catch(() => null);
    const seen = troubles.get(page) ?? [];
    throw new Error(
      [
        `${url} was not interactive after ${Date.now() - startedAt} ms: ${(error as Error).message.split('\n')[0]}`,
        `document: status ${response?.status() ?? '?'}, cache ${response?.headers()['x-page-cache'] ?? '-'}, ${JSON.stringify(state)}`,
        ...(seen.length ? seen : ['no script error, no failed request']),
      ].join('\n'),
    );
  }
}

/**
 * Reloads a page and waits, as `openPage` does, until it is interactive: a click on the server's
 * HTML before the client hydrated it (a tab, a button) does nothing.
 */
export async function reloadPage(page: Page): Promise<void> {
  await openPage(page, page.url());
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

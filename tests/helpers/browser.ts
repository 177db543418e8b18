import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CLIENT_DIST, ensureClientBuilt } from '../../scripts/client-build.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { startTestShop, type TestShop } from './shop';

export { CHROMIUM_ARGS, CHROMIUM_PATH, PLAYWRIGHT_DISABLED_FEATURES } from './chromium';

/** Debian's headless Chromium (`CHROMIUM_PATH`, `CHROMIUM_ARGS`). */
export function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    // One clear line instead of a launch error per test.
    throw new Error(`No Chromium at ${CHROMIUM_PATH}: install Debian's (sudo apt-get install chromium-headless-shell chromium) or set CHROMIUM_PATH`);
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

let shared: Promise<Browser> | null = null;

/**
 * One Chromium for the test files a test process runs one after another (the browser lane does not
 * isolate them): each file opens its own contexts and closes them, never this browser, which ends
 * with the process. Launched again if it went away.
 */
export function sharedBrowser(): Promise<Browser> {
  if (!shared) {
    const launching = launchBrowser();
    shared = launching;
    launching.then(
      (browser) => browser.on('disconnected', () => {
        if (shared === launching) shared = null;
      }),
      () => {
        if (shared === launching) shared = null;
      },
    );
  }
  return shared;
}

/** Starts the shop serving the built web client (built first when stale). */
export async function startShopWithClient(env: Record<string, string> = {}): Promise<TestShop> {
  ensureClientBuilt({ quiet: true });
  return startTestShop({ CLIENT_DIR: CLIENT_DIST, ...env });
}

/** Collects the page's console errors and failed requests, to assert a page loaded cleanly. */
export function watchPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`console: ${msg.text()}`);
  });
  page.on('requestfailed', (req) => errors.push(`request failed: ${req.url()}`));
  return errors;
}

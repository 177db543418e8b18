import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CLIENT_DIST, ensureClientBuilt } from '../../scripts/client-build.mjs';
import { startTestShop, type TestShop } from './shop';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The features Playwright (1.65) turns off in every Chromium it launches. Chromium reads only the
 * last `--disable-features` it is given and Playwright's comes first, so ours repeats them;
 * `chromium-flags.test.ts` fails when a Playwright update changes its list.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Headless Debian Chromium with the flags this machine needs (no network of its own), and without
 * the address bar's pop-ups: headless Chromium 156 loads them as two web pages of its own in every
 * window (each context is one), which took half of Chromium's processor time for a shop page (a
 * listing 1.04 → 0.56 CPU s, the home 1.5 → 0.95). No page of the shop uses them.
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'].join(',')}`,
];

/** Headless Debian Chromium (`CHROMIUM_ARGS`). */
export function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    // One clear line instead of a launch error per test.
    throw new Error(`No Chromium at ${CHROMIUM_PATH}: install Debian's (sudo apt-get install chromium) or set CHROMIUM_PATH`);
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

/** Where Debian's Chromium is, and the flags every browser test launches it with. */
import { existsSync } from 'node:fs';

/** Debian's `chromium-headless-shell`: Chromium's headless shell, the build Playwright runs headless. */
export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

/**
 * The browser the tests drive: `CHROMIUM_PATH` when set, else Debian's headless shell when it is
 * installed, else Debian's Chromium (headless). The shell renders with the same Blink and V8 as
 * Chromium 156 without the browser's own windows and services: the same five browser test files
 * took 86 processor seconds on it against 101 on `chromium --headless`, and the browser lane is the
 * suite's largest user of the processor.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : '/usr/bin/chromium');

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

/**
 * Which test file runs in which lane. vitest.config.ts makes one vitest project of each (the unit
 * lane is two: `unit` in Node, `client` in jsdom) and scripts/test-lanes.ts runs the lanes, in
 * parallel where the machine bears it. Every test file is in exactly one lane: the API lane takes
 * whatever under tests/ the others leave.
 */

/** Pure rules and modules, run without a shop: server, shared, fixtures and scripts, and the files under tests/ that start nothing. */
export const UNIT = [
  'server/**/*.test.ts',
  'shared/**/*.test.ts',
  'fixtures/**/*.test.ts',
  'scripts/**/*.test.ts',
  'admin/src/**/*.test.ts',
  'tests/apps/operations-manifest.test.ts',
  'tests/browser/route-table.test.ts',
  'tests/browser/chromium-flags.test.ts',
  'tests/foundation/config.test.ts',
  'tests/i18n/locales.test.ts',
  'tests/provider/settings.test.ts',
];

/** The React components, in jsdom. */
export const CLIENT = ['client/src/**/*.test.{ts,tsx}', 'admin/src/**/*.test.tsx'];

/** Pages driven in Chromium (each file starts a shop serving the built client, and a browser). */
export const BROWSER = [
  'tests/browser/**/*.test.ts',
  'tests/foundation/browser.test.ts',
  'tests/security/csp-browser.test.ts',
  'tests/ssr/server-rendering.test.ts',
  'tests/ssr/streaming.test.ts',
];

/** Gateways as processes of their own killed (-9), frozen (SIGSTOP) and loaded: run alone, they measure time. */
export const RELIABILITY = ['tests/reliability/**/*.test.ts'];

/** GraphQL and HTTP against a started shop, no browser: everything else under tests/. */
export const API = ['tests/**/*.test.ts'];

/** What the API lane leaves to the other lanes. */
export const API_EXCLUDE = [...UNIT.filter((p) => p.startsWith('tests/')), ...BROWSER, ...RELIABILITY];

/** The browser lane's pattern also matches this pure file, which runs in the unit lane. */
export const BROWSER_EXCLUDE = UNIT.filter((p) => p.startsWith('tests/browser/'));

import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { API, API_EXCLUDE, BROWSER, BROWSER_EXCLUDE, CLIENT, RELIABILITY, UNIT } from './tests/lanes.ts';

// One project per lane (tests/lanes.ts says which file runs where); the unit lane is two projects,
// `unit` in Node and `client` (the React components) in jsdom. `npm test` runs the lanes through
// scripts/test-lanes.ts; `npx vitest run --project api path/to/a.test.ts` runs one file.

/** A project of files that run in Node (everything but the React components). */
function nodeProject(name: string, include: string[], exclude: string[] = [], retry = 0): TestProjectInlineConfiguration {
  return {
    // Node loads graphql's CommonJS build for the packages that depend on it; the shop's own
    // code must get the same instance, not the ES build Vite would pick by default.
    resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
    test: {
      name,
      environment: 'node',
      include,
      exclude: [...configDefaults.exclude, ...exclude],
      testTimeout: 60_000,
      hookTimeout: 120_000,
      retry,
      pool: 'forks',
      // The built server renderer is loaded by Node as it is, as the gateway loads it outside tests.
      server: { deps: { external: [/\/client\/dist-ssr\//] } },
    },
  };
}

export default defineConfig({
  test: {
    projects: [
      nodeProject('unit', UNIT),
      {
        plugins: [react()],
        test: {
          name: 'client',
          environment: 'jsdom',
          include: CLIENT,
          setupFiles: ['client/src/test/setup.ts', 'tests/setup/client-timeouts.ts'],
          // Beside the checks on two cores (see tests/setup/client-timeouts.ts).
          testTimeout: 30_000,
        },
      },
      nodeProject('api', API, API_EXCLUDE),
      // In CI a browser test that fails is run once more: a real browser beside the API lane on two
      // cores now and then misses a wait by a few seconds. The summary of `npm test` names every test
      // that passed only the second time, with its first failure (scripts/test-lanes.ts).
      nodeProject('browser', BROWSER, BROWSER_EXCLUDE, process.env.CI ? 1 : 0),
      nodeProject('reliability', RELIABILITY),
    ],
  },
});

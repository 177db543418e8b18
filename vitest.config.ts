import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { API, API_EXCLUDE, BROWSER, BROWSER_EXCLUDE, CLIENT, RELIABILITY, UNIT } from './tests/lanes.ts';

// One project per lane (tests/lanes.ts says which file runs where); the unit lane is two projects,
// `unit` in Node and `client` (the React components) in jsdom. No lane isolates its files from one
// another (a process per lane worker runs its files one after another, loading the modules once):
// no test mocks a module or changes the environment, and each file starts what it needs. `npm test` runs the lanes through
// scripts/test-lanes.ts; `npx vitest run --project api path/to/a.test.ts` runs one file.

/** A project of files that run in Node (everything but the React components). */
function nodeProject(name: string, include: string[], exclude: string[] = [], retry = 0, isolate = true): TestProjectInlineConfiguration {
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
      // expect.poll waits for what a shop does in its own time (a job run, a probe answered): up to
      // 10 s (1 s by default) when two cores run several lanes at once, polling every 50 ms as before.
      expect: { poll: { timeout: 10_000 } },
      pool: 'forks',
      isolate,
      // The built server renderer is loaded by Node as it is, as the gateway loads it outside tests.
      server: { deps: { external: [/\/client\/dist-ssr\//] } },
    },
  };
}

export default defineConfig({
  test: {
    projects: [
      nodeProject('unit', UNIT, [], 0, false),
      {
        plugins: [react()],
        test: {
          name: 'client',
          environment: 'jsdom',
          // One jsdom for the files a worker runs (Testing Library empties the document after each
          // test): a new one per file cost more than the tests themselves.
          isolate: false,
          include: CLIENT,
          setupFiles: ['client/src/test/setup.ts', 'tests/setup/client-timeouts.ts'],
          // Beside the checks on two cores (see tests/setup/client-timeouts.ts).
          testTimeout: 30_000,
        },
      },
      // The API and browser lanes run their files one after another in one process without isolating
      // them: each file starts its own shop (and the browser lane's its own browser contexts), so
      // what they share is the modules already loaded (a second and more a file) and one Chromium
      // (tests/helpers/browser.ts); no test mocks a module or changes the environment.
      // In CI a test of these two lanes that fails is run once more: a real browser beside the API
      // lane on two cores now and then misses a wait by a few seconds, and a gateway started beside
      // Chromium and its shops now and then misses a test's time. The summary of `npm test` names
      // every test that passed only the second time, with its first failure (scripts/test-lanes.ts).
      nodeProject('api', API, API_EXCLUDE, process.env.CI ? 1 : 0, false),
      nodeProject('browser', BROWSER, BROWSER_EXCLUDE, process.env.CI ? 1 : 0, false),
      nodeProject('reliability', RELIABILITY),
    ],
  },
});

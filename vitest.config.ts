import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Two projects: everything that runs in Node (server, provider, API and browser tests)
// and the React components, which run in jsdom.
export default defineConfig({
  test: {
    projects: [
      {
        // Node loads graphql's CommonJS build for the packages that depend on it; the shop's own
        // code must get the same instance, not the ES build Vite would pick by default.
        resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
        test: {
          name: 'node',
          environment: 'node',
          include: ['server/**/*.test.ts', 'shared/**/*.test.ts', 'fixtures/**/*.test.ts', 'tests/**/*.test.ts', 'scripts/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          // The built server renderer is loaded by Node as it is, as the gateway loads it outside tests.
          server: { deps: { external: [/\/client\/dist-ssr\//] } },
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['client/src/**/*.test.{ts,tsx}'],
          setupFiles: ['client/src/test/setup.ts'],
        },
      },
    ],
  },
});

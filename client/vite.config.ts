import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const root = path.dirname(fileURLToPath(import.meta.url));
const api = process.env.API_URL ?? 'http://127.0.0.1:4000';

// The web client: index.html is the shop, sandbox.html the offline GraphQL explorer.
export default defineConfig({
  root,
  plugins: [react()],
  build: {
    outDir: path.join(root, 'dist'),
    // Browsers that understand :dir(rtl) natively; older targets make the minifier rewrite it as a
    // list of right-to-left language codes, which never matches the en-RTL interface.
    cssTarget: ['chrome120', 'edge120', 'firefox121', 'safari17'],
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: {
      input: {
        shop: path.join(root, 'index.html'),
        sandbox: path.join(root, 'sandbox.html'),
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/graphql': api,
      '/healthz': api,
      '/readyz': api,
      '/media': api,
      '/provider': api,
    },
  },
});

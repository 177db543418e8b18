import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type BuildEnvironmentOptions, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { precompiledDocuments } from './build/precompiled-documents.ts';
import { frameModules } from './build/frame-chunk.ts';
import { routerForProduction } from './build/router-production.ts';

const root = path.dirname(fileURLToPath(import.meta.url));
/** The staff's app (admin/): its own entry, built in its own mode (`--mode admin`). */
const adminRoot = path.resolve(root, '..', 'admin');
const frame = frameModules(/client\/src\/main\.tsx$/);
const api = process.env.API_URL ?? 'http://127.0.0.1:4000';

// Browsers that understand :dir(rtl) natively; older targets make the minifier rewrite it as a
// list of right-to-left language codes, which never matches the en-RTL interface.
const cssTarget = ['chrome120', 'edge120', 'firefox121', 'safari17'];

/**
 * Three builds from one config (scripts/client-build.mjs runs them in this order):
 * - the shop (default mode) into dist/: index.html, one style sheet for every page, a manifest
 *   the gateway reads to link the scripts of the page it renders;
 * - the GraphQL explorer (`--mode sandbox`) into dist/ beside it, so the shop's chunks and style
 *   sheet carry nothing of the explorer;
 * - the server renderer (`--ssr src/entry-server.tsx`) into dist-ssr/, never served: the gateway
 *   imports it to render every page;
 * - the staff's app (`--mode admin`, sources in admin/) into dist/ beside it as the explorer is
 *   (admin.html, served for every address under /admin by server/admin/http.ts): it imports the
 *   design system and the i18n setup, and the shop's chunks and style sheet carry nothing of it.
 */
function buildFor(mode: string, isSsrBuild: boolean): BuildEnvironmentOptions {
  if (isSsrBuild) {
    return {
      outDir: path.join(root, 'dist-ssr'),
      emptyOutDir: true,
      copyPublicDir: false,
      sourcemap: true,
      rollupOptions: { input: path.join(root, 'src/entry-server.tsx') },
    };
  }
  if (mode === 'admin') {
    return {
      outDir: path.join(root, 'dist'),
      emptyOutDir: false,
      copyPublicDir: false,
      cssTarget,
      sourcemap: true,
      rollupOptions: { input: { admin: path.join(adminRoot, 'admin.html') } },
    };
  }
  if (mode === 'sandbox') {
    return {
      outDir: path.join(root, 'dist'),
      emptyOutDir: false,
      cssTarget,
      sourcemap: true,
      rollupOptions: { input: { sandbox: path.join(root, 'sandbox.html') } },
    };
  }
  return {
    outDir: path.join(root, 'dist'),
    emptyOutDir: true,
    cssTarget,
    sourcemap: true,
    manifest: true,
    // One style sheet for the frame and every page (about 20 KB gzip), linked by index.html and
    // kept by the browser for good: under a slow mobile network each further render-blocking sheet
    // costs the first paint a round trip, and a listing needed eight of them.
    cssCodeSplit: false,
    rollupOptions: {
      input: { shop: path.join(root, 'index.html') },
      output: {
        codeSplitting: {
          groups: [
            // Everything the entry imports statically in one chunk beside it (client/build/frame-chunk.ts).
            { name: 'frame', test: frame.has, priority: 2 },
            // The rest of the design system (what only pages use) in one chunk, not a file per component.
            { name: 'ui', test: /client\/src\/ui\/(?!gallery\/)/, priority: 1 },
            // What the catalogue's pages share (listings, tiles, notices) in one chunk: a listing
            // loads its page and this, not six small files.
            { name: 'catalog', test: /client\/src\/(catalog\/|lib\/section-page\/)/, minShareCount: 2 },
          ],
        },
      },
    },
  };
}

/**
 * The shop serves translations at /assets/i18n/{code}.json (server/http/static.ts); the development
 * server has them at /i18n/ (client/public/i18n), so it answers the shop's address the same way.
 */
function translationsAtAssets(): Plugin {
  return {
    name: 'translations-at-assets',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (req.url?.startsWith('/assets/i18n/')) req.url = req.url.slice('/assets'.length);
        next();
      });
    },
  };
}

/** The staff app's development server: every /admin address but its API answers with admin.html. */
function adminPages(): Plugin {
  return {
    name: 'admin-pages',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const pathname = req.url?.split('?')[0] ?? '';
        if ((pathname === '/admin' || pathname.startsWith('/admin/')) && !pathname.startsWith('/admin/graphql') && !/\.[^/]*$/.test(pathname)) req.url = '/admin.html';
        next();
      });
    },
  };
}

export default defineConfig(({ mode, isSsrBuild = false }) => ({
  root: mode === 'admin' ? adminRoot : root,
  // The staff's app reads the shop's public files in development (its icon).
  ...(mode === 'admin' ? { publicDir: path.join(root, 'public') } : {}),
  plugins:
    mode === 'admin'
      ? [routerForProduction(), react(), adminPages()]
      : [precompiledDocuments(path.join(root, 'src', 'gql')), routerForProduction(), react(), translationsAtAssets(), frame.plugin],
  // Short class names in the built pages (a listing carries several hundred); readable ones in
  // development. The shop's build and its server renderer name each class alike.
  css: mode === 'development' ? {} : { modules: { generateScopedName: '_[hash:base64:6]' } },
  build: buildFor(mode, isSsrBuild),
  // The server renderer carries its own production builds of React and the libraries around it
  // (whatever NODE_ENV the gateway runs with); only graphql stays outside, so the renderer runs
  // queries with the same graphql the gateway's schema was built with.
  ...(isSsrBuild
    ? {
        ssr: { noExternal: true, external: ['graphql'], target: 'node' as const },
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      }
    : {}),
  server: {
    port: 5173,
    proxy: {
      '/admin/graphql': api,
      '/graphql': api,
      '/healthz': api,
      '/readyz': api,
      '/media': api,
      '/provider': api,
    },
  },
}));

import fs from 'node:fs';
import path from 'node:path';
import express from 'express';
import type { GraphQLSchema } from 'graphql';
import type { Config } from '../config';
import type { AppServices } from '../services';
import type { CatalogVersion } from '../catalog/catalog-version';
import type { SharedRedis } from '../redis';
import { createPageRenderer } from '../render/page-renderer';
import type { PageCache } from '../render/page-cache';
import { mountSeoFiles } from '../render/seo-files';
import { compressedFiles } from './compressed-files';
import { translationsVersion } from '../render/translations';
import { applyCachePolicy } from '../cache/policy';

// /admin is the staff side's (server/admin/http.ts): never rendered here.
const API_PREFIXES = ['/graphql', '/healthz', '/readyz', '/provider', '/admin'];

export interface PageRendering {
  schema: GraphQLSchema;
  services: AppServices;
  /** The session middleware, so a page renders with the shopper's session like an API request. */
  sessionHandlers: express.RequestHandler[];
  /** The catalogue's version: rendered pages are kept under it. */
  catalogVersion: CatalogVersion;
  /** Redis, when the shop has one: rendered pages are shared through it. */
  redis: SharedRedis | null;
  /** The page cache, shared with the pages answered in front of the application (render/page-front.ts). */
  pages?: PageCache;
}

/**
 * Serves the built web client: hashed assets for a year (immutable), other files briefly,
 * `robots.txt` and `sitemap.xml`, and every other GET that asks for a page rendered on the server
 * from the client's route table (the browser's router takes over after hydration). The GraphQL
 * explorer page (sandbox.html) is served at /sandbox only while introspection is on.
 */
export function mountClient(app: express.Express, config: Config, rendering: PageRendering): void {
  const dir = config.clientDir;
  if (!dir || !fs.existsSync(path.join(dir, 'index.html'))) return;
  const sandboxHtml = path.join(dir, 'sandbox.html');
  const { services, schema } = rendering;
  const renderPage = createPageRenderer({ clientDir: dir, ssrDir: `${dir}-ssr`, schema, services, catalogVersion: rendering.catalogVersion, redis: rendering.redis, pages: rendering.pages, log: services.log });

  // Translations (client/public/i18n) at the specification's assets/i18n/{code}.json, before the
  // hashed assets' immutable rule: asked with their version (`?v=`, as pages name them) they are
  // kept for good, else an hour.
  const i18nDir = path.join(dir, 'i18n');
  const versions = new Map<string, string>();
  const versionOf = (name: string): string | null => {
    if (!versions.has(name)) {
      const file = path.join(i18nDir, path.basename(name));
      versions.set(name, fs.existsSync(file) ? translationsVersion(fs.readFileSync(file)) : '');
    }
    return versions.get(name) || null;
  };
  const translationCaching = (res: express.Response) => {
    const req = res.req;
    const asked = typeof req.query.v === 'string' ? req.query.v : null;
    const current = asked ? versionOf(req.path) : null;
    applyCachePolicy(res, asked && asked === current ? 'immutable-asset' : 'unversioned-asset');
  };
  app.use(
    '/assets/i18n',
    compressedFiles(i18nDir, translationCaching),
    express.static(i18nDir, { index: false, maxAge: '1h', fallthrough: false }),
  );
  // Their former address, still linked from pages and scripts already out there, sends there.
  app.use('/i18n', (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    translationCaching(res);
    res.redirect(301, `/assets/i18n${req.url}`);
  });
  const assetsDir = path.join(dir, 'assets');
  app.use(
    '/assets',
    compressedFiles(assetsDir, (res) => applyCachePolicy(res, 'immutable-asset')),
    express.static(assetsDir, { immutable: true, maxAge: '365d', index: false, fallthrough: false }),
  );
  app.get(['/sandbox', '/graphql'], (req, res, next) => {
    if (!config.introspection || !req.accepts('html') || !fs.existsSync(sandboxHtml)) return next();
    if (req.path === '/graphql' && req.get('accept')?.includes('application/json')) return next();
    applyCachePolicy(res, 'app-html');
    res.sendFile(sandboxHtml);
  });
  mountSeoFiles(app, { schema, services });
  // The explorer's page is served at /sandbox alone (above, only while introspection is on), never as a file.
  const files = express.static(dir, { index: false, maxAge: '1h', setHeaders: noCacheHtml });
  // A page's address (no file extension) is never a file: it goes straight to the renderer.
  app.use((req, res, next) => (isSandboxFile(req.path) || !/\.[^/]*$/.test(req.path) ? next() : files(req, res, next)));
  // Browsers ask for /favicon.ico on their own (the explorer's page names no icon): the shop's icon is an SVG.
  app.get('/favicon.ico', (_req, res) => res.redirect(301, '/favicon.svg'));
  app.get(/.*/, (req, _res, next) => {
    if (API_PREFIXES.some((p) => req.path === p || req.path.startsWith(p + '/'))) return next('route');
    // A missing file (a name with an extension) is not a page of the shop.
    if (!req.accepts('html') || /\.[a-z0-9]{2,5}$/i.test(req.path)) return next('route');
    // A path that does not decode (a malformed escape) names no page: 400, as for any other route.
    if (!decodes(req.path)) return next(Object.assign(new URIError(`Malformed URL path: ${req.path}`), { status: 400 }));
    next();
  }, ...rendering.sessionHandlers, (req, res) => renderPage(req, res));
}

function decodes(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/** Whether a request path names the explorer's file (however its characters are escaped). */
function isSandboxFile(pathname: string): boolean {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape: the static handler refuses it anyway.
  }
  return path.posix.basename(decoded).toLowerCase() === 'sandbox.html';
}

function noCacheHtml(res: express.Response, file: string): void {
  if (file.endsWith('.html')) applyCachePolicy(res, 'app-html');
}

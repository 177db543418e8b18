import fs from 'node:fs';
import path from 'node:path';
import express from 'express';
import type { Config } from '../config';

const API_PREFIXES = ['/graphql', '/healthz', '/readyz', '/provider'];

/**
 * Serves the built web client: hashed assets for a year (immutable), other files briefly, and
 * index.html for any other GET that asks for a page (the client's router takes it from there).
 * The GraphQL explorer page (sandbox.html) is served at /sandbox only while introspection is on.
 */
export function mountClient(app: express.Express, config: Config): void {
  const dir = config.clientDir;
  if (!dir || !fs.existsSync(path.join(dir, 'index.html'))) return;
  const indexHtml = path.join(dir, 'index.html');
  const sandboxHtml = path.join(dir, 'sandbox.html');

  app.use(
    '/assets',
    express.static(path.join(dir, 'assets'), { immutable: true, maxAge: '365d', index: false, fallthrough: false }),
  );
  app.get(['/sandbox', '/graphql'], (req, res, next) => {
    if (!config.introspection || !req.accepts('html') || !fs.existsSync(sandboxHtml)) return next();
    if (req.path === '/graphql' && req.get('accept')?.includes('application/json')) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(sandboxHtml);
  });
  // The explorer's page is served at /sandbox alone (above, only while introspection is on), never as a file.
  const files = express.static(dir, { index: false, maxAge: '1h', setHeaders: noCacheHtml });
  app.use((req, res, next) => (isSandboxFile(req.path) ? next() : files(req, res, next)));
  app.get(/.*/, (req, res, next) => {
    if (API_PREFIXES.some((p) => req.path === p || req.path.startsWith(p + '/'))) return next();
    if (!req.accepts('html')) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexHtml);
  });
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
  if (file.endsWith('.html')) res.setHeader('Cache-Control', 'no-cache');
}

import fs from 'node:fs';
import path from 'node:path';
import express from 'express';
import { compressedFiles } from './compressed-files';
import { applyCachePolicy } from '../cache/policy';

/** The staff API's own address under /admin: never the staff app's page. */
const ADMIN_API = /^\/admin\/graphql(\/|$)/;

/**
 * Serves the staff's app (built from admin/ into `${clientDir}/admin`, scripts/client-build.mjs):
 * its hashed files under /admin/assets for a year, its translations under /admin/i18n, and its one page for /admin and every address
 * below it (the browser's router takes over), never rendered on the server and never kept by
 * anyone (`no-store`: it is the door to the back office). Other file names under /admin are not
 * files of the app.
 */
export function mountAdminApp(app: express.Express, clientDir: string): void {
  const dir = path.join(clientDir, 'admin');
  const page = path.join(dir, 'index.html');
  if (!fs.existsSync(page)) return;
  const assetsDir = path.join(dir, 'assets');
  app.use(
    '/admin/assets',
    compressedFiles(assetsDir, (res) => applyCachePolicy(res, 'immutable-asset')),
    express.static(assetsDir, { immutable: true, maxAge: '365d', index: false, fallthrough: false }),
  );
  // Its translations (the whole files, with the `admin.*` texts the shop's copy leaves out), checked
  // with the gateway on every use: they change with a deployment and are named without a version.
  const i18nDir = path.join(dir, 'i18n');
  app.use(
    '/admin/i18n',
    compressedFiles(i18nDir, (res) => res.setHeader('Cache-Control', 'no-cache')),
    express.static(i18nDir, { index: false, fallthrough: false, setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache') }),
  );
  app.get(['/admin', '/admin/{*rest}'], (req, res, next) => {
    if (ADMIN_API.test(req.path)) return next();
    if (/\.[^/]*$/.test(req.path)) {
      res.setHeader('Cache-Control', 'no-store');
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    res.setHeader('Cache-Control', 'no-store');
    res.sendFile(page);
  });
}

import fs from 'node:fs';
import path from 'node:path';
import type express from 'express';

/** The staff API's own address under /admin: never the staff app's page. */
const ADMIN_API = /^\/admin\/graphql(\/|$)/;

/**
 * Serves the staff's app: its one page (`admin.html`, built beside the shop's by
 * scripts/client-build.mjs; its files are the shop's /assets) for /admin and every address below it
 * (the browser's router takes over), never rendered on the server and never kept by anyone
 * (`no-store`: it is the door to the back office).
 */
export function mountAdminApp(app: express.Express, clientDir: string): void {
  const page = path.join(clientDir, 'admin.html');
  if (!fs.existsSync(page)) return;
  app.get(['/admin', '/admin/{*rest}'], (req, res, next) => {
    if (ADMIN_API.test(req.path) || !req.accepts('html')) return next();
    res.setHeader('Cache-Control', 'no-store');
    res.sendFile(page, { cacheControl: false, lastModified: false, etag: false });
  });
}

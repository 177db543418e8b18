import fs from 'node:fs';
import path from 'node:path';
import type express from 'express';
import { pickEncoding } from './encodings';

/**
 * Serves the build's files compressed when the browser accepts it: each compressible file has a
 * Brotli (`.br`) and a gzip (`.gz`) copy made at build time, so nothing is compressed per request.
 * Falls through to the plain file otherwise. `headers` sets caching like the plain file's.
 */
export function compressedFiles(dir: string, headers: (res: express.Response, file: string) => void): express.RequestHandler {
  const exists = new Map<string, boolean>();
  const has = (file: string) => {
    let known = exists.get(file);
    if (known === undefined) {
      known = fs.existsSync(file);
      exists.set(file, known);
    }
    return known;
  };
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let relative: string;
    try {
      relative = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    const file = path.join(dir, relative);
    if (!file.startsWith(dir + path.sep) || relative.includes('\0')) return next();
    const encoding = pickEncoding(req.headers['accept-encoding'], (suffix) => has(file + suffix));
    res.vary('Accept-Encoding');
    if (!encoding || !has(file)) return next();
    headers(res, file);
    res.setHeader('Content-Encoding', encoding.name);
    res.type(path.extname(file));
    res.sendFile(file + encoding.suffix, { cacheControl: false }, (err) => {
      if (err && !res.headersSent) next();
    });
  };
}

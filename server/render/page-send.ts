import { Writable } from 'node:stream';
import type { Request, Response } from 'express';
import type { PageRender } from '../../client/src/entry-server';
import { applyCachePolicy } from '../cache/policy';
import { acceptedEncoding } from '../http/encodings';
import { documentEnd, documentStart, type DocumentTemplate, type PageHead } from './document';
import type { RenderedPage } from './page-cache';
import { sendHtml } from './send-html';

// How a rendered page leaves the gateway: whole (kept or not, compressed as asked, 304 when the
// browser has it), streamed as its data arrives, or the plain client app when a render fails.

/** Collects a stream's bytes into one string. */
export class Collect extends Writable {
  private chunks: Buffer[] = [];
  readonly done: Promise<string>;
  private finish!: (html: string) => void;
  constructor() {
    super();
    this.done = new Promise((resolve) => (this.finish = resolve));
  }
  override _write(chunk: Buffer | string, _encoding: BufferEncoding, callback: () => void): void {
    this.chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
    callback();
  }
  override _final(callback: () => void): void {
    this.finish(Buffer.concat(this.chunks).toString('utf8'));
    callback();
  }
}

/** The plain client app (index.html): the page is rendered in the browser. */
export function sendShell(req: Request, res: Response, rawTemplate: string): Promise<void> {
  res.status(200);
  applyCachePolicy(res, 'app-html');
  return sendHtml(req, res, rawTemplate);
}

/** Sends a whole page, compressed as asked, answering a matching `If-None-Match` with 304. */
export async function sendPage(req: Request, res: Response, page: RenderedPage): Promise<void> {
  res.setHeader('ETag', page.etag);
  res.setHeader('Content-Language', page.contentLanguage);
  res.vary('Accept-Encoding');
  if (page.status === 200 && req.headers['if-none-match'] === page.etag) {
    res.status(304).end();
    return;
  }
  res.status(page.status).type('html');
  const encoding = acceptedEncoding(req.headers['accept-encoding']);
  if (encoding) {
    const body = await page.encoded(encoding);
    res.setHeader('Content-Encoding', encoding);
    res.end(body);
  } else {
    res.end(page.identity);
  }
}

/**
 * A page whose data is slow: the head and the frame now, the rest as it arrives (never kept, it
 * carries this answer's script nonce), then the state once everything is in; aborted at `timeout`.
 */
export function streamPage(res: Response, template: DocumentTemplate, result: PageRender, head: PageHead, status: number, timeout: Promise<unknown>): void {
  res.status(status);
  applyCachePolicy(res, 'personal');
  res.setHeader('Content-Language', head.lang);
  res.type('html');
  res.write(documentStart(template, head));
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      if (res.write(chunk)) callback();
      else res.once('drain', callback);
    },
    final(callback) {
      res.end(documentEnd(template, result.state()));
      callback();
    },
  });
  void timeout.then(() => result.abort(new Error('server render ran out of time')));
  result.pipe(stream);
  res.flushHeaders();
}

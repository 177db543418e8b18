import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A shared cache (a CDN, a proxy) in front of the shop that follows the HTTP caching rules to the
 * letter: it keeps a GET answer that says `public` (or has an `s-maxage`), never one that says
 * `private`, `no-store` or `no-cache`, nor one that sets a cookie, keyed by the address and the
 * request headers named in `Vary`; it serves a kept answer while it is fresh, whoever asks.
 */
export async function startSharedCache(origin: string): Promise<{ url: string; hits: () => number; close: () => Promise<void> }> {
  const kept = new Map<string, { status: number; headers: http.OutgoingHttpHeaders; body: Buffer; vary: string[]; varyValues: string; expires: number }>();
  let hits = 0;
  const varyKey = (req: http.IncomingMessage, vary: string[]) => vary.map((name) => `${name}=${String(req.headers[name] ?? '')}`).join('&');
  const server = http.createServer((req, res) => {
    const entry = kept.get(req.url ?? '');
    if (req.method === 'GET' && entry && entry.expires > Date.now() && varyKey(req, entry.vary) === entry.varyValues) {
      hits++;
      res.writeHead(entry.status, { ...entry.headers, 'x-shared-cache': 'hit' });
      res.end(entry.body);
      return;
    }
    const upstream = http.request(origin + (req.url ?? '/'), { method: req.method, headers: { ...req.headers, host: new URL(origin).host } }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (c: Buffer) => chunks.push(c));
      answer.on('end', () => {
        const body = Buffer.concat(chunks);
        const cc = String(answer.headers['cache-control'] ?? '').toLowerCase();
        const sMaxAge = /s-maxage=(\d+)/.exec(cc)?.[1] ?? /(?:^|[ ,])max-age=(\d+)/.exec(cc)?.[1];
        const storable =
          req.method === 'GET' && answer.statusCode === 200 && !/private|no-store|no-cache/.test(cc) && /public|s-maxage/.test(cc) && !answer.headers['set-cookie'] && String(answer.headers.vary ?? '') !== '*';
        if (storable && sMaxAge && Number(sMaxAge) > 0) {
          const vary = String(answer.headers.vary ?? '')
            .split(',')
            .map((v) => v.trim().toLowerCase())
            .filter(Boolean);
          kept.set(req.url ?? '', { status: answer.statusCode ?? 200, headers: answer.headers, body, vary, varyValues: varyKey(req, vary), expires: Date.now() + Number(sMaxAge) * 1000 });
        }
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        res.end(body);
      });
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hits: () => hits,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../helpers/shop';

const EXPLORER_MARK = 'GraphQL explorer · test build';

/** A client directory shaped like client/dist: the shop's page, the explorer's page, one asset. */
function fakeClientDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-client-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html lang="es"><head><title>Autopartes del Sur</title></head><body><div id="root"></div></body></html>');
  fs.writeFileSync(path.join(dir, 'sandbox.html'), `<!doctype html><html><head><title>${EXPLORER_MARK}</title></head><body><div id="sandbox"></div></body></html>`);
  fs.writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), 'export {};\n');
  return dir;
}

const clientDir = fakeClientDir();
let dev: TestShop;
let prod: TestShop;

beforeAll(async () => {
  [dev, prod] = await Promise.all([
    startTestShop({ CLIENT_DIR: clientDir }),
    startTestShop({ NODE_ENV: 'production', SESSION_SECRET: 'p'.repeat(40), LOG_LEVEL: 'silent', CLIENT_DIR: clientDir }),
  ]);
});
afterAll(async () => {
  await Promise.all([dev?.close(), prod?.close()]);
  fs.rmSync(clientDir, { recursive: true, force: true });
});

function directives(csp: string | null): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const part of (csp ?? '').split(';').map((p) => p.trim()).filter(Boolean)) {
    const [name, ...values] = part.split(/\s+/);
    out.set(name, values);
  }
  return out;
}

describe('security headers', () => {
  it('sends a Content-Security-Policy with a fresh script nonce and no inline script otherwise, framing refused', async () => {
    const [a, b] = await Promise.all([fetch(`${dev.url}/`, { headers: { accept: 'text/html' } }), fetch(`${dev.url}/healthz`)]);
    const csp = directives(a.headers.get('content-security-policy'));
    const script = csp.get('script-src') ?? [];
    expect(script).toContain("'self'");
    expect(script.some((v) => /^'nonce-[A-Za-z0-9+/=]{20,}'$/.test(v))).toBe(true);
    expect(script).not.toContain("'unsafe-inline'");
    expect(script).not.toContain("'unsafe-eval'");
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    const otherNonce = directives(b.headers.get('content-security-policy')).get('script-src')?.find((v) => v.startsWith("'nonce-"));
    expect(otherNonce).toBeDefined();
    expect(otherNonce).not.toBe(script.find((v) => v.startsWith("'nonce-")));
    expect(a.headers.get('x-content-type-options')).toBe('nosniff');
    expect(a.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(a.headers.get('x-frame-options')).toBe('DENY');
    expect(a.headers.get('x-powered-by')).toBeNull();
  });

  it('sends HSTS in production only', async () => {
    const [d, p] = await Promise.all([fetch(`${dev.url}/healthz`), fetch(`${prod.url}/healthz`)]);
    expect(d.headers.get('strict-transport-security')).toBeNull();
    expect(p.headers.get('strict-transport-security')).toMatch(/max-age=31536000; includeSubDomains/);
    expect(directives(p.headers.get('content-security-policy')).has('upgrade-insecure-requests')).toBe(true);
  });

  it('sends the headers on GraphQL answers too', async () => {
    const res = await fetch(`${dev.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ shop { name } }' }) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('the explorer page', () => {
  const html = { accept: 'text/html' };
  const paths = ['/sandbox', '/sandbox.html', '/sandbox%2Ehtml', '/SANDBOX.HTML', '/assets/../sandbox.html'];

  it('is served at /sandbox alone while introspection is on', async () => {
    const explorer = await fetch(`${dev.url}/sandbox`, { headers: html });
    expect(await explorer.text()).toContain(EXPLORER_MARK);
    for (const p of paths.slice(1)) {
      const res = await fetch(dev.url + p, { headers: html });
      expect(await res.text(), p).not.toContain(EXPLORER_MARK);
    }
  });

  it('is served at no path in production, where introspection is off', async () => {
    for (const p of [...paths, '/graphql']) {
      const res = await fetch(prod.url + p, { headers: html });
      expect(await res.text(), p).not.toContain(EXPLORER_MARK);
    }
    // The shop's own files are still served.
    const asset = await fetch(`${prod.url}/assets/app-abc123.js`);
    expect(asset.status).toBe(200);
  });
});

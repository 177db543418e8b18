import { describe, expect, it } from 'vitest';
import { healthRequest, healthResponse } from './front';

const request = (text: string) => healthRequest(Buffer.from(text, 'latin1'));

describe('health checks answered by the primary', () => {
  it('recognises a whole GET or HEAD of /healthz or /readyz, and nothing else', () => {
    expect(request('GET /healthz HTTP/1.1\r\nHost: shop\r\nX-Request-Id: lb-42\r\n\r\n')).toEqual({ path: '/healthz', head: false, keepAlive: true, requestId: 'lb-42', hasCsrfCookie: false });
    expect(request('HEAD /readyz?probe=1 HTTP/1.0\r\nCookie: csrf-token=Kf98-it-Jyo85SodspoSMapwRc0_iY-o\r\n\r\n')).toMatchObject({ path: '/readyz', head: true, keepAlive: false, hasCsrfCookie: true });
    expect(request('GET /healthz HTTP/1.1\r\nConnection: close\r\n\r\n')).toMatchObject({ keepAlive: false });
    // Other paths, other methods, headers still arriving, a body or a second request behind: a worker's.
    expect(request('GET /healthzz HTTP/1.1\r\n\r\n')).toBeNull();
    expect(request('POST /healthz HTTP/1.1\r\nContent-Length: 0\r\n\r\n')).toBeNull();
    expect(request('GET /healthz HTTP/1.1\r\nHost: sh')).toBeNull();
    expect(request('GET /healthz HTTP/1.1\r\n\r\nGET /graphql HTTP/1.1\r\n\r\n')).toBeNull();
    // A request id the gateway would not echo is not echoed here either.
    expect(request('GET /healthz HTTP/1.1\r\nX-Request-Id: <script>\r\n\r\n')).toMatchObject({ requestId: null });
  });

  it('answers with the status, the JSON, the shop’s headers and, for a visitor without one, a CSRF cookie', () => {
    const asked = request('GET /readyz HTTP/1.1\r\nX-Request-Id: lb-1\r\n\r\n')!;
    const text = healthResponse(asked, { httpStatus: 503, body: { status: 'not ready' } }, true, true).toString('latin1');
    expect(text).toMatch(/^HTTP\/1\.1 503 Service Unavailable\r\n/);
    expect(text).toContain('\r\nCache-Control: no-store\r\n');
    expect(text).toContain('\r\nX-Request-Id: lb-1\r\n');
    expect(text).toContain('\r\nStrict-Transport-Security: max-age=31536000; includeSubDomains\r\n');
    const cookie = /\r\nSet-Cookie: (csrf-token=[\w-]{32}(?:; [^\r\n]*)?)\r\n/.exec(text)?.[1] ?? '';
    expect(cookie.split('; ').sort()).toEqual(expect.arrayContaining(['Path=/', 'SameSite=Lax', 'Secure']));
    expect(cookie).not.toMatch(/HttpOnly/i);
    expect(text).toContain('\r\nConnection: keep-alive\r\n');
    expect(text.endsWith('\r\n\r\n{"status":"not ready"}')).toBe(true);
    const head = healthResponse({ ...asked, head: true, hasCsrfCookie: true }, { httpStatus: 200, body: { status: 'ready' } }, false, false).toString('latin1');
    expect(head.endsWith('Connection: close\r\n\r\n')).toBe(true);
    expect(head).not.toContain('Set-Cookie');
    expect(head).toContain('Content-Length: 18');
  });
});

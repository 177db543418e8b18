import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderClient } from './client';
import { ProviderContractError, ProviderRedirectError, ProviderUnauthorizedError, ProviderUnavailableError } from './errors';

// A tiny provider answering what the test asks for, to check how the client reads each answer.
let answer: { status: number; body: string; headers?: Record<string, string>; delayMs?: number } = { status: 200, body: '{}' };
let seen: { headers: http.IncomingHttpHeaders; body: string } | null = null;
const server = http.createServer((req, res) => {
  let body = '';
  req.on('data', (c: Buffer) => (body += c.toString()));
  req.on('end', () => {
    seen = { headers: req.headers, body };
    setTimeout(() => {
      res.writeHead(answer.status, { 'Content-Type': 'application/json', ...answer.headers });
      res.end(answer.body);
    }, answer.delayMs ?? 0);
  });
});
let client: ProviderClient;

beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const { port } = server.address() as AddressInfo;
  client = new ProviderClient({ url: `http://127.0.0.1:${port}/endpoint`, apiKey: 'k-123', providerId: 22610, timeoutMs: 300 });
});
afterAll(async () => {
  client.close();
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

describe('provider client', () => {
  it('POSTs one operation with the provider id and the api key header, and returns the JSON', async () => {
    answer = { status: 200, body: '{"data":{"array":[{"manuId":1}]},"status":200}' };
    expect(await client.call('getManufacturers2', { country: 'AR' })).toEqual({ data: { array: [{ manuId: 1 }] }, status: 200 });
    expect(seen?.headers['x-api-key']).toBe('k-123');
    expect(JSON.parse(seen?.body ?? '')).toEqual({ getManufacturers2: { provider: 22610, country: 'AR' } });
  });

  it('reads 401 from the HTTP status or from the body of a 200', async () => {
    answer = { status: 401, body: '{"status":401,"statusText":"Access not allowed"}' };
    await expect(client.call('getBrands', {})).rejects.toBeInstanceOf(ProviderUnauthorizedError);
    answer = { status: 200, body: '{"status":401,"statusText":"Access not allowed"}' };
    await expect(client.call('getBrands', {})).rejects.toBeInstanceOf(ProviderUnauthorizedError);
  });

  it('reads other error statuses from either place as unavailable', async () => {
    answer = { status: 200, body: '{"status":400,"statusText":"Unknown Call: getVehicles"}' };
    await expect(client.call('getVehicles', {})).rejects.toThrow(/Unknown Call/);
    answer = { status: 500, body: 'oops' };
    await expect(client.call('getBrands', {})).rejects.toBeInstanceOf(ProviderUnavailableError);
  });

  it('turns a redirect into a redirect error with its location', async () => {
    answer = { status: 302, body: '', headers: { Location: 'https://login.example.com/x' } };
    const err = await client.call('getBrands', {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderRedirectError);
    expect((err as ProviderRedirectError).location).toBe('https://login.example.com/x');
  });

  it('treats malformed JSON and a missing answer within the timeout as unavailable', async () => {
    answer = { status: 200, body: '{"data": {"arr' };
    await expect(client.call('getBrands', {})).rejects.toThrow(/malformed JSON/);
    answer = { status: 200, body: '{}', delayMs: 1000 };
    await expect(client.call('getBrands', {})).rejects.toThrow(/no answer within 300 ms/);
  });

  it('reads a 400 in the body as a contract error carrying the statuses and the text', async () => {
    answer = { status: 200, body: '{"status":400,"statusText":"Field \'perPage\' must be > 0"}' };
    const err = await client.call('getArticles', { perPage: 0 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderContractError);
    expect(err).toMatchObject({ kind: 'contract', statusText: "Field 'perPage' must be > 0", detail: { httpStatus: 200, bodyStatus: 400 } });
  });

  it('classifies each failure for the log: http, body, malformed, timeout', async () => {
    const kindOf = async () => ((await client.call('getBrands', {}).catch((e: unknown) => e)) as ProviderUnavailableError);
    answer = { status: 503, body: '{"status":503,"statusText":"Service Unavailable"}' };
    expect(await kindOf()).toMatchObject({ kind: 'http', detail: { httpStatus: 503, bodyStatus: 503, statusText: 'Service Unavailable' } });
    answer = { status: 200, body: '{"status":500,"statusText":"Internal"}' };
    expect(await kindOf()).toMatchObject({ kind: 'body', detail: { httpStatus: 200, bodyStatus: 500 } });
    answer = { status: 200, body: 'not json' };
    expect(await kindOf()).toMatchObject({ kind: 'malformed' });
    answer = { status: 401, body: '{"status":401,"statusText":"Access not allowed"}' };
    expect(await kindOf()).toMatchObject({ kind: 'unauthorized', detail: { httpStatus: 401, bodyStatus: 401, statusText: 'Access not allowed' } });
  });

  it('keeps to a shorter budget given with the call, never a longer one than the endpoint allows', async () => {
    answer = { status: 200, body: '{}', delayMs: 150 };
    const err = await client.call('getBrands', {}, { timeoutMs: 50 }).catch((e: unknown) => e);
    expect(err).toMatchObject({ kind: 'timeout', reason: 'no answer within 50 ms' });
    answer = { status: 200, body: '{}', delayMs: 1000 };
    await expect(client.call('getBrands', {}, { timeoutMs: 5000 })).rejects.toThrow(/no answer within 300 ms/);
  });
});

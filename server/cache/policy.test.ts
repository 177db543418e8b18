import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { effectOf, graphqlAnswerPolicy, pagePolicy, redirectCacheControl, renderedPagePolicy, sharedCacheable, STORES, WRITE_KIND_NAMES, type StoreName } from './policy';
import { cacheTableMarkdown } from './table';

const caching = { sharedMaxAgeSeconds: 5, staleWhileRevalidateSeconds: 60 };
const viewer = { personal: false, vehicleId: null, currency: 'ARS', defaultCurrency: 'ARS' };

describe('the cache policy', () => {
  it('docs/caching.md is the table the policy makes (npm run docs:cache)', () => {
    const file = fs.readFileSync(path.resolve(import.meta.dirname, '../../docs/caching.md'), 'utf8');
    expect(file).toBe(cacheTableMarkdown());
  });

  it('every write kind drops every store keyed by the catalogue version that shows what it changes', () => {
    for (const kind of WRITE_KIND_NAMES) {
      const dropped = (Object.keys(STORES) as StoreName[]).filter((s) => effectOf(kind, s) === 'dropped');
      expect(dropped, kind).toContain('page-cache');
      expect(dropped, kind).toContain('answer-cache');
    }
    expect(effectOf('review-hidden', 'review-figures')).toBe('dropped');
    expect(effectOf('price-import', 'catalogue-memory')).toBe('dropped');
    expect(effectOf('review-added', 'provider-cache')).toBeNull();
  });

  it('pages: shared when the same for everyone, the gateway’s for a vehicle or currency, nobody’s when personal', () => {
    expect(pagePolicy(caching, viewer)).toEqual({ kept: 'shared', cacheControl: 'public, max-age=0, s-maxage=5, stale-while-revalidate=60' });
    expect(pagePolicy(caching, { ...viewer, vehicleId: '42' })).toEqual({ kept: 'gateway', cacheControl: 'private, no-cache' });
    expect(pagePolicy(caching, { ...viewer, currency: 'USD' }).kept).toBe('gateway');
    expect(pagePolicy(caching, { ...viewer, personal: true })).toEqual({ kept: 'never', cacheControl: 'private, no-store' });
  });

  it('a rendered page is kept only whole, without an inline script, with the provider answering', () => {
    const shared = pagePolicy(caching, viewer);
    const whole = { status: 200, failedParts: 0, inlineScript: false, providerRefused: false };
    expect(renderedPagePolicy(shared, whole).keep).toBe(true);
    expect(renderedPagePolicy(shared, { ...whole, failedParts: 1 }).keep).toBe(false);
    expect(renderedPagePolicy(shared, { ...whole, inlineScript: true }).keep).toBe(false);
    expect(renderedPagePolicy(shared, { ...whole, status: 404 }).keep).toBe(false);
    expect(renderedPagePolicy(shared, { ...whole, providerRefused: true })).toEqual({ keep: false, cacheControl: 'private, no-store' });
    expect(redirectCacheControl(shared, 301)).toBe('public, max-age=3600');
    expect(redirectCacheControl(pagePolicy(caching, { ...viewer, vehicleId: '1' }), 301)).toBe('private, no-cache');
    expect(redirectCacheControl(shared, 302)).toBe('private, no-cache');
  });

  it('GraphQL answers: public ones kept for their max-age, shared caches at most s-maxage; nothing kept of errors, writes or a refusing provider', () => {
    const query = { operation: 'query' as const, hints: { maxAge: 60, scope: 'PUBLIC' as const }, complete: true, followsVehicle: false, providerRefused: false };
    expect(graphqlAnswerPolicy(caching, query)).toEqual({ keepSeconds: 60, followsVehicle: false, cacheControl: 'public, max-age=0, s-maxage=5', vary: 'Accept' });
    expect(graphqlAnswerPolicy(caching, { ...query, followsVehicle: true })).toMatchObject({ keepSeconds: 60, followsVehicle: true, cacheControl: 'private, no-cache' });
    expect(graphqlAnswerPolicy(caching, { ...query, hints: { maxAge: 60, scope: 'PRIVATE' } })).toMatchObject({ keepSeconds: 0, cacheControl: 'private, no-cache' });
    expect(graphqlAnswerPolicy(caching, { ...query, complete: false }).keepSeconds).toBe(0);
    expect(graphqlAnswerPolicy(caching, { ...query, operation: 'mutation' }).keepSeconds).toBe(0);
    expect(graphqlAnswerPolicy(caching, { ...query, hints: null }).keepSeconds).toBe(0);
    expect(graphqlAnswerPolicy(caching, { ...query, providerRefused: true })).toMatchObject({ keepSeconds: 0, cacheControl: 'no-store' });
  });

  it('tells answers a shared cache may store', () => {
    expect(sharedCacheable('public, max-age=0, s-maxage=5')).toBe(true);
    expect(sharedCacheable('public, max-age=31536000, immutable')).toBe(true);
    expect(sharedCacheable('private, no-cache')).toBe(false);
    expect(sharedCacheable('no-store')).toBe(false);
    expect(sharedCacheable('')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { SharedCache } from './cache';
import { ProviderRedirectError, ProviderUnavailableError } from './errors';

describe('shared provider cache', () => {
  it('answers from the cache within the TTL and coalesces concurrent identical loads', async () => {
    const cache = new SharedCache(60);
    let calls = 0;
    const load = async () => {
      calls++;
      await new Promise((r) => setTimeout(r, 20));
      return ['Volkswagen'];
    };
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.get('makes', load)));
    expect(calls).toBe(1);
    expect(answers.every((a) => a === answers[0])).toBe(true);
    await cache.get('makes', load);
    expect(calls).toBe(1);
  });

  it('does not keep failures, and with TTL 0 only coalesces', async () => {
    const cache = new SharedCache(0);
    let calls = 0;
    await expect(cache.get('x', async () => { calls++; throw new Error('down'); })).rejects.toThrow('down');
    await cache.get('x', async () => ++calls);
    await cache.get('x', async () => ++calls);
    expect(calls).toBe(3);
  });

  it('keeps an answer asked with a time to live of its own (a vehicle list) that long, but nothing when the cache keeps nothing', async () => {
    let clock = 0;
    const cache = new SharedCache(60, 100, () => clock);
    let calls = 0;
    const load = async () => [`makes ${++calls}`];
    await cache.get('makes', load, undefined, 3600);
    await cache.get('models', load);
    clock = 61_000;
    expect(await cache.get('makes', load, undefined, 3600)).toEqual(['makes 1']);
    expect(await cache.get('models', load)).toEqual(['makes 3']);
    clock = 3_601_000;
    expect(await cache.get('makes', load, undefined, 3600)).toEqual(['makes 4']);
    const none = new SharedCache(0);
    await none.get('makes', load, undefined, 3600);
    await none.get('makes', load, undefined, 3600);
    expect(calls).toBe(6);
  });

  it('fetches only the ids it does not have, together, and remembers unknown ids as null', async () => {
    const cache = new SharedCache(60);
    const asked: number[][] = [];
    const load = async (ids: number[]) => {
      asked.push(ids);
      return new Map(ids.filter((id) => id !== 3).map((id) => [id, `v${id}`]));
    };
    expect(await cache.getMany('v', [1, 2, 3], load)).toEqual(['v1', 'v2', null]);
    expect(await cache.getMany('v', [2, 3, 4], load)).toEqual(['v2', null, 'v4']);
    expect(asked).toEqual([[1, 2, 3], [4]]);
  });

  it('serves the last good answer past its TTL while the provider fails, and only within the stale window', async () => {
    let clock = 0;
    const cache = new SharedCache(60, 100, () => clock);
    const served: string[] = [];
    cache.configure({ staleSeconds: 3600, onStale: (key) => served.push(key) });
    const down = async (): Promise<string[]> => {
      throw new ProviderUnavailableError('getManufacturers2', 'HTTP 500', 'http');
    };
    expect(await cache.get('makes', async () => ['VW'])).toEqual(['VW']);
    clock = 61_000;
    expect(await cache.get('makes', down)).toEqual(['VW']);
    expect(served).toEqual(['makes']);
    // A redirect is for the client to follow: never hidden behind an old answer.
    await expect(cache.get('makes', async () => { throw new ProviderRedirectError('getManufacturers2', 'https://x'); })).rejects.toThrow(/redirected/);
    // The provider is back: the fresh answer replaces the stale one.
    expect(await cache.get('makes', async () => ['VW', 'Fiat'])).toEqual(['VW', 'Fiat']);
    clock += 60_000 + 3_600_000 + 1;
    await expect(cache.get('makes', down)).rejects.toThrow(/HTTP 500/);
  });

  it('with TTL 0 asks every time but keeps the last answer for failures; stale ids of a batch too', async () => {
    const cache = new SharedCache(0);
    cache.configure({ staleSeconds: 60 });
    let calls = 0;
    expect(await cache.get('x', async () => ++calls)).toBe(1);
    expect(await cache.get('x', async () => ++calls)).toBe(2);
    expect(await cache.get('x', async () => { throw new ProviderUnavailableError('op', 'timeout', 'timeout'); })).toBe(2);
    expect(await cache.getMany('v', [1, 2], async (ids) => new Map(ids.map((id) => [id, `v${id}`])))).toEqual(['v1', 'v2']);
    const failing = async (): Promise<Map<number, string>> => {
      throw new ProviderUnavailableError('getVehicleByIds3', 'HTTP 500', 'http');
    };
    expect(await cache.getMany('v', [1, 2], failing)).toEqual(['v1', 'v2']);
    await expect(cache.getMany('v', [1, 3], failing)).rejects.toThrow(/HTTP 500/);
  });

  it('holds no more memory than it is given, dropping the least recently used answers first', async () => {
    const cache = new SharedCache(60);
    cache.configure({ staleSeconds: 0, maxMb: 1 });
    const big = (n: number) => async () => ({ n, text: 'x'.repeat(200_000) });
    for (let i = 0; i < 6; i++) await cache.get(`k${i}`, big(i));
    let asked = 0;
    const again = async () => {
      asked++;
      return { n: -1, text: '' };
    };
    expect(await cache.get('k5', again)).toMatchObject({ n: 5 });
    expect(await cache.get('k0', again)).toMatchObject({ n: -1 });
    expect(asked).toBe(1);
  });

  it('keeps an empty answer only for the retry time, serving an earlier good answer meanwhile, never as a stale answer', async () => {
    let clock = 0;
    const cache = new SharedCache(600, 100, () => clock);
    cache.configure({ staleSeconds: 3600 });
    const seen: boolean[] = [];
    const empty = { isEmpty: (v: string[]) => v.length === 0, retrySeconds: 30, onEmpty: (kept: boolean) => seen.push(kept) };
    let answer: string[] = [];
    let calls = 0;
    const load = async () => {
      calls++;
      return answer;
    };
    // Nothing earlier: the empty answer is served, and asked again after 30 s, not 600.
    expect(await cache.get('tree', load, empty)).toEqual([]);
    clock = 10_000;
    expect(await cache.get('tree', load, empty)).toEqual([]);
    expect(calls).toBe(1);
    answer = ['Frenos'];
    clock = 31_000;
    expect(await cache.get('tree', load, empty)).toEqual(['Frenos']);
    expect(calls).toBe(2);
    // Past its TTL, an empty answer does not replace the good one: it is served for another 30 s.
    answer = [];
    clock = 31_000 + 601_000;
    expect(await cache.get('tree', load, empty)).toEqual(['Frenos']);
    clock += 10_000;
    expect(await cache.get('tree', load, empty)).toEqual(['Frenos']);
    expect(calls).toBe(3);
    expect(seen).toEqual([false, true]);
    // An empty answer never stands in for a failure.
    const fresh = new SharedCache(600, 100, () => clock);
    fresh.configure({ staleSeconds: 3600 });
    await fresh.get('tree', async () => [] as string[], empty);
    clock += 31_000;
    await expect(fresh.get('tree', async () => { throw new ProviderUnavailableError('getArticles', 'HTTP 500', 'http'); }, empty)).rejects.toThrow(/HTTP 500/);
  });

  it('peeks at a fresh value without asking for it', async () => {
    let clock = 0;
    const cache = new SharedCache(60, 100, () => clock);
    expect(cache.peek('a')).toBeUndefined();
    cache.prime('a', { n: 1 });
    expect(cache.peek('a')).toEqual({ n: 1 });
    clock = 61_000;
    expect(cache.peek('a')).toBeUndefined();
  });
});

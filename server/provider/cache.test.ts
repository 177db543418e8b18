import { describe, expect, it } from 'vitest';
import { SharedCache } from './cache';

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
});

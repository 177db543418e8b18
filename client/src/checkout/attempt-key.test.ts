import { describe, expect, it } from 'vitest';
import { ATTEMPT_KEY_STORAGE, attemptKey, endAttempt } from './attempt-key';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  };
}

describe('checkout attempt key', () => {
  it('keeps one key across tries until the order is placed, then starts a new one', () => {
    const storage = memoryStorage();
    const first = attemptKey(storage);
    expect(first).toMatch(/^[\w.:-]{8,100}$/);
    expect(attemptKey(storage)).toBe(first);
    expect(storage.map.get(ATTEMPT_KEY_STORAGE)).toBe(first);
    endAttempt(storage);
    const second = attemptKey(storage);
    expect(second).not.toBe(first);
  });

  it('replaces a stored value the server would refuse', () => {
    const storage = memoryStorage();
    storage.setItem(ATTEMPT_KEY_STORAGE, 'short');
    expect(attemptKey(storage)).not.toBe('short');
  });
});

/** Where the key of the checkout attempt in progress is kept, so a reload or a retry reuses it. */
export const ATTEMPT_KEY_STORAGE = 'checkout-attempt-key';

function newKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return `co-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * The idempotency key of the current checkout attempt: the stored one, or a new one stored for the
 * next try. Call only from handlers and effects (it reads session storage).
 */
export function attemptKey(storage: Pick<Storage, 'getItem' | 'setItem'> | null = safeSessionStorage()): string {
  const kept = storage?.getItem(ATTEMPT_KEY_STORAGE);
  if (kept && /^[\w.:-]{8,100}$/.test(kept)) return kept;
  const key = newKey();
  storage?.setItem(ATTEMPT_KEY_STORAGE, key);
  return key;
}

/** Forgets the key once its order is placed: the next checkout is a new attempt. */
export function endAttempt(storage: Pick<Storage, 'removeItem'> | null = safeSessionStorage()): void {
  storage?.removeItem(ATTEMPT_KEY_STORAGE);
}

function safeSessionStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

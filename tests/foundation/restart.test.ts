import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestShop } from '../helpers/shop';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-restart-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('restart', () => {
  it('keeps what was written before a restart (sessions and their data in the data directory)', async () => {
    const first = await startTestShop({}, { dataDir });
    const shopper = first.shopper();
    const saved = await shopper.gql('mutation { setPreferences(language: "en-RTL", currency: "GBP") { language } }');
    expect(saved.errors).toBeUndefined();
    await first.close();

    const second = await startTestShop({}, { dataDir });
    try {
      // Same cookies, new process: the session and the signing secret both survived.
      const returning = second.shopper();
      for (const [name, value] of shopper.cookies) returning.cookies.set(name, value);
      const again = await returning.gql<{ preferences: { language: string; currency: string } }>('{ preferences { language currency } }', {}, {});
      expect(again.data?.preferences).toEqual({ language: 'en-RTL', currency: 'GBP' });
      expect(fs.existsSync(path.join(dataDir, 'session-secret'))).toBe(true);
    } finally {
      await second.close();
    }
  });
});

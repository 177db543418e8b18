import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, PLAYWRIGHT_DISABLED_FEATURES } from '../helpers/chromium';

// Chromium reads only the last --disable-features it is given: the browser tests' flag must carry
// every feature Playwright itself turns off, or a Playwright update would silently turn them on again.
describe('the flags the browser tests launch Chromium with', () => {
  it('turn off every feature the installed Playwright turns off, in the one --disable-features', () => {
    const require = createRequire(import.meta.url);
    const bundle = fs.readFileSync(path.join(path.dirname(require.resolve('playwright-core/package.json')), 'lib', 'coreBundle.js'), 'utf8');
    const list = /disabledFeatures = \[([\s\S]*?)\]/.exec(bundle);
    expect(list, 'Playwright’s list of disabled features (lib/coreBundle.js) was not found').not.toBeNull();
    const playwright = [...(list?.[1] ?? '').matchAll(/^\s*"(\w+)"/gm)].map((m) => m[1]);
    expect(playwright.length).toBeGreaterThan(5);
    expect(PLAYWRIGHT_DISABLED_FEATURES).toEqual(expect.arrayContaining(playwright));
    const flags = CHROMIUM_ARGS.filter((a) => a.startsWith('--disable-features='));
    expect(flags).toHaveLength(1);
    expect(flags[0].slice('--disable-features='.length).split(',')).toEqual(
      expect.arrayContaining([...playwright, 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']),
    );
  });
});

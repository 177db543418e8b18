import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const uiDir = dirname(fileURLToPath(import.meta.url));
const publicI18nDir = join(uiDir, '../../public/i18n');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && name !== 'test-utils.tsx' ? [path] : [];
  });
}

/** Keys written in the components' code: t('KEY'), key maps and sample data. */
function keysUsedInCode(): string[] {
  const used = new Set<string>();
  for (const file of sourceFiles(uiDir)) {
    for (const match of readFileSync(file, 'utf8').matchAll(/['"]((?:TEXT|BUTTON|ERROR)_[A-Z0-9_]+)['"]/g)) used.add(match[1]);
  }
  return [...used].sort();
}

/** The keys i18n-keys.md lists. */
function documentedKeys(): string[] {
  return readFileSync(join(uiDir, 'i18n-keys.md'), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('- `'))
    .map((line) => line.slice(3, line.indexOf('`', 3)))
    .sort();
}

describe('design-system translation keys', () => {
  it('lists in i18n-keys.md every key the components use, and no key that nothing uses', () => {
    expect(documentedKeys()).toEqual(keysUsedInCode());
  });

  it.each(['es', 'en', 'ru', 'en-RTL'])('is present in client/public/i18n/%s.json', (language) => {
    const translations = JSON.parse(readFileSync(join(publicI18nDir, `${language}.json`), 'utf8')) as Record<string, unknown>;
    const missing = keysUsedInCode().filter((key) => typeof translations[key] !== 'string');
    expect(missing).toEqual([]);
  });
});

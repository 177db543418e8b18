import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { uiTranslations } from './i18n-resources';

const uiDir = dirname(fileURLToPath(import.meta.url));
const publicI18nDir = join(uiDir, '../../public/i18n');
const esKeys = Object.keys(uiTranslations.es).sort();

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && name !== 'i18n-resources.ts' && name !== 'test-utils.tsx' ? [path] : [];
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

describe('design-system translation keys', () => {
  it('has the same keys in every language of the module', () => {
    expect(Object.keys(uiTranslations.en).sort()).toEqual(esKeys);
    expect(Object.keys(uiTranslations.ru).sort()).toEqual(esKeys);
  });

  it('defines every key the components use, and no key that nothing uses', () => {
    expect(keysUsedInCode()).toEqual(esKeys);
  });

  it('keeps i18n-keys.md in step with the module', () => {
    const rows = readFileSync(join(uiDir, 'i18n-keys.md'), 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .map((line) => line.split('|').map((cell) => cell.trim()));
    const documented = Object.fromEntries(rows.map(([, key, es, en]) => [key.replaceAll('`', ''), { es, en }]));
    expect(Object.keys(documented).sort()).toEqual(esKeys);
    for (const key of esKeys) {
      expect(documented[key]).toEqual({
        es: uiTranslations.es[key as keyof typeof uiTranslations.es],
        en: uiTranslations.en[key as keyof typeof uiTranslations.en],
      });
    }
  });

  it.each(['es', 'en', 'ru', 'en-RTL'])('is present in client/public/i18n/%s.json when that file exists', (language) => {
    const file = join(publicI18nDir, `${language}.json`);
    if (!existsSync(file)) return;
    const translations = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    const missing = esKeys.filter((key) => typeof translations[key] !== 'string');
    expect(missing).toEqual([]);
  });
});

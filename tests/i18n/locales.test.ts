import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SHOP_DATA } from '../../fixtures/shop/data';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const LOCALES = ['es', 'en', 'ru', 'en-RTL'] as const;
const files = Object.fromEntries(
  LOCALES.map((code) => [code, JSON.parse(fs.readFileSync(path.join(root, 'client/public/i18n', `${code}.json`), 'utf8')) as Record<string, string>]),
) as Record<(typeof LOCALES)[number], Record<string, string>>;

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'gql' ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('translation files', () => {
  it('give every locale the same keys as Spanish', () => {
    const keys = Object.keys(files.es).sort();
    expect(keys.length).toBeGreaterThan(100);
    for (const code of LOCALES) {
      expect({ code, keys: Object.keys(files[code]).sort() }).toEqual({ code, keys });
    }
  });

  it('have no empty text and the same placeholders in every locale', () => {
    for (const [key, text] of Object.entries(files.es)) {
      for (const code of LOCALES) {
        const value = files[code][key];
        expect(typeof value === 'string' && value.trim().length > 0, `${code}.${key} is empty`).toBe(true);
        expect({ key, code, placeholders: placeholders(value) }).toEqual({ key, code, placeholders: placeholders(text) });
      }
    }
  });

  it('hold every key the web client asks for by name', () => {
    const used = new Set<string>();
    for (const file of sourceFiles(path.join(root, 'client/src'))) {
      const text = fs.readFileSync(file, 'utf8');
      // t('KEY'), title: 'KEY' in menus, and title="KEY" / lead="KEY" props of section pages.
      for (const m of text.matchAll(/\bt\(\s*'([A-Z][A-Z0-9_]+)'/g)) used.add(m[1]);
      for (const m of text.matchAll(/\b(?:title|lead):\s*'([A-Z][A-Z0-9_]+)'/g)) used.add(m[1]);
      for (const m of text.matchAll(/\b(?:title|lead)="([A-Z][A-Z0-9_]+)"/g)) used.add(m[1]);
    }
    expect(used.size).toBeGreaterThan(100);
    const missing = [...used].filter((key) => !(key in files.es)).sort();
    expect(missing).toEqual([]);
  });

  it('hold the keys the client builds from data', () => {
    const built = [
      ...['ARS', 'USD', 'GBP', 'EUR', 'RUB'].map((code) => `TEXT_CURRENCY_${code}`),
      ...['SHIPPING', 'TAX'].map((type) => `TABLE_TOTAL_${type}`),
      ...['SHIPPING', 'FITMENT', 'RETURNS'].flatMap((q) => [`TEXT_FAQ_${q}_QUESTION`, `TEXT_FAQ_${q}_ANSWER`]),
      'ERROR_API_AUTH_WRONG_PASSWORD',
      'ERROR_API_UNKNOWN',
      // Brands' countries and the countries the shop ships to are named from the translations
      // (client/src/i18n/country-name.ts).
      ...SHOP_DATA.brands.flatMap((brand) => (brand.country ? [`COUNTRY_${brand.country}`] : [])),
      ...SHOP_DATA.countries.map((country) => `COUNTRY_${country.code}`),
    ];
    expect(built.filter((key) => !(key in files.es))).toEqual([]);
  });

  it('keep the catalogue notice in Spanish in every locale', () => {
    for (const code of LOCALES) expect(files[code].TEXT_CATALOG_COPY_NOTICE).toBe(files.es.TEXT_CATALOG_COPY_NOTICE);
    expect(files.es.TEXT_CATALOG_COPY_NOTICE).toMatch(/proveedor de datos/);
  });
});

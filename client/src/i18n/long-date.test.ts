import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createI18n, type Translations } from '../app/i18n';
import { longDate } from './long-date';

const texts = (code: string) => JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../public/i18n', `${code}.json`), 'utf8')) as Translations;

const spaces = (text: string) => text.replace(/[\s\u202f]/g, ' ');

describe('long dates', () => {
  it('are written as Intl writes them in every language, for every day of two years', async () => {
    for (const [language, locale] of [
      ['es', 'es-AR'],
      ['en', 'en'],
      ['en-RTL', 'en'],
      ['ru', 'ru'],
    ] as const) {
      const i18n = await createI18n(language, { translations: texts(language) });
      const intl = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
      for (let day = 0; day < 731; day += 1) {
        const iso = new Date(Date.UTC(2025, 0, 1 + day, 23, 30)).toISOString();
        // ICU versions differ in the kind of space before Russian's `г.` (the texts keep a no-break one).
        expect(spaces(longDate(iso, i18n.t)), `${language} ${iso}`).toBe(spaces(intl.format(new Date(iso))));
      }
    }
  });
});

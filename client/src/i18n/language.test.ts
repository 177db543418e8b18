import { describe, expect, it } from 'vitest';
import { chooseLanguage, directionOf } from '../app/i18n';
import { applyLanguageToDocument } from './use-language';

describe('language choice', () => {
  it('takes ?lang=, then the saved choice, then the browser, then Spanish', () => {
    expect(chooseLanguage({ query: 'ru', saved: 'en', browser: ['en-US'] })).toBe('ru');
    expect(chooseLanguage({ query: 'xx', saved: 'en', browser: ['ru-RU'] })).toBe('en');
    expect(chooseLanguage({ saved: null, browser: ['fr-FR', 'ru-RU', 'en'] })).toBe('ru');
    expect(chooseLanguage({ saved: 'klingon', browser: ['de-DE'] })).toBe('es');
    expect(chooseLanguage({})).toBe('es');
    expect(chooseLanguage({ query: 'en-RTL' })).toBe('en-RTL');
  });

  it('writes right to left only for en-RTL, and sets the page attributes', () => {
    expect(directionOf('en-RTL')).toBe('rtl');
    expect(['es', 'en', 'ru'].map(directionOf)).toEqual(['ltr', 'ltr', 'ltr']);
    const root = document.createElement('html');
    applyLanguageToDocument('en-RTL', root);
    expect([root.lang, root.dir]).toEqual(['en', 'rtl']);
    applyLanguageToDocument('ru', root);
    expect([root.lang, root.dir]).toEqual(['ru', 'ltr']);
  });
});

import { describe, expect, it } from 'vitest';
import { directionOf, languageOfPath, pathInLanguage } from '../app/i18n';
import { applyLanguageToDocument } from './use-language';

describe('language of an address', () => {
  it('reads the language from the address: Spanish at the root, the others under their prefix', () => {
    expect(languageOfPath('/shop/cart')).toEqual({ language: 'es', basename: '', path: '/shop/cart' });
    expect(languageOfPath('/en/shop/cart')).toEqual({ language: 'en', basename: '/en', path: '/shop/cart' });
    expect(languageOfPath('/en-rtl')).toEqual({ language: 'en-RTL', basename: '/en-rtl', path: '/' });
    expect(languageOfPath('/ru/')).toEqual({ language: 'ru', basename: '/ru', path: '/' });
    // A path that only starts like a prefix is Spanish.
    expect(languageOfPath('/english')).toEqual({ language: 'es', basename: '', path: '/english' });
  });

  it('writes a path in each language, and back', () => {
    expect(pathInLanguage('/shop/cart', 'es')).toBe('/shop/cart');
    expect(pathInLanguage('/shop/cart', 'en-RTL')).toBe('/en-rtl/shop/cart');
    expect(pathInLanguage('/', 'ru')).toBe('/ru');
    for (const code of ['es', 'en', 'ru', 'en-RTL'] as const) expect(languageOfPath(pathInLanguage('/blog', code)).path).toBe('/blog');
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

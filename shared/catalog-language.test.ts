import { describe, expect, it } from 'vitest';
import { apiAddress, catalogLanguageOf } from './catalog-language';

describe("the catalogue's language", () => {
  it('is the interface language, English for en-RTL, Spanish for anything else', () => {
    expect(['es', 'en', 'ru', 'en-RTL', 'de', '', null].map(catalogLanguageOf)).toEqual(['es', 'en', 'ru', 'en', 'es', 'es', 'es']);
  });

  it("is named in the API's address, Spanish keeping the bare one", () => {
    expect(apiAddress('/graphql', 'es')).toBe('/graphql');
    expect(apiAddress('/graphql', 'ru')).toBe('/graphql?lang=ru');
    expect(apiAddress('/graphql', 'en-RTL')).toBe('/graphql?lang=en');
    expect(apiAddress('/graphql?v=3', 'en')).toBe('/graphql?v=3&lang=en');
  });
});

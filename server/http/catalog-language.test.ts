import { describe, expect, it } from 'vitest';
import { catalogLanguageOfUrl } from './catalog-language';

describe("a request's catalogue language, by its address alone", () => {
  it("reads the API's ?lang=, else a rendered page's prefix, else Spanish", () => {
    expect(catalogLanguageOfUrl('/graphql?lang=ru&operationName=X')).toBe('ru');
    expect(catalogLanguageOfUrl('/graphql?lang=en-RTL')).toBe('en');
    expect(catalogLanguageOfUrl('/graphql?lang=xx')).toBe('es');
    expect(catalogLanguageOfUrl('/graphql')).toBe('es');
    expect(catalogLanguageOfUrl('/ru/shop/vehicles/volkswagen')).toBe('ru');
    expect(catalogLanguageOfUrl('/en-rtl/shop/category/frenos?page=2')).toBe('en');
    expect(catalogLanguageOfUrl('/en')).toBe('en');
    expect(catalogLanguageOfUrl('/shop/products/bujia-ngk-bkr6e')).toBe('es');
    expect(catalogLanguageOfUrl('/russia/shop')).toBe('es');
  });
});

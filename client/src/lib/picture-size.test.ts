import { describe, expect, it } from 'vitest';
import { pictureFor } from './picture-size';

describe('pictureFor', () => {
  it('asks a provider picture in the smallest size that fills twice the box', () => {
    expect(pictureFor('/images/parts/articles/100-200/1/3200', 150)).toBe('/images/parts/articles/100-200/1/400');
    expect(pictureFor('/images/parts/articles/100-200/2/3200', 24)).toBe('/images/parts/articles/100-200/2/50');
    expect(pictureFor('/images/parts/brands/42/800', 60)).toBe('/images/parts/brands/42/200');
  });

  it('keeps the largest size for a very large box, and other pictures as they are', () => {
    expect(pictureFor('/images/parts/articles/1-2/1/3200', 4000)).toBe('/images/parts/articles/1-2/1/3200');
    expect(pictureFor('/images/shop/bujia.svg', 100)).toBe('/images/shop/bujia.svg');
  });
});

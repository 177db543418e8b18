import { describe, expect, it } from 'vitest';
import { articleImagePath, brandLogoPath, hasPicture, urlOfSize } from './part-images';

describe('part pictures', () => {
  it('are gateway paths by article slug, picture number and size, and by brand and size', () => {
    expect(articleImagePath('83-1000476', 2)).toBe('/images/parts/articles/83-1000476/2/3200');
    expect(articleImagePath('83-1000476', 1, 200)).toBe('/images/parts/articles/83-1000476/1/200');
    expect(brandLogoPath(52)).toBe('/images/parts/brands/52/200');
  });

  it('pick the size asked, else the smallest larger, else the largest there is', () => {
    const rec = { imageURL100: 'u100', imageURL400: 'u400', imageURL800: 'u800', fileName: 'x.jpg' };
    expect(urlOfSize(rec, 400)).toBe('u400');
    expect(urlOfSize(rec, 200)).toBe('u400');
    expect(urlOfSize(rec, 3200)).toBe('u800');
    expect(urlOfSize({ fileName: 'x.jpg' }, 200)).toBeNull();
    expect(hasPicture(rec)).toBe(true);
    expect(hasPicture('')).toBe(false);
    expect(hasPicture({ imageURL200: '' })).toBe(false);
  });
});

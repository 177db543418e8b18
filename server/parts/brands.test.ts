import { describe, expect, it } from 'vitest';
import { pickBrands } from './brands';

const brands = [
  { slug: '3', name: 'Valeo', image: null },
  { slug: '1', name: 'Bosch', image: '/b.png' },
  { slug: '2', name: 'ATE', image: '/a.png' },
  { slug: '4', name: 'Mann', image: '/m.png' },
];

describe('pickBrands', () => {
  it('keeps every brand by name when nothing is asked', () => {
    expect(pickBrands(brands, { withLogo: false, limit: null }).map((b) => b.name)).toEqual(['ATE', 'Bosch', 'Mann', 'Valeo']);
  });

  it('leaves out brands without a logo and keeps the first ones asked', () => {
    expect(pickBrands(brands, { withLogo: true, limit: 2 }).map((b) => b.name)).toEqual(['ATE', 'Bosch']);
    expect(pickBrands(brands, { withLogo: true, limit: null }).map((b) => b.name)).toEqual(['ATE', 'Bosch', 'Mann']);
  });

  it('answers nothing for a limit below one', () => {
    expect(pickBrands(brands, { withLogo: false, limit: -3 })).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { groupPathOf, idOfSlug, idSlug, listSlugs, slugify, vehiclePathInYear, vehiclePathOf } from './slug';

describe('vehicle page addresses', () => {
  it('makes address words of names: lower case, no accents, one dash between words', () => {
    expect(slugify('Citroën')).toBe('citroen');
    expect(slugify('Gol Trend (5U)')).toBe('gol-trend-5u');
    expect(slugify(' 1.6 MSI ')).toBe('1-6-msi');
    expect(slugify('Ñandú')).toBe('nandu');
  });

  it('joins a name and an id, and reads the id back', () => {
    expect(idSlug('1.6 MSI', 10020)).toBe('1-6-msi-10020');
    expect(idSlug('***', 7)).toBe('7');
    expect(idOfSlug('1-6-msi-10020')).toBe('10020');
    expect(idOfSlug('10020')).toBe('10020');
    expect(idOfSlug('gol')).toBeNull();
  });

  it('gives names that share words, or are a bare number, their id as well', () => {
    const slugs = listSlugs([
      { id: '1', name: 'Gol' },
      { id: '2', name: 'GOL' },
      { id: '3', name: 'Fox' },
      { id: '4', name: '147' },
    ]);
    expect([...slugs.values()]).toEqual(['gol-1', 'gol-2', 'fox', '147-4']);
  });

  it('builds a vehicle page and its group page', () => {
    const vehicle = vehiclePathOf('volkswagen', 'gol', { id: '10020', year: 2010, engine: '1.6 MSI' });
    expect(vehicle).toBe('/shop/vehicles/volkswagen/gol/2010/1-6-msi-10020');
    expect(groupPathOf(vehicle, { id: '100102', name: 'Pastillas de freno' })).toBe('/shop/vehicles/volkswagen/gol/2010/1-6-msi-10020/pastillas-de-freno-100102');
  });

  it('puts another year in a vehicle page\'s address, and in its group pages\'', () => {
    expect(vehiclePathInYear('/shop/vehicles/ford/focus-iii/2013/1-6-sigma-10383', 2018)).toBe('/shop/vehicles/ford/focus-iii/2018/1-6-sigma-10383');
    expect(vehiclePathInYear('/shop/vehicles/ford/focus-iii/2013/1-6-sigma-10383/pastillas-100102', 2016)).toBe('/shop/vehicles/ford/focus-iii/2016/1-6-sigma-10383/pastillas-100102');
    expect(vehiclePathInYear('/shop/vehicles/ford/focus-iii', 2016)).toBe('/shop/vehicles/ford/focus-iii');
  });
});

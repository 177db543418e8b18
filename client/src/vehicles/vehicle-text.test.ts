import { describe, expect, it } from 'vitest';
import { vehicleTitleName, vehicleTrail, yearsText } from './vehicle-text';
import { yearsOf } from './model-page';

const text = (key: string, values: Record<string, unknown>) => (key === 'TEXT_VEHICLE_YEARS_RANGE' ? `${values.from}–${values.to}` : `desde ${values.from}`);

describe('how the vehicle pages name things', () => {
  it('names a vehicle as shoppers search for it, the year last', () => {
    expect(vehicleTitleName({ year: 2010, make: 'Volkswagen', model: 'Gol', engine: '1.6 MSI' })).toBe('Volkswagen Gol 1.6 MSI 2010');
  });

  it('says a range of years, or since when while still built', () => {
    expect(yearsText(text, 2010, 2016)).toBe('2010–2016');
    expect(yearsText(text, 2023, null)).toBe('desde 2023');
  });

  it('lists the years a model was built in, newest first, open ranges up to this year', () => {
    expect(yearsOf([{ year: 2010, yearTo: 2012 }, { year: 2011, yearTo: null }], 2014)).toEqual([2014, 2013, 2012, 2011, 2010]);
    expect(yearsOf([], 2014)).toEqual([]);
  });

  it('links the make and the model from a vehicle\u2019s own address', () => {
    expect(vehicleTrail('/shop/vehicles/volkswagen/gol/2010/1-6-msi-10020', 'Volkswagen', 'Gol')).toEqual([
      { label: 'Volkswagen', href: '/shop/vehicles/volkswagen' },
      { label: 'Gol', href: '/shop/vehicles/volkswagen/gol' },
    ]);
  });
});

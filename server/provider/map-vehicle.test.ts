import { describe, expect, it } from 'vitest';
import { brandFromSupplier } from './map-category';
import { modelFromSeries, vehicleFromDetails, vehicleFromLinkageTarget, yearOf, yearsOfModel } from './map-vehicle';

describe('vehicle mapping', () => {
  it('takes the year as the first 4 digits of either date form', () => {
    expect(yearOf(200503)).toBe(2005);
    expect(yearOf('2005-03')).toBe(2005);
    expect(yearOf(20050317)).toBe(2005);
    expect(yearOf(undefined)).toBeNull();
    expect(yearOf('')).toBeNull();
  });

  it('offers a model’s years from its start to its end, or to the current year when open-ended, newest first', () => {
    expect(yearsOfModel(200803, 201209, 2026)).toEqual([2012, 2011, 2010, 2009, 2008]);
    expect(yearsOfModel('2023-12', undefined, 2026)).toEqual([2026, 2025, 2024, 2023]);
    expect(yearsOfModel(undefined, undefined, 2026)).toEqual([]);
  });

  it('maps getVehicleByIds3 to {id = carId, year, make, model, engine}', () => {
    const v = vehicleFromDetails({
      carId: 10020,
      vehicleDetails: { carId: 10020, manuId: 121, manuName: 'Volkswagen', modId: 4010, modelName: 'Gol Trend II', typeName: '1.6 8V GNC', yearOfConstrFrom: 201306, powerKwFrom: 72, powerHpFrom: 98, cylinderCapacityCcm: 1598, fuelType: 'Nafta/GNC' },
      motorCodes: { array: [{ motorCode: 'CCRA' }] },
    });
    expect(v).toEqual({
      id: '10020', year: 2013, yearTo: null, make: 'Volkswagen', model: 'Gol Trend II', makeId: '121', modelId: '4010', engine: '1.6 8V GNC',
      fuelType: 'Nafta/GNC', powerKw: 72, powerHp: 98, capacityCc: 1598, engineCodes: ['CCRA'],
    });
    expect(vehicleFromDetails({ carId: 1, vehicleDetails: '' })).toBeNull();
    expect(vehicleFromDetails({ carId: 1, vehicleDetails: { typeName: 'x', yearOfConstrFrom: 199901 }, motorCodes: '' })?.engineCodes).toEqual([]);
  });

  it('maps linkage targets with new-style dates and names', () => {
    const v = vehicleFromLinkageTarget({ linkageTargetId: 5, description: '2.0 TDI', mfrId: 5, mfrName: 'Audi', vehicleModelSeriesId: 77, vehicleModelSeriesName: 'A3 II', beginYearMonth: '2013-02', endYearMonth: '2020-11', engines: [{ code: 'CFFB' }] });
    expect(v).toMatchObject({ id: '5', year: 2013, yearTo: 2020, make: 'Audi', model: 'A3 II', makeId: '5', modelId: '77', engine: '2.0 TDI', engineCodes: ['CFFB'] });
  });

  it('accepts both spellings of the model name', () => {
    expect(modelFromSeries({ modelId: 1, modelname: 'Gol', yearOfConstrFrom: 199512 }, 5)).toEqual({ id: '1', name: 'Gol', yearFrom: 1995, yearTo: null, makeId: '5' });
    expect(modelFromSeries({ modelId: 1, modelName: 'Gol', yearOfConstrFrom: '1995-12', yearOfConstrTo: '2005-12' }, 5)?.yearTo).toBe(2005);
  });
});

describe('brand mapping', () => {
  it('maps a supplier to a brand with the 200 px logo (through the gateway, never the provider URL) and its country', () => {
    expect(brandFromSupplier({ dataSupplierId: 52, mfrName: 'BREMBO', dataSupplierLogo: { imageURL100: 'http://p/a?key=s', imageURL200: 'http://p/b?key=s' }, addressDetails: [{ zipCountryCodeISO: 'IT' }] }))
      .toEqual({ slug: '52', name: 'BREMBO', image: '/images/parts/brands/52/200', country: 'IT' });
    expect(brandFromSupplier({ dataSupplierId: 9, mfrName: 'X', dataSupplierLogo: '', addressDetails: '' })).toEqual({ slug: '9', name: 'X', image: null, country: null });
  });
});

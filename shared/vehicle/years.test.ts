import { describe, expect, it } from 'vitest';
import { chosenYearOf, isYearOfVehicle, yearOfSegment, yearsOfVehicle } from './years';

describe('the year a shopper chose', () => {
  const focus = { year: 2013, yearTo: 2018 };
  const built = { year: 2023, yearTo: null };

  it('keeps a year of the range, whatever it is', () => {
    expect(chosenYearOf(focus, 2018, 2026)).toBe(2018);
    expect(chosenYearOf(focus, 2013, 2026)).toBe(2013);
    expect(chosenYearOf(built, 2026, 2026)).toBe(2026);
  });

  it('moves a year outside the range to the nearest one, and no year to the first', () => {
    expect(chosenYearOf(focus, 2021, 2026)).toBe(2018);
    expect(chosenYearOf(focus, 1999, 2026)).toBe(2013);
    expect(chosenYearOf(built, 2030, 2026)).toBe(2026);
    expect(chosenYearOf(focus, null, 2026)).toBe(2013);
    expect(chosenYearOf(focus, 2015.5, 2026)).toBe(2013);
  });

  it('lists every year of a vehicle, to this year while it is still built', () => {
    expect(yearsOfVehicle(focus, 2026)).toEqual([2013, 2014, 2015, 2016, 2017, 2018]);
    expect(yearsOfVehicle(built, 2025)).toEqual([2023, 2024, 2025]);
    expect(isYearOfVehicle(focus, 2016, 2026)).toBe(true);
    expect(isYearOfVehicle(focus, 2019, 2026)).toBe(false);
    expect(isYearOfVehicle(built, 2027, 2026)).toBe(false);
  });

  it('reads the year segment of an address', () => {
    expect(yearOfSegment('2018')).toBe(2018);
    expect(yearOfSegment('2018-2020')).toBeNull();
    expect(yearOfSegment(undefined)).toBeNull();
  });
});

/**
 * The years of a vehicle and the year a shopper chose among them (ADR 20). A vehicle (an engine of
 * a model) is built over a range of years; its page, its title and the garage name the year the
 * shopper chose, and every year of the range is an address of its own.
 */

export interface VehicleYears {
  /** First year of construction. */
  year: number;
  /** Last year of construction; null while still built. */
  yearTo?: number | null;
}

/** The last year a vehicle was built: its end, or this year while it is still built. */
export function lastYearOf(vehicle: VehicleYears, currentYear = new Date().getFullYear()): number {
  return Math.max(vehicle.year, vehicle.yearTo ?? currentYear);
}

/** Every year of a vehicle, first to last. */
export function yearsOfVehicle(vehicle: VehicleYears, currentYear = new Date().getFullYear()): number[] {
  const years: number[] = [];
  for (let y = vehicle.year; y <= lastYearOf(vehicle, currentYear); y++) years.push(y);
  return years;
}

/** Whether a year is one the vehicle was built in. */
export function isYearOfVehicle(vehicle: VehicleYears, year: number, currentYear = new Date().getFullYear()): boolean {
  return Number.isInteger(year) && year >= vehicle.year && year <= lastYearOf(vehicle, currentYear);
}

/**
 * The year a vehicle's address and title name: the one asked when the vehicle was built in it, the
 * nearest year of its range when asked for another (an old link, a typo), its first year when none.
 */
export function chosenYearOf(vehicle: VehicleYears, asked: number | null | undefined, currentYear = new Date().getFullYear()): number {
  if (asked === null || asked === undefined || !Number.isInteger(asked)) return vehicle.year;
  return Math.min(Math.max(asked, vehicle.year), lastYearOf(vehicle, currentYear));
}

/** A year segment of an address (`2018`) as a number, or null when it is none. */
export function yearOfSegment(segment: string | undefined): number | null {
  return segment !== undefined && /^\d{4}$/.test(segment) ? Number(segment) : null;
}

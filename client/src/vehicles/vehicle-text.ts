/** How the vehicle pages name what they are about (titles, descriptions, the fit on a card). */

export interface NamedVehicle {
  year: number;
  make: string;
  model: string;
  engine: string;
}

/** "Volkswagen Gol 1.6 MSI 2010": the words a shopper searches for, the year last. */
export function vehicleTitleName(vehicle: NamedVehicle): string {
  return `${vehicle.make} ${vehicle.model} ${vehicle.engine} ${vehicle.year}`;
}

type Text = (key: 'TEXT_VEHICLE_YEARS_RANGE' | 'TEXT_VEHICLE_YEARS_OPEN', values: Record<string, unknown>) => string;

/** "2010–2016", or "desde 2023" while still built. */
export function yearsText(text: Text, from: number, to: number | null | undefined): string {
  return to ? text('TEXT_VEHICLE_YEARS_RANGE', { from, to }) : text('TEXT_VEHICLE_YEARS_OPEN', { from });
}

/** The make's and model's pages, from the vehicle's own address (its first two words). */
export function vehicleTrail(path: string, make: string, model: string): { label: string; href: string }[] {
  const [, , , makeWord, modelWord] = path.split('/');
  return [
    { label: make, href: `/shop/vehicles/${makeWord}` },
    { label: model, href: `/shop/vehicles/${makeWord}/${modelWord}` },
  ];
}

/** The id a segment of a vehicle page's address ends with (`1-6-msi-10020` → `10020`). */
export { idOfSlug } from '../../../shared/vehicle/slug';

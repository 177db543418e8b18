/** "2012 Volkswagen Gol Trend 1.6" */
export function vehicleName(vehicle: { year: number; make: string; model: string; engine: string }): string {
  return `${vehicle.year} ${vehicle.make} ${vehicle.model} ${vehicle.engine}`;
}

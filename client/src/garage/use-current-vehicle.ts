import { useClientQuery } from '../lib/data/use-client-query';
import { useRenderInfo } from '../lib/data/render-info';
import { graphql } from '../gql';
import type { GarageVehicleFragment } from './garage-documents';
import { unmask } from '../lib/data/read-fragment';
import { vehicleName } from '../lib/vehicle-name';

/** The shopper's current vehicle (the garage is a singleton in the cache, shared with the header). */
export const CurrentVehicleQuery = graphql(`
  query CurrentVehicle {
    garage {
      currentVehicle {
        ...GarageVehicle_vehicle
      }
    }
  }
`);

export interface CurrentVehicle {
  id: string;
  year: number;
  make: string;
  model: string;
  engine: string;
  /** "2012 Volkswagen Gol Trend 1.6" */
  name: string;
}

/**
 * The current vehicle, or null for "all vehicles". A page the server rendered was rendered for the
 * session's current vehicle, which it hands over with the page: that one holds while the browser
 * hydrates and until the garage's own answer (asked once hydrated, it belongs to the shopper) is
 * in, so nothing on the page changes unless the vehicle really did. A mutation that changes it
 * evicts the cached fit statements (`evictFitStatements` in fit-cache.ts), so the views that show
 * them ask again.
 */
export function useCurrentVehicle(): { vehicle: CurrentVehicle | null; loading: boolean } {
  const rendered = useRenderInfo().vehicle;
  const { data, loading } = useClientQuery(CurrentVehicleQuery);
  const asked = unmask<typeof GarageVehicleFragment>(data?.garage.currentVehicle);
  const current = data ? asked : rendered;
  if (current === undefined) return { vehicle: null, loading };
  return { vehicle: current ? { ...current, name: vehicleName(current) } : null, loading: false };
}

/** The card's fit statement from a product's `fitStatus`, or null (no vehicle: nothing claims fit). */
export function fitOf(
  fitStatus: 'FITS' | 'DOES_NOT_FIT' | 'UNIVERSAL' | 'UNKNOWN' | null | undefined,
  vehicle: CurrentVehicle | null,
): { status: 'fits' | 'does-not-fit' | 'universal' | 'unknown'; vehicle: string } | null {
  if (!vehicle || !fitStatus) return null;
  const status = ({ FITS: 'fits', DOES_NOT_FIT: 'does-not-fit', UNIVERSAL: 'universal', UNKNOWN: 'unknown' } as const)[fitStatus];
  return { status, vehicle: vehicle.name };
}

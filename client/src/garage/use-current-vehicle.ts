import { useQuery } from '@apollo/client/react';
import { graphql } from '../gql';
import { vehicleName } from './vehicle-name';

/** The shopper's current vehicle (the garage is a singleton in the cache, shared with the header). */
export const CurrentVehicleQuery = graphql(`
  query CurrentVehicle {
    garage {
      currentVehicle {
        id
        year
        make
        model
        engine
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
 * The current vehicle, or null for "all vehicles". A mutation that changes it evicts the cached fit
 * statements (`evictFitStatements` in fit-cache.ts), so the views that show them ask again.
 */
export function useCurrentVehicle(): { vehicle: CurrentVehicle | null; loading: boolean } {
  const { data, loading } = useQuery(CurrentVehicleQuery);
  const current = data?.garage.currentVehicle ?? null;
  return { vehicle: current ? { ...current, name: vehicleName(current) } : null, loading };
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

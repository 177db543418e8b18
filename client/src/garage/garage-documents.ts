import { graphql, type FragmentType } from '../gql';
import { unmask } from '../lib/data/read-fragment';
import type { GarageVehicle_VehicleFragment } from '../gql/graphql';

/** What names a saved vehicle (`vehicleName`): asked wherever one is shown. */
export const GarageVehicleFragment = graphql(`
  fragment GarageVehicle_vehicle on GarageVehicle {
    id
    year
    make
    model
    engine
    path
  }
`);

/**
 * The garage as every view of it reads it (the header's vehicle picker, the garage page), and as
 * every garage mutation answers it: the normalised Garage singleton then updates them all at once.
 */
export const GarageFragment = graphql(`
  fragment Garage_garage on Garage {
    vehicles {
      ...GarageVehicle_vehicle
      addedAt
    }
    currentVehicle {
      ...GarageVehicle_vehicle
    }
  }
`);

/** The garage as its views read it: the saved vehicles and the current one, unmasked. */
export interface GarageView {
  vehicles: readonly GarageVehicle_VehicleFragment[];
  currentVehicle: GarageVehicle_VehicleFragment | null;
}

/** Reads a garage answer (`...Garage_garage`: a query's or a mutation's) down to its vehicles; null without one. */
export function readGarageView(ref: FragmentType<typeof GarageFragment> | null | undefined): GarageView | null {
  const garage = unmask<typeof GarageFragment>(ref);
  if (!garage) return null;
  return { vehicles: unmask<typeof GarageVehicleFragment>(garage.vehicles), currentVehicle: unmask<typeof GarageVehicleFragment>(garage.currentVehicle) ?? null };
}

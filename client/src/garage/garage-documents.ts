import { graphql } from '../gql';

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

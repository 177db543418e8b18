import { useMutation } from '@apollo/client/react';
import { graphql } from '../gql';

/** Saves a vehicle in the garage with the year the shopper chose (one that is there already takes that year). */
export const AddVehicleToGarageMutation = graphql(`
  mutation AddVehicleToGarage($vehicleId: ID!, $year: Int) {
    addVehicleToGarage(vehicleId: $vehicleId, year: $year) {
      ...Garage_garage
    }
  }
`);

/**
 * Saving a vehicle: the garage's views follow the answer (the vehicle's name is the provider's, so
 * there is nothing to show before it). A call while one is in progress is ignored, and a failed one
 * answers undefined (its error is in `error`).
 */
export function useAddVehicleToGarage() {
  const [mutate, { loading, error }] = useMutation(AddVehicleToGarageMutation);
  const addVehicle = (vehicleId: string, year?: number) => (loading ? undefined : mutate({ variables: year === undefined ? { vehicleId } : { vehicleId, year } }).catch(() => undefined));
  return { addVehicle, loading, error };
}

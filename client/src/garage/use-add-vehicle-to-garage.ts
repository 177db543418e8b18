import { useMutation } from '@apollo/client/react';
import { graphql } from '../gql';

/** Saves a vehicle in the garage, unless it is there already. */
export const AddVehicleToGarageMutation = graphql(`
  mutation AddVehicleToGarage($vehicleId: ID!) {
    addVehicleToGarage(vehicleId: $vehicleId) {
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
  const addVehicle = (vehicleId: string) => (loading ? undefined : mutate({ variables: { vehicleId } }).catch(() => undefined));
  return { addVehicle, loading, error };
}

import { useMutation } from '@apollo/client/react';
import { graphql } from '../gql';
import { evictFitStatements } from './fit-cache';

/** Removes a saved vehicle; when it was the current one, the current vehicle becomes none. */
export const RemoveVehicleFromGarageMutation = graphql(`
  mutation RemoveVehicleFromGarage($vehicleId: ID!) {
    removeVehicleFromGarage(vehicleId: $vehicleId) {
      ...Garage_garage
    }
  }
`);

/**
 * Removing a saved vehicle: the garage's views follow the answer, which may change the current
 * vehicle, so it forgets the cached fit statements too. A call while one is in progress is ignored,
 * and a failed one answers undefined (its error is in `error`).
 */
export function useRemoveVehicleFromGarage() {
  const [mutate, { loading, error }] = useMutation(RemoveVehicleFromGarageMutation, { update: evictFitStatements });
  const removeVehicle = (vehicleId: string) => (loading ? undefined : mutate({ variables: { vehicleId } }).catch(() => undefined));
  return { removeVehicle, loading, error };
}

import { useMutation } from '@apollo/client/react';
import { graphql } from '../gql';
import { evictFitStatements } from './fit-cache';

/**
 * Chooses the current vehicle (null: all vehicles) and the year the shopper chose for it (none: the
 * year the garage keeps already); a vehicle not yet saved is saved first.
 */
export const SetCurrentVehicleMutation = graphql(`
  mutation SetCurrentVehicle($vehicleId: ID, $year: Int) {
    setCurrentVehicle(vehicleId: $vehicleId, year: $year) {
      ...Garage_garage
    }
  }
`);

/**
 * Choosing the current vehicle, wherever it is offered (the header's picker, the garage page, the
 * product page's fit panel, the home page's finder). Its answer forgets the cached fit statements,
 * so the views that show them ask again for the new vehicle. No optimistic answer: every fit on
 * the page would be asked again for a vehicle the server has not made current yet. A call while
 * one is in progress is ignored, and a failed one answers undefined (its error is in `error`).
 */
export function useSetCurrentVehicle() {
  const [mutate, { loading, error }] = useMutation(SetCurrentVehicleMutation, { update: evictFitStatements });
  const setCurrentVehicle = (vehicleId: string | null, year?: number) => (loading ? undefined : mutate({ variables: year === undefined ? { vehicleId } : { vehicleId, year } }).catch(() => undefined));
  return { setCurrentVehicle, loading, error };
}

import { useMutation } from '@apollo/client/react';
import { graphql } from '../gql';
import { evictFitStatements } from './fit-cache';

/*
 * The garage's mutations answer the fields the header's vehicle picker reads (`VehiclePicker_garage`)
 * and those the garage page lists, so the normalised Garage singleton updates every view at once.
 */

export const GarageAddVehicleMutation = graphql(`
  mutation GarageAddVehicle($vehicleId: ID!) {
    addVehicleToGarage(vehicleId: $vehicleId) {
      ...VehiclePicker_garage
      vehicles {
        id
        year
        make
        model
        engine
        addedAt
      }
      currentVehicle {
        id
      }
    }
  }
`);

export const GarageRemoveVehicleMutation = graphql(`
  mutation GarageRemoveVehicle($vehicleId: ID!) {
    removeVehicleFromGarage(vehicleId: $vehicleId) {
      ...VehiclePicker_garage
      vehicles {
        id
        year
        make
        model
        engine
        addedAt
      }
      currentVehicle {
        id
      }
    }
  }
`);

export const GarageSetCurrentVehicleMutation = graphql(`
  mutation GarageSetCurrentVehicle($vehicleId: ID) {
    setCurrentVehicle(vehicleId: $vehicleId) {
      ...VehiclePicker_garage
      vehicles {
        id
        year
        make
        model
        engine
        addedAt
      }
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

/**
 * Adding, removing and choosing the current vehicle. Removing the current vehicle and choosing one
 * change the current vehicle: their updates forget the cached fit statements. A call while the same
 * action is in progress is ignored, and a failed one answers undefined (its error is in `error`).
 */
export function useGarage() {
  const [add, added] = useMutation(GarageAddVehicleMutation);
  const [remove, removed] = useMutation(GarageRemoveVehicleMutation, { update: evictFitStatements });
  const [setCurrent, set] = useMutation(GarageSetCurrentVehicleMutation, { update: evictFitStatements });
  return {
    addVehicle: (vehicleId: string) => (added.loading ? undefined : add({ variables: { vehicleId } }).catch(() => undefined)),
    removeVehicle: (vehicleId: string) => (removed.loading ? undefined : remove({ variables: { vehicleId } }).catch(() => undefined)),
    setCurrentVehicle: (vehicleId: string | null) =>
      set.loading ? undefined : setCurrent({ variables: { vehicleId } }).catch(() => undefined),
    adding: added.loading,
    removing: removed.loading,
    settingCurrent: set.loading,
    error: added.error ?? removed.error ?? set.error,
  };
}

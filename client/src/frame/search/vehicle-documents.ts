import { graphql } from '../../gql';

export const VehiclePickerGarageFragment = graphql(`
  fragment VehiclePicker_garage on Garage {
    vehicles {
      id
      year
      make
      model
      engine
    }
    currentVehicle {
      id
      year
      make
      model
      engine
    }
  }
`);

export const SetCurrentVehicleMutation = graphql(`
  mutation SetCurrentVehicle($vehicleId: ID) {
    setCurrentVehicle(vehicleId: $vehicleId) {
      ...VehiclePicker_garage
    }
  }
`);

/** "2012 Volkswagen Gol Trend 1.6" */
export function vehicleName(vehicle: { year: number; make: string; model: string; engine: string }): string {
  return `${vehicle.year} ${vehicle.make} ${vehicle.model} ${vehicle.engine}`;
}

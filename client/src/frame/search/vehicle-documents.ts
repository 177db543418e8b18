import { graphql } from '../../gql';

export const VehiclePickerGarageFragment = graphql(`
  fragment VehiclePicker_garage on Garage {
    vehicles {
      id
      year
      make
      model
      engine
      path
    }
    currentVehicle {
      id
      year
      make
      model
      engine
      path
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

export { vehicleName } from '../../garage/vehicle-name';

import { graphql } from '../../gql';

export const VehicleFormMakesQuery = graphql(`
  query VehicleFormMakes {
    vehicleMakes {
      id
      name
    }
  }
`);

export const VehicleFormModelsQuery = graphql(`
  query VehicleFormModels($makeId: ID!) {
    vehicleModels(makeId: $makeId) {
      id
      name
      yearFrom
      yearTo
    }
  }
`);

export const VehicleFormYearsQuery = graphql(`
  query VehicleFormYears($makeId: ID!, $modelId: ID!) {
    vehicleYears(makeId: $makeId, modelId: $modelId)
  }
`);

export const VehicleFormEnginesQuery = graphql(`
  query VehicleFormEngines($makeId: ID!, $modelId: ID!, $year: Int!) {
    vehicles(makeId: $makeId, modelId: $modelId, year: $year) {
      id
      year
      make
      model
      engine
    }
  }
`);

export const VehicleFormVinQuery = graphql(`
  query VehicleFormVin($vin: String!) {
    vehiclesByVin(vin: $vin) {
      id
      year
      make
      model
      engine
    }
  }
`);

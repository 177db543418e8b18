import { graphql } from '../../../gql';

/** The product's fit for the current vehicle, its conditions, and its fit for every saved vehicle. */
export const ProductFitQuery = graphql(`
  query ProductFit($slug: String!) {
    product(slug: $slug) {
      id
      slug
      fitStatus
      fitmentNotes {
        label
        value
        kind
      }
      garageFit {
        status
        vehicle {
          id
          year
          make
          model
          engine
        }
      }
    }
  }
`);

/** Makes a saved vehicle the current one, from the product page; answers what the header's picker reads. */
export const ProductPageSetVehicleMutation = graphql(`
  mutation ProductPageSetVehicle($vehicleId: ID) {
    setCurrentVehicle(vehicleId: $vehicleId) {
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
  }
`);

import { graphql } from '../../../gql';

/** The product's fit for the current vehicle, its conditions, and its fit (with conditions) for every saved vehicle. */
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
        notes {
          label
          value
          kind
        }
        vehicle {
          ...GarageVehicle_vehicle
        }
      }
    }
  }
`);

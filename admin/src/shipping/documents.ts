import { graphql } from '../gql';

export const PARCEL_DEFAULTS = graphql(`
  query AdminParcelDefaults {
    parcelDefaults {
      ...AdminParcelDefault
    }
  }

  fragment AdminParcelMeasures on ParcelMeasures {
    weightGrams
    lengthCm
    widthCm
    heightCm
    billableWeightGrams
  }

  fragment AdminParcelDefault on ParcelDefault {
    category
    edited
    updatedAt
    updatedBy {
      id
      email
      name
    }
    parcel {
      ...AdminParcelMeasures
    }
    codeDefault {
      ...AdminParcelMeasures
    }
  }
`);

export const SET_PARCEL_DEFAULT = graphql(`
  mutation AdminSetParcelDefault($category: ParcelCategory!, $weightGrams: Int!, $lengthCm: Int!, $widthCm: Int!, $heightCm: Int!, $reason: String) {
    setParcelDefault(category: $category, weightGrams: $weightGrams, lengthCm: $lengthCm, widthCm: $widthCm, heightCm: $heightCm, reason: $reason) {
      ...AdminParcelDefault
    }
  }
`);

export const RESET_PARCEL_DEFAULT = graphql(`
  mutation AdminResetParcelDefault($category: ParcelCategory!, $reason: String) {
    resetParcelDefault(category: $category, reason: $reason) {
      ...AdminParcelDefault
    }
  }
`);

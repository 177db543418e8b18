import { graphql } from '../../gql';

export const SearchSuggestionsQuery = graphql(`
  query SearchSuggestions($query: String!, $vehicleId: ID) {
    searchSuggestions(query: $query, vehicleId: $vehicleId) {
      query
      products {
        id
        slug
        name
        images
        rating
        reviews
        price
        compareAtPrice
      }
      categories {
        id
        name
        slug
        layout
      }
    }
  }
`);

import { graphql } from '../../gql';

export const LoginPageQuery = graphql(`
  query LoginPage {
    shop {
      demoMode
    }
    demoAccount {
      email
      password
    }
  }
`);

export const LoginPageSignInMutation = graphql(`
  mutation LoginPageSignIn($email: String!, $password: String!) {
    signIn(email: $email, password: $password) {
      user {
        id
        email
      }
      merged {
        cartItems
        wishlistItems
        compareItems
        garageVehicles
        vehicles {
          ...GarageVehicle_vehicle
        }
      }
    }
  }
`);

export const LoginPageRegisterMutation = graphql(`
  mutation LoginPageRegister($email: String!, $password: String!) {
    register(email: $email, password: $password) {
      user {
        id
        email
      }
      merged {
        cartItems
        wishlistItems
        compareItems
        garageVehicles
        vehicles {
          ...GarageVehicle_vehicle
        }
      }
    }
  }
`);

import { graphql } from '../gql';

export const SHOPPER_ACCOUNTS = graphql(`
  query AdminShopperAccounts($email: String!, $developersOnly: Boolean) {
    shopperAccounts(email: $email, developersOnly: $developersOnly) {
      ...AdminShopperAccount
    }
  }

  fragment AdminShopperAccount on ShopperAccount {
    id
    email
    name
    developer
    createdAt
    appSessions {
      id
      deviceName
      signedInAt
      lastActiveAt
      expiresAt
      tokens {
        kind
        createdAt
        expiresAt
        usedAt
        live
      }
    }
  }
`);

export const SET_ACCOUNT_DEVELOPER = graphql(`
  mutation AdminSetAccountDeveloper($accountId: ID!, $developer: Boolean!, $reason: String) {
    setAccountDeveloper(accountId: $accountId, developer: $developer, reason: $reason) {
      ...AdminShopperAccount
    }
  }
`);

export const REVOKE_APP_SESSIONS = graphql(`
  mutation AdminRevokeAppSessions($accountId: ID!, $sessionId: ID, $reason: String) {
    revokeAppSessions(accountId: $accountId, sessionId: $sessionId, reason: $reason)
  }
`);

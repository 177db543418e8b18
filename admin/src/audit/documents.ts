import { graphql } from '../gql';

export const AUDIT_LOG = graphql(`
  query AdminAuditLog($filter: AuditFilter, $first: Int, $after: String) {
    auditLog(filter: $filter, first: $first, after: $after) {
      nodes {
        id
        at
        actor
        actorId
        action
        entity
        entityId
        before
        after
        reason
        address
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
    staffMembers {
      id
      email
      name
    }
  }
`);

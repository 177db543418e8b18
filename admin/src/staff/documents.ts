import { graphql } from '../gql';

export const STAFF = graphql(`
  query AdminStaff {
    staffMembers {
      ...AdminStaffMember
    }
    staffRoles {
      code
      name
      permissions
    }
  }

  fragment AdminStaffMember on StaffMember {
    id
    email
    name
    status
    totpEnrolled
    createdAt
    role {
      code
      name
    }
  }
`);

export const INVITE_STAFF = graphql(`
  mutation AdminInviteStaff($input: InviteStaffInput!) {
    inviteStaff(input: $input) {
      ...AdminStaffMember
    }
  }
`);

export const CHANGE_STAFF_ROLE = graphql(`
  mutation AdminChangeStaffRole($id: ID!, $role: String!, $reason: String!) {
    changeStaffRole(id: $id, role: $role, reason: $reason) {
      ...AdminStaffMember
    }
  }
`);

export const DISABLE_STAFF = graphql(`
  mutation AdminDisableStaff($id: ID!, $reason: String!) {
    disableStaff(id: $id, reason: $reason) {
      ...AdminStaffMember
    }
  }
`);

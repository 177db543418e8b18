/* eslint-disable */
import * as types from './graphql.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query AdminViewer {\n    viewer {\n      permissions\n      idleExpiresAt\n      member {\n        id\n        email\n        name\n        role {\n          code\n          name\n        }\n      }\n    }\n  }\n": typeof types.AdminViewerDocument,
    "\n  mutation AdminSignOut {\n    signOut\n  }\n": typeof types.AdminSignOutDocument,
    "\n  query AdminAuditLog($filter: AuditFilter, $first: Int, $after: String) {\n    auditLog(filter: $filter, first: $first, after: $after) {\n      nodes {\n        id\n        at\n        actor\n        actorId\n        action\n        entity\n        entityId\n        before\n        after\n        reason\n        address\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n    staffMembers {\n      id\n      email\n      name\n    }\n  }\n": typeof types.AdminAuditLogDocument,
    "\n  query AdminInvitation($token: String!) {\n    invitation(token: $token) {\n      email\n      name\n      expiresAt\n    }\n  }\n": typeof types.AdminInvitationDocument,
    "\n  mutation AdminAcceptInvitation($token: String!, $password: String!) {\n    acceptInvitation(token: $token, password: $password)\n  }\n": typeof types.AdminAcceptInvitationDocument,
    "\n  fragment AdminVoucher on Voucher {\n    id\n    kind\n    letter\n    number\n    title\n    state\n    cae\n    caeDueDate\n    issueDate\n    reasons\n    total\n    downloadUrl\n  }\n": typeof types.AdminVoucherFragmentDoc,
    "\n  query AdminOrderVouchers($number: String!) {\n    order(number: $number) {\n      id\n      number\n      paymentMethod\n      paymentStatus\n      canMarkPaid\n      vouchers {\n        ...AdminVoucher\n      }\n    }\n  }\n": typeof types.AdminOrderVouchersDocument,
    "\n  query AdminRejectedInvoices($first: Int) {\n    rejectedInvoices(first: $first) {\n      orderId\n      orderNumber\n      voucher {\n        ...AdminVoucher\n      }\n    }\n  }\n": typeof types.AdminRejectedInvoicesDocument,
    "\n  mutation AdminMarkOrderPaid($input: MarkOrderPaidInput!) {\n    markOrderPaid(input: $input) {\n      id\n      status\n      paymentStatus\n      canMarkPaid\n      nextStatuses\n    }\n  }\n": typeof types.AdminMarkOrderPaidDocument,
    "\n  mutation AdminRetryInvoice($input: RetryInvoiceInput!) {\n    retryInvoice(input: $input) {\n      ...AdminVoucher\n    }\n  }\n": typeof types.AdminRetryInvoiceDocument,
    "\n  query AdminOrderCarrierShipment($id: ID!) {\n    order(id: $id) {\n      id\n      status\n      shipmentCarrierName\n      carrierShipment {\n        id\n        carrierName\n        service\n        mode\n        trackingNumber\n        labelReference\n        state\n        createdAt\n        checkedAt\n        events {\n          at\n          state\n          description\n        }\n      }\n    }\n  }\n": typeof types.AdminOrderCarrierShipmentDocument,
    "\n  mutation AdminCreateShipment($orderId: ID!) {\n    createShipment(orderId: $orderId) {\n      repeated\n      shipment {\n        id\n        trackingNumber\n      }\n    }\n  }\n": typeof types.AdminCreateShipmentDocument,
    "\n  query AdminOrders($filter: OrderFilter, $first: Int, $after: String) {\n    orders(filter: $filter, first: $first, after: $after) {\n      nodes {\n        id\n        number\n        createdAt\n        status\n        paymentMethod\n        paymentStatus\n        email\n        customerName\n        province\n        total\n        quantity\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.AdminOrdersDocument,
    "\n  query AdminOrder($number: String!) {\n    order(number: $number) {\n      id\n      number\n      createdAt\n      status\n      paymentMethod\n      paymentStatus\n      email\n      language\n      comment\n      quantity\n      subtotal\n      total\n      totals\n      lines {\n        position\n        name\n        sku\n        price\n        quantity\n        total\n      }\n      shippingAddress {\n        ...AdminOrderAddress\n      }\n      billingAddress {\n        ...AdminOrderAddress\n      }\n      taxIdentity {\n        invoiceType\n        documentType\n        documentNumber\n        ivaCondition\n        name\n      }\n      payments {\n        id\n        provider\n        providerPaymentId\n        status\n        statusDetail\n        amount\n        currency\n        updatedAt\n      }\n      mails {\n        id\n        kind\n        to\n        subject\n        createdAt\n        sentAt\n        failedAt\n        held\n      }\n      history {\n        at\n        kind\n        actor\n        note\n      }\n      shipment {\n        carrier\n        trackingNumber\n        shippedAt\n        deliveredAt\n      }\n      nextStatuses\n      refundableCentavos\n      refunds {\n        id\n        amount\n        reason\n        state\n        createdAt\n      }\n      return {\n        code\n        state\n        requestedAt\n        withinTerm\n        late\n      }\n    }\n  }\n\n  fragment AdminOrderAddress on OrderAddress {\n    firstName\n    lastName\n    company\n    address1\n    address2\n    city\n    province\n    postcode\n    country\n    email\n    phone\n    documentType\n    documentNumber\n    ivaCondition\n  }\n": typeof types.AdminOrderDocument,
    "\n  mutation AdminChangeOrderStatus($input: ChangeOrderStatusInput!) {\n    changeOrderStatus(input: $input) {\n      id\n      status\n      nextStatuses\n    }\n  }\n": typeof types.AdminChangeOrderStatusDocument,
    "\n  mutation AdminRefundOrder($input: RefundOrderInput!) {\n    refundOrder(input: $input) {\n      repeated\n      refund {\n        id\n        amount\n        state\n      }\n    }\n  }\n": typeof types.AdminRefundOrderDocument,
    "\n  query AdminReturns($state: ReturnState, $first: Int, $after: String) {\n    returns(state: $state, first: $first, after: $after) {\n      nodes {\n        orderId\n        orderNumber\n        email\n        code\n        state\n        requestedAt\n        termEndsAt\n        withinTerm\n        late\n        receivedAt\n        restocked\n        refundedAt\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.AdminReturnsDocument,
    "\n  mutation AdminReceiveReturn($input: ReceiveReturnInput!) {\n    receiveReturn(input: $input) {\n      orderId\n      state\n      receivedAt\n      restocked\n    }\n  }\n": typeof types.AdminReceiveReturnDocument,
    "\n  mutation AdminRefundReturn($input: RefundReturnInput!) {\n    refundReturn(input: $input) {\n      repeated\n      refund {\n        id\n        amount\n      }\n    }\n  }\n": typeof types.AdminRefundReturnDocument,
    "\n  query AdminParcelDefaults {\n    parcelDefaults {\n      ...AdminParcelDefault\n    }\n  }\n\n  fragment AdminParcelMeasures on ParcelMeasures {\n    weightGrams\n    lengthCm\n    widthCm\n    heightCm\n    billableWeightGrams\n  }\n\n  fragment AdminParcelDefault on ParcelDefault {\n    category\n    edited\n    updatedAt\n    updatedBy {\n      id\n      email\n      name\n    }\n    parcel {\n      ...AdminParcelMeasures\n    }\n    codeDefault {\n      ...AdminParcelMeasures\n    }\n  }\n": typeof types.AdminParcelDefaultsDocument,
    "\n  mutation AdminSetParcelDefault($category: ParcelCategory!, $weightGrams: Int!, $lengthCm: Int!, $widthCm: Int!, $heightCm: Int!, $reason: String) {\n    setParcelDefault(category: $category, weightGrams: $weightGrams, lengthCm: $lengthCm, widthCm: $widthCm, heightCm: $heightCm, reason: $reason) {\n      ...AdminParcelDefault\n    }\n  }\n": typeof types.AdminSetParcelDefaultDocument,
    "\n  mutation AdminResetParcelDefault($category: ParcelCategory!, $reason: String) {\n    resetParcelDefault(category: $category, reason: $reason) {\n      ...AdminParcelDefault\n    }\n  }\n": typeof types.AdminResetParcelDefaultDocument,
    "\n  mutation AdminSignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      step\n      enrolment {\n        secret\n        uri\n      }\n    }\n  }\n": typeof types.AdminSignInDocument,
    "\n  mutation AdminVerifyTotp($code: String!) {\n    verifyTotp(code: $code) {\n      step\n    }\n  }\n": typeof types.AdminVerifyTotpDocument,
    "\n  query AdminStaff {\n    staffMembers {\n      ...AdminStaffMember\n    }\n    staffRoles {\n      code\n      name\n      permissions\n    }\n  }\n\n  fragment AdminStaffMember on StaffMember {\n    id\n    email\n    name\n    status\n    totpEnrolled\n    createdAt\n    role {\n      code\n      name\n    }\n  }\n": typeof types.AdminStaffDocument,
    "\n  mutation AdminInviteStaff($input: InviteStaffInput!) {\n    inviteStaff(input: $input) {\n      ...AdminStaffMember\n    }\n  }\n": typeof types.AdminInviteStaffDocument,
    "\n  mutation AdminChangeStaffRole($id: ID!, $role: String!, $reason: String!) {\n    changeStaffRole(id: $id, role: $role, reason: $reason) {\n      ...AdminStaffMember\n    }\n  }\n": typeof types.AdminChangeStaffRoleDocument,
    "\n  mutation AdminDisableStaff($id: ID!, $reason: String!) {\n    disableStaff(id: $id, reason: $reason) {\n      ...AdminStaffMember\n    }\n  }\n": typeof types.AdminDisableStaffDocument,
};
const documents: Documents = {
    "\n  query AdminViewer {\n    viewer {\n      permissions\n      idleExpiresAt\n      member {\n        id\n        email\n        name\n        role {\n          code\n          name\n        }\n      }\n    }\n  }\n": types.AdminViewerDocument,
    "\n  mutation AdminSignOut {\n    signOut\n  }\n": types.AdminSignOutDocument,
    "\n  query AdminAuditLog($filter: AuditFilter, $first: Int, $after: String) {\n    auditLog(filter: $filter, first: $first, after: $after) {\n      nodes {\n        id\n        at\n        actor\n        actorId\n        action\n        entity\n        entityId\n        before\n        after\n        reason\n        address\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n    staffMembers {\n      id\n      email\n      name\n    }\n  }\n": types.AdminAuditLogDocument,
    "\n  query AdminInvitation($token: String!) {\n    invitation(token: $token) {\n      email\n      name\n      expiresAt\n    }\n  }\n": types.AdminInvitationDocument,
    "\n  mutation AdminAcceptInvitation($token: String!, $password: String!) {\n    acceptInvitation(token: $token, password: $password)\n  }\n": types.AdminAcceptInvitationDocument,
    "\n  fragment AdminVoucher on Voucher {\n    id\n    kind\n    letter\n    number\n    title\n    state\n    cae\n    caeDueDate\n    issueDate\n    reasons\n    total\n    downloadUrl\n  }\n": types.AdminVoucherFragmentDoc,
    "\n  query AdminOrderVouchers($number: String!) {\n    order(number: $number) {\n      id\n      number\n      paymentMethod\n      paymentStatus\n      canMarkPaid\n      vouchers {\n        ...AdminVoucher\n      }\n    }\n  }\n": types.AdminOrderVouchersDocument,
    "\n  query AdminRejectedInvoices($first: Int) {\n    rejectedInvoices(first: $first) {\n      orderId\n      orderNumber\n      voucher {\n        ...AdminVoucher\n      }\n    }\n  }\n": types.AdminRejectedInvoicesDocument,
    "\n  mutation AdminMarkOrderPaid($input: MarkOrderPaidInput!) {\n    markOrderPaid(input: $input) {\n      id\n      status\n      paymentStatus\n      canMarkPaid\n      nextStatuses\n    }\n  }\n": types.AdminMarkOrderPaidDocument,
    "\n  mutation AdminRetryInvoice($input: RetryInvoiceInput!) {\n    retryInvoice(input: $input) {\n      ...AdminVoucher\n    }\n  }\n": types.AdminRetryInvoiceDocument,
    "\n  query AdminOrderCarrierShipment($id: ID!) {\n    order(id: $id) {\n      id\n      status\n      shipmentCarrierName\n      carrierShipment {\n        id\n        carrierName\n        service\n        mode\n        trackingNumber\n        labelReference\n        state\n        createdAt\n        checkedAt\n        events {\n          at\n          state\n          description\n        }\n      }\n    }\n  }\n": types.AdminOrderCarrierShipmentDocument,
    "\n  mutation AdminCreateShipment($orderId: ID!) {\n    createShipment(orderId: $orderId) {\n      repeated\n      shipment {\n        id\n        trackingNumber\n      }\n    }\n  }\n": types.AdminCreateShipmentDocument,
    "\n  query AdminOrders($filter: OrderFilter, $first: Int, $after: String) {\n    orders(filter: $filter, first: $first, after: $after) {\n      nodes {\n        id\n        number\n        createdAt\n        status\n        paymentMethod\n        paymentStatus\n        email\n        customerName\n        province\n        total\n        quantity\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.AdminOrdersDocument,
    "\n  query AdminOrder($number: String!) {\n    order(number: $number) {\n      id\n      number\n      createdAt\n      status\n      paymentMethod\n      paymentStatus\n      email\n      language\n      comment\n      quantity\n      subtotal\n      total\n      totals\n      lines {\n        position\n        name\n        sku\n        price\n        quantity\n        total\n      }\n      shippingAddress {\n        ...AdminOrderAddress\n      }\n      billingAddress {\n        ...AdminOrderAddress\n      }\n      taxIdentity {\n        invoiceType\n        documentType\n        documentNumber\n        ivaCondition\n        name\n      }\n      payments {\n        id\n        provider\n        providerPaymentId\n        status\n        statusDetail\n        amount\n        currency\n        updatedAt\n      }\n      mails {\n        id\n        kind\n        to\n        subject\n        createdAt\n        sentAt\n        failedAt\n        held\n      }\n      history {\n        at\n        kind\n        actor\n        note\n      }\n      shipment {\n        carrier\n        trackingNumber\n        shippedAt\n        deliveredAt\n      }\n      nextStatuses\n      refundableCentavos\n      refunds {\n        id\n        amount\n        reason\n        state\n        createdAt\n      }\n      return {\n        code\n        state\n        requestedAt\n        withinTerm\n        late\n      }\n    }\n  }\n\n  fragment AdminOrderAddress on OrderAddress {\n    firstName\n    lastName\n    company\n    address1\n    address2\n    city\n    province\n    postcode\n    country\n    email\n    phone\n    documentType\n    documentNumber\n    ivaCondition\n  }\n": types.AdminOrderDocument,
    "\n  mutation AdminChangeOrderStatus($input: ChangeOrderStatusInput!) {\n    changeOrderStatus(input: $input) {\n      id\n      status\n      nextStatuses\n    }\n  }\n": types.AdminChangeOrderStatusDocument,
    "\n  mutation AdminRefundOrder($input: RefundOrderInput!) {\n    refundOrder(input: $input) {\n      repeated\n      refund {\n        id\n        amount\n        state\n      }\n    }\n  }\n": types.AdminRefundOrderDocument,
    "\n  query AdminReturns($state: ReturnState, $first: Int, $after: String) {\n    returns(state: $state, first: $first, after: $after) {\n      nodes {\n        orderId\n        orderNumber\n        email\n        code\n        state\n        requestedAt\n        termEndsAt\n        withinTerm\n        late\n        receivedAt\n        restocked\n        refundedAt\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.AdminReturnsDocument,
    "\n  mutation AdminReceiveReturn($input: ReceiveReturnInput!) {\n    receiveReturn(input: $input) {\n      orderId\n      state\n      receivedAt\n      restocked\n    }\n  }\n": types.AdminReceiveReturnDocument,
    "\n  mutation AdminRefundReturn($input: RefundReturnInput!) {\n    refundReturn(input: $input) {\n      repeated\n      refund {\n        id\n        amount\n      }\n    }\n  }\n": types.AdminRefundReturnDocument,
    "\n  query AdminParcelDefaults {\n    parcelDefaults {\n      ...AdminParcelDefault\n    }\n  }\n\n  fragment AdminParcelMeasures on ParcelMeasures {\n    weightGrams\n    lengthCm\n    widthCm\n    heightCm\n    billableWeightGrams\n  }\n\n  fragment AdminParcelDefault on ParcelDefault {\n    category\n    edited\n    updatedAt\n    updatedBy {\n      id\n      email\n      name\n    }\n    parcel {\n      ...AdminParcelMeasures\n    }\n    codeDefault {\n      ...AdminParcelMeasures\n    }\n  }\n": types.AdminParcelDefaultsDocument,
    "\n  mutation AdminSetParcelDefault($category: ParcelCategory!, $weightGrams: Int!, $lengthCm: Int!, $widthCm: Int!, $heightCm: Int!, $reason: String) {\n    setParcelDefault(category: $category, weightGrams: $weightGrams, lengthCm: $lengthCm, widthCm: $widthCm, heightCm: $heightCm, reason: $reason) {\n      ...AdminParcelDefault\n    }\n  }\n": types.AdminSetParcelDefaultDocument,
    "\n  mutation AdminResetParcelDefault($category: ParcelCategory!, $reason: String) {\n    resetParcelDefault(category: $category, reason: $reason) {\n      ...AdminParcelDefault\n    }\n  }\n": types.AdminResetParcelDefaultDocument,
    "\n  mutation AdminSignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      step\n      enrolment {\n        secret\n        uri\n      }\n    }\n  }\n": types.AdminSignInDocument,
    "\n  mutation AdminVerifyTotp($code: String!) {\n    verifyTotp(code: $code) {\n      step\n    }\n  }\n": types.AdminVerifyTotpDocument,
    "\n  query AdminStaff {\n    staffMembers {\n      ...AdminStaffMember\n    }\n    staffRoles {\n      code\n      name\n      permissions\n    }\n  }\n\n  fragment AdminStaffMember on StaffMember {\n    id\n    email\n    name\n    status\n    totpEnrolled\n    createdAt\n    role {\n      code\n      name\n    }\n  }\n": types.AdminStaffDocument,
    "\n  mutation AdminInviteStaff($input: InviteStaffInput!) {\n    inviteStaff(input: $input) {\n      ...AdminStaffMember\n    }\n  }\n": types.AdminInviteStaffDocument,
    "\n  mutation AdminChangeStaffRole($id: ID!, $role: String!, $reason: String!) {\n    changeStaffRole(id: $id, role: $role, reason: $reason) {\n      ...AdminStaffMember\n    }\n  }\n": types.AdminChangeStaffRoleDocument,
    "\n  mutation AdminDisableStaff($id: ID!, $reason: String!) {\n    disableStaff(id: $id, reason: $reason) {\n      ...AdminStaffMember\n    }\n  }\n": types.AdminDisableStaffDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminViewer {\n    viewer {\n      permissions\n      idleExpiresAt\n      member {\n        id\n        email\n        name\n        role {\n          code\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminViewer {\n    viewer {\n      permissions\n      idleExpiresAt\n      member {\n        id\n        email\n        name\n        role {\n          code\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSignOut {\n    signOut\n  }\n"): (typeof documents)["\n  mutation AdminSignOut {\n    signOut\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAuditLog($filter: AuditFilter, $first: Int, $after: String) {\n    auditLog(filter: $filter, first: $first, after: $after) {\n      nodes {\n        id\n        at\n        actor\n        actorId\n        action\n        entity\n        entityId\n        before\n        after\n        reason\n        address\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n    staffMembers {\n      id\n      email\n      name\n    }\n  }\n"): (typeof documents)["\n  query AdminAuditLog($filter: AuditFilter, $first: Int, $after: String) {\n    auditLog(filter: $filter, first: $first, after: $after) {\n      nodes {\n        id\n        at\n        actor\n        actorId\n        action\n        entity\n        entityId\n        before\n        after\n        reason\n        address\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n    staffMembers {\n      id\n      email\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminInvitation($token: String!) {\n    invitation(token: $token) {\n      email\n      name\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  query AdminInvitation($token: String!) {\n    invitation(token: $token) {\n      email\n      name\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminAcceptInvitation($token: String!, $password: String!) {\n    acceptInvitation(token: $token, password: $password)\n  }\n"): (typeof documents)["\n  mutation AdminAcceptInvitation($token: String!, $password: String!) {\n    acceptInvitation(token: $token, password: $password)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminVoucher on Voucher {\n    id\n    kind\n    letter\n    number\n    title\n    state\n    cae\n    caeDueDate\n    issueDate\n    reasons\n    total\n    downloadUrl\n  }\n"): (typeof documents)["\n  fragment AdminVoucher on Voucher {\n    id\n    kind\n    letter\n    number\n    title\n    state\n    cae\n    caeDueDate\n    issueDate\n    reasons\n    total\n    downloadUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOrderVouchers($number: String!) {\n    order(number: $number) {\n      id\n      number\n      paymentMethod\n      paymentStatus\n      canMarkPaid\n      vouchers {\n        ...AdminVoucher\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminOrderVouchers($number: String!) {\n    order(number: $number) {\n      id\n      number\n      paymentMethod\n      paymentStatus\n      canMarkPaid\n      vouchers {\n        ...AdminVoucher\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminRejectedInvoices($first: Int) {\n    rejectedInvoices(first: $first) {\n      orderId\n      orderNumber\n      voucher {\n        ...AdminVoucher\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminRejectedInvoices($first: Int) {\n    rejectedInvoices(first: $first) {\n      orderId\n      orderNumber\n      voucher {\n        ...AdminVoucher\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminMarkOrderPaid($input: MarkOrderPaidInput!) {\n    markOrderPaid(input: $input) {\n      id\n      status\n      paymentStatus\n      canMarkPaid\n      nextStatuses\n    }\n  }\n"): (typeof documents)["\n  mutation AdminMarkOrderPaid($input: MarkOrderPaidInput!) {\n    markOrderPaid(input: $input) {\n      id\n      status\n      paymentStatus\n      canMarkPaid\n      nextStatuses\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRetryInvoice($input: RetryInvoiceInput!) {\n    retryInvoice(input: $input) {\n      ...AdminVoucher\n    }\n  }\n"): (typeof documents)["\n  mutation AdminRetryInvoice($input: RetryInvoiceInput!) {\n    retryInvoice(input: $input) {\n      ...AdminVoucher\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOrderCarrierShipment($id: ID!) {\n    order(id: $id) {\n      id\n      status\n      shipmentCarrierName\n      carrierShipment {\n        id\n        carrierName\n        service\n        mode\n        trackingNumber\n        labelReference\n        state\n        createdAt\n        checkedAt\n        events {\n          at\n          state\n          description\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminOrderCarrierShipment($id: ID!) {\n    order(id: $id) {\n      id\n      status\n      shipmentCarrierName\n      carrierShipment {\n        id\n        carrierName\n        service\n        mode\n        trackingNumber\n        labelReference\n        state\n        createdAt\n        checkedAt\n        events {\n          at\n          state\n          description\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreateShipment($orderId: ID!) {\n    createShipment(orderId: $orderId) {\n      repeated\n      shipment {\n        id\n        trackingNumber\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCreateShipment($orderId: ID!) {\n    createShipment(orderId: $orderId) {\n      repeated\n      shipment {\n        id\n        trackingNumber\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOrders($filter: OrderFilter, $first: Int, $after: String) {\n    orders(filter: $filter, first: $first, after: $after) {\n      nodes {\n        id\n        number\n        createdAt\n        status\n        paymentMethod\n        paymentStatus\n        email\n        customerName\n        province\n        total\n        quantity\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminOrders($filter: OrderFilter, $first: Int, $after: String) {\n    orders(filter: $filter, first: $first, after: $after) {\n      nodes {\n        id\n        number\n        createdAt\n        status\n        paymentMethod\n        paymentStatus\n        email\n        customerName\n        province\n        total\n        quantity\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOrder($number: String!) {\n    order(number: $number) {\n      id\n      number\n      createdAt\n      status\n      paymentMethod\n      paymentStatus\n      email\n      language\n      comment\n      quantity\n      subtotal\n      total\n      totals\n      lines {\n        position\n        name\n        sku\n        price\n        quantity\n        total\n      }\n      shippingAddress {\n        ...AdminOrderAddress\n      }\n      billingAddress {\n        ...AdminOrderAddress\n      }\n      taxIdentity {\n        invoiceType\n        documentType\n        documentNumber\n        ivaCondition\n        name\n      }\n      payments {\n        id\n        provider\n        providerPaymentId\n        status\n        statusDetail\n        amount\n        currency\n        updatedAt\n      }\n      mails {\n        id\n        kind\n        to\n        subject\n        createdAt\n        sentAt\n        failedAt\n        held\n      }\n      history {\n        at\n        kind\n        actor\n        note\n      }\n      shipment {\n        carrier\n        trackingNumber\n        shippedAt\n        deliveredAt\n      }\n      nextStatuses\n      refundableCentavos\n      refunds {\n        id\n        amount\n        reason\n        state\n        createdAt\n      }\n      return {\n        code\n        state\n        requestedAt\n        withinTerm\n        late\n      }\n    }\n  }\n\n  fragment AdminOrderAddress on OrderAddress {\n    firstName\n    lastName\n    company\n    address1\n    address2\n    city\n    province\n    postcode\n    country\n    email\n    phone\n    documentType\n    documentNumber\n    ivaCondition\n  }\n"): (typeof documents)["\n  query AdminOrder($number: String!) {\n    order(number: $number) {\n      id\n      number\n      createdAt\n      status\n      paymentMethod\n      paymentStatus\n      email\n      language\n      comment\n      quantity\n      subtotal\n      total\n      totals\n      lines {\n        position\n        name\n        sku\n        price\n        quantity\n        total\n      }\n      shippingAddress {\n        ...AdminOrderAddress\n      }\n      billingAddress {\n        ...AdminOrderAddress\n      }\n      taxIdentity {\n        invoiceType\n        documentType\n        documentNumber\n        ivaCondition\n        name\n      }\n      payments {\n        id\n        provider\n        providerPaymentId\n        status\n        statusDetail\n        amount\n        currency\n        updatedAt\n      }\n      mails {\n        id\n        kind\n        to\n        subject\n        createdAt\n        sentAt\n        failedAt\n        held\n      }\n      history {\n        at\n        kind\n        actor\n        note\n      }\n      shipment {\n        carrier\n        trackingNumber\n        shippedAt\n        deliveredAt\n      }\n      nextStatuses\n      refundableCentavos\n      refunds {\n        id\n        amount\n        reason\n        state\n        createdAt\n      }\n      return {\n        code\n        state\n        requestedAt\n        withinTerm\n        late\n      }\n    }\n  }\n\n  fragment AdminOrderAddress on OrderAddress {\n    firstName\n    lastName\n    company\n    address1\n    address2\n    city\n    province\n    postcode\n    country\n    email\n    phone\n    documentType\n    documentNumber\n    ivaCondition\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminChangeOrderStatus($input: ChangeOrderStatusInput!) {\n    changeOrderStatus(input: $input) {\n      id\n      status\n      nextStatuses\n    }\n  }\n"): (typeof documents)["\n  mutation AdminChangeOrderStatus($input: ChangeOrderStatusInput!) {\n    changeOrderStatus(input: $input) {\n      id\n      status\n      nextStatuses\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRefundOrder($input: RefundOrderInput!) {\n    refundOrder(input: $input) {\n      repeated\n      refund {\n        id\n        amount\n        state\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminRefundOrder($input: RefundOrderInput!) {\n    refundOrder(input: $input) {\n      repeated\n      refund {\n        id\n        amount\n        state\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminReturns($state: ReturnState, $first: Int, $after: String) {\n    returns(state: $state, first: $first, after: $after) {\n      nodes {\n        orderId\n        orderNumber\n        email\n        code\n        state\n        requestedAt\n        termEndsAt\n        withinTerm\n        late\n        receivedAt\n        restocked\n        refundedAt\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminReturns($state: ReturnState, $first: Int, $after: String) {\n    returns(state: $state, first: $first, after: $after) {\n      nodes {\n        orderId\n        orderNumber\n        email\n        code\n        state\n        requestedAt\n        termEndsAt\n        withinTerm\n        late\n        receivedAt\n        restocked\n        refundedAt\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminReceiveReturn($input: ReceiveReturnInput!) {\n    receiveReturn(input: $input) {\n      orderId\n      state\n      receivedAt\n      restocked\n    }\n  }\n"): (typeof documents)["\n  mutation AdminReceiveReturn($input: ReceiveReturnInput!) {\n    receiveReturn(input: $input) {\n      orderId\n      state\n      receivedAt\n      restocked\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRefundReturn($input: RefundReturnInput!) {\n    refundReturn(input: $input) {\n      repeated\n      refund {\n        id\n        amount\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminRefundReturn($input: RefundReturnInput!) {\n    refundReturn(input: $input) {\n      repeated\n      refund {\n        id\n        amount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminParcelDefaults {\n    parcelDefaults {\n      ...AdminParcelDefault\n    }\n  }\n\n  fragment AdminParcelMeasures on ParcelMeasures {\n    weightGrams\n    lengthCm\n    widthCm\n    heightCm\n    billableWeightGrams\n  }\n\n  fragment AdminParcelDefault on ParcelDefault {\n    category\n    edited\n    updatedAt\n    updatedBy {\n      id\n      email\n      name\n    }\n    parcel {\n      ...AdminParcelMeasures\n    }\n    codeDefault {\n      ...AdminParcelMeasures\n    }\n  }\n"): (typeof documents)["\n  query AdminParcelDefaults {\n    parcelDefaults {\n      ...AdminParcelDefault\n    }\n  }\n\n  fragment AdminParcelMeasures on ParcelMeasures {\n    weightGrams\n    lengthCm\n    widthCm\n    heightCm\n    billableWeightGrams\n  }\n\n  fragment AdminParcelDefault on ParcelDefault {\n    category\n    edited\n    updatedAt\n    updatedBy {\n      id\n      email\n      name\n    }\n    parcel {\n      ...AdminParcelMeasures\n    }\n    codeDefault {\n      ...AdminParcelMeasures\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSetParcelDefault($category: ParcelCategory!, $weightGrams: Int!, $lengthCm: Int!, $widthCm: Int!, $heightCm: Int!, $reason: String) {\n    setParcelDefault(category: $category, weightGrams: $weightGrams, lengthCm: $lengthCm, widthCm: $widthCm, heightCm: $heightCm, reason: $reason) {\n      ...AdminParcelDefault\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSetParcelDefault($category: ParcelCategory!, $weightGrams: Int!, $lengthCm: Int!, $widthCm: Int!, $heightCm: Int!, $reason: String) {\n    setParcelDefault(category: $category, weightGrams: $weightGrams, lengthCm: $lengthCm, widthCm: $widthCm, heightCm: $heightCm, reason: $reason) {\n      ...AdminParcelDefault\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminResetParcelDefault($category: ParcelCategory!, $reason: String) {\n    resetParcelDefault(category: $category, reason: $reason) {\n      ...AdminParcelDefault\n    }\n  }\n"): (typeof documents)["\n  mutation AdminResetParcelDefault($category: ParcelCategory!, $reason: String) {\n    resetParcelDefault(category: $category, reason: $reason) {\n      ...AdminParcelDefault\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      step\n      enrolment {\n        secret\n        uri\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      step\n      enrolment {\n        secret\n        uri\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminVerifyTotp($code: String!) {\n    verifyTotp(code: $code) {\n      step\n    }\n  }\n"): (typeof documents)["\n  mutation AdminVerifyTotp($code: String!) {\n    verifyTotp(code: $code) {\n      step\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminStaff {\n    staffMembers {\n      ...AdminStaffMember\n    }\n    staffRoles {\n      code\n      name\n      permissions\n    }\n  }\n\n  fragment AdminStaffMember on StaffMember {\n    id\n    email\n    name\n    status\n    totpEnrolled\n    createdAt\n    role {\n      code\n      name\n    }\n  }\n"): (typeof documents)["\n  query AdminStaff {\n    staffMembers {\n      ...AdminStaffMember\n    }\n    staffRoles {\n      code\n      name\n      permissions\n    }\n  }\n\n  fragment AdminStaffMember on StaffMember {\n    id\n    email\n    name\n    status\n    totpEnrolled\n    createdAt\n    role {\n      code\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminInviteStaff($input: InviteStaffInput!) {\n    inviteStaff(input: $input) {\n      ...AdminStaffMember\n    }\n  }\n"): (typeof documents)["\n  mutation AdminInviteStaff($input: InviteStaffInput!) {\n    inviteStaff(input: $input) {\n      ...AdminStaffMember\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminChangeStaffRole($id: ID!, $role: String!, $reason: String!) {\n    changeStaffRole(id: $id, role: $role, reason: $reason) {\n      ...AdminStaffMember\n    }\n  }\n"): (typeof documents)["\n  mutation AdminChangeStaffRole($id: ID!, $role: String!, $reason: String!) {\n    changeStaffRole(id: $id, role: $role, reason: $reason) {\n      ...AdminStaffMember\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDisableStaff($id: ID!, $reason: String!) {\n    disableStaff(id: $id, reason: $reason) {\n      ...AdminStaffMember\n    }\n  }\n"): (typeof documents)["\n  mutation AdminDisableStaff($id: ID!, $reason: String!) {\n    disableStaff(id: $id, reason: $reason) {\n      ...AdminStaffMember\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;
/* eslint-disable */
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An ISO 8601 date and time in UTC. */
  DateTime: { input: string; output: string; }
  /** Free-form JSON. */
  JSON: { input: unknown; output: unknown; }
};

/**
 * The `extensions.code` of an error of the staff API. Unused by any field; it types the codes on both
 * sides (server/admin/errors.ts, the staff app).
 */
export type AdminErrorCode =
  /** The HTTP request is not one the staff API accepts. */
  | 'BAD_REQUEST'
  /** An argument is refused; `extensions.field` names it when it helps. */
  | 'BAD_USER_INPUT'
  /** A change from a browser without the right `x-csrf-token` header; HTTP 403. */
  | 'CSRF_TOKEN_INVALID'
  /** The staff member lacks the permission named by `extensions.permission`; HTTP 403. */
  | 'FORBIDDEN'
  /** The query text is not valid GraphQL. */
  | 'GRAPHQL_PARSE_FAILED'
  /** The query does not match the staff schema. */
  | 'GRAPHQL_VALIDATION_FAILED'
  /** An unexpected failure; the gateway's log says more. */
  | 'INTERNAL_SERVER_ERROR'
  /** The invitation link is unknown, used or expired. */
  | 'INVITATION_INVALID'
  /** Nothing with that id. */
  | 'NOT_FOUND'
  /** The query is nested too deep. */
  | 'QUERY_TOO_DEEP'
  /** Too many attempts from this address or for this e-mail; `extensions.retryAfterSeconds` says when to try again. */
  | 'RATE_LIMITED'
  /** The second-factor code is wrong (or the step asked for is not the session's). */
  | 'TOTP_INVALID'
  /** The second-factor code was used already: wait for the next one. */
  | 'TOTP_REPLAYED'
  /** No staff session, or one that ended (idle timeout, signed out, disabled): sign in again; HTTP 401. */
  | 'UNAUTHENTICATED'
  /** The e-mail and password do not match an active staff member. */
  | 'WRONG_CREDENTIALS';

/** An entry of the audit log: who did what to which entity, why, from where, and the entity before and after. */
export type AuditEntry = {
  __typename?: 'AuditEntry';
  action: Scalars['String']['output'];
  /** The staff member's e-mail as it was, or `system:<command>`. */
  actor: Scalars['String']['output'];
  actorId?: Maybe<Scalars['ID']['output']>;
  address: Scalars['String']['output'];
  after?: Maybe<Scalars['JSON']['output']>;
  at: Scalars['DateTime']['output'];
  before?: Maybe<Scalars['JSON']['output']>;
  entity: Scalars['String']['output'];
  entityId: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  reason: Scalars['String']['output'];
};

export type AuditEntryConnection = {
  __typename?: 'AuditEntryConnection';
  nodes: Array<AuditEntry>;
  pageInfo: PageInfo;
};

export type AuditFilter = {
  actorId?: InputMaybe<Scalars['ID']['input']>;
  /** An entity kind (`staff`, `order`…), optionally with `entityId`. */
  entity?: InputMaybe<Scalars['String']['input']>;
  entityId?: InputMaybe<Scalars['String']['input']>;
  from?: InputMaybe<Scalars['DateTime']['input']>;
  to?: InputMaybe<Scalars['DateTime']['input']>;
};

export type InviteStaffInput = {
  email: Scalars['String']['input'];
  name: Scalars['String']['input'];
  /** A role's code (see `staffRoles`). */
  role: Scalars['String']['input'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Sets the password of an invitation's staff member (at least 12 characters). Then sign in (enrolling TOTP). */
  acceptInvitation: Scalars['Boolean']['output'];
  /** Gives a staff member another role. An owner cannot take the owner role from themselves. */
  changeStaffRole: StaffMember;
  /** Disables a staff member: their sessions end and they cannot sign in. */
  disableStaff: StaffMember;
  /** Invites a colleague by e-mail (a link to set a password, valid 72 hours). */
  inviteStaff: StaffMember;
  /**
   * First step of signing in: e-mail and password. A new session replaces the browser's old one (its
   * cookie changes). Errors: WRONG_CREDENTIALS, RATE_LIMITED.
   */
  signIn: SignInResult;
  /** Ends the staff session. */
  signOut: Scalars['Boolean']['output'];
  /**
   * Second step: the authenticator's code (enrolling its secret when `signIn` asked for enrolment).
   * The session gets a new id. Errors: TOTP_INVALID, TOTP_REPLAYED, UNAUTHENTICATED.
   */
  verifyTotp: SignInResult;
};


export type MutationAcceptInvitationArgs = {
  password: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


export type MutationChangeStaffRoleArgs = {
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
  role: Scalars['String']['input'];
};


export type MutationDisableStaffArgs = {
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


export type MutationInviteStaffArgs = {
  input: InviteStaffInput;
};


export type MutationSignInArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationVerifyTotpArgs = {
  code: Scalars['String']['input'];
};

/** An address as the order keeps it (with the addressee's document and IVA condition). */
export type OrderAddress = {
  __typename?: 'OrderAddress';
  address1: Scalars['String']['output'];
  address2: Scalars['String']['output'];
  city: Scalars['String']['output'];
  company: Scalars['String']['output'];
  country: Scalars['String']['output'];
  documentNumber: Scalars['String']['output'];
  documentType?: Maybe<Scalars['String']['output']>;
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  ivaCondition?: Maybe<Scalars['String']['output']>;
  lastName: Scalars['String']['output'];
  phone: Scalars['String']['output'];
  postcode: Scalars['String']['output'];
  province: Scalars['String']['output'];
};

export type OrderConnection = {
  __typename?: 'OrderConnection';
  nodes: Array<OrderSummary>;
  pageInfo: PageInfo;
};

export type OrderDetail = {
  __typename?: 'OrderDetail';
  billingAddress: OrderAddress;
  comment: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  email: Scalars['String']['output'];
  history: Array<OrderHistoryEntry>;
  id: Scalars['ID']['output'];
  language: Scalars['String']['output'];
  lines: Array<OrderLine>;
  mails: Array<OrderMail>;
  number: Scalars['String']['output'];
  paymentMethod: PaymentMethod;
  paymentStatus?: Maybe<PaymentStatus>;
  payments: Array<OrderPayment>;
  quantity: Scalars['Int']['output'];
  shippingAddress: OrderAddress;
  status: OrderStatus;
  subtotal: Scalars['String']['output'];
  taxIdentity: TaxIdentity;
  total: Scalars['String']['output'];
  /** The totals as the checkout made them (lines, shipping, discounts). */
  totals: Scalars['JSON']['output'];
};

export type OrderFilter = {
  /** Placed at or after. */
  from?: InputMaybe<Scalars['DateTime']['input']>;
  paymentMethod?: InputMaybe<Array<PaymentMethod>>;
  paymentStatus?: InputMaybe<Array<PaymentStatus>>;
  /** The shipping address's province, as written (`Buenos Aires`, `Córdoba`…). */
  province?: InputMaybe<Scalars['String']['input']>;
  /**
   * An order number, an e-mail (whole, or its beginning), a DNI/CUIT (digits; dashes and dots are
   * ignored) or a name (the beginning of the full name or of the last name).
   */
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Array<OrderStatus>>;
  /** Placed before. */
  to?: InputMaybe<Scalars['DateTime']['input']>;
};

/** Something that happened to the order: placed, paid, a revocation, a staff change (the audit log)… */
export type OrderHistoryEntry = {
  __typename?: 'OrderHistoryEntry';
  /** Who: `shopper`, `mercadopago`, or a staff member's e-mail. */
  actor: Scalars['String']['output'];
  at: Scalars['DateTime']['output'];
  /** `placed`, `payment:<status>`, `revocation-requested`, or a staff action (`order.<action>`). */
  kind: Scalars['String']['output'];
  note: Scalars['String']['output'];
};

export type OrderLine = {
  __typename?: 'OrderLine';
  name: Scalars['String']['output'];
  options: Scalars['JSON']['output'];
  position: Scalars['Int']['output'];
  price: Scalars['String']['output'];
  productId: Scalars['String']['output'];
  quantity: Scalars['Int']['output'];
  sku: Scalars['String']['output'];
  total: Scalars['String']['output'];
};

/** An e-mail the shop queued about the order (sent, held in the outbox, or failed). */
export type OrderMail = {
  __typename?: 'OrderMail';
  createdAt: Scalars['DateTime']['output'];
  failedAt?: Maybe<Scalars['DateTime']['output']>;
  held: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  kind: Scalars['String']['output'];
  sentAt?: Maybe<Scalars['DateTime']['output']>;
  subject: Scalars['String']['output'];
  to: Scalars['String']['output'];
};

export type OrderPayment = {
  __typename?: 'OrderPayment';
  amount: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  provider: Scalars['String']['output'];
  providerPaymentId: Scalars['String']['output'];
  providerStatus: Scalars['String']['output'];
  status: PaymentStatus;
  statusDetail: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

/** Where an order stands (the shop's `OrderStatus`). */
export type OrderStatus =
  | 'COMPLETED'
  | 'PAID'
  | 'PENDING'
  | 'SHIPPED';

/** An order as the staff's list shows it. */
export type OrderSummary = {
  __typename?: 'OrderSummary';
  createdAt: Scalars['DateTime']['output'];
  customerName: Scalars['String']['output'];
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  number: Scalars['String']['output'];
  paymentMethod: PaymentMethod;
  paymentStatus?: Maybe<PaymentStatus>;
  province: Scalars['String']['output'];
  quantity: Scalars['Int']['output'];
  status: OrderStatus;
  /** Total in pesos, exact to the centavo (`"12345.67"`). */
  total: Scalars['String']['output'];
};

/** Where a page of a list ends, for the next page (`after: endCursor`). */
export type PageInfo = {
  __typename?: 'PageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
};

export type PaymentMethod =
  | 'BANK_TRANSFER'
  | 'CASH_ON_DELIVERY'
  | 'WALLET';

/** Where an order's online payment stands, as Mercado Pago last reported it. */
export type PaymentStatus =
  | 'APPROVED'
  | 'PENDING'
  | 'REFUNDED'
  | 'REJECTED';

/** A permission string, as roles list them (orders:read, staff:manage…). */
export type PermissionInfo = {
  __typename?: 'PermissionInfo';
  name: Scalars['String']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** The audit log, newest first. */
  auditLog?: Maybe<AuditEntryConnection>;
  /** The invitation of a link (`/admin/invitation/<token>`), before its password is set. */
  invitation?: Maybe<StaffInvitation>;
  /** One order by its id or number; null when there is none. */
  order?: Maybe<OrderDetail>;
  /** Orders, newest first, filtered and searched; `first` at most 100. */
  orders?: Maybe<OrderConnection>;
  /** Every permission the staff API knows. */
  permissions?: Maybe<Array<PermissionInfo>>;
  /** Every staff member. */
  staffMembers?: Maybe<Array<StaffMember>>;
  /** The roles a staff member may be given. */
  staffRoles?: Maybe<Array<StaffRole>>;
  /** The signed-in staff member; null without a staff session (no error). */
  viewer?: Maybe<StaffViewer>;
};


export type QueryAuditLogArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<AuditFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryInvitationArgs = {
  token: Scalars['String']['input'];
};


export type QueryOrderArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  number?: InputMaybe<Scalars['String']['input']>;
};


export type QueryOrdersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<OrderFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

export type SignInResult = {
  __typename?: 'SignInResult';
  /** Only when `step` is TOTP_ENROLMENT. */
  enrolment?: Maybe<TotpEnrolment>;
  step: SignInStep;
  /** Only when `step` is DONE. */
  viewer?: Maybe<StaffViewer>;
};

export type SignInStep =
  /** Signed in. */
  | 'DONE'
  /** Enter the code of the authenticator app enrolled earlier. */
  | 'TOTP'
  /** Enrol an authenticator app (scan `enrolment.uri` or type `enrolment.secret`), then enter its code. */
  | 'TOTP_ENROLMENT';

/** An invitation as its link shows it, before the password is set. */
export type StaffInvitation = {
  __typename?: 'StaffInvitation';
  email: Scalars['String']['output'];
  expiresAt: Scalars['DateTime']['output'];
  name: Scalars['String']['output'];
};

export type StaffMember = {
  __typename?: 'StaffMember';
  createdAt: Scalars['DateTime']['output'];
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  role: StaffRole;
  status: StaffStatus;
  /** Whether a second factor is enrolled (done at the first sign-in). */
  totpEnrolled: Scalars['Boolean']['output'];
};

/** A role: a named set of permissions. The owner role has every permission. */
export type StaffRole = {
  __typename?: 'StaffRole';
  code: Scalars['String']['output'];
  name: Scalars['String']['output'];
  permissions: Array<Scalars['String']['output']>;
};

export type StaffStatus =
  | 'ACTIVE'
  /** Cannot sign in; their sessions ended when they were disabled. */
  | 'DISABLED'
  /** Invited: no password set yet. */
  | 'INVITED';

/** The signed-in staff member and what they may do. */
export type StaffViewer = {
  __typename?: 'StaffViewer';
  /** When the session ends without a request (the idle timeout). */
  idleExpiresAt: Scalars['DateTime']['output'];
  member: StaffMember;
  permissions: Array<Scalars['String']['output']>;
};

/** Whom the order is invoiced to. */
export type TaxIdentity = {
  __typename?: 'TaxIdentity';
  documentNumber: Scalars['String']['output'];
  documentType?: Maybe<Scalars['String']['output']>;
  invoiceType: Scalars['String']['output'];
  ivaCondition?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
};

/** A secret to enrol in an authenticator app (RFC 6238: SHA-1, 6 digits, 30 s). */
export type TotpEnrolment = {
  __typename?: 'TotpEnrolment';
  /** The secret in base32, to type in. */
  secret: Scalars['String']['output'];
  /** An `otpauth://totp/…` address, for a QR code. */
  uri: Scalars['String']['output'];
};

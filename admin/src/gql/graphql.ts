/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
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
  /** The carrier refused or did not answer: nothing was created; try again; HTTP 503. */
  | 'CARRIER_UNAVAILABLE'
  /** A change from a browser without the right `x-csrf-token` header; HTTP 403. */
  | 'CSRF_TOKEN_INVALID'
  /** The staff member lacks the permission named by `extensions.permission`; HTTP 403. */
  | 'FORBIDDEN'
  /** The query text is not valid GraphQL. */
  | 'GRAPHQL_PARSE_FAILED'
  /** The query does not match the staff schema. */
  | 'GRAPHQL_VALIDATION_FAILED'
  /** The idempotency key was used for another refund (another order, amount or reason); HTTP 409. */
  | 'IDEMPOTENCY_KEY_REUSED'
  /** An unexpected failure; the gateway's log says more. */
  | 'INTERNAL_SERVER_ERROR'
  /** The invitation link is unknown, used or expired. */
  | 'INVITATION_INVALID'
  /** The voucher is not rejected (authorised, pending or waiting): there is nothing to try again; HTTP 409. */
  | 'INVOICE_NOT_REJECTED'
  /** Invoices are not issued by this gateway (no ARCA certificate and no stand-in); HTTP 503. */
  | 'INVOICING_UNAVAILABLE'
  /** Nothing with that id. */
  | 'NOT_FOUND'
  /** The order's payment is recorded already (paid, or refunded after it); HTTP 409. */
  | 'ORDER_ALREADY_PAID'
  /** The order cannot make that move; `extensions.from`, `to` and `allowed` say which moves are open (`notPaid`: an online payment not approved yet); HTTP 409. */
  | 'ORDER_TRANSITION_REFUSED'
  /** The order is paid online (Mercado Pago): its payment is recorded by Mercado Pago, never by hand; HTTP 409. */
  | 'PAYMENT_NOT_OFFLINE'
  /** Mercado Pago refused or did not answer: nothing was refunded; try again with the same key; HTTP 503. */
  | 'PAYMENT_PROVIDER_UNAVAILABLE'
  /** The query is nested too deep. */
  | 'QUERY_TOO_DEEP'
  /** Too many attempts from this address or for this e-mail; `extensions.retryAfterSeconds` says when to try again. */
  | 'RATE_LIMITED'
  /** The refund asks more than remains of the payment; `extensions.remainingCentavos`; HTTP 409. */
  | 'REFUND_EXCEEDS_REMAINING'
  /** The order has no approved Mercado Pago payment left to refund (paid offline, unpaid, or refunded in full); HTTP 409. */
  | 'REFUND_NOT_POSSIBLE'
  /** The return cannot take that step in its state (`extensions.state`); HTTP 409. */
  | 'RETURN_STEP_REFUSED'
  /** The review is not in a state that allows this (`extensions.state`); HTTP 409. */
  | 'REVIEW_STATE_REFUSED'
  /** The order cannot get a carrier's shipment: not PREPARING, or shipped without a carrier quote (the shop's counter, the flat rate: ship it by hand); HTTP 409. */
  | 'SHIPMENT_NOT_POSSIBLE'
  /** The second-factor code is wrong (or the step asked for is not the session's). */
  | 'TOTP_INVALID'
  /** The second-factor code was used already: wait for the next one. */
  | 'TOTP_REPLAYED'
  /** No staff session, or one that ended (idle timeout, signed out, disabled): sign in again; HTTP 401. */
  | 'UNAUTHENTICATED'
  /** The e-mail and password do not match an active staff member. */
  | 'WRONG_CREDENTIALS';

/** An app signed in to an account (a session opened by bearer tokens). */
export type AppSession = {
  __typename?: 'AppSession';
  /** The name the app gave its device at sign-in. */
  deviceName: Scalars['String']['output'];
  /** When it ends unless it refreshes its tokens (or at its absolute limit). */
  expiresAt: Scalars['DateTime']['output'];
  /** The session's id outside the server (as the shopper's list of devices knows it). */
  id: Scalars['ID']['output'];
  /** Its last refresh of tokens (or its sign-in). */
  lastActiveAt: Scalars['DateTime']['output'];
  signedInAt: Scalars['DateTime']['output'];
  tokens: Array<AppToken>;
};

/** One of an app session's tokens: its dates and kind, never the token itself. */
export type AppToken = {
  __typename?: 'AppToken';
  createdAt: Scalars['DateTime']['output'];
  /** Access tokens: when they stop working. */
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  kind: AppTokenKind;
  /** Whether it still opens the session. */
  live: Scalars['Boolean']['output'];
  /** Refresh tokens: when exchanged for new ones (its last use). */
  usedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** What a token is for: opening the session (short-lived) or getting new tokens (single use). */
export type AppTokenKind =
  | 'ACCESS'
  | 'REFRESH';

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

/** A shipment created with a carrier for an order. */
export type CarrierShipment = {
  __typename?: 'CarrierShipment';
  /** `andreani`, `correo-argentino` or `oca`. */
  carrier: Scalars['String']['output'];
  carrierName: Scalars['String']['output'];
  /** When the tracking was last read; null before the first round. */
  checkedAt?: Maybe<Scalars['DateTime']['output']>;
  createdAt: Scalars['DateTime']['output'];
  deliveredAt?: Maybe<Scalars['DateTime']['output']>;
  /** Oldest first. */
  events: Array<TrackingEvent>;
  id: Scalars['ID']['output'];
  /** The carrier's reference of the label to print. */
  labelReference: Scalars['String']['output'];
  /** HOME or BRANCH. */
  mode: Scalars['String']['output'];
  service: Scalars['String']['output'];
  state: TrackingState;
  trackingNumber: Scalars['String']['output'];
};

export type ChangeOrderStatusInput = {
  /** Required to ship (up to 60 characters). */
  carrier?: InputMaybe<Scalars['String']['input']>;
  orderId: Scalars['ID']['input'];
  /** Why (up to 500 characters; kept in the history and the audit log, never shown to the shopper). */
  reason?: InputMaybe<Scalars['String']['input']>;
  /** PREPARING, SHIPPED, DELIVERED or CANCELLED. */
  to: OrderStatus;
  /** Required to ship (up to 60 characters). */
  trackingNumber?: InputMaybe<Scalars['String']['input']>;
};

/** The bounds of an answer's text (characters, after trimming). */
export type ContactAnswerLimits = {
  __typename?: 'ContactAnswerLimits';
  maxLength: Scalars['Int']['output'];
  minLength: Scalars['Int']['output'];
};

/** A message sent through the shop's contact form. */
export type ContactMessage = {
  __typename?: 'ContactMessage';
  /** Its answers, oldest first. */
  answers: Array<ContactMessageAnswer>;
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The language of the page it was sent from (answers are written in it); null for older messages (Spanish). */
  language?: Maybe<Scalars['String']['output']>;
  message: Scalars['String']['output'];
  name: Scalars['String']['output'];
  receivedAt: Scalars['DateTime']['output'];
  /** Whether the sender's e-mail is that of a shopper's account. */
  senderHasAccount: Scalars['Boolean']['output'];
  /** The sender's orders, newest first (at most 20). */
  senderOrders: Array<ContactSenderOrder>;
  state: ContactMessageState;
  /** When and by whom its state last changed (null while nobody touched it). */
  stateChangedAt?: Maybe<Scalars['DateTime']['output']>;
  stateChangedBy?: Maybe<Scalars['String']['output']>;
  subject: Scalars['String']['output'];
};

/** A staff member's answer to a contact message, sent by e-mail. */
export type ContactMessageAnswer = {
  __typename?: 'ContactMessageAnswer';
  body: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** The answer's e-mail in the outbox (null once the outbox dropped it). */
  mailId?: Maybe<Scalars['ID']['output']>;
  /** Who answered (their e-mail, kept when their account is gone). */
  staffEmail: Scalars['String']['output'];
};

/** A message answered: the message (now ANSWERED) and the answer queued in the outbox. */
export type ContactMessageAnswered = {
  __typename?: 'ContactMessageAnswered';
  answer: ContactMessageAnswer;
  message: ContactMessage;
};

export type ContactMessageConnection = {
  __typename?: 'ContactMessageConnection';
  nodes: Array<ContactMessage>;
  pageInfo: PageInfo;
};

/** How many messages are in each state. */
export type ContactMessageCounts = {
  __typename?: 'ContactMessageCounts';
  answered: Scalars['Int']['output'];
  read: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
  unread: Scalars['Int']['output'];
};

export type ContactMessageFilter = {
  /**
   * An order number (`1234`, `#1234`, `N.º 1234`): the messages that mention it or came from that
   * order's e-mail; with `@`: the beginning of the sender's e-mail; else words of the sender's name,
   * e-mail or subject.
   */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Only messages in this state (all when null). */
  state?: InputMaybe<ContactMessageState>;
};

/** Where a contact message stands. */
export type ContactMessageState =
  /** Answered by e-mail from the back office. */
  | 'ANSWERED'
  | 'READ'
  /** Nobody has read it yet (or a staff member marked it unread again). */
  | 'UNREAD';

/** An order placed with the sender's e-mail (or by the account of that e-mail). */
export type ContactSenderOrder = {
  __typename?: 'ContactSenderOrder';
  createdAt: Scalars['DateTime']['output'];
  number: Scalars['String']['output'];
  status: OrderStatus;
  /** Total in pesos, exact to the centavo (`"12345.67"`). */
  total: Scalars['String']['output'];
};

export type CreateShipmentResult = {
  __typename?: 'CreateShipmentResult';
  order: OrderDetail;
  /** The order had its shipment already: the same one, nothing asked of the carrier. */
  repeated: Scalars['Boolean']['output'];
  shipment: CarrierShipment;
};

/** A currency's rate. */
export type CurrencyRate = {
  __typename?: 'CurrencyRate';
  /** ISO 4217 code (USD, EUR, GBP, RUB). */
  code: Scalars['String']['output'];
  /** The currency's name in English. */
  name: Scalars['String']['output'];
  /** Pesos for one unit, to the centavo ("1450.00"); null when the currency has no rate (prices show in pesos). */
  pesosPerUnit?: Maybe<Scalars['String']['output']>;
  source?: Maybe<RateSource>;
  symbol: Scalars['String']['output'];
  /** When it was set. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};

export type InviteStaffInput = {
  email: Scalars['String']['input'];
  name: Scalars['String']['input'];
  /** A role's code (see `staffRoles`). */
  role: Scalars['String']['input'];
};

export type MarkOrderPaidInput = {
  orderId: Scalars['ID']['input'];
  /** How the money arrived (the transfer's reference, who collected the cash); required, up to 500 characters, kept in the audit log. */
  reason: Scalars['String']['input'];
};

/** A mark-up rule: the most specific one prices an offer (brand, category, supplier, default). */
export type MarkupRule = {
  __typename?: 'MarkupRule';
  id: Scalars['ID']['output'];
  /** The brand key, category key or supplier id ('' for the default). */
  key: Scalars['String']['output'];
  minMarginBp: Scalars['Int']['output'];
  percentBp: Scalars['Int']['output'];
  roundingCentavos: Scalars['Int']['output'];
  scope: MarkupScope;
  surchargeCentavos: Scalars['Int']['output'];
};

export type MarkupRuleInput = {
  key: Scalars['String']['input'];
  minMarginBp: Scalars['Int']['input'];
  percentBp: Scalars['Int']['input'];
  roundingCentavos: Scalars['Int']['input'];
  scope: MarkupScope;
  surchargeCentavos: Scalars['Int']['input'];
};

export type MarkupScope =
  | 'BRAND'
  | 'CATEGORY'
  | 'DEFAULT'
  | 'SUPPLIER';

export type Mutation = {
  __typename?: 'Mutation';
  /** Sets the password of an invitation's staff member (at least 12 characters). Then sign in (enrolling TOTP). */
  acceptInvitation: Scalars['Boolean']['output'];
  /**
   * Answers a message by e-mail (queued in the outbox, in the language of the page it was sent from):
   * the message becomes ANSWERED; audited. BAD_USER_INPUT (`extensions.field` = "body",
   * `extensions.reason` REQUIRED | TOO_SHORT | TOO_LONG) for an empty, too short or too long text.
   */
  answerContactMessage: ContactMessageAnswered;
  /** Applies a previewed run (audited); answers it applied. BAD_USER_INPUT when it cannot be applied. */
  applyPriceRun: PriceRun;
  /**
   * Moves an order: PENDING → PREPARING → SHIPPED (carrier and tracking number) → DELIVERED, or
   * CANCELLED before it ships (its units go back on sale). The shopper is e-mailed and sees it on the
   * order page. Errors: ORDER_TRANSITION_REFUSED, BAD_USER_INPUT (`field`), NOT_FOUND.
   */
  changeOrderStatus: OrderDetail;
  /** Gives a staff member another role. An owner cannot take the owner role from themselves. */
  changeStaffRole: StaffMember;
  /** Creates the order's shipment with the carrier, service and branch of its quote and marks it SHIPPED with the carrier's tracking number (audited). Again: the same shipment. */
  createShipment: CreateShipmentResult;
  /** Removes a rule (audited; the default cannot be removed). */
  deleteMarkupRule: Scalars['Boolean']['output'];
  /** Disables a staff member: their sessions end and they cannot sign in. */
  disableStaff: StaffMember;
  /** Sets a previewed run aside without applying it (audited). */
  discardPriceRun: PriceRun;
  /**
   * Corrects a review's text (10 to 2000 characters, as a shopper writes it) with a reason (required): shoppers read the new text at
   * once; the author's first text is kept in `originalContent`.
   */
  editReview: StaffReview;
  /**
   * Hides a review from shoppers at once (cached pages and answers included). The reason is required
   * (1 to 500 characters, BAD_USER_INPUT `field: reason`); REVIEW_STATE_REFUSED when it is hidden already.
   */
  hideReview: StaffReview;
  /** Invites a colleague by e-mail (a link to set a password, valid 72 hours). */
  inviteStaff: StaffMember;
  /**
   * Marks a message read (an answered one stays answered) or unread; audited when its state changes.
   * NOT_FOUND for an unknown id.
   */
  markContactMessage: ContactMessage;
  /**
   * Records that a cash-on-delivery or bank-transfer order was paid: its payment becomes APPROVED, a
   * PENDING order moves to PREPARING (an order further on stays where it is), and its invoice is queued
   * for ARCA. It asks orders:manage, not payments:refund: it records money the staff who handle the
   * orders collected or saw arrive (the courier's cash, a transfer), it gives nothing back, and the
   * order's move it makes is orders:manage's. Errors: PAYMENT_NOT_OFFLINE (a Mercado Pago order),
   * ORDER_ALREADY_PAID, ORDER_TRANSITION_REFUSED (a cancelled order), BAD_USER_INPUT (`reason`), NOT_FOUND.
   */
  markOrderPaid: OrderDetail;
  /** Marks a NEW review read (PUBLISHED); a published one stays so. REVIEW_STATE_REFUSED for a hidden one (`unhideReview` shows it again). */
  publishReview: StaffReview;
  /** Records that a return's goods arrived, restocked or not; late requests too. Errors: RETURN_STEP_REFUSED, NOT_FOUND. */
  receiveReturn: ReturnRequest;
  /**
   * Refunds all or part of the order's Mercado Pago payment, once per idempotency key; the payment
   * becomes PARTIALLY_REFUNDED or REFUNDED and the shopper is e-mailed. Errors: REFUND_NOT_POSSIBLE,
   * REFUND_EXCEEDS_REMAINING, IDEMPOTENCY_KEY_REUSED, PAYMENT_PROVIDER_UNAVAILABLE, BAD_USER_INPUT, NOT_FOUND.
   */
  refundOrder: RefundResult;
  /** Refunds a received return (as refundOrder); the return becomes REFUNDED. Errors: RETURN_STEP_REFUSED and refundOrder's. */
  refundReturn: RefundResult;
  removePriceBrandAlias: PriceSupplier;
  /** Drops the staff's default of a category: the code's holds again (audited when one was stored). */
  resetParcelDefault: ParcelDefault;
  /**
   * Asks ARCA again for a rejected voucher's CAE, after its cause was corrected (the order's billing
   * data, the shop's settings): the voucher is issued anew from the order's current data by the job
   * queue, so the answer still shows it REJECTED; read the order again for the outcome. Errors:
   * INVOICE_NOT_REJECTED, INVOICING_UNAVAILABLE, BAD_USER_INPUT (`reason`), NOT_FOUND.
   */
  retryInvoice: Voucher;
  /**
   * Ends one app session of the account (`sessionId`), or all of them when it is null: their tokens are
   * refused at once. Audited; answers how many ended. NOT_FOUND for an unknown account or session.
   */
  revokeAppSessions: Scalars['Int']['output'];
  /** Creates or changes the rule of a scope and key (audited): every part it prices shows its new price at once. */
  saveMarkupRule: MarkupRule;
  /** Creates or replaces a supplier's settings (audited). */
  savePriceSupplier: PriceSupplier;
  /**
   * Marks or unmarks an account as a developer (audited, with the reason when given): the account's
   * existing apps see it from their next request, new sign-ins too. NOT_FOUND for an unknown account.
   */
  setAccountDeveloper: ShopperAccount;
  /**
   * Sets a currency's rate (pesos for one unit, at most two decimals, within `rateLimits`; BAD_USER_INPUT
   * `field: pesosPerUnit` otherwise, `field: code` for a currency the shop does not show). Dated now,
   * audited with the rate before and after; shoppers see prices in that currency at the new rate at
   * once (cached pages and answers included). The reason is optional (up to 500 characters).
   */
  setCurrencyRate: CurrencyRate;
  /**
   * Sets a category's default parcel (audited with the reason): the next quote of a cart holding such a
   * part without its own measurements packs with it, in every gateway process. BAD_USER_INPUT
   * (`extensions.field`) for a value outside `parcelLimits`.
   */
  setParcelDefault: ParcelDefault;
  /** Adds or changes a supplier's brand alias (audited): its next runs match by it. */
  setPriceBrandAlias: PriceSupplier;
  /**
   * First step of signing in: e-mail and password. A new session replaces the browser's old one (its
   * cookie changes). Errors: WRONG_CREDENTIALS, RATE_LIMITED.
   */
  signIn: SignInResult;
  /** Ends the staff session. */
  signOut: Scalars['Boolean']['output'];
  /** Puts back what an applied run replaced (audited); only a supplier's latest applied run. */
  undoPriceRun: PriceRun;
  /** Shows a hidden review again (PUBLISHED). REVIEW_STATE_REFUSED unless it is HIDDEN. */
  unhideReview: StaffReview;
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


export type MutationAnswerContactMessageArgs = {
  body: Scalars['String']['input'];
  id: Scalars['ID']['input'];
};


export type MutationApplyPriceRunArgs = {
  id: Scalars['ID']['input'];
};


export type MutationChangeOrderStatusArgs = {
  input: ChangeOrderStatusInput;
};


export type MutationChangeStaffRoleArgs = {
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
  role: Scalars['String']['input'];
};


export type MutationCreateShipmentArgs = {
  orderId: Scalars['ID']['input'];
};


export type MutationDeleteMarkupRuleArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDisableStaffArgs = {
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


export type MutationDiscardPriceRunArgs = {
  id: Scalars['ID']['input'];
};


export type MutationEditReviewArgs = {
  content: Scalars['String']['input'];
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


export type MutationHideReviewArgs = {
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


export type MutationInviteStaffArgs = {
  input: InviteStaffInput;
};


export type MutationMarkContactMessageArgs = {
  id: Scalars['ID']['input'];
  read: Scalars['Boolean']['input'];
};


export type MutationMarkOrderPaidArgs = {
  input: MarkOrderPaidInput;
};


export type MutationPublishReviewArgs = {
  id: Scalars['ID']['input'];
};


export type MutationReceiveReturnArgs = {
  input: ReceiveReturnInput;
};


export type MutationRefundOrderArgs = {
  input: RefundOrderInput;
};


export type MutationRefundReturnArgs = {
  input: RefundReturnInput;
};


export type MutationRemovePriceBrandAliasArgs = {
  alias: Scalars['String']['input'];
  supplierId: Scalars['ID']['input'];
};


export type MutationResetParcelDefaultArgs = {
  category: ParcelCategory;
  reason?: InputMaybe<Scalars['String']['input']>;
};


export type MutationRetryInvoiceArgs = {
  input: RetryInvoiceInput;
};


export type MutationRevokeAppSessionsArgs = {
  accountId: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
  sessionId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationSaveMarkupRuleArgs = {
  input: MarkupRuleInput;
};


export type MutationSavePriceSupplierArgs = {
  input: PriceSupplierInput;
};


export type MutationSetAccountDeveloperArgs = {
  accountId: Scalars['ID']['input'];
  developer: Scalars['Boolean']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};


export type MutationSetCurrencyRateArgs = {
  code: Scalars['String']['input'];
  pesosPerUnit: Scalars['String']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};


export type MutationSetParcelDefaultArgs = {
  category: ParcelCategory;
  heightCm: Scalars['Int']['input'];
  lengthCm: Scalars['Int']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
  weightGrams: Scalars['Int']['input'];
  widthCm: Scalars['Int']['input'];
};


export type MutationSetPriceBrandAliasArgs = {
  alias: Scalars['String']['input'];
  brand: Scalars['String']['input'];
  supplierId: Scalars['ID']['input'];
};


export type MutationSignInArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationUndoPriceRunArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUnhideReviewArgs = {
  id: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
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
  /** Whether `markOrderPaid` applies: paid offline (cash or transfer), not paid yet, not cancelled. */
  canMarkPaid: Scalars['Boolean']['output'];
  /** The shipment created with the carrier; null before, and for orders shipped by hand. */
  carrierShipment?: Maybe<CarrierShipment>;
  comment: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  email: Scalars['String']['output'];
  history: Array<OrderHistoryEntry>;
  id: Scalars['ID']['output'];
  language: Scalars['String']['output'];
  lines: Array<OrderLine>;
  mails: Array<OrderMail>;
  /** The states the order may move to now. */
  nextStatuses: Array<OrderStatus>;
  number: Scalars['String']['output'];
  paymentMethod: PaymentMethod;
  paymentStatus?: Maybe<PaymentStatus>;
  payments: Array<OrderPayment>;
  quantity: Scalars['Int']['output'];
  /** What can still be refunded of its Mercado Pago payment, in centavos (0 when nothing). */
  refundableCentavos: Scalars['Int']['output'];
  /** The refunds of the order's payment, oldest first. */
  refunds: Array<Refund>;
  /** The shopper's revocation, or null when none. */
  return?: Maybe<ReturnRequest>;
  /** The carrier and tracking number once shipped; null before. */
  shipment?: Maybe<Shipment>;
  /** The carrier the shop can create the shipment with (the order's quote), or null when it ships by hand. */
  shipmentCarrierName?: Maybe<Scalars['String']['output']>;
  shippingAddress: OrderAddress;
  /** The shipping chosen at checkout; null for orders placed before carriers were quoted (the old flat rate). */
  shippingChoice?: Maybe<OrderShippingChoice>;
  /** Every move of the order's state, oldest first. */
  stateChanges: Array<OrderStateChange>;
  status: OrderStatus;
  subtotal: Scalars['String']['output'];
  taxIdentity: TaxIdentity;
  total: Scalars['String']['output'];
  /** The totals as the checkout made them (lines, shipping, discounts). */
  totals: Scalars['JSON']['output'];
  /** The order's invoices and credit notes, oldest first (empty before it is paid). */
  vouchers: Array<Voucher>;
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

/** A carrier's branch as the shopper was shown it at checkout (kept with the order). */
export type OrderShippingBranch = {
  __typename?: 'OrderShippingBranch';
  address: Scalars['String']['output'];
  /** The carrier's own code of the branch. */
  id: Scalars['ID']['output'];
  locality: Scalars['String']['output'];
  name: Scalars['String']['output'];
  postcode: Scalars['String']['output'];
};

/** The shipping chosen at checkout. */
export type OrderShippingChoice = {
  __typename?: 'OrderShippingChoice';
  /** The branch the shopper collects the parcel at (BRANCH only). */
  branch?: Maybe<OrderShippingBranch>;
  /** `andreani`, `correo-argentino`, `oca`, `flat-rate` (the shop's rate for the zone when no carrier answered) or `shop` (its own counter). */
  carrier: Scalars['String']['output'];
  carrierName: Scalars['String']['output'];
  deliveryDaysMax: Scalars['Int']['output'];
  deliveryDaysMin: Scalars['Int']['output'];
  /** HOME, BRANCH (a carrier's branch) or PICKUP (the shop's counter). */
  mode: Scalars['String']['output'];
  /** The destination's postal code as quoted. */
  postcode: Scalars['String']['output'];
  /** Pesos charged for shipping (a decimal string). */
  price: Scalars['String']['output'];
  service: Scalars['String']['output'];
};

/** One move of an order from a state to another. */
export type OrderStateChange = {
  __typename?: 'OrderStateChange';
  /** `staff`, `system` (the shop itself, a payment approved) or `shopper`. */
  actorKind: Scalars['String']['output'];
  at: Scalars['DateTime']['output'];
  from: OrderStatus;
  /** Why, as given with the move; empty when none. */
  reason: Scalars['String']['output'];
  /** The staff member's id when `actorKind` is `staff`. */
  staffId?: Maybe<Scalars['ID']['output']>;
  to: OrderStatus;
};

/** Where an order stands (the shop's `OrderStatus`). */
export type OrderStatus =
  /** Cancelled before it shipped; its units went back on sale. */
  | 'CANCELLED'
  | 'COMPLETED'
  /** Delivered to the shopper (COMPLETED orders became DELIVERED). */
  | 'DELIVERED'
  | 'PAID'
  | 'PENDING'
  /** Being prepared for the courier (PAID orders became PREPARING). */
  | 'PREPARING'
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

/** A part category as the packer sees it (from the part's category or product name). */
export type ParcelCategory =
  | 'BATTERY'
  | 'BRAKE_DISC_PAIR'
  /** Any other part. */
  | 'DEFAULT'
  | 'EXHAUST'
  | 'FILTER';

/** A category's default parcel: the one in force, and the code's that a reset brings back. */
export type ParcelDefault = {
  __typename?: 'ParcelDefault';
  category: ParcelCategory;
  codeDefault: ParcelMeasures;
  /** Saved by the staff; false: the code's default holds. */
  edited: Scalars['Boolean']['output'];
  parcel: ParcelMeasures;
  /** When it was saved; null for the code's default. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
  updatedBy?: Maybe<ParcelDefaultEditor>;
};

/** Who last saved a category's default (the field is null once their account is gone: the audit log keeps their e-mail). */
export type ParcelDefaultEditor = {
  __typename?: 'ParcelDefaultEditor';
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** The bounds a default parcel is kept in (whole numbers). */
export type ParcelLimits = {
  __typename?: 'ParcelLimits';
  maxSideCm: Scalars['Int']['output'];
  maxWeightGrams: Scalars['Int']['output'];
  minSideCm: Scalars['Int']['output'];
  minWeightGrams: Scalars['Int']['output'];
};

/** One unit's weight (whole grams) and boxed size (whole centimetres). */
export type ParcelMeasures = {
  __typename?: 'ParcelMeasures';
  /** What a carrier bills: the greater of the real weight and the volumetric one (cm³ / 5000 kg), in grams. */
  billableWeightGrams: Scalars['Int']['output'];
  heightCm: Scalars['Int']['output'];
  lengthCm: Scalars['Int']['output'];
  weightGrams: Scalars['Int']['output'];
  widthCm: Scalars['Int']['output'];
};

/** Units at one of the supplier's warehouses. */
export type PartOfferStock = {
  __typename?: 'PartOfferStock';
  deliveryDaysMax: Scalars['Int']['output'];
  deliveryDaysMin: Scalars['Int']['output'];
  own: Scalars['Boolean']['output'];
  quantity: Scalars['Int']['output'];
  reserved: Scalars['Int']['output'];
  warehouseId: Scalars['ID']['output'];
  warehouseName: Scalars['String']['output'];
};

/** A part as price lists name it, with every supplier's offer and the price shoppers see. */
export type PartOffers = {
  __typename?: 'PartOffers';
  brand?: Maybe<Scalars['String']['output']>;
  categoryKey?: Maybe<Scalars['String']['output']>;
  number?: Maybe<Scalars['String']['output']>;
  offers: Array<PartSupplierOffer>;
  partId: Scalars['ID']['output'];
  /** What shoppers pay now (a sale price while one is on); null: "Consultar disponibilidad". */
  priceCentavos?: Maybe<Scalars['Int']['output']>;
  /** The regular price while a sale is on. */
  regularCentavos?: Maybe<Scalars['Int']['output']>;
};

/** One supplier's offer of a part. */
export type PartSupplierOffer = {
  __typename?: 'PartSupplierOffer';
  /** The offer the shop sells the part by. */
  chosen: Scalars['Boolean']['output'];
  costCentavos: Scalars['Int']['output'];
  costIncludesIva: Scalars['Boolean']['output'];
  currency: Scalars['String']['output'];
  /** Null: no rule applies, or its currency is not priced. */
  explanation?: Maybe<PriceExplanation>;
  importedAt: Scalars['DateTime']['output'];
  /** Older than OFFER_MAX_AGE_DAYS: its units do not count. */
  stale: Scalars['Boolean']['output'];
  stock: Array<PartOfferStock>;
  supplierId: Scalars['ID']['output'];
  supplierName: Scalars['String']['output'];
};

export type PaymentMethod =
  | 'BANK_TRANSFER'
  | 'CASH_ON_DELIVERY'
  | 'WALLET';

/** Where an order's online payment stands, as Mercado Pago last reported it. */
export type PaymentStatus =
  | 'APPROVED'
  /** Paid, then given back in part. */
  | 'PARTIALLY_REFUNDED'
  | 'PENDING'
  | 'REFUNDED'
  | 'REJECTED';

/** A permission string, as roles list them (orders:read, staff:manage…). */
export type PermissionInfo = {
  __typename?: 'PermissionInfo';
  name: Scalars['String']['output'];
};

/** A supplier's spelling of a brand and the provider's brand it means. */
export type PriceBrandAlias = {
  __typename?: 'PriceBrandAlias';
  /** As compared: upper case without accents or punctuation. */
  alias: Scalars['String']['output'];
  brand: Scalars['String']['output'];
};

/** A part whose offer the run changes: its cost and its consumer price before and after. */
export type PriceChange = {
  __typename?: 'PriceChange';
  brand?: Maybe<Scalars['String']['output']>;
  newCostCentavos: Scalars['Int']['output'];
  newPriceCentavos?: Maybe<Scalars['Int']['output']>;
  number?: Maybe<Scalars['String']['output']>;
  /** Null: the supplier did not offer it before. */
  oldCostCentavos?: Maybe<Scalars['Int']['output']>;
  /** The consumer price (IVA included) the supplier's offer sells at under today's rules; null when unpriced. */
  oldPriceCentavos?: Maybe<Scalars['Int']['output']>;
  partId: Scalars['ID']['output'];
};

export type PriceChangePage = {
  __typename?: 'PriceChangePage';
  changes: Array<PriceChange>;
  total: Scalars['Int']['output'];
};

/** Which columns of a supplier's file say what: each a list of header spellings. */
export type PriceColumnMapping = {
  __typename?: 'PriceColumnMapping';
  brand: Array<Scalars['String']['output']>;
  number: Array<Scalars['String']['output']>;
  price: Array<Scalars['String']['output']>;
  stock: Array<PriceStockColumn>;
};

/** Why an offer sells at its price: the steps of server/pricing/rules.ts `sellingPrice`. */
export type PriceExplanation = {
  __typename?: 'PriceExplanation';
  costCentavos: Scalars['Int']['output'];
  costIncludesIva: Scalars['Boolean']['output'];
  /** The cost with IVA. */
  costWithIvaCentavos: Scalars['Int']['output'];
  ivaBp: Scalars['Int']['output'];
  key: Scalars['String']['output'];
  /** The cost with IVA marked up by the rule's percentage. */
  markedUpCentavos: Scalars['Int']['output'];
  minMarginBp: Scalars['Int']['output'];
  /** Whether the minimum margin, not the mark-up, set the price. */
  minimumApplied: Scalars['Boolean']['output'];
  /** The least price the minimum margin allows. */
  minimumCentavos: Scalars['Int']['output'];
  /** ... and its figures. */
  percentBp: Scalars['Int']['output'];
  /** The price rounded up to the rule's step: what it sells at. */
  priceCentavos: Scalars['Int']['output'];
  roundingCentavos: Scalars['Int']['output'];
  /** The rule that applied: its scope and key (the most specific one for the offer) ... */
  scope: MarkupScope;
  surchargeCentavos: Scalars['Int']['output'];
  /** The rule's surcharge with IVA. */
  surchargeWithIvaCentavos: Scalars['Int']['output'];
};

/** How many rows were rejected for one reason. */
export type PriceRejectionCount = {
  __typename?: 'PriceRejectionCount';
  count: Scalars['Int']['output'];
  /** `missing-brand`, `no-price`, `duplicate`… (server/prices/normalise.ts). */
  reason: Scalars['String']['output'];
};

/** What became of a row of a price list. */
export type PriceRowOutcome =
  | 'MATCHED'
  /** Not read: see the row's reason. */
  | 'REJECTED'
  /** Read, but no article of the provider has that brand and number: kept for review. */
  | 'UNMATCHED';

/** One import of one supplier's file. */
export type PriceRun = {
  __typename?: 'PriceRun';
  appliedAt?: Maybe<Scalars['DateTime']['output']>;
  appliedBy?: Maybe<Scalars['String']['output']>;
  /** Parts whose offer or units the run changes. */
  changed: Scalars['Int']['output'];
  /** The parts whose offer the run changes (old → new), by part, a page at a time (at most 100). */
  changes: PriceChangePage;
  createdAt: Scalars['DateTime']['output'];
  /** The staff member who uploaded it (null: the command or the demo import). */
  createdBy?: Maybe<Scalars['String']['output']>;
  /** How a CSV file was decoded; null for a spreadsheet. */
  encoding?: Maybe<Scalars['String']['output']>;
  fileName: Scalars['String']['output'];
  /** `csv` or `xlsx`. */
  format: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Rows read below the header. */
  lines: Scalars['Int']['output'];
  matched: Scalars['Int']['output'];
  rejected: Scalars['Int']['output'];
  rejectedByReason: Array<PriceRejectionCount>;
  /** The run's rejected or unmatched rows, by line, a page at a time (at most 100). */
  rows: PriceRunRowPage;
  state: PriceRunState;
  supplierId: Scalars['ID']['output'];
  supplierName: Scalars['String']['output'];
  /** Whether it can be undone: applied, and the supplier's latest applied run. */
  undoable: Scalars['Boolean']['output'];
  undoneAt?: Maybe<Scalars['DateTime']['output']>;
  undoneBy?: Maybe<Scalars['String']['output']>;
  unmatched: Scalars['Int']['output'];
};


/** One import of one supplier's file. */
export type PriceRunChangesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


/** One import of one supplier's file. */
export type PriceRunRowsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  outcome: PriceRowOutcome;
};

/** A row of a price list as the file had it (rejected and unmatched rows). */
export type PriceRunRow = {
  __typename?: 'PriceRunRow';
  brand?: Maybe<Scalars['String']['output']>;
  costCentavos?: Maybe<Scalars['Int']['output']>;
  /** The file's line (or the sheet's row). */
  line: Scalars['Int']['output'];
  number?: Maybe<Scalars['String']['output']>;
  outcome: PriceRowOutcome;
  /** The row's cells joined by " | ". */
  raw?: Maybe<Scalars['String']['output']>;
  /** A rejection reason, or `unknown-brand` / `unknown-number` for an unmatched row. */
  reason?: Maybe<Scalars['String']['output']>;
};

export type PriceRunRowPage = {
  __typename?: 'PriceRunRowPage';
  rows: Array<PriceRunRow>;
  total: Scalars['Int']['output'];
};

/** Where a price list run is (server/prices/runs.ts). */
export type PriceRunState =
  | 'APPLIED'
  /** Being written in chunks (shoppers already see all of it). */
  | 'APPLYING'
  /** Set aside without applying, or a file that could not be read. */
  | 'DISCARDED'
  /** Read and compared: nothing the shop sells changed yet. */
  | 'PREVIEWED'
  /** The file is being read and its rows staged. */
  | 'STAGING'
  /** Being undone in chunks (shoppers already see all of it undone). */
  | 'UNDOING'
  | 'UNDONE';

export type PriceStockColumn = {
  __typename?: 'PriceStockColumn';
  column: Array<Scalars['String']['output']>;
  warehouseId: Scalars['ID']['output'];
};

export type PriceStockColumnInput = {
  column: Array<Scalars['String']['input']>;
  warehouseId: Scalars['ID']['input'];
};

export type PriceSupplier = {
  __typename?: 'PriceSupplier';
  brandAliases: Array<PriceBrandAlias>;
  /** ISO code of its prices' currency (only ARS is priced today). */
  currency: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  mapping: PriceColumnMapping;
  name: Scalars['String']['output'];
  pricesIncludeIva: Scalars['Boolean']['output'];
  warehouses: Array<PriceWarehouse>;
};

/** A supplier's settings as a whole (warehouses are added or updated, never removed). */
export type PriceSupplierInput = {
  brandColumns: Array<Scalars['String']['input']>;
  currency: Scalars['String']['input'];
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
  numberColumns: Array<Scalars['String']['input']>;
  priceColumns: Array<Scalars['String']['input']>;
  pricesIncludeIva: Scalars['Boolean']['input'];
  stockColumns: Array<PriceStockColumnInput>;
  warehouses: Array<PriceWarehouseInput>;
};

/** A file uploaded at POST /admin/prices/upload, read in the background. */
export type PriceUpload = {
  __typename?: 'PriceUpload';
  bytes: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** Why the file was refused, once FAILED (the reader's words) ... */
  error?: Maybe<Scalars['String']['output']>;
  /** ... and the kind of reason. */
  failure?: Maybe<PriceUploadFailure>;
  fileName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The run the file became, once PREVIEWED. */
  runId?: Maybe<Scalars['ID']['output']>;
  state: PriceUploadState;
  supplierId: Scalars['ID']['output'];
};

/** Why an uploaded file was refused. */
export type PriceUploadFailure =
  /** Neither a CSV text nor an XLSX spreadsheet that can be read. */
  | 'NOT_A_LIST'
  /** No row in the first 30 holds the supplier's brand, number and price columns. */
  | 'NO_HEADER'
  /** The supplier has no column mapping yet. */
  | 'NO_MAPPING'
  /** Another reason: see `error`. */
  | 'OTHER';

export type PriceUploadState =
  /** The file could not be read: see `error`. */
  | 'FAILED'
  /** Read: its run is previewed. */
  | 'PREVIEWED'
  /** The file is being read into a run. */
  | 'READING';

export type PriceWarehouse = {
  __typename?: 'PriceWarehouse';
  deliveryDaysMax: Scalars['Int']['output'];
  deliveryDaysMin: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type PriceWarehouseInput = {
  deliveryDaysMax: Scalars['Int']['input'];
  deliveryDaysMin: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
};

export type Query = {
  __typename?: 'Query';
  /** The audit log, newest first. */
  auditLog?: Maybe<AuditEntryConnection>;
  /** The author's other reviews (same e-mail, or the same name without one), newest first, at most 50. */
  authorReviews?: Maybe<Array<StaffReview>>;
  /** The bounds `answerContactMessage` accepts. */
  contactAnswerLimits?: Maybe<ContactAnswerLimits>;
  /** One message; null (NOT_FOUND) for an unknown id. */
  contactMessage?: Maybe<ContactMessage>;
  /** How many messages are unread, read and answered. */
  contactMessageCounts?: Maybe<ContactMessageCounts>;
  /** The inbox, newest first (at most 100 a page). */
  contactMessages?: Maybe<ContactMessageConnection>;
  /** Every currency other than the peso with its rate, in the shop's order. */
  currencyRates?: Maybe<Array<CurrencyRate>>;
  /** The invitation of a link (`/admin/invitation/<token>`), before its password is set. */
  invitation?: Maybe<StaffInvitation>;
  markupRules?: Maybe<Array<MarkupRule>>;
  /** One order by its id or number; null when there is none. */
  order?: Maybe<OrderDetail>;
  /** Orders, newest first, filtered and searched; `first` at most 100. */
  orders?: Maybe<OrderConnection>;
  /** Every part category's default parcel, in a fixed order. */
  parcelDefaults?: Maybe<Array<ParcelDefault>>;
  /** The bounds `setParcelDefault` accepts. */
  parcelLimits?: Maybe<ParcelLimits>;
  /**
   * Parts by article number (with or without its brand, compared without spaces or punctuation) or
   * by product id, with each supplier's offer (at most 20).
   */
  partOffers?: Maybe<Array<PartOffers>>;
  /** Every permission the staff API knows. */
  permissions?: Maybe<Array<PermissionInfo>>;
  priceRun?: Maybe<PriceRun>;
  /** The latest runs (of one supplier, or everyone's), the newest first (at most 100). */
  priceRuns?: Maybe<Array<PriceRun>>;
  priceSupplier?: Maybe<PriceSupplier>;
  /** Every supplier but the shop itself, by name. */
  priceSuppliers?: Maybe<Array<PriceSupplier>>;
  /** An upload's state, asked by the staff app until it is no longer READING. */
  priceUpload?: Maybe<PriceUpload>;
  rateLimits?: Maybe<RateLimits>;
  /** The vouchers ARCA rejected and not authorised since, newest first, with ARCA's reasons; `first` at most 100. */
  rejectedInvoices?: Maybe<Array<RejectedVoucher>>;
  /** Returns, newest request first, optionally in one state; `first` at most 100, `after` the previous page's `endCursor`. */
  returns: ReturnConnection;
  /** One review; null when there is none with that id. */
  review?: Maybe<StaffReview>;
  reviewStateCounts?: Maybe<ReviewStateCounts>;
  /** The moderation queue: new reviews first, then the newest (`after`: the previous page's `endCursor`). */
  reviews?: Maybe<StaffReviewConnection>;
  /** One account; null (NOT_FOUND) for an unknown id. */
  shopperAccount?: Maybe<ShopperAccount>;
  /**
   * Accounts whose e-mail begins with `email` (2 characters at least; BAD_USER_INPUT otherwise), or
   * every developer account when `developersOnly` (then `email` may be empty). At most 50.
   */
  shopperAccounts?: Maybe<Array<ShopperAccount>>;
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


export type QueryAuthorReviewsArgs = {
  reviewId: Scalars['ID']['input'];
};


export type QueryContactMessageArgs = {
  id: Scalars['ID']['input'];
};


export type QueryContactMessagesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<ContactMessageFilter>;
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


export type QueryPartOffersArgs = {
  query: Scalars['String']['input'];
};


export type QueryPriceRunArgs = {
  id: Scalars['ID']['input'];
};


export type QueryPriceRunsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  supplierId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryPriceSupplierArgs = {
  id: Scalars['ID']['input'];
};


export type QueryPriceUploadArgs = {
  id: Scalars['ID']['input'];
};


export type QueryRejectedInvoicesArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryReturnsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  state?: InputMaybe<ReturnState>;
};


export type QueryReviewArgs = {
  id: Scalars['ID']['input'];
};


export type QueryReviewsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<ReviewFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryShopperAccountArgs = {
  id: Scalars['ID']['input'];
};


export type QueryShopperAccountsArgs = {
  developersOnly?: InputMaybe<Scalars['Boolean']['input']>;
  email: Scalars['String']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** The bounds `setCurrencyRate` accepts, in pesos for one unit. */
export type RateLimits = {
  __typename?: 'RateLimits';
  max: Scalars['String']['output'];
  min: Scalars['String']['output'];
};

/** Who set a rate. */
export type RateSource =
  /** The rates feed (CURRENCY_RATES_SOURCE_URL), read by a job every CURRENCY_RATES_REFRESH_MINUTES. */
  | 'FEED'
  /** The first rates the shop was installed with. */
  | 'SEED'
  /** The gateway's CURRENCY_RATES setting (until the staff set the rate). */
  | 'SETTING'
  /** A staff member, in the back office (neither the setting nor the feed overwrites it). */
  | 'STAFF';

export type ReceiveReturnInput = {
  orderId: Scalars['ID']['input'];
  /** A note for the audit log. */
  reason?: InputMaybe<Scalars['String']['input']>;
  /** When the goods arrived; now when left out. Never in the future. */
  receivedAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** Whether the goods go back on sale (their units back into stock). */
  restock: Scalars['Boolean']['input'];
};

/** A refund of an order's Mercado Pago payment, with everything its credit note needs. */
export type Refund = {
  __typename?: 'Refund';
  /** The amount in pesos, exact to the centavo (`"1234.50"`). */
  amount: Scalars['String']['output'];
  amountCentavos: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** Made for goods the shopper sent back. */
  forReturn: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  orderId: Scalars['ID']['output'];
  orderNumber: Scalars['String']['output'];
  /** Mercado Pago's id of the payment refunded. */
  providerPaymentId: Scalars['String']['output'];
  /** Mercado Pago's id of the refund; null while pending. */
  providerRefundId?: Maybe<Scalars['String']['output']>;
  reason: Scalars['String']['output'];
  recordedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The staff member who asked for it (null when the shop itself did). */
  staffId?: Maybe<Scalars['ID']['output']>;
  state: RefundState;
};

export type RefundOrderInput = {
  /** Centavos to give back; leave out to give back all that remains. */
  amountCentavos?: InputMaybe<Scalars['Int']['input']>;
  /** A key the client makes once per refund (8 to 100 of letters, digits, `.`, `_`, `:`, `-`): sending it again answers the same refund. */
  idempotencyKey: Scalars['String']['input'];
  orderId: Scalars['ID']['input'];
  /** Why (required, up to 500 characters). */
  reason: Scalars['String']['input'];
};

/** A refund made (or the one the same key made before). */
export type RefundResult = {
  __typename?: 'RefundResult';
  order: OrderDetail;
  refund: Refund;
  /** True when the key had made this refund already: nothing new was asked of Mercado Pago. */
  repeated: Scalars['Boolean']['output'];
};

export type RefundReturnInput = {
  /** Centavos to give back; leave out to give back all that remains. */
  amountCentavos?: InputMaybe<Scalars['Int']['input']>;
  /** As for refundOrder. */
  idempotencyKey: Scalars['String']['input'];
  orderId: Scalars['ID']['input'];
  /** Why; `Arrepentimiento <code>` when left out. */
  reason?: InputMaybe<Scalars['String']['input']>;
};

/** Where a refund stands: asked of Mercado Pago and not answered yet, or made. */
export type RefundState =
  | 'APPROVED'
  | 'PENDING';

/** A voucher ARCA rejected and not authorised since, with its order. */
export type RejectedVoucher = {
  __typename?: 'RejectedVoucher';
  orderId: Scalars['ID']['output'];
  orderNumber: Scalars['String']['output'];
  voucher: Voucher;
};

export type RetryInvoiceInput = {
  invoiceId: Scalars['ID']['input'];
  /** What was corrected before trying again (required, up to 500 characters; kept in the audit log). */
  reason: Scalars['String']['input'];
};

export type ReturnConnection = {
  __typename?: 'ReturnConnection';
  nodes: Array<ReturnRequest>;
  pageInfo: PageInfo;
};

/** A purchase the shopper revoked ("Botón de arrepentimiento"), as the staff handle it. */
export type ReturnRequest = {
  __typename?: 'ReturnRequest';
  /** The revocation code the shopper was given. */
  code: Scalars['String']['output'];
  email: Scalars['String']['output'];
  /** Asked after the 10 days: it is received all the same. */
  late: Scalars['Boolean']['output'];
  orderId: Scalars['ID']['output'];
  orderNumber: Scalars['String']['output'];
  receivedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The staff member's id who received it. */
  receivedBy?: Maybe<Scalars['String']['output']>;
  refundedAt?: Maybe<Scalars['DateTime']['output']>;
  requestedAt: Scalars['DateTime']['output'];
  /** Whether the goods went back on sale; null until received. */
  restocked?: Maybe<Scalars['Boolean']['output']>;
  state: ReturnState;
  termEndsAt: Scalars['DateTime']['output'];
  /** The start and end of the 10 calendar days. */
  termStartsAt: Scalars['DateTime']['output'];
  withinTerm: Scalars['Boolean']['output'];
};

/** Where a return stands. */
export type ReturnState =
  /** The goods arrived (restocked or not). */
  | 'RECEIVED'
  /** The money was given back. */
  | 'REFUNDED'
  /** The shopper revoked the purchase; the goods have not arrived. */
  | 'REQUESTED';

export type ReviewFilter = {
  /** Part of the author's name or e-mail, any case. */
  author?: InputMaybe<Scalars['String']['input']>;
  /** A product: its slug exactly, or part of a shop product's name (any case). */
  product?: InputMaybe<Scalars['String']['input']>;
  /** Reviews with this many stars (1 to 5). */
  rating?: InputMaybe<Scalars['Int']['input']>;
  state?: InputMaybe<ReviewState>;
};

/** Where a review is in moderation. */
export type ReviewState =
  /** Shown to no shopper (with the moderator's reason). */
  | 'HIDDEN'
  /** Shown, not yet read by a moderator. */
  | 'NEW'
  /** Shown, read by a moderator. */
  | 'PUBLISHED';

/** How many reviews are in each state. */
export type ReviewStateCounts = {
  __typename?: 'ReviewStateCounts';
  hidden: Scalars['Int']['output'];
  new: Scalars['Int']['output'];
  published: Scalars['Int']['output'];
};

/** How an order travels once shipped. */
export type Shipment = {
  __typename?: 'Shipment';
  carrier: Scalars['String']['output'];
  /** Null until delivered. */
  deliveredAt?: Maybe<Scalars['DateTime']['output']>;
  shippedAt: Scalars['DateTime']['output'];
  trackingNumber: Scalars['String']['output'];
};

/** A shopper's account as the apps screen shows it. */
export type ShopperAccount = {
  __typename?: 'ShopperAccount';
  /** Its live app sessions, newest first. */
  appSessions: Array<AppSession>;
  createdAt: Scalars['DateTime']['output'];
  /** Its apps may send any document where only the published operations run (from their next request). */
  developer: Scalars['Boolean']['output'];
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
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

/** A shopper's review as moderators see it. */
export type StaffReview = {
  __typename?: 'StaffReview';
  author: Scalars['String']['output'];
  /** The text shoppers read (a moderator's correction when `originalContent` is set). */
  content: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  editedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The e-mail the author gave (never shown to shoppers); null for the sample reviews. */
  email?: Maybe<Scalars['String']['output']>;
  /** Why it is hidden (null unless HIDDEN). */
  hiddenReason?: Maybe<Scalars['String']['output']>;
  /** The moderators' changes to this review, newest first (the audit log). */
  history: Array<AuditEntry>;
  id: Scalars['ID']['output'];
  /** When a moderator last published, hid or showed it again, and their e-mail as it was. */
  moderatedAt?: Maybe<Scalars['DateTime']['output']>;
  moderatedBy?: Maybe<Scalars['String']['output']>;
  /** What the author wrote, when a moderator corrected it; null while never edited. */
  originalContent?: Maybe<Scalars['String']['output']>;
  /** How many other reviews the same author wrote (same e-mail, or the same name without one). */
  otherReviewCount: Scalars['Int']['output'];
  /** The shop product's name; null for a provider article. */
  productName?: Maybe<Scalars['String']['output']>;
  /** The reviewed product's slug (a shop product or a provider article): its page is /shop/products/<slug>. */
  productSlug: Scalars['String']['output'];
  rating: Scalars['Int']['output'];
  /** True for the shop's sample reviews. */
  sample: Scalars['Boolean']['output'];
  state: ReviewState;
};

export type StaffReviewConnection = {
  __typename?: 'StaffReviewConnection';
  nodes: Array<StaffReview>;
  pageInfo: PageInfo;
  /** Reviews matching the filter. */
  totalCount: Scalars['Int']['output'];
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

/** One step of a parcel as its carrier reported it. */
export type TrackingEvent = {
  __typename?: 'TrackingEvent';
  at: Scalars['DateTime']['output'];
  /** The carrier's own words. */
  description: Scalars['String']['output'];
  state: TrackingState;
};

/** Where a parcel is, as its carrier last said. */
export type TrackingState =
  | 'AT_BRANCH'
  | 'CREATED'
  | 'DELIVERED'
  | 'IN_TRANSIT'
  | 'OUT_FOR_DELIVERY'
  | 'RETURNED'
  | 'UNKNOWN';

/** An electronic invoice or credit note of an order, as ARCA authorised (or refused) it. */
export type Voucher = {
  __typename?: 'Voucher';
  /** The invoice a credit note is associated with. */
  associatedVoucherId?: Maybe<Scalars['ID']['output']>;
  /** How many times its CAE was asked for. */
  attempts: Scalars['Int']['output'];
  /** The CAE; null until authorised. */
  cae?: Maybe<Scalars['String']['output']>;
  /** The CAE's due date (`YYYY-MM-DD`); null until authorised. */
  caeDueDate?: Maybe<Scalars['String']['output']>;
  /** Where the staff download its PDF (`/admin/invoices/<id>.pdf`, the staff session's cookie, orders:read); null until authorised. */
  downloadUrl?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** The voucher's date (`YYYY-MM-DD`); null until numbered. */
  issueDate?: Maybe<Scalars['String']['output']>;
  kind: VoucherKind;
  /** A, B or C. */
  letter: Scalars['String']['output'];
  /** `0001-00000001` once numbered; null while new or after a rejection (the number went back to the sequence). */
  number?: Maybe<Scalars['String']['output']>;
  /** ARCA's reasons when rejected (errors, then observations), `code: message`; ARCA's observations on an authorised one. */
  reasons: Array<Scalars['String']['output']>;
  state: VoucherState;
  /** "Factura A N.º 0001-00000001", as printed. */
  title: Scalars['String']['output'];
  /** The total in pesos, exact to the centavo (`"1234.50"`). */
  total: Scalars['String']['output'];
  totalCentavos: Scalars['Int']['output'];
  /** ARCA's voucher type code (1 Factura A, 3 Nota de crédito A, 6 Factura B, 8, 11, 13). */
  voucherType: Scalars['Int']['output'];
};

/** An invoice, or a credit note of a refund. */
export type VoucherKind =
  | 'CREDIT_NOTE'
  | 'INVOICE';

/** Where a voucher stands with ARCA. */
export type VoucherState =
  /** Authorised: it has its CAE. */
  | 'APPROVED'
  /** Written, not yet sent to ARCA. */
  | 'NEW'
  /** Sent with its number; ARCA's answer is awaited (or is being asked for again). */
  | 'PENDING'
  /** Refused by ARCA (`reasons` say why); it can be tried again (`retryInvoice`). */
  | 'REJECTED';

export type AdminViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminViewerQuery = { __typename?: 'Query', viewer?: { __typename?: 'StaffViewer', permissions: Array<string>, idleExpiresAt: string, member: { __typename?: 'StaffMember', id: string, email: string, name: string, role: { __typename?: 'StaffRole', code: string, name: string } } } | null };

export type AdminSignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type AdminSignOutMutation = { __typename?: 'Mutation', signOut: boolean };

export type AdminShopperAccountsQueryVariables = Exact<{
  email: Scalars['String']['input'];
  developersOnly?: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type AdminShopperAccountsQuery = { __typename?: 'Query', shopperAccounts?: Array<{ __typename?: 'ShopperAccount', id: string, email: string, name: string, developer: boolean, createdAt: string, appSessions: Array<{ __typename?: 'AppSession', id: string, deviceName: string, signedInAt: string, lastActiveAt: string, expiresAt: string, tokens: Array<{ __typename?: 'AppToken', kind: AppTokenKind, createdAt: string, expiresAt?: string | null, usedAt?: string | null, live: boolean }> }> }> | null };

export type AdminShopperAccountFragment = { __typename?: 'ShopperAccount', id: string, email: string, name: string, developer: boolean, createdAt: string, appSessions: Array<{ __typename?: 'AppSession', id: string, deviceName: string, signedInAt: string, lastActiveAt: string, expiresAt: string, tokens: Array<{ __typename?: 'AppToken', kind: AppTokenKind, createdAt: string, expiresAt?: string | null, usedAt?: string | null, live: boolean }> }> };

export type AdminSetAccountDeveloperMutationVariables = Exact<{
  accountId: Scalars['ID']['input'];
  developer: Scalars['Boolean']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
}>;


export type AdminSetAccountDeveloperMutation = { __typename?: 'Mutation', setAccountDeveloper: { __typename?: 'ShopperAccount', id: string, email: string, name: string, developer: boolean, createdAt: string, appSessions: Array<{ __typename?: 'AppSession', id: string, deviceName: string, signedInAt: string, lastActiveAt: string, expiresAt: string, tokens: Array<{ __typename?: 'AppToken', kind: AppTokenKind, createdAt: string, expiresAt?: string | null, usedAt?: string | null, live: boolean }> }> } };

export type AdminRevokeAppSessionsMutationVariables = Exact<{
  accountId: Scalars['ID']['input'];
  sessionId?: InputMaybe<Scalars['ID']['input']>;
  reason?: InputMaybe<Scalars['String']['input']>;
}>;


export type AdminRevokeAppSessionsMutation = { __typename?: 'Mutation', revokeAppSessions: number };

export type AdminAuditLogQueryVariables = Exact<{
  filter?: InputMaybe<AuditFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type AdminAuditLogQuery = { __typename?: 'Query', auditLog?: { __typename?: 'AuditEntryConnection', nodes: Array<{ __typename?: 'AuditEntry', id: string, at: string, actor: string, actorId?: string | null, action: string, entity: string, entityId: string, before?: unknown | null, after?: unknown | null, reason: string, address: string }>, pageInfo: { __typename?: 'PageInfo', endCursor?: string | null, hasNextPage: boolean } } | null, staffMembers?: Array<{ __typename?: 'StaffMember', id: string, email: string, name: string }> | null };

export type AdminInvitationQueryVariables = Exact<{
  token: Scalars['String']['input'];
}>;


export type AdminInvitationQuery = { __typename?: 'Query', invitation?: { __typename?: 'StaffInvitation', email: string, name: string, expiresAt: string } | null };

export type AdminAcceptInvitationMutationVariables = Exact<{
  token: Scalars['String']['input'];
  password: Scalars['String']['input'];
}>;


export type AdminAcceptInvitationMutation = { __typename?: 'Mutation', acceptInvitation: boolean };

export type AdminVoucherFragment = { __typename?: 'Voucher', id: string, kind: VoucherKind, letter: string, number?: string | null, title: string, state: VoucherState, cae?: string | null, caeDueDate?: string | null, issueDate?: string | null, reasons: Array<string>, total: string, downloadUrl?: string | null };

export type AdminOrderVouchersQueryVariables = Exact<{
  number: Scalars['String']['input'];
}>;


export type AdminOrderVouchersQuery = { __typename?: 'Query', order?: { __typename?: 'OrderDetail', id: string, number: string, paymentMethod: PaymentMethod, paymentStatus?: PaymentStatus | null, canMarkPaid: boolean, vouchers: Array<{ __typename?: 'Voucher', id: string, kind: VoucherKind, letter: string, number?: string | null, title: string, state: VoucherState, cae?: string | null, caeDueDate?: string | null, issueDate?: string | null, reasons: Array<string>, total: string, downloadUrl?: string | null }> } | null };

export type AdminRejectedInvoicesQueryVariables = Exact<{
  first?: InputMaybe<Scalars['Int']['input']>;
}>;


export type AdminRejectedInvoicesQuery = { __typename?: 'Query', rejectedInvoices?: Array<{ __typename?: 'RejectedVoucher', orderId: string, orderNumber: string, voucher: { __typename?: 'Voucher', id: string, kind: VoucherKind, letter: string, number?: string | null, title: string, state: VoucherState, cae?: string | null, caeDueDate?: string | null, issueDate?: string | null, reasons: Array<string>, total: string, downloadUrl?: string | null } }> | null };

export type AdminMarkOrderPaidMutationVariables = Exact<{
  input: MarkOrderPaidInput;
}>;


export type AdminMarkOrderPaidMutation = { __typename?: 'Mutation', markOrderPaid: { __typename?: 'OrderDetail', id: string, status: OrderStatus, paymentStatus?: PaymentStatus | null, canMarkPaid: boolean, nextStatuses: Array<OrderStatus> } };

export type AdminRetryInvoiceMutationVariables = Exact<{
  input: RetryInvoiceInput;
}>;


export type AdminRetryInvoiceMutation = { __typename?: 'Mutation', retryInvoice: { __typename?: 'Voucher', id: string, kind: VoucherKind, letter: string, number?: string | null, title: string, state: VoucherState, cae?: string | null, caeDueDate?: string | null, issueDate?: string | null, reasons: Array<string>, total: string, downloadUrl?: string | null } };

export type AdminContactMessagesQueryVariables = Exact<{
  filter?: InputMaybe<ContactMessageFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type AdminContactMessagesQuery = { __typename?: 'Query', contactMessages?: { __typename?: 'ContactMessageConnection', nodes: Array<{ __typename?: 'ContactMessage', id: string, name: string, email: string, subject: string, state: ContactMessageState, receivedAt: string }>, pageInfo: { __typename?: 'PageInfo', endCursor?: string | null, hasNextPage: boolean } } | null, contactMessageCounts?: { __typename?: 'ContactMessageCounts', unread: number, read: number, answered: number, total: number } | null };

export type AdminContactMessageCountsFragment = { __typename?: 'ContactMessageCounts', unread: number, read: number, answered: number, total: number };

export type AdminContactMessageQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AdminContactMessageQuery = { __typename?: 'Query', contactMessage?: { __typename?: 'ContactMessage', id: string, name: string, email: string, subject: string, message: string, language?: string | null, state: ContactMessageState, receivedAt: string, stateChangedAt?: string | null, stateChangedBy?: string | null, senderHasAccount: boolean, answers: Array<{ __typename?: 'ContactMessageAnswer', id: string, body: string, staffEmail: string, createdAt: string }>, senderOrders: Array<{ __typename?: 'ContactSenderOrder', number: string, createdAt: string, status: OrderStatus, total: string }> } | null, contactAnswerLimits?: { __typename?: 'ContactAnswerLimits', minLength: number, maxLength: number } | null };

export type AdminContactMessageDetailFragment = { __typename?: 'ContactMessage', id: string, name: string, email: string, subject: string, message: string, language?: string | null, state: ContactMessageState, receivedAt: string, stateChangedAt?: string | null, stateChangedBy?: string | null, senderHasAccount: boolean, answers: Array<{ __typename?: 'ContactMessageAnswer', id: string, body: string, staffEmail: string, createdAt: string }>, senderOrders: Array<{ __typename?: 'ContactSenderOrder', number: string, createdAt: string, status: OrderStatus, total: string }> };

export type AdminMarkContactMessageMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  read: Scalars['Boolean']['input'];
}>;


export type AdminMarkContactMessageMutation = { __typename?: 'Mutation', markContactMessage: { __typename?: 'ContactMessage', id: string, name: string, email: string, subject: string, message: string, language?: string | null, state: ContactMessageState, receivedAt: string, stateChangedAt?: string | null, stateChangedBy?: string | null, senderHasAccount: boolean, answers: Array<{ __typename?: 'ContactMessageAnswer', id: string, body: string, staffEmail: string, createdAt: string }>, senderOrders: Array<{ __typename?: 'ContactSenderOrder', number: string, createdAt: string, status: OrderStatus, total: string }> } };

export type AdminAnswerContactMessageMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  body: Scalars['String']['input'];
}>;


export type AdminAnswerContactMessageMutation = { __typename?: 'Mutation', answerContactMessage: { __typename?: 'ContactMessageAnswered', message: { __typename?: 'ContactMessage', id: string, name: string, email: string, subject: string, message: string, language?: string | null, state: ContactMessageState, receivedAt: string, stateChangedAt?: string | null, stateChangedBy?: string | null, senderHasAccount: boolean, answers: Array<{ __typename?: 'ContactMessageAnswer', id: string, body: string, staffEmail: string, createdAt: string }>, senderOrders: Array<{ __typename?: 'ContactSenderOrder', number: string, createdAt: string, status: OrderStatus, total: string }> }, answer: { __typename?: 'ContactMessageAnswer', id: string } } };

export type AdminOrderCarrierShipmentQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AdminOrderCarrierShipmentQuery = { __typename?: 'Query', order?: { __typename?: 'OrderDetail', id: string, status: OrderStatus, shipmentCarrierName?: string | null, carrierShipment?: { __typename?: 'CarrierShipment', id: string, carrierName: string, service: string, mode: string, trackingNumber: string, labelReference: string, state: TrackingState, createdAt: string, checkedAt?: string | null, events: Array<{ __typename?: 'TrackingEvent', at: string, state: TrackingState, description: string }> } | null } | null };

export type AdminCreateShipmentMutationVariables = Exact<{
  orderId: Scalars['ID']['input'];
}>;


export type AdminCreateShipmentMutation = { __typename?: 'Mutation', createShipment: { __typename?: 'CreateShipmentResult', repeated: boolean, shipment: { __typename?: 'CarrierShipment', id: string, trackingNumber: string } } };

export type AdminOrdersQueryVariables = Exact<{
  filter?: InputMaybe<OrderFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type AdminOrdersQuery = { __typename?: 'Query', orders?: { __typename?: 'OrderConnection', nodes: Array<{ __typename?: 'OrderSummary', id: string, number: string, createdAt: string, status: OrderStatus, paymentMethod: PaymentMethod, paymentStatus?: PaymentStatus | null, email: string, customerName: string, province: string, total: string, quantity: number }>, pageInfo: { __typename?: 'PageInfo', endCursor?: string | null, hasNextPage: boolean } } | null };

export type AdminOrderQueryVariables = Exact<{
  number: Scalars['String']['input'];
}>;


export type AdminOrderQuery = { __typename?: 'Query', order?: { __typename?: 'OrderDetail', id: string, number: string, createdAt: string, status: OrderStatus, paymentMethod: PaymentMethod, paymentStatus?: PaymentStatus | null, email: string, language: string, comment: string, quantity: number, subtotal: string, total: string, totals: unknown, nextStatuses: Array<OrderStatus>, refundableCentavos: number, lines: Array<{ __typename?: 'OrderLine', position: number, name: string, sku: string, price: string, quantity: number, total: string }>, shippingAddress: { __typename?: 'OrderAddress', firstName: string, lastName: string, company: string, address1: string, address2: string, city: string, province: string, postcode: string, country: string, email: string, phone: string, documentType?: string | null, documentNumber: string, ivaCondition?: string | null }, shippingChoice?: { __typename?: 'OrderShippingChoice', carrier: string, carrierName: string, service: string, mode: string, postcode: string, price: string, deliveryDaysMin: number, deliveryDaysMax: number, branch?: { __typename?: 'OrderShippingBranch', id: string, name: string, address: string, locality: string, postcode: string } | null } | null, billingAddress: { __typename?: 'OrderAddress', firstName: string, lastName: string, company: string, address1: string, address2: string, city: string, province: string, postcode: string, country: string, email: string, phone: string, documentType?: string | null, documentNumber: string, ivaCondition?: string | null }, taxIdentity: { __typename?: 'TaxIdentity', invoiceType: string, documentType?: string | null, documentNumber: string, ivaCondition?: string | null, name: string }, payments: Array<{ __typename?: 'OrderPayment', id: string, provider: string, providerPaymentId: string, status: PaymentStatus, statusDetail: string, amount: string, currency: string, updatedAt: string }>, mails: Array<{ __typename?: 'OrderMail', id: string, kind: string, to: string, subject: string, createdAt: string, sentAt?: string | null, failedAt?: string | null, held: boolean }>, history: Array<{ __typename?: 'OrderHistoryEntry', at: string, kind: string, actor: string, note: string }>, shipment?: { __typename?: 'Shipment', carrier: string, trackingNumber: string, shippedAt: string, deliveredAt?: string | null } | null, refunds: Array<{ __typename?: 'Refund', id: string, amount: string, reason: string, state: RefundState, createdAt: string }>, return?: { __typename?: 'ReturnRequest', code: string, state: ReturnState, requestedAt: string, withinTerm: boolean, late: boolean } | null } | null };

export type AdminOrderAddressFragment = { __typename?: 'OrderAddress', firstName: string, lastName: string, company: string, address1: string, address2: string, city: string, province: string, postcode: string, country: string, email: string, phone: string, documentType?: string | null, documentNumber: string, ivaCondition?: string | null };

export type AdminChangeOrderStatusMutationVariables = Exact<{
  input: ChangeOrderStatusInput;
}>;


export type AdminChangeOrderStatusMutation = { __typename?: 'Mutation', changeOrderStatus: { __typename?: 'OrderDetail', id: string, status: OrderStatus, nextStatuses: Array<OrderStatus> } };

export type AdminRefundOrderMutationVariables = Exact<{
  input: RefundOrderInput;
}>;


export type AdminRefundOrderMutation = { __typename?: 'Mutation', refundOrder: { __typename?: 'RefundResult', repeated: boolean, refund: { __typename?: 'Refund', id: string, amount: string, state: RefundState } } };

export type AdminPriceRunsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminPriceRunsQuery = { __typename?: 'Query', priceRuns?: Array<{ __typename?: 'PriceRun', id: string, supplierId: string, supplierName: string, fileName: string, format: string, encoding?: string | null, state: PriceRunState, lines: number, matched: number, changed: number, unmatched: number, rejected: number, createdAt: string, createdBy?: string | null, appliedAt?: string | null, appliedBy?: string | null, undoneAt?: string | null, undoneBy?: string | null, undoable: boolean }> | null, priceSuppliers?: Array<{ __typename?: 'PriceSupplier', id: string, name: string }> | null };

export type AdminPriceRunSummaryFragment = { __typename?: 'PriceRun', id: string, supplierId: string, supplierName: string, fileName: string, format: string, encoding?: string | null, state: PriceRunState, lines: number, matched: number, changed: number, unmatched: number, rejected: number, createdAt: string, createdBy?: string | null, appliedAt?: string | null, appliedBy?: string | null, undoneAt?: string | null, undoneBy?: string | null, undoable: boolean };

export type AdminPriceRunQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  rejectedOffset: Scalars['Int']['input'];
  unmatchedOffset: Scalars['Int']['input'];
  changesOffset: Scalars['Int']['input'];
}>;


export type AdminPriceRunQuery = { __typename?: 'Query', priceRun?: { __typename?: 'PriceRun', id: string, supplierId: string, supplierName: string, fileName: string, format: string, encoding?: string | null, state: PriceRunState, lines: number, matched: number, changed: number, unmatched: number, rejected: number, createdAt: string, createdBy?: string | null, appliedAt?: string | null, appliedBy?: string | null, undoneAt?: string | null, undoneBy?: string | null, undoable: boolean, rejectedByReason: Array<{ __typename?: 'PriceRejectionCount', reason: string, count: number }>, rejectedRows: { __typename?: 'PriceRunRowPage', total: number, rows: Array<{ __typename?: 'PriceRunRow', line: number, reason?: string | null, brand?: string | null, number?: string | null, raw?: string | null, costCentavos?: number | null }> }, unmatchedRows: { __typename?: 'PriceRunRowPage', total: number, rows: Array<{ __typename?: 'PriceRunRow', line: number, reason?: string | null, brand?: string | null, number?: string | null, raw?: string | null, costCentavos?: number | null }> }, changes: { __typename?: 'PriceChangePage', total: number, changes: Array<{ __typename?: 'PriceChange', partId: string, brand?: string | null, number?: string | null, oldCostCentavos?: number | null, newCostCentavos: number, oldPriceCentavos?: number | null, newPriceCentavos?: number | null }> } } | null };

export type AdminPriceRunRowFragment = { __typename?: 'PriceRunRow', line: number, reason?: string | null, brand?: string | null, number?: string | null, raw?: string | null, costCentavos?: number | null };

export type AdminApplyPriceRunMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AdminApplyPriceRunMutation = { __typename?: 'Mutation', applyPriceRun: { __typename?: 'PriceRun', id: string, supplierId: string, supplierName: string, fileName: string, format: string, encoding?: string | null, state: PriceRunState, lines: number, matched: number, changed: number, unmatched: number, rejected: number, createdAt: string, createdBy?: string | null, appliedAt?: string | null, appliedBy?: string | null, undoneAt?: string | null, undoneBy?: string | null, undoable: boolean } };

export type AdminUndoPriceRunMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AdminUndoPriceRunMutation = { __typename?: 'Mutation', undoPriceRun: { __typename?: 'PriceRun', id: string, supplierId: string, supplierName: string, fileName: string, format: string, encoding?: string | null, state: PriceRunState, lines: number, matched: number, changed: number, unmatched: number, rejected: number, createdAt: string, createdBy?: string | null, appliedAt?: string | null, appliedBy?: string | null, undoneAt?: string | null, undoneBy?: string | null, undoable: boolean } };

export type AdminDiscardPriceRunMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AdminDiscardPriceRunMutation = { __typename?: 'Mutation', discardPriceRun: { __typename?: 'PriceRun', id: string, supplierId: string, supplierName: string, fileName: string, format: string, encoding?: string | null, state: PriceRunState, lines: number, matched: number, changed: number, unmatched: number, rejected: number, createdAt: string, createdBy?: string | null, appliedAt?: string | null, appliedBy?: string | null, undoneAt?: string | null, undoneBy?: string | null, undoable: boolean } };

export type AdminPriceSuppliersQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminPriceSuppliersQuery = { __typename?: 'Query', priceSuppliers?: Array<{ __typename?: 'PriceSupplier', id: string, name: string, currency: string, pricesIncludeIva: boolean, mapping: { __typename?: 'PriceColumnMapping', brand: Array<string>, number: Array<string>, price: Array<string>, stock: Array<{ __typename?: 'PriceStockColumn', column: Array<string>, warehouseId: string }> }, brandAliases: Array<{ __typename?: 'PriceBrandAlias', alias: string, brand: string }>, warehouses: Array<{ __typename?: 'PriceWarehouse', id: string, name: string, deliveryDaysMin: number, deliveryDaysMax: number }> }> | null };

export type AdminPriceSupplierFragment = { __typename?: 'PriceSupplier', id: string, name: string, currency: string, pricesIncludeIva: boolean, mapping: { __typename?: 'PriceColumnMapping', brand: Array<string>, number: Array<string>, price: Array<string>, stock: Array<{ __typename?: 'PriceStockColumn', column: Array<string>, warehouseId: string }> }, brandAliases: Array<{ __typename?: 'PriceBrandAlias', alias: string, brand: string }>, warehouses: Array<{ __typename?: 'PriceWarehouse', id: string, name: string, deliveryDaysMin: number, deliveryDaysMax: number }> };

export type AdminSavePriceSupplierMutationVariables = Exact<{
  input: PriceSupplierInput;
}>;


export type AdminSavePriceSupplierMutation = { __typename?: 'Mutation', savePriceSupplier: { __typename?: 'PriceSupplier', id: string, name: string, currency: string, pricesIncludeIva: boolean, mapping: { __typename?: 'PriceColumnMapping', brand: Array<string>, number: Array<string>, price: Array<string>, stock: Array<{ __typename?: 'PriceStockColumn', column: Array<string>, warehouseId: string }> }, brandAliases: Array<{ __typename?: 'PriceBrandAlias', alias: string, brand: string }>, warehouses: Array<{ __typename?: 'PriceWarehouse', id: string, name: string, deliveryDaysMin: number, deliveryDaysMax: number }> } };

export type AdminSetPriceBrandAliasMutationVariables = Exact<{
  supplierId: Scalars['ID']['input'];
  alias: Scalars['String']['input'];
  brand: Scalars['String']['input'];
}>;


export type AdminSetPriceBrandAliasMutation = { __typename?: 'Mutation', setPriceBrandAlias: { __typename?: 'PriceSupplier', id: string, name: string, currency: string, pricesIncludeIva: boolean, mapping: { __typename?: 'PriceColumnMapping', brand: Array<string>, number: Array<string>, price: Array<string>, stock: Array<{ __typename?: 'PriceStockColumn', column: Array<string>, warehouseId: string }> }, brandAliases: Array<{ __typename?: 'PriceBrandAlias', alias: string, brand: string }>, warehouses: Array<{ __typename?: 'PriceWarehouse', id: string, name: string, deliveryDaysMin: number, deliveryDaysMax: number }> } };

export type AdminRemovePriceBrandAliasMutationVariables = Exact<{
  supplierId: Scalars['ID']['input'];
  alias: Scalars['String']['input'];
}>;


export type AdminRemovePriceBrandAliasMutation = { __typename?: 'Mutation', removePriceBrandAlias: { __typename?: 'PriceSupplier', id: string, name: string, currency: string, pricesIncludeIva: boolean, mapping: { __typename?: 'PriceColumnMapping', brand: Array<string>, number: Array<string>, price: Array<string>, stock: Array<{ __typename?: 'PriceStockColumn', column: Array<string>, warehouseId: string }> }, brandAliases: Array<{ __typename?: 'PriceBrandAlias', alias: string, brand: string }>, warehouses: Array<{ __typename?: 'PriceWarehouse', id: string, name: string, deliveryDaysMin: number, deliveryDaysMax: number }> } };

export type AdminMarkupRulesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminMarkupRulesQuery = { __typename?: 'Query', markupRules?: Array<{ __typename?: 'MarkupRule', id: string, scope: MarkupScope, key: string, percentBp: number, surchargeCentavos: number, roundingCentavos: number, minMarginBp: number }> | null };

export type AdminMarkupRuleFragment = { __typename?: 'MarkupRule', id: string, scope: MarkupScope, key: string, percentBp: number, surchargeCentavos: number, roundingCentavos: number, minMarginBp: number };

export type AdminSaveMarkupRuleMutationVariables = Exact<{
  input: MarkupRuleInput;
}>;


export type AdminSaveMarkupRuleMutation = { __typename?: 'Mutation', saveMarkupRule: { __typename?: 'MarkupRule', id: string, scope: MarkupScope, key: string, percentBp: number, surchargeCentavos: number, roundingCentavos: number, minMarginBp: number } };

export type AdminDeleteMarkupRuleMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AdminDeleteMarkupRuleMutation = { __typename?: 'Mutation', deleteMarkupRule: boolean };

export type AdminPartOffersQueryVariables = Exact<{
  query: Scalars['String']['input'];
}>;


export type AdminPartOffersQuery = { __typename?: 'Query', partOffers?: Array<{ __typename?: 'PartOffers', partId: string, brand?: string | null, number?: string | null, categoryKey?: string | null, priceCentavos?: number | null, regularCentavos?: number | null, offers: Array<{ __typename?: 'PartSupplierOffer', supplierId: string, supplierName: string, costCentavos: number, currency: string, costIncludesIva: boolean, importedAt: string, stale: boolean, chosen: boolean, stock: Array<{ __typename?: 'PartOfferStock', warehouseId: string, warehouseName: string, own: boolean, quantity: number, reserved: number, deliveryDaysMin: number, deliveryDaysMax: number }>, explanation?: { __typename?: 'PriceExplanation', scope: MarkupScope, key: string, percentBp: number, surchargeCentavos: number, roundingCentavos: number, minMarginBp: number, ivaBp: number, costWithIvaCentavos: number, markedUpCentavos: number, surchargeWithIvaCentavos: number, minimumCentavos: number, minimumApplied: boolean, priceCentavos: number } | null }> }> | null };

export type AdminPriceUploadQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AdminPriceUploadQuery = { __typename?: 'Query', priceUpload?: { __typename?: 'PriceUpload', id: string, state: PriceUploadState, runId?: string | null, error?: string | null, failure?: PriceUploadFailure | null } | null };

export type AdminCurrencyRatesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminCurrencyRatesQuery = { __typename?: 'Query', currencyRates?: Array<{ __typename?: 'CurrencyRate', code: string, name: string, symbol: string, pesosPerUnit?: string | null, source?: RateSource | null, updatedAt?: string | null }> | null, rateLimits?: { __typename?: 'RateLimits', min: string, max: string } | null };

export type AdminCurrencyRateFragment = { __typename?: 'CurrencyRate', code: string, name: string, symbol: string, pesosPerUnit?: string | null, source?: RateSource | null, updatedAt?: string | null };

export type AdminSetCurrencyRateMutationVariables = Exact<{
  code: Scalars['String']['input'];
  pesosPerUnit: Scalars['String']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
}>;


export type AdminSetCurrencyRateMutation = { __typename?: 'Mutation', setCurrencyRate: { __typename?: 'CurrencyRate', code: string, name: string, symbol: string, pesosPerUnit?: string | null, source?: RateSource | null, updatedAt?: string | null } };

export type AdminReturnsQueryVariables = Exact<{
  state?: InputMaybe<ReturnState>;
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type AdminReturnsQuery = { __typename?: 'Query', returns: { __typename?: 'ReturnConnection', nodes: Array<{ __typename?: 'ReturnRequest', orderId: string, orderNumber: string, email: string, code: string, state: ReturnState, requestedAt: string, termEndsAt: string, withinTerm: boolean, late: boolean, receivedAt?: string | null, restocked?: boolean | null, refundedAt?: string | null }>, pageInfo: { __typename?: 'PageInfo', endCursor?: string | null, hasNextPage: boolean } } };

export type AdminReceiveReturnMutationVariables = Exact<{
  input: ReceiveReturnInput;
}>;


export type AdminReceiveReturnMutation = { __typename?: 'Mutation', receiveReturn: { __typename?: 'ReturnRequest', orderId: string, state: ReturnState, receivedAt?: string | null, restocked?: boolean | null } };

export type AdminRefundReturnMutationVariables = Exact<{
  input: RefundReturnInput;
}>;


export type AdminRefundReturnMutation = { __typename?: 'Mutation', refundReturn: { __typename?: 'RefundResult', repeated: boolean, refund: { __typename?: 'Refund', id: string, amount: string } } };

export type AdminReviewsQueryVariables = Exact<{
  filter?: InputMaybe<ReviewFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type AdminReviewsQuery = { __typename?: 'Query', reviews?: { __typename?: 'StaffReviewConnection', totalCount: number, nodes: Array<{ __typename?: 'StaffReview', id: string, productSlug: string, productName?: string | null, author: string, email?: string | null, rating: number, content: string, originalContent?: string | null, editedAt?: string | null, state: ReviewState, hiddenReason?: string | null, moderatedAt?: string | null, moderatedBy?: string | null, createdAt: string, sample: boolean, otherReviewCount: number, history: Array<{ __typename?: 'AuditEntry', id: string, at: string, actor: string, action: string, reason: string }> }>, pageInfo: { __typename?: 'PageInfo', endCursor?: string | null, hasNextPage: boolean } } | null, reviewStateCounts?: { __typename?: 'ReviewStateCounts', new: number, published: number, hidden: number } | null };

export type AdminReviewFragment = { __typename?: 'StaffReview', id: string, productSlug: string, productName?: string | null, author: string, email?: string | null, rating: number, content: string, originalContent?: string | null, editedAt?: string | null, state: ReviewState, hiddenReason?: string | null, moderatedAt?: string | null, moderatedBy?: string | null, createdAt: string, sample: boolean, otherReviewCount: number, history: Array<{ __typename?: 'AuditEntry', id: string, at: string, actor: string, action: string, reason: string }> };

export type AdminAuthorReviewsQueryVariables = Exact<{
  reviewId: Scalars['ID']['input'];
}>;


export type AdminAuthorReviewsQuery = { __typename?: 'Query', authorReviews?: Array<{ __typename?: 'StaffReview', id: string, productSlug: string, productName?: string | null, rating: number, content: string, state: ReviewState, createdAt: string }> | null };

export type AdminPublishReviewMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AdminPublishReviewMutation = { __typename?: 'Mutation', publishReview: { __typename?: 'StaffReview', id: string, productSlug: string, productName?: string | null, author: string, email?: string | null, rating: number, content: string, originalContent?: string | null, editedAt?: string | null, state: ReviewState, hiddenReason?: string | null, moderatedAt?: string | null, moderatedBy?: string | null, createdAt: string, sample: boolean, otherReviewCount: number, history: Array<{ __typename?: 'AuditEntry', id: string, at: string, actor: string, action: string, reason: string }> } };

export type AdminHideReviewMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
}>;


export type AdminHideReviewMutation = { __typename?: 'Mutation', hideReview: { __typename?: 'StaffReview', id: string, productSlug: string, productName?: string | null, author: string, email?: string | null, rating: number, content: string, originalContent?: string | null, editedAt?: string | null, state: ReviewState, hiddenReason?: string | null, moderatedAt?: string | null, moderatedBy?: string | null, createdAt: string, sample: boolean, otherReviewCount: number, history: Array<{ __typename?: 'AuditEntry', id: string, at: string, actor: string, action: string, reason: string }> } };

export type AdminUnhideReviewMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AdminUnhideReviewMutation = { __typename?: 'Mutation', unhideReview: { __typename?: 'StaffReview', id: string, productSlug: string, productName?: string | null, author: string, email?: string | null, rating: number, content: string, originalContent?: string | null, editedAt?: string | null, state: ReviewState, hiddenReason?: string | null, moderatedAt?: string | null, moderatedBy?: string | null, createdAt: string, sample: boolean, otherReviewCount: number, history: Array<{ __typename?: 'AuditEntry', id: string, at: string, actor: string, action: string, reason: string }> } };

export type AdminEditReviewMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  content: Scalars['String']['input'];
  reason: Scalars['String']['input'];
}>;


export type AdminEditReviewMutation = { __typename?: 'Mutation', editReview: { __typename?: 'StaffReview', id: string, productSlug: string, productName?: string | null, author: string, email?: string | null, rating: number, content: string, originalContent?: string | null, editedAt?: string | null, state: ReviewState, hiddenReason?: string | null, moderatedAt?: string | null, moderatedBy?: string | null, createdAt: string, sample: boolean, otherReviewCount: number, history: Array<{ __typename?: 'AuditEntry', id: string, at: string, actor: string, action: string, reason: string }> } };

export type AdminParcelDefaultsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminParcelDefaultsQuery = { __typename?: 'Query', parcelDefaults?: Array<{ __typename?: 'ParcelDefault', category: ParcelCategory, edited: boolean, updatedAt?: string | null, updatedBy?: { __typename?: 'ParcelDefaultEditor', id: string, email: string, name: string } | null, parcel: { __typename?: 'ParcelMeasures', weightGrams: number, lengthCm: number, widthCm: number, heightCm: number, billableWeightGrams: number }, codeDefault: { __typename?: 'ParcelMeasures', weightGrams: number, lengthCm: number, widthCm: number, heightCm: number, billableWeightGrams: number } }> | null };

export type AdminParcelMeasuresFragment = { __typename?: 'ParcelMeasures', weightGrams: number, lengthCm: number, widthCm: number, heightCm: number, billableWeightGrams: number };

export type AdminParcelDefaultFragment = { __typename?: 'ParcelDefault', category: ParcelCategory, edited: boolean, updatedAt?: string | null, updatedBy?: { __typename?: 'ParcelDefaultEditor', id: string, email: string, name: string } | null, parcel: { __typename?: 'ParcelMeasures', weightGrams: number, lengthCm: number, widthCm: number, heightCm: number, billableWeightGrams: number }, codeDefault: { __typename?: 'ParcelMeasures', weightGrams: number, lengthCm: number, widthCm: number, heightCm: number, billableWeightGrams: number } };

export type AdminSetParcelDefaultMutationVariables = Exact<{
  category: ParcelCategory;
  weightGrams: Scalars['Int']['input'];
  lengthCm: Scalars['Int']['input'];
  widthCm: Scalars['Int']['input'];
  heightCm: Scalars['Int']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
}>;


export type AdminSetParcelDefaultMutation = { __typename?: 'Mutation', setParcelDefault: { __typename?: 'ParcelDefault', category: ParcelCategory, edited: boolean, updatedAt?: string | null, updatedBy?: { __typename?: 'ParcelDefaultEditor', id: string, email: string, name: string } | null, parcel: { __typename?: 'ParcelMeasures', weightGrams: number, lengthCm: number, widthCm: number, heightCm: number, billableWeightGrams: number }, codeDefault: { __typename?: 'ParcelMeasures', weightGrams: number, lengthCm: number, widthCm: number, heightCm: number, billableWeightGrams: number } } };

export type AdminResetParcelDefaultMutationVariables = Exact<{
  category: ParcelCategory;
  reason?: InputMaybe<Scalars['String']['input']>;
}>;


export type AdminResetParcelDefaultMutation = { __typename?: 'Mutation', resetParcelDefault: { __typename?: 'ParcelDefault', category: ParcelCategory, edited: boolean, updatedAt?: string | null, updatedBy?: { __typename?: 'ParcelDefaultEditor', id: string, email: string, name: string } | null, parcel: { __typename?: 'ParcelMeasures', weightGrams: number, lengthCm: number, widthCm: number, heightCm: number, billableWeightGrams: number }, codeDefault: { __typename?: 'ParcelMeasures', weightGrams: number, lengthCm: number, widthCm: number, heightCm: number, billableWeightGrams: number } } };

export type AdminSignInMutationVariables = Exact<{
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
}>;


export type AdminSignInMutation = { __typename?: 'Mutation', signIn: { __typename?: 'SignInResult', step: SignInStep, enrolment?: { __typename?: 'TotpEnrolment', secret: string, uri: string } | null } };

export type AdminVerifyTotpMutationVariables = Exact<{
  code: Scalars['String']['input'];
}>;


export type AdminVerifyTotpMutation = { __typename?: 'Mutation', verifyTotp: { __typename?: 'SignInResult', step: SignInStep } };

export type AdminStaffQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminStaffQuery = { __typename?: 'Query', staffMembers?: Array<{ __typename?: 'StaffMember', id: string, email: string, name: string, status: StaffStatus, totpEnrolled: boolean, createdAt: string, role: { __typename?: 'StaffRole', code: string, name: string } }> | null, staffRoles?: Array<{ __typename?: 'StaffRole', code: string, name: string, permissions: Array<string> }> | null };

export type AdminStaffMemberFragment = { __typename?: 'StaffMember', id: string, email: string, name: string, status: StaffStatus, totpEnrolled: boolean, createdAt: string, role: { __typename?: 'StaffRole', code: string, name: string } };

export type AdminInviteStaffMutationVariables = Exact<{
  input: InviteStaffInput;
}>;


export type AdminInviteStaffMutation = { __typename?: 'Mutation', inviteStaff: { __typename?: 'StaffMember', id: string, email: string, name: string, status: StaffStatus, totpEnrolled: boolean, createdAt: string, role: { __typename?: 'StaffRole', code: string, name: string } } };

export type AdminChangeStaffRoleMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  role: Scalars['String']['input'];
  reason: Scalars['String']['input'];
}>;


export type AdminChangeStaffRoleMutation = { __typename?: 'Mutation', changeStaffRole: { __typename?: 'StaffMember', id: string, email: string, name: string, status: StaffStatus, totpEnrolled: boolean, createdAt: string, role: { __typename?: 'StaffRole', code: string, name: string } } };

export type AdminDisableStaffMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
}>;


export type AdminDisableStaffMutation = { __typename?: 'Mutation', disableStaff: { __typename?: 'StaffMember', id: string, email: string, name: string, status: StaffStatus, totpEnrolled: boolean, createdAt: string, role: { __typename?: 'StaffRole', code: string, name: string } } };

export const AdminShopperAccountFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminShopperAccount"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShopperAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"developer"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"appSessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deviceName"}},{"kind":"Field","name":{"kind":"Name","value":"signedInAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastActiveAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"tokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"usedAt"}},{"kind":"Field","name":{"kind":"Name","value":"live"}}]}}]}}]}}]} as unknown as DocumentNode<AdminShopperAccountFragment, unknown>;
export const AdminVoucherFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminVoucher"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Voucher"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"letter"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"cae"}},{"kind":"Field","name":{"kind":"Name","value":"caeDueDate"}},{"kind":"Field","name":{"kind":"Name","value":"issueDate"}},{"kind":"Field","name":{"kind":"Name","value":"reasons"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]} as unknown as DocumentNode<AdminVoucherFragment, unknown>;
export const AdminContactMessageCountsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminContactMessageCounts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContactMessageCounts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unread"}},{"kind":"Field","name":{"kind":"Name","value":"read"}},{"kind":"Field","name":{"kind":"Name","value":"answered"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]} as unknown as DocumentNode<AdminContactMessageCountsFragment, unknown>;
export const AdminContactMessageDetailFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminContactMessageDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContactMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"receivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"stateChangedAt"}},{"kind":"Field","name":{"kind":"Name","value":"stateChangedBy"}},{"kind":"Field","name":{"kind":"Name","value":"senderHasAccount"}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"staffEmail"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"senderOrders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<AdminContactMessageDetailFragment, unknown>;
export const AdminOrderAddressFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminOrderAddress"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"}},{"kind":"Field","name":{"kind":"Name","value":"documentNumber"}},{"kind":"Field","name":{"kind":"Name","value":"ivaCondition"}}]}}]} as unknown as DocumentNode<AdminOrderAddressFragment, unknown>;
export const AdminPriceRunSummaryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPriceRunSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PriceRun"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"supplierId"}},{"kind":"Field","name":{"kind":"Name","value":"supplierName"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"encoding"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"lines"}},{"kind":"Field","name":{"kind":"Name","value":"matched"}},{"kind":"Field","name":{"kind":"Name","value":"changed"}},{"kind":"Field","name":{"kind":"Name","value":"unmatched"}},{"kind":"Field","name":{"kind":"Name","value":"rejected"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"appliedAt"}},{"kind":"Field","name":{"kind":"Name","value":"appliedBy"}},{"kind":"Field","name":{"kind":"Name","value":"undoneAt"}},{"kind":"Field","name":{"kind":"Name","value":"undoneBy"}},{"kind":"Field","name":{"kind":"Name","value":"undoable"}}]}}]} as unknown as DocumentNode<AdminPriceRunSummaryFragment, unknown>;
export const AdminPriceRunRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPriceRunRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PriceRunRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"raw"}},{"kind":"Field","name":{"kind":"Name","value":"costCentavos"}}]}}]} as unknown as DocumentNode<AdminPriceRunRowFragment, unknown>;
export const AdminPriceSupplierFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPriceSupplier"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PriceSupplier"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"pricesIncludeIva"}},{"kind":"Field","name":{"kind":"Name","value":"mapping"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"stock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"column"}},{"kind":"Field","name":{"kind":"Name","value":"warehouseId"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"brandAliases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}}]}},{"kind":"Field","name":{"kind":"Name","value":"warehouses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryDaysMin"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryDaysMax"}}]}}]}}]} as unknown as DocumentNode<AdminPriceSupplierFragment, unknown>;
export const AdminMarkupRuleFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMarkupRule"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MarkupRule"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"percentBp"}},{"kind":"Field","name":{"kind":"Name","value":"surchargeCentavos"}},{"kind":"Field","name":{"kind":"Name","value":"roundingCentavos"}},{"kind":"Field","name":{"kind":"Name","value":"minMarginBp"}}]}}]} as unknown as DocumentNode<AdminMarkupRuleFragment, unknown>;
export const AdminCurrencyRateFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCurrencyRate"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CurrencyRate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"pesosPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<AdminCurrencyRateFragment, unknown>;
export const AdminReviewFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminReview"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffReview"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productSlug"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"originalContent"}},{"kind":"Field","name":{"kind":"Name","value":"editedAt"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"hiddenReason"}},{"kind":"Field","name":{"kind":"Name","value":"moderatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"moderatedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"sample"}},{"kind":"Field","name":{"kind":"Name","value":"otherReviewCount"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]} as unknown as DocumentNode<AdminReviewFragment, unknown>;
export const AdminParcelMeasuresFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminParcelMeasures"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ParcelMeasures"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weightGrams"}},{"kind":"Field","name":{"kind":"Name","value":"lengthCm"}},{"kind":"Field","name":{"kind":"Name","value":"widthCm"}},{"kind":"Field","name":{"kind":"Name","value":"heightCm"}},{"kind":"Field","name":{"kind":"Name","value":"billableWeightGrams"}}]}}]} as unknown as DocumentNode<AdminParcelMeasuresFragment, unknown>;
export const AdminParcelDefaultFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminParcelDefault"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ParcelDefault"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"edited"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"parcel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminParcelMeasures"}}]}},{"kind":"Field","name":{"kind":"Name","value":"codeDefault"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminParcelMeasures"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminParcelMeasures"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ParcelMeasures"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weightGrams"}},{"kind":"Field","name":{"kind":"Name","value":"lengthCm"}},{"kind":"Field","name":{"kind":"Name","value":"widthCm"}},{"kind":"Field","name":{"kind":"Name","value":"heightCm"}},{"kind":"Field","name":{"kind":"Name","value":"billableWeightGrams"}}]}}]} as unknown as DocumentNode<AdminParcelDefaultFragment, unknown>;
export const AdminStaffMemberFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminStaffMember"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffMember"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"totpEnrolled"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"role"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AdminStaffMemberFragment, unknown>;
export const AdminViewerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminViewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"idleExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminViewerQuery, AdminViewerQueryVariables>;
export const AdminSignOutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSignOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOut"}}]}}]} as unknown as DocumentNode<AdminSignOutMutation, AdminSignOutMutationVariables>;
export const AdminShopperAccountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminShopperAccounts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"developersOnly"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shopperAccounts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"developersOnly"},"value":{"kind":"Variable","name":{"kind":"Name","value":"developersOnly"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminShopperAccount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminShopperAccount"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShopperAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"developer"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"appSessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deviceName"}},{"kind":"Field","name":{"kind":"Name","value":"signedInAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastActiveAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"tokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"usedAt"}},{"kind":"Field","name":{"kind":"Name","value":"live"}}]}}]}}]}}]} as unknown as DocumentNode<AdminShopperAccountsQuery, AdminShopperAccountsQueryVariables>;
export const AdminSetAccountDeveloperDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSetAccountDeveloper"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"developer"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setAccountDeveloper"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"developer"},"value":{"kind":"Variable","name":{"kind":"Name","value":"developer"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminShopperAccount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminShopperAccount"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShopperAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"developer"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"appSessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deviceName"}},{"kind":"Field","name":{"kind":"Name","value":"signedInAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastActiveAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"tokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"usedAt"}},{"kind":"Field","name":{"kind":"Name","value":"live"}}]}}]}}]}}]} as unknown as DocumentNode<AdminSetAccountDeveloperMutation, AdminSetAccountDeveloperMutationVariables>;
export const AdminRevokeAppSessionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminRevokeAppSessions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeAppSessions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}]}]}}]} as unknown as DocumentNode<AdminRevokeAppSessionsMutation, AdminRevokeAppSessionsMutationVariables>;
export const AdminAuditLogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminAuditLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AuditFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"actorId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"entity"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"staffMembers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AdminAuditLogQuery, AdminAuditLogQueryVariables>;
export const AdminInvitationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminInvitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<AdminInvitationQuery, AdminInvitationQueryVariables>;
export const AdminAcceptInvitationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminAcceptInvitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}]}]}}]} as unknown as DocumentNode<AdminAcceptInvitationMutation, AdminAcceptInvitationMutationVariables>;
export const AdminOrderVouchersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminOrderVouchers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"number"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"number"},"value":{"kind":"Variable","name":{"kind":"Name","value":"number"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"canMarkPaid"}},{"kind":"Field","name":{"kind":"Name","value":"vouchers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminVoucher"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminVoucher"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Voucher"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"letter"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"cae"}},{"kind":"Field","name":{"kind":"Name","value":"caeDueDate"}},{"kind":"Field","name":{"kind":"Name","value":"issueDate"}},{"kind":"Field","name":{"kind":"Name","value":"reasons"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]} as unknown as DocumentNode<AdminOrderVouchersQuery, AdminOrderVouchersQueryVariables>;
export const AdminRejectedInvoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminRejectedInvoices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectedInvoices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"voucher"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminVoucher"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminVoucher"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Voucher"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"letter"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"cae"}},{"kind":"Field","name":{"kind":"Name","value":"caeDueDate"}},{"kind":"Field","name":{"kind":"Name","value":"issueDate"}},{"kind":"Field","name":{"kind":"Name","value":"reasons"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]} as unknown as DocumentNode<AdminRejectedInvoicesQuery, AdminRejectedInvoicesQueryVariables>;
export const AdminMarkOrderPaidDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminMarkOrderPaid"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MarkOrderPaidInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markOrderPaid"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"canMarkPaid"}},{"kind":"Field","name":{"kind":"Name","value":"nextStatuses"}}]}}]}}]} as unknown as DocumentNode<AdminMarkOrderPaidMutation, AdminMarkOrderPaidMutationVariables>;
export const AdminRetryInvoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminRetryInvoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RetryInvoiceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryInvoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminVoucher"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminVoucher"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Voucher"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"letter"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"cae"}},{"kind":"Field","name":{"kind":"Name","value":"caeDueDate"}},{"kind":"Field","name":{"kind":"Name","value":"issueDate"}},{"kind":"Field","name":{"kind":"Name","value":"reasons"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]} as unknown as DocumentNode<AdminRetryInvoiceMutation, AdminRetryInvoiceMutationVariables>;
export const AdminContactMessagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminContactMessages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ContactMessageFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contactMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"receivedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"contactMessageCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminContactMessageCounts"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminContactMessageCounts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContactMessageCounts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unread"}},{"kind":"Field","name":{"kind":"Name","value":"read"}},{"kind":"Field","name":{"kind":"Name","value":"answered"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]} as unknown as DocumentNode<AdminContactMessagesQuery, AdminContactMessagesQueryVariables>;
export const AdminContactMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminContactMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contactMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminContactMessageDetail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contactAnswerLimits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minLength"}},{"kind":"Field","name":{"kind":"Name","value":"maxLength"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminContactMessageDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContactMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"receivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"stateChangedAt"}},{"kind":"Field","name":{"kind":"Name","value":"stateChangedBy"}},{"kind":"Field","name":{"kind":"Name","value":"senderHasAccount"}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"staffEmail"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"senderOrders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<AdminContactMessageQuery, AdminContactMessageQueryVariables>;
export const AdminMarkContactMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminMarkContactMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"read"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markContactMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"read"},"value":{"kind":"Variable","name":{"kind":"Name","value":"read"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminContactMessageDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminContactMessageDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContactMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"receivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"stateChangedAt"}},{"kind":"Field","name":{"kind":"Name","value":"stateChangedBy"}},{"kind":"Field","name":{"kind":"Name","value":"senderHasAccount"}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"staffEmail"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"senderOrders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<AdminMarkContactMessageMutation, AdminMarkContactMessageMutationVariables>;
export const AdminAnswerContactMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminAnswerContactMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"body"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"answerContactMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"body"},"value":{"kind":"Variable","name":{"kind":"Name","value":"body"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminContactMessageDetail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"answer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminContactMessageDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContactMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"receivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"stateChangedAt"}},{"kind":"Field","name":{"kind":"Name","value":"stateChangedBy"}},{"kind":"Field","name":{"kind":"Name","value":"senderHasAccount"}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"staffEmail"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"senderOrders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<AdminAnswerContactMessageMutation, AdminAnswerContactMessageMutationVariables>;
export const AdminOrderCarrierShipmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminOrderCarrierShipment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"shipmentCarrierName"}},{"kind":"Field","name":{"kind":"Name","value":"carrierShipment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"carrierName"}},{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"trackingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"labelReference"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"checkedAt"}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminOrderCarrierShipmentQuery, AdminOrderCarrierShipmentQueryVariables>;
export const AdminCreateShipmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateShipment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createShipment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"repeated"}},{"kind":"Field","name":{"kind":"Name","value":"shipment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"trackingNumber"}}]}}]}}]}}]} as unknown as DocumentNode<AdminCreateShipmentMutation, AdminCreateShipmentMutationVariables>;
export const AdminOrdersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminOrders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}}]} as unknown as DocumentNode<AdminOrdersQuery, AdminOrdersQueryVariables>;
export const AdminOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"number"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"number"},"value":{"kind":"Variable","name":{"kind":"Name","value":"number"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totals"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminOrderAddress"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingChoice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"carrier"}},{"kind":"Field","name":{"kind":"Name","value":"carrierName"}},{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"branch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"locality"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryDaysMin"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryDaysMax"}}]}},{"kind":"Field","name":{"kind":"Name","value":"billingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminOrderAddress"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taxIdentity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoiceType"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"}},{"kind":"Field","name":{"kind":"Name","value":"documentNumber"}},{"kind":"Field","name":{"kind":"Name","value":"ivaCondition"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"providerPaymentId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusDetail"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"failedAt"}},{"kind":"Field","name":{"kind":"Name","value":"held"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shipment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"carrier"}},{"kind":"Field","name":{"kind":"Name","value":"trackingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"shippedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"refundableCentavos"}},{"kind":"Field","name":{"kind":"Name","value":"refunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"return"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"withinTerm"}},{"kind":"Field","name":{"kind":"Name","value":"late"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminOrderAddress"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"}},{"kind":"Field","name":{"kind":"Name","value":"documentNumber"}},{"kind":"Field","name":{"kind":"Name","value":"ivaCondition"}}]}}]} as unknown as DocumentNode<AdminOrderQuery, AdminOrderQueryVariables>;
export const AdminChangeOrderStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminChangeOrderStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangeOrderStatusInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeOrderStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"nextStatuses"}}]}}]}}]} as unknown as DocumentNode<AdminChangeOrderStatusMutation, AdminChangeOrderStatusMutationVariables>;
export const AdminRefundOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminRefundOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RefundOrderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refundOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"repeated"}},{"kind":"Field","name":{"kind":"Name","value":"refund"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]}}]} as unknown as DocumentNode<AdminRefundOrderMutation, AdminRefundOrderMutationVariables>;
export const AdminPriceRunsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPriceRuns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"priceRuns"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"30"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPriceRunSummary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"priceSuppliers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPriceRunSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PriceRun"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"supplierId"}},{"kind":"Field","name":{"kind":"Name","value":"supplierName"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"encoding"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"lines"}},{"kind":"Field","name":{"kind":"Name","value":"matched"}},{"kind":"Field","name":{"kind":"Name","value":"changed"}},{"kind":"Field","name":{"kind":"Name","value":"unmatched"}},{"kind":"Field","name":{"kind":"Name","value":"rejected"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"appliedAt"}},{"kind":"Field","name":{"kind":"Name","value":"appliedBy"}},{"kind":"Field","name":{"kind":"Name","value":"undoneAt"}},{"kind":"Field","name":{"kind":"Name","value":"undoneBy"}},{"kind":"Field","name":{"kind":"Name","value":"undoable"}}]}}]} as unknown as DocumentNode<AdminPriceRunsQuery, AdminPriceRunsQueryVariables>;
export const AdminPriceRunDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPriceRun"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rejectedOffset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"unmatchedOffset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"changesOffset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"priceRun"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPriceRunSummary"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedByReason"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"rejectedRows"},"name":{"kind":"Name","value":"rows"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"outcome"},"value":{"kind":"EnumValue","value":"REJECTED"}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rejectedOffset"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPriceRunRow"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"unmatchedRows"},"name":{"kind":"Name","value":"rows"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"outcome"},"value":{"kind":"EnumValue","value":"UNMATCHED"}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"unmatchedOffset"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPriceRunRow"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"changesOffset"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partId"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"oldCostCentavos"}},{"kind":"Field","name":{"kind":"Name","value":"newCostCentavos"}},{"kind":"Field","name":{"kind":"Name","value":"oldPriceCentavos"}},{"kind":"Field","name":{"kind":"Name","value":"newPriceCentavos"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPriceRunSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PriceRun"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"supplierId"}},{"kind":"Field","name":{"kind":"Name","value":"supplierName"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"encoding"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"lines"}},{"kind":"Field","name":{"kind":"Name","value":"matched"}},{"kind":"Field","name":{"kind":"Name","value":"changed"}},{"kind":"Field","name":{"kind":"Name","value":"unmatched"}},{"kind":"Field","name":{"kind":"Name","value":"rejected"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"appliedAt"}},{"kind":"Field","name":{"kind":"Name","value":"appliedBy"}},{"kind":"Field","name":{"kind":"Name","value":"undoneAt"}},{"kind":"Field","name":{"kind":"Name","value":"undoneBy"}},{"kind":"Field","name":{"kind":"Name","value":"undoable"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPriceRunRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PriceRunRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"raw"}},{"kind":"Field","name":{"kind":"Name","value":"costCentavos"}}]}}]} as unknown as DocumentNode<AdminPriceRunQuery, AdminPriceRunQueryVariables>;
export const AdminApplyPriceRunDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminApplyPriceRun"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applyPriceRun"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPriceRunSummary"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPriceRunSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PriceRun"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"supplierId"}},{"kind":"Field","name":{"kind":"Name","value":"supplierName"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"encoding"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"lines"}},{"kind":"Field","name":{"kind":"Name","value":"matched"}},{"kind":"Field","name":{"kind":"Name","value":"changed"}},{"kind":"Field","name":{"kind":"Name","value":"unmatched"}},{"kind":"Field","name":{"kind":"Name","value":"rejected"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"appliedAt"}},{"kind":"Field","name":{"kind":"Name","value":"appliedBy"}},{"kind":"Field","name":{"kind":"Name","value":"undoneAt"}},{"kind":"Field","name":{"kind":"Name","value":"undoneBy"}},{"kind":"Field","name":{"kind":"Name","value":"undoable"}}]}}]} as unknown as DocumentNode<AdminApplyPriceRunMutation, AdminApplyPriceRunMutationVariables>;
export const AdminUndoPriceRunDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUndoPriceRun"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"undoPriceRun"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPriceRunSummary"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPriceRunSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PriceRun"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"supplierId"}},{"kind":"Field","name":{"kind":"Name","value":"supplierName"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"encoding"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"lines"}},{"kind":"Field","name":{"kind":"Name","value":"matched"}},{"kind":"Field","name":{"kind":"Name","value":"changed"}},{"kind":"Field","name":{"kind":"Name","value":"unmatched"}},{"kind":"Field","name":{"kind":"Name","value":"rejected"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"appliedAt"}},{"kind":"Field","name":{"kind":"Name","value":"appliedBy"}},{"kind":"Field","name":{"kind":"Name","value":"undoneAt"}},{"kind":"Field","name":{"kind":"Name","value":"undoneBy"}},{"kind":"Field","name":{"kind":"Name","value":"undoable"}}]}}]} as unknown as DocumentNode<AdminUndoPriceRunMutation, AdminUndoPriceRunMutationVariables>;
export const AdminDiscardPriceRunDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDiscardPriceRun"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"discardPriceRun"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPriceRunSummary"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPriceRunSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PriceRun"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"supplierId"}},{"kind":"Field","name":{"kind":"Name","value":"supplierName"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"encoding"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"lines"}},{"kind":"Field","name":{"kind":"Name","value":"matched"}},{"kind":"Field","name":{"kind":"Name","value":"changed"}},{"kind":"Field","name":{"kind":"Name","value":"unmatched"}},{"kind":"Field","name":{"kind":"Name","value":"rejected"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"appliedAt"}},{"kind":"Field","name":{"kind":"Name","value":"appliedBy"}},{"kind":"Field","name":{"kind":"Name","value":"undoneAt"}},{"kind":"Field","name":{"kind":"Name","value":"undoneBy"}},{"kind":"Field","name":{"kind":"Name","value":"undoable"}}]}}]} as unknown as DocumentNode<AdminDiscardPriceRunMutation, AdminDiscardPriceRunMutationVariables>;
export const AdminPriceSuppliersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPriceSuppliers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"priceSuppliers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPriceSupplier"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPriceSupplier"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PriceSupplier"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"pricesIncludeIva"}},{"kind":"Field","name":{"kind":"Name","value":"mapping"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"stock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"column"}},{"kind":"Field","name":{"kind":"Name","value":"warehouseId"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"brandAliases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}}]}},{"kind":"Field","name":{"kind":"Name","value":"warehouses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryDaysMin"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryDaysMax"}}]}}]}}]} as unknown as DocumentNode<AdminPriceSuppliersQuery, AdminPriceSuppliersQueryVariables>;
export const AdminSavePriceSupplierDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSavePriceSupplier"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PriceSupplierInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"savePriceSupplier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPriceSupplier"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPriceSupplier"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PriceSupplier"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"pricesIncludeIva"}},{"kind":"Field","name":{"kind":"Name","value":"mapping"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"stock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"column"}},{"kind":"Field","name":{"kind":"Name","value":"warehouseId"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"brandAliases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}}]}},{"kind":"Field","name":{"kind":"Name","value":"warehouses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryDaysMin"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryDaysMax"}}]}}]}}]} as unknown as DocumentNode<AdminSavePriceSupplierMutation, AdminSavePriceSupplierMutationVariables>;
export const AdminSetPriceBrandAliasDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSetPriceBrandAlias"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"supplierId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"alias"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"brand"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setPriceBrandAlias"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"supplierId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"supplierId"}}},{"kind":"Argument","name":{"kind":"Name","value":"alias"},"value":{"kind":"Variable","name":{"kind":"Name","value":"alias"}}},{"kind":"Argument","name":{"kind":"Name","value":"brand"},"value":{"kind":"Variable","name":{"kind":"Name","value":"brand"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPriceSupplier"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPriceSupplier"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PriceSupplier"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"pricesIncludeIva"}},{"kind":"Field","name":{"kind":"Name","value":"mapping"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"stock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"column"}},{"kind":"Field","name":{"kind":"Name","value":"warehouseId"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"brandAliases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}}]}},{"kind":"Field","name":{"kind":"Name","value":"warehouses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryDaysMin"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryDaysMax"}}]}}]}}]} as unknown as DocumentNode<AdminSetPriceBrandAliasMutation, AdminSetPriceBrandAliasMutationVariables>;
export const AdminRemovePriceBrandAliasDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminRemovePriceBrandAlias"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"supplierId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"alias"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removePriceBrandAlias"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"supplierId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"supplierId"}}},{"kind":"Argument","name":{"kind":"Name","value":"alias"},"value":{"kind":"Variable","name":{"kind":"Name","value":"alias"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPriceSupplier"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPriceSupplier"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PriceSupplier"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"pricesIncludeIva"}},{"kind":"Field","name":{"kind":"Name","value":"mapping"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"stock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"column"}},{"kind":"Field","name":{"kind":"Name","value":"warehouseId"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"brandAliases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}}]}},{"kind":"Field","name":{"kind":"Name","value":"warehouses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryDaysMin"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryDaysMax"}}]}}]}}]} as unknown as DocumentNode<AdminRemovePriceBrandAliasMutation, AdminRemovePriceBrandAliasMutationVariables>;
export const AdminMarkupRulesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminMarkupRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markupRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMarkupRule"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMarkupRule"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MarkupRule"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"percentBp"}},{"kind":"Field","name":{"kind":"Name","value":"surchargeCentavos"}},{"kind":"Field","name":{"kind":"Name","value":"roundingCentavos"}},{"kind":"Field","name":{"kind":"Name","value":"minMarginBp"}}]}}]} as unknown as DocumentNode<AdminMarkupRulesQuery, AdminMarkupRulesQueryVariables>;
export const AdminSaveMarkupRuleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSaveMarkupRule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MarkupRuleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveMarkupRule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMarkupRule"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMarkupRule"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MarkupRule"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"percentBp"}},{"kind":"Field","name":{"kind":"Name","value":"surchargeCentavos"}},{"kind":"Field","name":{"kind":"Name","value":"roundingCentavos"}},{"kind":"Field","name":{"kind":"Name","value":"minMarginBp"}}]}}]} as unknown as DocumentNode<AdminSaveMarkupRuleMutation, AdminSaveMarkupRuleMutationVariables>;
export const AdminDeleteMarkupRuleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteMarkupRule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMarkupRule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<AdminDeleteMarkupRuleMutation, AdminDeleteMarkupRuleMutationVariables>;
export const AdminPartOffersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPartOffers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partOffers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partId"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"categoryKey"}},{"kind":"Field","name":{"kind":"Name","value":"priceCentavos"}},{"kind":"Field","name":{"kind":"Name","value":"regularCentavos"}},{"kind":"Field","name":{"kind":"Name","value":"offers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supplierId"}},{"kind":"Field","name":{"kind":"Name","value":"supplierName"}},{"kind":"Field","name":{"kind":"Name","value":"costCentavos"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"costIncludesIva"}},{"kind":"Field","name":{"kind":"Name","value":"importedAt"}},{"kind":"Field","name":{"kind":"Name","value":"stale"}},{"kind":"Field","name":{"kind":"Name","value":"chosen"}},{"kind":"Field","name":{"kind":"Name","value":"stock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"warehouseId"}},{"kind":"Field","name":{"kind":"Name","value":"warehouseName"}},{"kind":"Field","name":{"kind":"Name","value":"own"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"reserved"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryDaysMin"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryDaysMax"}}]}},{"kind":"Field","name":{"kind":"Name","value":"explanation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"percentBp"}},{"kind":"Field","name":{"kind":"Name","value":"surchargeCentavos"}},{"kind":"Field","name":{"kind":"Name","value":"roundingCentavos"}},{"kind":"Field","name":{"kind":"Name","value":"minMarginBp"}},{"kind":"Field","name":{"kind":"Name","value":"ivaBp"}},{"kind":"Field","name":{"kind":"Name","value":"costWithIvaCentavos"}},{"kind":"Field","name":{"kind":"Name","value":"markedUpCentavos"}},{"kind":"Field","name":{"kind":"Name","value":"surchargeWithIvaCentavos"}},{"kind":"Field","name":{"kind":"Name","value":"minimumCentavos"}},{"kind":"Field","name":{"kind":"Name","value":"minimumApplied"}},{"kind":"Field","name":{"kind":"Name","value":"priceCentavos"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminPartOffersQuery, AdminPartOffersQueryVariables>;
export const AdminPriceUploadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPriceUpload"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"priceUpload"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"runId"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"failure"}}]}}]}}]} as unknown as DocumentNode<AdminPriceUploadQuery, AdminPriceUploadQueryVariables>;
export const AdminCurrencyRatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCurrencyRates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currencyRates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCurrencyRate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rateLimits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCurrencyRate"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CurrencyRate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"pesosPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<AdminCurrencyRatesQuery, AdminCurrencyRatesQueryVariables>;
export const AdminSetCurrencyRateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSetCurrencyRate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pesosPerUnit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setCurrencyRate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}},{"kind":"Argument","name":{"kind":"Name","value":"pesosPerUnit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pesosPerUnit"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCurrencyRate"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCurrencyRate"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CurrencyRate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"pesosPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<AdminSetCurrencyRateMutation, AdminSetCurrencyRateMutationVariables>;
export const AdminReturnsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminReturns"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ReturnState"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"returns"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"termEndsAt"}},{"kind":"Field","name":{"kind":"Name","value":"withinTerm"}},{"kind":"Field","name":{"kind":"Name","value":"late"}},{"kind":"Field","name":{"kind":"Name","value":"receivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"restocked"}},{"kind":"Field","name":{"kind":"Name","value":"refundedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}}]} as unknown as DocumentNode<AdminReturnsQuery, AdminReturnsQueryVariables>;
export const AdminReceiveReturnDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminReceiveReturn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReceiveReturnInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"receiveReturn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"receivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"restocked"}}]}}]}}]} as unknown as DocumentNode<AdminReceiveReturnMutation, AdminReceiveReturnMutationVariables>;
export const AdminRefundReturnDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminRefundReturn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RefundReturnInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refundReturn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"repeated"}},{"kind":"Field","name":{"kind":"Name","value":"refund"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]}}]} as unknown as DocumentNode<AdminRefundReturnMutation, AdminRefundReturnMutationVariables>;
export const AdminReviewsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminReviews"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reviews"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminReview"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"reviewStateCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"new"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminReview"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffReview"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productSlug"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"originalContent"}},{"kind":"Field","name":{"kind":"Name","value":"editedAt"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"hiddenReason"}},{"kind":"Field","name":{"kind":"Name","value":"moderatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"moderatedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"sample"}},{"kind":"Field","name":{"kind":"Name","value":"otherReviewCount"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]} as unknown as DocumentNode<AdminReviewsQuery, AdminReviewsQueryVariables>;
export const AdminAuthorReviewsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminAuthorReviews"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reviewId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authorReviews"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"reviewId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reviewId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productSlug"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<AdminAuthorReviewsQuery, AdminAuthorReviewsQueryVariables>;
export const AdminPublishReviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminPublishReview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publishReview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminReview"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminReview"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffReview"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productSlug"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"originalContent"}},{"kind":"Field","name":{"kind":"Name","value":"editedAt"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"hiddenReason"}},{"kind":"Field","name":{"kind":"Name","value":"moderatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"moderatedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"sample"}},{"kind":"Field","name":{"kind":"Name","value":"otherReviewCount"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]} as unknown as DocumentNode<AdminPublishReviewMutation, AdminPublishReviewMutationVariables>;
export const AdminHideReviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminHideReview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hideReview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminReview"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminReview"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffReview"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productSlug"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"originalContent"}},{"kind":"Field","name":{"kind":"Name","value":"editedAt"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"hiddenReason"}},{"kind":"Field","name":{"kind":"Name","value":"moderatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"moderatedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"sample"}},{"kind":"Field","name":{"kind":"Name","value":"otherReviewCount"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]} as unknown as DocumentNode<AdminHideReviewMutation, AdminHideReviewMutationVariables>;
export const AdminUnhideReviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUnhideReview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unhideReview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminReview"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminReview"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffReview"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productSlug"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"originalContent"}},{"kind":"Field","name":{"kind":"Name","value":"editedAt"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"hiddenReason"}},{"kind":"Field","name":{"kind":"Name","value":"moderatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"moderatedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"sample"}},{"kind":"Field","name":{"kind":"Name","value":"otherReviewCount"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]} as unknown as DocumentNode<AdminUnhideReviewMutation, AdminUnhideReviewMutationVariables>;
export const AdminEditReviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminEditReview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"content"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editReview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"content"},"value":{"kind":"Variable","name":{"kind":"Name","value":"content"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminReview"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminReview"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffReview"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productSlug"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"originalContent"}},{"kind":"Field","name":{"kind":"Name","value":"editedAt"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"hiddenReason"}},{"kind":"Field","name":{"kind":"Name","value":"moderatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"moderatedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"sample"}},{"kind":"Field","name":{"kind":"Name","value":"otherReviewCount"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]} as unknown as DocumentNode<AdminEditReviewMutation, AdminEditReviewMutationVariables>;
export const AdminParcelDefaultsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminParcelDefaults"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"parcelDefaults"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminParcelDefault"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminParcelMeasures"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ParcelMeasures"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weightGrams"}},{"kind":"Field","name":{"kind":"Name","value":"lengthCm"}},{"kind":"Field","name":{"kind":"Name","value":"widthCm"}},{"kind":"Field","name":{"kind":"Name","value":"heightCm"}},{"kind":"Field","name":{"kind":"Name","value":"billableWeightGrams"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminParcelDefault"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ParcelDefault"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"edited"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"parcel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminParcelMeasures"}}]}},{"kind":"Field","name":{"kind":"Name","value":"codeDefault"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminParcelMeasures"}}]}}]}}]} as unknown as DocumentNode<AdminParcelDefaultsQuery, AdminParcelDefaultsQueryVariables>;
export const AdminSetParcelDefaultDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSetParcelDefault"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"category"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ParcelCategory"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"weightGrams"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lengthCm"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"widthCm"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"heightCm"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setParcelDefault"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"category"},"value":{"kind":"Variable","name":{"kind":"Name","value":"category"}}},{"kind":"Argument","name":{"kind":"Name","value":"weightGrams"},"value":{"kind":"Variable","name":{"kind":"Name","value":"weightGrams"}}},{"kind":"Argument","name":{"kind":"Name","value":"lengthCm"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lengthCm"}}},{"kind":"Argument","name":{"kind":"Name","value":"widthCm"},"value":{"kind":"Variable","name":{"kind":"Name","value":"widthCm"}}},{"kind":"Argument","name":{"kind":"Name","value":"heightCm"},"value":{"kind":"Variable","name":{"kind":"Name","value":"heightCm"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminParcelDefault"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminParcelMeasures"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ParcelMeasures"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weightGrams"}},{"kind":"Field","name":{"kind":"Name","value":"lengthCm"}},{"kind":"Field","name":{"kind":"Name","value":"widthCm"}},{"kind":"Field","name":{"kind":"Name","value":"heightCm"}},{"kind":"Field","name":{"kind":"Name","value":"billableWeightGrams"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminParcelDefault"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ParcelDefault"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"edited"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"parcel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminParcelMeasures"}}]}},{"kind":"Field","name":{"kind":"Name","value":"codeDefault"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminParcelMeasures"}}]}}]}}]} as unknown as DocumentNode<AdminSetParcelDefaultMutation, AdminSetParcelDefaultMutationVariables>;
export const AdminResetParcelDefaultDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminResetParcelDefault"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"category"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ParcelCategory"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetParcelDefault"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"category"},"value":{"kind":"Variable","name":{"kind":"Name","value":"category"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminParcelDefault"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminParcelMeasures"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ParcelMeasures"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weightGrams"}},{"kind":"Field","name":{"kind":"Name","value":"lengthCm"}},{"kind":"Field","name":{"kind":"Name","value":"widthCm"}},{"kind":"Field","name":{"kind":"Name","value":"heightCm"}},{"kind":"Field","name":{"kind":"Name","value":"billableWeightGrams"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminParcelDefault"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ParcelDefault"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"edited"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"parcel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminParcelMeasures"}}]}},{"kind":"Field","name":{"kind":"Name","value":"codeDefault"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminParcelMeasures"}}]}}]}}]} as unknown as DocumentNode<AdminResetParcelDefaultMutation, AdminResetParcelDefaultMutationVariables>;
export const AdminSignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"enrolment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"uri"}}]}}]}}]}}]} as unknown as DocumentNode<AdminSignInMutation, AdminSignInMutationVariables>;
export const AdminVerifyTotpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminVerifyTotp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyTotp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"step"}}]}}]}}]} as unknown as DocumentNode<AdminVerifyTotpMutation, AdminVerifyTotpMutationVariables>;
export const AdminStaffDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminStaff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffMembers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminStaffMember"}}]}},{"kind":"Field","name":{"kind":"Name","value":"staffRoles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminStaffMember"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffMember"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"totpEnrolled"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"role"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AdminStaffQuery, AdminStaffQueryVariables>;
export const AdminInviteStaffDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminInviteStaff"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InviteStaffInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteStaff"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminStaffMember"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminStaffMember"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffMember"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"totpEnrolled"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"role"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AdminInviteStaffMutation, AdminInviteStaffMutationVariables>;
export const AdminChangeStaffRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminChangeStaffRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"role"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeStaffRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"Variable","name":{"kind":"Name","value":"role"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminStaffMember"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminStaffMember"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffMember"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"totpEnrolled"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"role"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AdminChangeStaffRoleMutation, AdminChangeStaffRoleMutationVariables>;
export const AdminDisableStaffDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDisableStaff"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"disableStaff"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminStaffMember"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminStaffMember"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffMember"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"totpEnrolled"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"role"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AdminDisableStaffMutation, AdminDisableStaffMutationVariables>;
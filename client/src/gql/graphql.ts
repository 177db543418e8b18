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
  /** A point in time, written as an ISO 8601 string in UTC (for example `2026-11-21T10:30:00.000Z`). */
  DateTime: { input: string; output: string; }
  /** Free-form JSON, used for the `customFields` that shop staff attach to products and categories. */
  JSON: { input: unknown; output: unknown; }
};

/** A new review. Validation errors answer `BAD_USER_INPUT` with `extensions.field` naming the field. */
export type AddReviewInput = {
  /** Reviewer's name, 2 to 60 characters. */
  author: Scalars['String']['input'];
  /** The review, 10 to 2,000 characters of plain text. */
  content: Scalars['String']['input'];
  /** Reviewer's email (optional, never shown), checked for an @ sign when given. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** Slug (id) of the product reviewed: a shop product or a provider article. */
  productId: Scalars['ID']['input'];
  /** From 1 to 5. */
  rating: Scalars['Int']['input'];
};

/** A saved address of the signed-in account. */
export type Address = {
  __typename?: 'Address';
  /** Street and number. */
  address1: Scalars['String']['output'];
  /** Apartment, floor, etc.; empty when not given. */
  address2: Scalars['String']['output'];
  /** City. */
  city: Scalars['String']['output'];
  /** Company, empty when not given. */
  company: Scalars['String']['output'];
  /** Country code (one of the shop's countries). */
  country: Scalars['String']['output'];
  /** True for the account's default address (exactly one when it has any). */
  default: Scalars['Boolean']['output'];
  /** Document number, digits only; empty when not given. */
  documentNumber: Scalars['String']['output'];
  /** Document of the addressee (Argentine addresses); null when not given. */
  documentType?: Maybe<DocumentType>;
  /** Email for delivery notices. */
  email: Scalars['String']['output'];
  /** First name. */
  firstName: Scalars['String']['output'];
  /** Id of the address (only its owner can read or change it). */
  id: Scalars['ID']['output'];
  /** Condition towards IVA (Argentine addresses); null outside Argentina. */
  ivaCondition?: Maybe<IvaCondition>;
  /** Last name. */
  lastName: Scalars['String']['output'];
  /** Phone for the courier. */
  phone: Scalars['String']['output'];
  /** Postcode. */
  postcode: Scalars['String']['output'];
  /** State or province. */
  state: Scalars['String']['output'];
};

/**
 * The fields of an address. Required: firstName, lastName, country, address1, city, state, postcode,
 * email, phone. In Argentina (country `AR`) also: `state` one of the 24 provinces (`provinces`; stored by
 * its name), `postcode` of 4 digits or a CPA (`C1043AAZ`, its letter the province's), and the
 * addressee's document: `documentType` and `documentNumber` (DNI of 7 or 8 digits; CUIT or CUIL of 11
 * digits with a valid check digit; dots, dashes and spaces are dropped); `ivaCondition` defaults to
 * CONSUMIDOR_FINAL, and any other condition needs a CUIT. Outside Argentina the document fields are
 * optional and not checked. Errors name the field in `extensions.field` with the message
 * ERROR_FORM_REQUIRED, ERROR_FORM_INCORRECT_EMAIL, ERROR_FORM_TOO_LONG, ERROR_FORM_UNKNOWN_COUNTRY,
 * ERROR_FORM_UNKNOWN_PROVINCE, ERROR_FORM_POSTCODE_AR, ERROR_FORM_POSTCODE_PROVINCE,
 * ERROR_FORM_DNI_DIGITS, ERROR_FORM_CUIT_DIGITS, ERROR_FORM_CUIT_PREFIX, ERROR_FORM_CUIT_CHECK_DIGIT or
 * ERROR_FORM_CUIT_REQUIRED.
 */
export type AddressInput = {
  /** Street and number. */
  address1: Scalars['String']['input'];
  /** Apartment, floor, etc. */
  address2?: InputMaybe<Scalars['String']['input']>;
  /** City. */
  city: Scalars['String']['input'];
  /** Company. */
  company?: InputMaybe<Scalars['String']['input']>;
  /** Country code, one of `countries`. */
  country: Scalars['String']['input'];
  /** Make this the default address (the first address always becomes the default). */
  default?: InputMaybe<Scalars['Boolean']['input']>;
  /** Document number (required in Argentina). */
  documentNumber?: InputMaybe<Scalars['String']['input']>;
  /** Document type (required in Argentina). */
  documentType?: InputMaybe<DocumentType>;
  /** Email. */
  email: Scalars['String']['input'];
  /** First name. */
  firstName: Scalars['String']['input'];
  /** Condition towards IVA (Argentina; CONSUMIDOR_FINAL when left out). */
  ivaCondition?: InputMaybe<IvaCondition>;
  /** Last name. */
  lastName: Scalars['String']['input'];
  /** Phone. */
  phone: Scalars['String']['input'];
  /** Postcode. */
  postcode: Scalars['String']['input'];
  /** State or province. */
  state: Scalars['String']['input'];
};

/** The device an app signs in from, as the shopper will see it in their list of devices. */
export type AppDeviceInput = {
  /** A name the shopper recognises, for example 'Pixel 8' or 'Taller Gómez: caja 1' (1 to 80 characters). */
  name: Scalars['String']['input'];
};

/** An app's session: its tokens and who it is signed in as. */
export type AppSession = {
  __typename?: 'AppSession';
  /** What a guest session (the bearer token the request was made with) brought into the account at sign-in. */
  merged: MergeSummary;
  /** The tokens to call the API with. */
  tokens: AppTokens;
  /** The signed-in account; null for a guest session. */
  user?: Maybe<User>;
};

/**
 * Tokens for `Authorization: Bearer`. A request that carries one needs no CSRF header and gets no
 * cookie; it can do everything a cookie session can (cart, lists, garage, checkout, orders, account).
 */
export type AppTokens = {
  __typename?: 'AppTokens';
  /** Short-lived token for the `Authorization: Bearer <token>` header of every request. */
  accessToken: Scalars['String']['output'];
  /** When the access token stops working (TOKEN_EXPIRED); exchange the refresh token before then. */
  accessTokenExpiresAt: Scalars['DateTime']['output'];
  /** Seconds from now until the access token expires. */
  expiresIn: Scalars['Int']['output'];
  /**
   * Single-use token for `refreshAppSession`; keep it in the device's keychain. It lives as long as its
   * device's session (idle and absolute timeouts of the shop's sessions). Using one twice signs the
   * device out.
   */
  refreshToken: Scalars['String']['output'];
  /** Always `Bearer`. */
  tokenType: Scalars['String']['output'];
};

/** The answer to a successful registration or sign-in. */
export type AuthPayload = {
  __typename?: 'AuthPayload';
  /** What the signed-out session's cart, wishlist, compare list and garage added to the account. */
  merged: MergeSummary;
  /**
   * For a request made with a bearer token: the new tokens of the signed-in session (the old ones stop
   * working, as a cookie session gets a new id). Null for a cookie session.
   */
  tokens?: Maybe<AppTokens>;
  /** The account now signed in. */
  user: User;
};

/** A post of the shop's blog. Text fields are plain text, never HTML. */
export type BlogPost = {
  __typename?: 'BlogPost';
  /** Name of the author. */
  author: Scalars['String']['output'];
  /** The full post: paragraphs separated by blank lines. */
  body: Scalars['String']['output'];
  /** Blog categories (type `BLOG`) the post belongs to. */
  categories: Array<Category>;
  /** Publication date. */
  date: Scalars['DateTime']['output'];
  /** Short summary shown in post lists. */
  excerpt: Scalars['String']['output'];
  /** Unique identifier of the post. */
  id: Scalars['ID']['output'];
  /** URL of the post's picture. */
  image: Scalars['String']['output'];
  /** The post published just after this one; null for the newest post. */
  next?: Maybe<BlogPost>;
  /** The post published just before this one; null for the oldest post. */
  previous?: Maybe<BlogPost>;
  /** Identifier used in the post's address (`/blog/post/{slug}`), made from its title. */
  slug: Scalars['String']['output'];
  /** Title of the post. */
  title: Scalars['String']['output'];
};

/** One page of blog posts, newest first. */
export type BlogPostList = {
  __typename?: 'BlogPostList';
  /** Position of the first post of this page (from 1), 0 when empty. */
  from: Scalars['Int']['output'];
  /** The posts of this page. */
  items: Array<BlogPost>;
  /** Posts per page. */
  limit: Scalars['Int']['output'];
  /** Page number, from 1. */
  page: Scalars['Int']['output'];
  /** Number of pages. */
  pages: Scalars['Int']['output'];
  /** Position of the last post of this page, 0 when empty. */
  to: Scalars['Int']['output'];
  /** Posts matching in all. */
  total: Scalars['Int']['output'];
};

/** A manufacturer of parts (for provider articles, the data supplier). */
export type Brand = {
  __typename?: 'Brand';
  /** Country of origin (ISO 3166 alpha-2 code), when known. */
  country?: Maybe<Scalars['String']['output']>;
  /** URL of the brand's logo (200 px wide for provider brands), when known. */
  image?: Maybe<Scalars['String']['output']>;
  /** Brand name, for example `Bosch`. */
  name: Scalars['String']['output'];
  /** Stable identifier used in filters and URLs (for provider brands, the data supplier id as text). */
  slug: Scalars['String']['output'];
};

/** Who may cache an answer: anyone (`PUBLIC`) or only the shopper's own client (`PRIVATE`). */
export type CacheControlScope =
  | 'PRIVATE'
  | 'PUBLIC';

/**
 * The session's cart (one per shopper: a client cache can treat it as a singleton). An empty cart has
 * no extra totals and a total of 0.
 */
export type Cart = {
  __typename?: 'Cart';
  /** Lines in the order they were first added. */
  items: Array<CartItem>;
  /** Sum of the lines' quantities. */
  quantity: Scalars['Int']['output'];
  /** Sum of the lines' totals, IVA included. */
  subtotal: Scalars['Float']['output'];
  /** subtotal + shipping (the IVA row is already in the prices). */
  total: Scalars['Float']['output'];
  /** The total in centavos. */
  totalCentavos: Scalars['Int']['output'];
  /** The shipping row and the informational IVA row. */
  totals: Array<CartTotal>;
};

/** One line of the cart: a product with its chosen options and a quantity. */
export type CartItem = {
  __typename?: 'CartItem';
  /** Id of the line, used to change its quantity or remove it. */
  id: Scalars['ID']['output'];
  /** The chosen options, sorted by name. */
  options: Array<CartItemOption>;
  /** Unit price in pesos, IVA included, from the catalogue at the time of the last change to the line. */
  price: Scalars['Float']['output'];
  /** The product. */
  product: Product;
  /** How many, from 1. */
  quantity: Scalars['Int']['output'];
  /** price × quantity. */
  total: Scalars['Float']['output'];
};

/** A chosen product option as a name/value pair, for example `Lado: Izquierdo`. */
export type CartItemOption = {
  __typename?: 'CartItemOption';
  /** Option name, as the product names it. */
  name: Scalars['String']['output'];
  /** The chosen value's name. */
  value: Scalars['String']['output'];
};

/** An option chosen when adding to the cart: the option's name (or slug) and the value's name (or slug). */
export type CartItemOptionInput = {
  /** Option name or slug. */
  name: Scalars['String']['input'];
  /** Value name or slug. */
  value: Scalars['String']['input'];
};

/**
 * A row under the subtotal: SHIPPING is added to the total; TAX is the IVA the prices already include,
 * shown and never added (apps must not add it again).
 */
export type CartTotal = {
  __typename?: 'CartTotal';
  /** Amount in pesos, exact to the centavo. */
  price: Scalars['Float']['output'];
  /** The same amount in centavos. */
  priceCentavos: Scalars['Int']['output'];
  /** Translation key of the row's title: `SHIPPING` or `TAX` (shown as "IVA incluido"). */
  title: Scalars['String']['output'];
  /** What the amount is for. */
  type: CartTotalType;
};

/** Kind of an extra total of the cart or an order. */
export type CartTotalType =
  /** Shipping, a flat rate: added to the total. */
  | 'SHIPPING'
  /**
   * IVA included in the lines' prices ("IVA incluido": 21 %, or 10.5 % for some categories), shown
   * for information and NOT added to the total. Invoices break it out.
   */
  | 'TAX';

/** The state of the parts catalogue, for a notice beside the catalogue's pages. */
export type CatalogStatus = {
  __typename?: 'CatalogStatus';
  /** False while the parts catalogue answers empty for a reason of the shop's own (see `reason`). */
  available: Scalars['Boolean']['output'];
  /** Why it is unavailable; null while available. */
  reason?: Maybe<CatalogUnavailableReason>;
};

/** Why the parts catalogue cannot be shown. */
export type CatalogUnavailableReason =
  /** The parts provider refuses the shop's key (a matter for the shop's operators): its parts, vehicles and categories answer empty until it takes the key again. */
  | 'PROVIDER_REFUSED';

/**
 * A category of the shop's catalogue, of the blog, or an assembly group of the parts provider
 * (for those, `slug` is the assembly group node id as text and `layout` is `products`).
 */
export type Category = {
  __typename?: 'Category';
  /** Child categories (menus use two levels). */
  children: Array<Category>;
  /** Free-form settings of the category (for example `highlight` for menus). */
  customFields?: Maybe<Scalars['JSON']['output']>;
  /** Unique identifier: the slug for shop categories, `blog-{slug}` for blog categories, the node id for assembly groups. */
  id: Scalars['ID']['output'];
  /** URL of the category's picture, when it has one. */
  image?: Maybe<Scalars['String']['output']>;
  /** How many products (or posts) the category holds, its children included. */
  itemsCount: Scalars['Int']['output'];
  /** How the category page shows it: `categories` (a grid of child categories) or `products`. */
  layout: Scalars['String']['output'];
  /** Name shown in menus and titles. */
  name: Scalars['String']['output'];
  /** The parent category; null at the top level. */
  parent?: Maybe<Category>;
  /** Identifier used in URLs (`/shop/category/{slug}`). */
  slug: Scalars['String']['output'];
  /** Whether the category holds products or blog posts. */
  type: CategoryType;
};

/** Whether a category holds shop products or blog posts. */
export type CategoryType =
  /** A category of blog posts. */
  | 'BLOG'
  /** A category of the shop's products (the shop's own, or the provider's assembly groups). */
  | 'SHOP';

/** An address for checkout: a saved address of the signed-in account, or one written out. */
export type CheckoutAddressInput = {
  /** The address written out. */
  address?: InputMaybe<AddressInput>;
  /** Id of one of the account's addresses (signed-in only). */
  addressId?: InputMaybe<Scalars['ID']['input']>;
};

/** Everything checkout needs besides the cart. */
export type CheckoutInput = {
  /** Who pays; leave out (or set `billingSameAsShipping`) to bill the shipping address. */
  billingAddress?: InputMaybe<CheckoutAddressInput>;
  /** Bill the shipping address. */
  billingSameAsShipping?: InputMaybe<Scalars['Boolean']['input']>;
  /** Comment for the shop, up to 2000 characters. */
  comment?: InputMaybe<Scalars['String']['input']>;
  /** Email for the order; defaults to the account's email, then to the shipping address's. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** A key the client makes once per checkout attempt (8 to 100 characters): the same key returns the same order. */
  idempotencyKey: Scalars['String']['input'];
  /** Payment method (see `paymentMethods`). */
  payment: PaymentMethod;
  /**
   * The option chosen; without it the cheapest home delivery to the shipping address's postal code is
   * quoted and charged.
   */
  shipping?: InputMaybe<CheckoutShippingInput>;
  /** Where to ship. */
  shippingAddress: CheckoutAddressInput;
};

/** The shipping chosen at checkout. */
export type CheckoutShippingInput = {
  /** The branch's id, required for a BRANCH option (one of `shippingBranches` for the option's carrier). */
  branchId?: InputMaybe<Scalars['ID']['input']>;
  /** A `ShippingOption.quoteId` of the session's cart. */
  quoteId: Scalars['ID']['input'];
};

/** The session's comparison list (a singleton per shopper), in the order products were added. */
export type Compare = {
  __typename?: 'Compare';
  /** Every attribute of any product on the list, side by side. */
  attributes: Array<CompareAttribute>;
  /** How many products. */
  count: Scalars['Int']['output'];
  /** The products, oldest first. */
  items: Array<CompareItem>;
};

/** One row of the comparison table: an attribute and its value for each product, in the order of `items`. */
export type CompareAttribute = {
  __typename?: 'CompareAttribute';
  /** Attribute name. */
  name: Scalars['String']['output'];
  /** Attribute slug. */
  slug: Scalars['String']['output'];
  /** For each product of the list (same order as `items`), its values joined with `, `, or null when it has none. */
  values: Array<Maybe<Scalars['String']['output']>>;
};

/** A product on the comparison list. */
export type CompareItem = {
  __typename?: 'CompareItem';
  /** When it was added. */
  addedAt: Scalars['DateTime']['output'];
  /** The product. */
  product: Product;
};

/** Which vehicles a product fits. */
export type CompatibilityKind =
  /** Fits every vehicle (universal parts, and provider articles without linkage restrictions). */
  | 'ALL'
  /** Fits exactly the vehicles listed in `compatibleVehicleIds`. */
  | 'LIST'
  /** Not known. */
  | 'UNKNOWN';

/** What a visitor writes in the contact form. Every field is trimmed before it is checked. */
export type ContactMessageInput = {
  /** Where the shop answers: an email address (some text, an @ sign, then some text), at most 254 characters. */
  email: Scalars['String']['input'];
  /** The message itself: 10 to 5000 characters. */
  message: Scalars['String']['input'];
  /** Who writes: 2 to 100 characters. */
  name: Scalars['String']['input'];
  /** What the message is about: 3 to 150 characters. */
  subject: Scalars['String']['input'];
};

/** The shop's confirmation that a contact message was stored. */
export type ContactMessageReceipt = {
  __typename?: 'ContactMessageReceipt';
  /** The address the answer goes to. */
  email: Scalars['String']['output'];
  /** Number of the stored message, to quote when following it up. */
  id: Scalars['ID']['output'];
  /** The name the message was signed with. */
  name: Scalars['String']['output'];
  /** When the shop received it. */
  receivedAt: Scalars['DateTime']['output'];
  /** The message's subject. */
  subject: Scalars['String']['output'];
};

/** A country the shop ships to, offered in address forms. */
export type Country = {
  __typename?: 'Country';
  /** ISO 3166-1 alpha-2 code, for example `AR`. */
  code: Scalars['String']['output'];
  /** Name in Spanish, for example `Argentina`. */
  name: Scalars['String']['output'];
};

/**
 * A currency the shop can show prices in. Prices are kept and charged in Argentine pesos; a price in
 * another currency is indicative, converted at the shop's own rate of the date given. The rate fields
 * are never kept by a cache: a rate the shop changes is the one the next answer gives.
 */
export type Currency = {
  __typename?: 'Currency';
  /** ISO 4217 code, for example `ARS`. */
  code: Scalars['String']['output'];
  /** Name of the currency in English. */
  name: Scalars['String']['output'];
  /**
   * Pesos for one unit of the currency at the shop's rate, exact to the centavo, as decimal text:
   * `"1450.00"` for the dollar, `"1.00"` for the peso. Null for a currency the shop has no rate for
   * (its prices show in pesos).
   */
  pesosPerUnit?: Maybe<Scalars['String']['output']>;
  /**
   * Units of the currency for one peso (1 / pesosPerUnit), for display only: convert with
   * `pesosPerUnit` for exact figures. Null without a rate.
   */
  rate?: Maybe<Scalars['Float']['output']>;
  /** Symbol shown before (or, for RUB, after) the amount, for example `AR$`. */
  symbol: Scalars['String']['output'];
  /** When the shop set the rate; null for the peso and for a currency without a rate. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** How soon a part is delivered: from `minDays` to `maxDays` days (1 and 1: in 24 hours). */
export type DeliveryWindow = {
  __typename?: 'DeliveryWindow';
  /** Most days. */
  maxDays: Scalars['Int']['output'];
  /** Fewest days. */
  minDays: Scalars['Int']['output'];
};

/** Credentials of the demo account, shown as a hint on the login page in demo mode only. */
export type DemoAccount = {
  __typename?: 'DemoAccount';
  /** Email of the demo account. */
  email: Scalars['String']['output'];
  /** Password of the demo account. */
  password: Scalars['String']['output'];
};

/** What kind of client a signed-in session belongs to. */
export type DeviceKind =
  /** An app, signed in with bearer tokens. */
  | 'APP'
  /** A web browser, signed in with the session cookie. */
  | 'BROWSER';

/** A document that identifies a person or a company in Argentina. */
export type DocumentType =
  /** Código Único de Identificación Laboral: 11 digits like a CUIT. */
  | 'CUIL'
  /** Clave Única de Identificación Tributaria: 11 digits, the last a check digit. */
  | 'CUIT'
  /** Documento Nacional de Identidad: 7 or 8 digits. */
  | 'DNI';

/**
 * The stable `extensions.code` of an error in an answer: what a client acts on (the message is for
 * people and may change). Every code the shop's API answers is listed here; a client shows a code it
 * knows in its own words and treats any other as an unexpected failure.
 */
export type ErrorCode =
  /** The address is not one of the account's. */
  | 'ADDRESS_NOT_FOUND'
  /** An account with that email address exists already. */
  | 'AUTH_EMAIL_ALREADY_IN_USE'
  /** The email address is not valid. */
  | 'AUTH_INVALID_EMAIL'
  /** Too many failed attempts from this account or address (sign-in, registration, order tracking, password-reset requests); `extensions.retryAfterMinutes` says when to try again. */
  | 'AUTH_TOO_MANY_ATTEMPTS'
  /** The password is shorter than the shop asks. */
  | 'AUTH_WEAK_PASSWORD'
  /** The email and password (or the current password) do not match. */
  | 'AUTH_WRONG_PASSWORD'
  /** The HTTP request is not one the API accepts (malformed JSON body, a persisted query whose text does not match its hash...). */
  | 'BAD_REQUEST'
  /** The variables are nested deeper than `GRAPHQL_MAX_VARIABLES_DEPTH` or larger than `GRAPHQL_MAX_VARIABLES_BYTES`: refused before any work. */
  | 'BAD_REQUEST_VARIABLES'
  /** An argument or input value is refused; `extensions.field` names the field when it helps. */
  | 'BAD_USER_INPUT'
  /** The cart changed while the order was being placed; try again. */
  | 'CART_CHANGED'
  /** Checkout of an empty cart. */
  | 'CART_EMPTY'
  /** Too many contact messages from this address; `extensions.retryAfterMinutes` says when to try again. */
  | 'CONTACT_TOO_MANY_MESSAGES'
  /**
   * A request from another origin carried the shop's cookies: other sites call the API with a bearer
   * token and without credentials (cookies are never accepted across origins); HTTP 403.
   */
  | 'CROSS_ORIGIN_COOKIE'
  /** A change from a browser without the right `x-csrf-token` header (copy the value of the CSRF cookie into it); HTTP 403. */
  | 'CSRF_TOKEN_INVALID'
  /** The chosen product options are missing or not the product's; `extensions.detail` says which. */
  | 'ERROR_ADD_TO_CART_OPTIONS'
  /** The quantity is not a whole number from 1 up to what one cart line may hold. */
  | 'ERROR_ADD_TO_CART_QUANTITY'
  /** The query text is not valid GraphQL, or has more tokens than the gateway parses (`GRAPHQL_MAX_TOKENS`). */
  | 'GRAPHQL_PARSE_FAILED'
  /** The query does not match the schema (unknown field, wrong argument type...). */
  | 'GRAPHQL_VALIDATION_FAILED'
  /** The idempotency key was used for another refund (another order, amount or reason); HTTP 409. */
  | 'IDEMPOTENCY_KEY_REUSED'
  /** An unexpected failure of the gateway; the message says nothing more, the gateway's log does. */
  | 'INTERNAL_SERVER_ERROR'
  /** The wishlist or compare list is full; `extensions.limit` is its size. */
  | 'LIST_FULL'
  /**
   * A parts list too large for the shop to filter by price (`extensions.total` parts, more than
   * `extensions.maxItems`): narrow it by vehicle or sub-group first. HTTP 400.
   */
  | 'LIST_TOO_LARGE'
  /** Nothing with that id, slug or token ('Page Not Found' for orders and VINs); HTTP 404 when nothing else answered. */
  | 'NOT_FOUND'
  /**
   * This gateway runs only the operations published in `/graphql/operations.json` (`GRAPHQL_TRUSTED_ONLY`):
   * send one of them, by its `id` as a persisted query or with its exact text; HTTP 403.
   */
  | 'OPERATION_NOT_TRUSTED'
  /** The operation to run could not be chosen (no `operationName` for a document with several, or an unknown one). */
  | 'OPERATION_RESOLUTION_FAILURE'
  /** The order cannot move from its state to the one asked; `extensions.from`, `extensions.to` and `extensions.allowed` say which moves are open; HTTP 409. */
  | 'ORDER_TRANSITION_REFUSED'
  /** The password-reset link is unknown, was used already, or is older than 30 minutes: ask for a new one. */
  | 'PASSWORD_RESET_INVALID'
  /** The chosen payment method is not offered by this shop right now. */
  | 'PAYMENT_METHOD_UNAVAILABLE'
  /** The order is not paid online, or its payment is approved already: there is nothing to pay. */
  | 'PAYMENT_NOT_REQUIRED'
  /** Mercado Pago did not answer or refused the request; nothing was charged: try again in a moment (HTTP 503). */
  | 'PAYMENT_PROVIDER_UNAVAILABLE'
  /** A persisted query (by SHA-256) the gateway does not know yet: send it again with its text. */
  | 'PERSISTED_QUERY_NOT_FOUND'
  /** Persisted queries are not accepted by this gateway. */
  | 'PERSISTED_QUERY_NOT_SUPPORTED'
  /** A persisted-query version other than 1 (the only one the gateway knows). */
  | 'PERSISTED_QUERY_VERSION_NOT_SUPPORTED'
  /** The product is not in the catalogue (anymore); `extensions.productId` names it at checkout. */
  | 'PRODUCT_NOT_FOUND'
  /**
   * The shop has no offer for the part ("Consultar disponibilidad") or no units it can sell: it cannot
   * be added to the cart, and a checkout that cannot hold every unit of its lines is refused.
   * `extensions.productId` names the part, `extensions.available` the units left. HTTP 409.
   */
  | 'PRODUCT_UNAVAILABLE'
  /** The parts catalogue asks to sign in again: follow `extensions.location`. */
  | 'PROVIDER_REDIRECT'
  /** The parts catalogue did not answer (timeout, outage, refusal); only the affected fields are null. */
  | 'PROVIDER_UNAVAILABLE'
  /** The query has more aliases than `GRAPHQL_MAX_ALIASES` or more directives than `GRAPHQL_MAX_DIRECTIVES`. */
  | 'QUERY_TOO_COMPLEX'
  /** The estimated cost of the query is above `GRAPHQL_MAX_COST`; `extensions.cost` and `extensions.maxCost` say by how much. */
  | 'QUERY_TOO_COSTLY'
  /** The query is nested deeper than `GRAPHQL_MAX_DEPTH`. */
  | 'QUERY_TOO_DEEP'
  /**
   * Too many requests, or too much query cost, from this token, session or address within the window;
   * `extensions.retryAfterSeconds` and the `Retry-After` header say when to try again; HTTP 429.
   */
  | 'RATE_LIMITED'
  /** The refund asks more than what remains of the payment; `extensions.remainingCentavos` says how much remains; HTTP 409. */
  | 'REFUND_EXCEEDS_REMAINING'
  /** The order has no approved Mercado Pago payment left to refund (paid offline, unpaid, or refunded in full); HTTP 409. */
  | 'REFUND_NOT_POSSIBLE'
  /** The return cannot take this step in its state (received twice, refunded before it is received); HTTP 409. */
  | 'RETURN_STEP_REFUSED'
  /** No order has this number and this e-mail together (whichever is wrong): nothing was revoked; HTTP 404. */
  | 'REVOCATION_ORDER_NOT_FOUND'
  /** Too many revocation requests from this address; `extensions.retryAfterMinutes` says when to try again; HTTP 429. */
  | 'REVOCATION_TOO_MANY_REQUESTS'
  /** A branch option was chosen without a branch, or with one its carrier does not have near the code. HTTP 400. */
  | 'SHIPPING_BRANCH_INVALID'
  /**
   * A postal code written correctly that the shop's postal-code table does not hold (no province or
   * locality has it): check the code. HTTP 400.
   */
  | 'SHIPPING_POSTCODE_UNKNOWN'
  /**
   * The shipping quote chosen at checkout cannot be charged: expired, not one the shop gave, or quoted
   * for other parcels than the cart's now (`extensions.reason`: `expired`, `malformed`, `cart-changed`,
   * `other-postcode`): quote again. HTTP 409.
   */
  | 'SHIPPING_QUOTE_INVALID'
  /** The access token's time is up: exchange the refresh token (`refreshAppSession`) and send the request again; HTTP 401. */
  | 'TOKEN_EXPIRED'
  /**
   * The bearer or refresh token is not one the shop issued, or it was revoked (sign-out, a password
   * change, "sign out this device", a refresh token used twice): sign in again; HTTP 401.
   */
  | 'TOKEN_INVALID'
  /** The operation needs a signed-in account. */
  | 'UNAUTHENTICATED'
  /** The vehicle to keep in the garage is not one the parts provider knows. */
  | 'VEHICLE_NOT_FOUND'
  /** The VIN is not 17 valid characters or its check digit is wrong; the message says why. */
  | 'VIN_INVALID'
  /** The parts provider knows no vehicle for that VIN. */
  | 'VIN_NOT_FOUND';

/** One choice of a check-list filter (a brand, for example) with the number of products it matches. */
export type FilterItem = {
  __typename?: 'FilterItem';
  /** How many products of the list (without this filter) match the choice. */
  count: Scalars['Int']['output'];
  /** Name shown beside the tick box. */
  name: Scalars['String']['output'];
  /** Identifier of the choice (a brand slug). */
  slug: Scalars['String']['output'];
};

/** Kind of a product-list filter. */
export type FilterType =
  /** A category tree to narrow the list down. */
  | 'CATEGORY'
  /** A list of choices, any of which may be ticked (brands). */
  | 'CHECK'
  /** A price range; `min`/`max` are rounded outward to a power of ten. */
  | 'RANGE';

/** How a product fits one vehicle. */
export type FitStatus =
  /** The product is made for other vehicles, not this one. */
  | 'DOES_NOT_FIT'
  /** The product is made for this vehicle (listed in its linkages or compatibility). */
  | 'FITS'
  /** The product fits every vehicle (a universal part, or an article without linkage restrictions). */
  | 'UNIVERSAL'
  /** Nothing is known of the product's fit (no linkage data). */
  | 'UNKNOWN';

/** One condition under which a part fits a vehicle, for example `Lado de montaje`: `Eje delantero`. */
export type FitmentNote = {
  __typename?: 'FitmentNote';
  /** What the note is about; the client names the kinds it knows in the shopper's language. */
  kind: FitmentNoteKind;
  /** The condition's name as the catalogue writes it (Spanish), for example `Lado de montaje` or `Código de motor`. */
  label: Scalars['String']['output'];
  /** The condition's value as shown, for example `Eje delantero`, `2010` or `CFNA, CLSA`. */
  value: Scalars['String']['output'];
};

/** What a fitment note is about. */
export type FitmentNoteKind =
  /** The engine codes of the linked vehicle. */
  | 'ENGINE_CODES'
  /** A criterion the provider gives for this article on this vehicle (its linkage criteria), named by `label`. */
  | 'LINKAGE_CRITERION'
  /** The article's mounting position (for example the axle or side it goes on). */
  | 'MOUNTING_POSITION'
  /** The first year of production of the linked vehicle. */
  | 'PRODUCTION_FROM'
  /** The last year of production of the linked vehicle (absent while still built). */
  | 'PRODUCTION_TO';

/** The session's garage (a singleton per shopper). */
export type Garage = {
  __typename?: 'Garage';
  /** The current vehicle, or null for all vehicles. */
  currentVehicle?: Maybe<GarageVehicle>;
  /** Saved vehicles, oldest first. */
  vehicles: Array<GarageVehicle>;
};

/** A saved vehicle as the garage keeps it (readable even while the parts provider is down). */
export type GarageVehicle = {
  __typename?: 'GarageVehicle';
  /** When it was saved. */
  addedAt: Scalars['DateTime']['output'];
  /** Engine or trim. */
  engine: Scalars['String']['output'];
  /** The provider's car id. */
  id: Scalars['ID']['output'];
  /** Make. */
  make: Scalars['String']['output'];
  /** Model series. */
  model: Scalars['String']['output'];
  /** The address of the vehicle's page for the year chosen (see `Vehicle.path`); null while the parts provider cannot say it. */
  path?: Maybe<Scalars['String']['output']>;
  /** The year the shopper chose for it (one of the vehicle's years; its first year when none was chosen). */
  year: Scalars['Int']['output'];
};

/** How a product fits one saved vehicle of the shopper's garage. */
export type GarageVehicleFit = {
  __typename?: 'GarageVehicleFit';
  /**
   * The conditions under which the product fits this vehicle, as `Product.fitmentNotes` gives them
   * for it; null when it does not fit or its fit is unknown.
   */
  notes?: Maybe<Array<FitmentNote>>;
  /** Fits, does not fit, universal or unknown (no linkage data). */
  status: FitStatus;
  /** The saved vehicle. */
  vehicle: GarageVehicle;
};

/** An order's electronic invoice, authorised by ARCA (WSFEv1). */
export type Invoice = {
  __typename?: 'Invoice';
  /** The CAE (authorisation code); null until authorised. */
  cae?: Maybe<Scalars['String']['output']>;
  /** The CAE's due date, yyyy-mm-dd; null until authorised. */
  caeDueDate?: Maybe<Scalars['String']['output']>;
  /** The voucher's date, yyyy-mm-dd; null until authorised. */
  issueDate?: Maybe<Scalars['String']['output']>;
  /** The letter (A, B or C). */
  letter: InvoiceLetter;
  /** The point of sale and number as printed, `0001-00000001`; null until authorised. */
  number?: Maybe<Scalars['String']['output']>;
  /** Where its PDF is downloaded (a path on the shop, readable with the order's token); null until authorised. */
  pdfUrl?: Maybe<Scalars['String']['output']>;
  /** Where it stands. */
  state: InvoiceState;
  /** The invoiced total in centavos (shipping included). */
  totalCentavos: Scalars['Int']['output'];
  /** ARCA's voucher type code (1 factura A, 6 factura B, 11 factura C). */
  voucherType: Scalars['Int']['output'];
};

/** The letter of an electronic invoice: A and B from a Responsable Inscripto, C from a Monotributista. */
export type InvoiceLetter =
  | 'A'
  | 'B'
  | 'C';

/** Where an order's invoice stands with ARCA, as the shopper sees it. */
export type InvoiceState =
  /** Authorised by ARCA: it has a number and a CAE, and its PDF can be downloaded. */
  | 'APPROVED'
  /** Being authorised (asked of ARCA, waiting, or held for the staff to correct). */
  | 'PENDING';

/** Which invoice the shop makes out: A to a responsable inscripto (IVA shown apart), B to everyone else. */
export type InvoiceType =
  | 'A'
  | 'B';

/** A buyer's condition towards IVA (Argentina's value-added tax); it decides the invoice type. */
export type IvaCondition =
  /** Consumidor final: a private buyer (invoice B). */
  | 'CONSUMIDOR_FINAL'
  /** Exento: exempt from IVA (invoice B, CUIT required). */
  | 'EXENTO'
  /** Monotributista: registered under the simplified regime (invoice B, CUIT required). */
  | 'MONOTRIBUTO'
  /** Responsable inscripto: registered for IVA (invoice A, CUIT required). */
  | 'RESPONSABLE_INSCRIPTO';

/** A language the shop's interface is translated into. */
export type Language = {
  __typename?: 'Language';
  /** Code used in URLs (`?lang=`) and translation file names, for example `es` or `en-RTL`. */
  code: Scalars['String']['output'];
  /** Writing direction; the page's `dir` attribute follows it. */
  direction: TextDirection;
  /** Path of a small flag image served by the shop. */
  image: Scalars['String']['output'];
  /** Name of the language in that language, for example `Español`. */
  name: Scalars['String']['output'];
};

/** One page of the vehicles a part fits (its linkages), in the provider's order. */
export type LinkedVehicleList = {
  __typename?: 'LinkedVehicleList';
  /** Position of the first vehicle of this page (from 1), 0 when empty. */
  from: Scalars['Int']['output'];
  /** The vehicles of this page. */
  items: Array<Vehicle>;
  /** Vehicles per page. */
  limit: Scalars['Int']['output'];
  /** Page number, from 1. */
  page: Scalars['Int']['output'];
  /** Number of pages. */
  pages: Scalars['Int']['output'];
  /** Position of the last vehicle of this page, 0 when empty. */
  to: Scalars['Int']['output'];
  /** Vehicles the part fits in all. */
  total: Scalars['Int']['output'];
};

/** What a signed-out session brought into the account at sign-in, so the client can tell the shopper. */
export type MergeSummary = {
  __typename?: 'MergeSummary';
  /** Cart lines taken over (lines of the same product and options add their quantities). */
  cartItems: Scalars['Int']['output'];
  /** Products added to the account's compare list. */
  compareItems: Scalars['Int']['output'];
  /** Vehicles added to the account's garage. */
  garageVehicles: Scalars['Int']['output'];
  /** The vehicles added to the account's garage (those it already had are left out), oldest first. */
  vehicles: Array<GarageVehicle>;
  /** Wishlist products added to the account's wishlist. */
  wishlistItems: Scalars['Int']['output'];
};

/** The root of every change. */
export type Mutation = {
  __typename?: 'Mutation';
  /** Adds an address; the account's first address becomes the default. Signed-in only. */
  addAddress: Address;
  /** Adds a review to a product and answers it; the product's rating and review count include it at once. */
  addReview: Review;
  /**
   * Adds a product (price from the catalogue). A line with the same product and options gets the
   * quantity added. Errors: ERROR_ADD_TO_CART_QUANTITY (quantity below 1 or above 9999),
   * ERROR_ADD_TO_CART_OPTIONS (a required option missing, or an unknown option or value),
   * PRODUCT_NOT_FOUND ('Product not found'), PRODUCT_UNAVAILABLE (the shop has no offer for the part,
   * or no units: "Consultar disponibilidad"), LIST_FULL (a new line past 100 lines).
   */
  addToCart: Cart;
  /** Adds a product; a product already there is not added twice. PRODUCT_NOT_FOUND for an unknown product, LIST_FULL past 50. */
  addToCompare: Compare;
  /** Adds a product; a product already there is not added twice. PRODUCT_NOT_FOUND for an unknown product, LIST_FULL past 500. */
  addToWishlist: Wishlist;
  /**
   * Saves a vehicle by its provider car id and the year the shopper chose (one of `Vehicle.years`;
   * without one, the year kept already or the vehicle's first year). A vehicle saved already keeps
   * one place and takes the year given. VEHICLE_NOT_FOUND when the provider does not know it;
   * BAD_USER_INPUT when the vehicle was not built in that year; PROVIDER_UNAVAILABLE when the provider
   * cannot be asked; LIST_FULL past 50 vehicles.
   */
  addVehicleToGarage: Garage;
  /** Starts a guest session for an app (cart, lists and garage without an account) and answers its tokens. Public. */
  appGuestSession: AppSession;
  /**
   * Signs an app in with email and password and answers its tokens; no cookie is set. The shop's sign-in
   * limits apply (AUTH_WRONG_PASSWORD, AUTH_TOO_MANY_ATTEMPTS per account and per address). Made with a
   * guest session's bearer token, the guest's cart, wishlist, compare list and garage merge into the
   * account as at a browser's sign-in, and the guest's tokens stop working. Public.
   */
  appSignIn: AppSession;
  /**
   * Changes the signed-in user's password: the current password is required (AUTH_WRONG_PASSWORD) and
   * the new one needs at least 6 characters (AUTH_WEAK_PASSWORD). Every other session and device of the
   * account is signed out; this one stays signed in. Signed-in only.
   */
  changePassword: Scalars['Boolean']['output'];
  /**
   * Places an order from the session's cart in one transaction: prices it from the catalogue, stores
   * it (status PENDING, the next order number) and only then empties the cart. The same idempotency
   * key returns the same order. Errors: CART_EMPTY, PAYMENT_METHOD_UNAVAILABLE, ADDRESS_NOT_FOUND,
   * PRODUCT_NOT_FOUND (a product left the catalogue), PRODUCT_UNAVAILABLE (409: no offer, or fewer units
   * than a line asks for: `extensions.productId`, `extensions.available`; units of a WALLET order are
   * held for RESERVATION_MINUTES until paid, the other methods take them at once), CART_CHANGED (409: a line was added while the order
   * was being placed; try again), BAD_USER_INPUT (address fields, email, comment, idempotency key).
   * Open to signed-out shoppers: the order's email is `email`, else the account's, else the shipping address's.
   */
  checkout: Order;
  /** Empties the cart. */
  clearCart: Cart;
  /** Empties the comparison list. */
  clearCompare: Compare;
  /**
   * When Mercado Pago sends the shopper back with a payment's id: the gateway asks Mercado Pago for that
   * payment (the address's own status is never believed) and records it as a notification would, then
   * answers the order. A payment of another order, or whose amount differs from the order's, is not
   * recorded. Errors: NOT_FOUND, PAYMENT_PROVIDER_UNAVAILABLE.
   */
  confirmPayment: Order;
  /** Always `true`: lets a client check that mutations are accepted (the CSRF header included). */
  noop: Scalars['Boolean']['output'];
  /**
   * Exchanges a refresh token for new tokens; the refresh token is used up. A refresh token used a
   * second time signs its device out (TOKEN_INVALID for both), as a stolen copy would be. Send it
   * without an `Authorization` header. Public.
   */
  refreshAppSession: AppSession;
  /**
   * Creates an account and signs it in (new session id). Errors: AUTH_INVALID_EMAIL, AUTH_EMAIL_ALREADY_IN_USE
   * (emails compare case-insensitively), AUTH_WEAK_PASSWORD (shorter than 6 characters). Public.
   */
  register: AuthPayload;
  /** Removes an address; removing the default makes the first remaining one the default. ADDRESS_NOT_FOUND as above. */
  removeAddress: Scalars['Boolean']['output'];
  /** Removes a line. NOT_FOUND for a line not in this cart. */
  removeCartItem: Cart;
  /** Removes a product (nothing happens when it is not there). */
  removeFromCompare: Compare;
  /** Removes a product (nothing happens when it is not there). */
  removeFromWishlist: Wishlist;
  /** Removes a saved vehicle by car id; when it was the current vehicle, the current vehicle becomes null. */
  removeVehicleFromGarage: Garage;
  /**
   * Revokes a purchase: records the request and its revocation code in one transaction, marks the
   * order for return and e-mails the code to the order's address at once. Public (no sign-in). Asking
   * again for the same order answers the same revocation and code, and sends no second e-mail. A
   * request past the 10 days is recorded too, with `withinTerm` false. When the number and the e-mail do
   * not belong to one order, whichever is wrong, the answer is `REVOCATION_ORDER_NOT_FOUND` (404): it
   * never tells whether the number exists. Each client address may send a few requests per hour (the
   * contact form's limit); past that the answer is `REVOCATION_TOO_MANY_REQUESTS` (429) with
   * `extensions.retryAfterMinutes`.
   */
  requestOrderRevocation: OrderRevocation;
  /**
   * Sends a password-reset link to the address when an account has it, and nothing otherwise: the
   * answer is the same `true` either way. The link holds a single-use token valid for 30 minutes (only
   * its digest is stored); a new request makes earlier links of the account void. Requests are limited
   * per email and per client address (AUTH_TOO_MANY_ATTEMPTS, 429); a malformed address answers
   * AUTH_INVALID_EMAIL. The e-mail is written in the language of the page that asks. Public.
   */
  requestPasswordReset: Scalars['Boolean']['output'];
  /**
   * Sets a new password with the token of a reset link (PASSWORD_RESET_INVALID when it is unknown, used
   * or expired; AUTH_WEAK_PASSWORD). The token is spent, and every session of the account is signed out
   * (apart from the caller's own, if it is signed in to that account). Public.
   */
  resetPassword: Scalars['Boolean']['output'];
  /**
   * Stores a message for the shop's staff and answers with a receipt; the message is e-mailed to the
   * shop's address (`SHOP_CONTACT_EMAIL`) with the sender as Reply-To, and a copy goes to the sender. Invalid fields answer
   * `BAD_USER_INPUT` (400) with `extensions.fields`: one `{ field, reason }` per invalid field, where
   * `reason` is `REQUIRED`, `TOO_SHORT`, `TOO_LONG` or `INVALID_EMAIL`, and `extensions.field` naming
   * the first. Each client address may send a few messages per hour; past that the answer is
   * `CONTACT_TOO_MANY_MESSAGES` (429) with `extensions.retryAfterMinutes`.
   */
  sendContactMessage: ContactMessageReceipt;
  /**
   * Chooses the current vehicle (null = all vehicles) and the year the shopper chose for it (as in
   * `addVehicleToGarage`); a vehicle not yet saved is saved first.
   */
  setCurrentVehicle: Garage;
  /** Makes an address the default and unsets the others. ADDRESS_NOT_FOUND as above. */
  setDefaultAddress: Address;
  /**
   * Saves the shopper's language and/or currency with the session. An unknown language fails with
   * 'Language not found' (code BAD_USER_INPUT), an unknown currency with 'Currency not found'.
   */
  setPreferences: ShopperPreferences;
  /**
   * Signs in with email and password: the session id is regenerated and the signed-out session's cart,
   * wishlist, compare list and garage merge into the account's. A wrong email or a wrong password alike
   * answer AUTH_WRONG_PASSWORD; too many failures per account or per client address answer
   * AUTH_TOO_MANY_ATTEMPTS (429) until the window passes. Public.
   */
  signIn: AuthPayload;
  /**
   * Ends the session (its data on the server is destroyed); a new anonymous session begins. With a bearer
   * token, the token's device is signed out (its access and refresh tokens stop working at once). Always true.
   */
  signOut: Scalars['Boolean']['output'];
  /**
   * Signs out one of the account's devices (`devices`): a browser's session ends, an app's tokens stop
   * working at once on every gateway. NOT_FOUND when the id is not one of the account's. Signed-in only.
   */
  signOutDevice: Scalars['Boolean']['output'];
  /** Signs out every other session and device of the account; this one stays. Answers how many ended. Signed-in only. */
  signOutOtherDevices: Scalars['Int']['output'];
  /**
   * Where to pay a WALLET order held by its token: a Mercado Pago preference is created for it once
   * (its lines and shipping as items, IVA being included in the lines' prices, the billing address as payer, the token as
   * `external_reference`, the order page as back URL, the gateway's notification URL) and its address
   * answered; asking again answers the same one, so a rejected payment can be tried again. Errors:
   * NOT_FOUND, PAYMENT_NOT_REQUIRED (not a WALLET order, or paid already), PAYMENT_PROVIDER_UNAVAILABLE.
   */
  startPayment: PaymentRedirect;
  /** Replaces an address's fields. 'Address not found' (ADDRESS_NOT_FOUND) when it is not one of the account's. */
  updateAddress: Address;
  /** Sets a line's quantity (from 1; ERROR_ADD_TO_CART_QUANTITY) and re-reads its price. NOT_FOUND for a line not in this cart. */
  updateCartItem: Cart;
  /** Changes the signed-in user's profile. Signed-in only (UNAUTHENTICATED otherwise). */
  updateProfile: User;
};


/** The root of every change. */
export type MutationAddAddressArgs = {
  input: AddressInput;
};


/** The root of every change. */
export type MutationAddReviewArgs = {
  input: AddReviewInput;
};


/** The root of every change. */
export type MutationAddToCartArgs = {
  options?: Array<CartItemOptionInput>;
  productId: Scalars['ID']['input'];
  quantity?: Scalars['Int']['input'];
};


/** The root of every change. */
export type MutationAddToCompareArgs = {
  productId: Scalars['ID']['input'];
};


/** The root of every change. */
export type MutationAddToWishlistArgs = {
  productId: Scalars['ID']['input'];
};


/** The root of every change. */
export type MutationAddVehicleToGarageArgs = {
  vehicleId: Scalars['ID']['input'];
  year?: InputMaybe<Scalars['Int']['input']>;
};


/** The root of every change. */
export type MutationAppGuestSessionArgs = {
  device: AppDeviceInput;
};


/** The root of every change. */
export type MutationAppSignInArgs = {
  device: AppDeviceInput;
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


/** The root of every change. */
export type MutationChangePasswordArgs = {
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
};


/** The root of every change. */
export type MutationCheckoutArgs = {
  input: CheckoutInput;
};


/** The root of every change. */
export type MutationConfirmPaymentArgs = {
  paymentId: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


/** The root of every change. */
export type MutationRefreshAppSessionArgs = {
  refreshToken: Scalars['String']['input'];
};


/** The root of every change. */
export type MutationRegisterArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


/** The root of every change. */
export type MutationRemoveAddressArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every change. */
export type MutationRemoveCartItemArgs = {
  itemId: Scalars['ID']['input'];
};


/** The root of every change. */
export type MutationRemoveFromCompareArgs = {
  productId: Scalars['ID']['input'];
};


/** The root of every change. */
export type MutationRemoveFromWishlistArgs = {
  productId: Scalars['ID']['input'];
};


/** The root of every change. */
export type MutationRemoveVehicleFromGarageArgs = {
  vehicleId: Scalars['ID']['input'];
};


/** The root of every change. */
export type MutationRequestOrderRevocationArgs = {
  input: OrderRevocationInput;
};


/** The root of every change. */
export type MutationRequestPasswordResetArgs = {
  email: Scalars['String']['input'];
};


/** The root of every change. */
export type MutationResetPasswordArgs = {
  newPassword: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


/** The root of every change. */
export type MutationSendContactMessageArgs = {
  input: ContactMessageInput;
};


/** The root of every change. */
export type MutationSetCurrentVehicleArgs = {
  vehicleId?: InputMaybe<Scalars['ID']['input']>;
  year?: InputMaybe<Scalars['Int']['input']>;
};


/** The root of every change. */
export type MutationSetDefaultAddressArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every change. */
export type MutationSetPreferencesArgs = {
  currency?: InputMaybe<Scalars['String']['input']>;
  language?: InputMaybe<Scalars['String']['input']>;
};


/** The root of every change. */
export type MutationSignInArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


/** The root of every change. */
export type MutationSignOutDeviceArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every change. */
export type MutationStartPaymentArgs = {
  token: Scalars['String']['input'];
};


/** The root of every change. */
export type MutationUpdateAddressArgs = {
  id: Scalars['ID']['input'];
  input: AddressInput;
};


/** The root of every change. */
export type MutationUpdateCartItemArgs = {
  itemId: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
};


/** The root of every change. */
export type MutationUpdateProfileArgs = {
  input: ProfileInput;
};

/** An original-equipment number a part replaces, with the vehicle maker that uses it. */
export type OeNumber = {
  __typename?: 'OeNumber';
  /** The vehicle maker, for example `Volkswagen`. */
  make: Scalars['String']['output'];
  /** The OE number as the vehicle maker writes it, for example `5U0 698 151 A`. */
  number: Scalars['String']['output'];
};

/** The online payment of an order paid with Mercado Pago. */
export type OnlinePayment = {
  __typename?: 'OnlinePayment';
  /** Mercado Pago's id of the payment that decided the status; null while none was made. */
  providerPaymentId?: Maybe<Scalars['String']['output']>;
  /** What was given back of the payment, in centavos (0 when nothing). */
  refundedCentavos: Scalars['Int']['output'];
  /** Where it stands. */
  status: PaymentStatus;
  /** When the status last changed. */
  updatedAt: Scalars['DateTime']['output'];
};

/** A placed order. */
export type Order = {
  __typename?: 'Order';
  /** Who pays. */
  billingAddress: OrderAddress;
  /** The shopper's comment, empty when none. */
  comment: Scalars['String']['output'];
  /** When the order was placed. */
  createdAt: Scalars['DateTime']['output'];
  /** Email the order confirmation goes to. */
  email: Scalars['String']['output'];
  /** Every change of the order's state, oldest first (empty while it is new). */
  history: Array<OrderHistoryEntry>;
  /** Id of the order (readable by its account only). */
  id: Scalars['ID']['output'];
  /** The order's invoice once the order is paid (being authorised, then authorised); null before. */
  invoice?: Maybe<Invoice>;
  /** The invoice the order gets: A when the billing address is a responsable inscripto, else B. */
  invoiceType: InvoiceType;
  /** The ordered lines. */
  items: Array<OrderItem>;
  /** Consecutive order number, assigned when the order is stored. */
  number: Scalars['Int']['output'];
  /** The Mercado Pago payment (WALLET orders); null for cash on delivery and bank transfer. */
  onlinePayment?: Maybe<OnlinePayment>;
  /** How it is paid. */
  payment: PaymentMethod;
  /** Sum of the quantities. */
  quantity: Scalars['Int']['output'];
  /** The revocation the shopper requested for this order, or null when none. */
  revocation?: Maybe<OrderRevocation>;
  /** The carrier and tracking number once shipped; null before. */
  shipment?: Maybe<Shipment>;
  /** How the order ships; null for orders placed before carriers were quoted. */
  shipping?: Maybe<OrderShipping>;
  /** Where it goes. */
  shippingAddress: OrderAddress;
  /** Where it stands. */
  status: OrderStatus;
  /** Sum of the lines. */
  subtotal: Scalars['Float']['output'];
  /** Unguessable token: whoever holds it may read the order (order-success page, guests). */
  token: Scalars['String']['output'];
  /** subtotal + shipping (the TAX row is the IVA included in the prices, not added). */
  total: Scalars['Float']['output'];
  /** The total in centavos. */
  totalCentavos: Scalars['Int']['output'];
  /** Shipping and tax. */
  totals: Array<CartTotal>;
  /** The carrier's tracking once the shop created the shipment with it; null before, and for orders shipped by hand. */
  tracking?: Maybe<OrderTracking>;
};

/** Who changed an order's state. */
export type OrderActor =
  /** The shopper. */
  | 'SHOPPER'
  /** A member of the shop's staff. */
  | 'STAFF'
  /** The shop itself (a payment approved, for example). */
  | 'SYSTEM';

/** An address as written on an order (a copy: later edits of the address book do not change it). */
export type OrderAddress = {
  __typename?: 'OrderAddress';
  /** Street and number. */
  address1: Scalars['String']['output'];
  /** Apartment, floor, etc.; empty when none. */
  address2: Scalars['String']['output'];
  /** City. */
  city: Scalars['String']['output'];
  /** Company, empty when none. */
  company: Scalars['String']['output'];
  /** Country code. */
  country: Scalars['String']['output'];
  /** Document number, digits only; empty when not given. */
  documentNumber: Scalars['String']['output'];
  /** Document of the addressee (Argentine addresses); null when not given. */
  documentType?: Maybe<DocumentType>;
  /** Email. */
  email: Scalars['String']['output'];
  /** First name. */
  firstName: Scalars['String']['output'];
  /** Condition towards IVA (Argentine addresses); null when not given. */
  ivaCondition?: Maybe<IvaCondition>;
  /** Last name. */
  lastName: Scalars['String']['output'];
  /** Phone. */
  phone: Scalars['String']['output'];
  /** Postcode. */
  postcode: Scalars['String']['output'];
  /** State or province. */
  state: Scalars['String']['output'];
};

/** One change of an order's state. */
export type OrderHistoryEntry = {
  __typename?: 'OrderHistoryEntry';
  /** Who made the change (the shopper is never told which staff member, nor the staff's reasons). */
  actor: OrderActor;
  /** When. */
  at: Scalars['DateTime']['output'];
  /** The state it left. */
  from: OrderStatus;
  /** The state it reached. */
  to: OrderStatus;
};

/** One line of an order, priced when the order was placed. */
export type OrderItem = {
  __typename?: 'OrderItem';
  /** The product's main image when ordered. */
  image?: Maybe<Scalars['String']['output']>;
  /** The product's name when ordered. */
  name: Scalars['String']['output'];
  /** Chosen options. */
  options: Array<CartItemOption>;
  /** Unit price in pesos. */
  price: Scalars['Float']['output'];
  /** The product as the catalogue shows it now; null when it is no longer in the catalogue. */
  product?: Maybe<Product>;
  /** The product's id (slug). */
  productId: Scalars['ID']['output'];
  /** How many. */
  quantity: Scalars['Int']['output'];
  /** The product's SKU when ordered. */
  sku: Scalars['String']['output'];
  /** price × quantity. */
  total: Scalars['Float']['output'];
};

/** One page of the account's orders (16 per page), newest first. */
export type OrderList = {
  __typename?: 'OrderList';
  /** Position of the first order of this page (from 1), 0 when empty. */
  from: Scalars['Int']['output'];
  /** The orders of this page. */
  items: Array<Order>;
  /** Orders per page (16). */
  limit: Scalars['Int']['output'];
  /** Page number, from 1. */
  page: Scalars['Int']['output'];
  /** Number of pages. */
  pages: Scalars['Int']['output'];
  /** Position of the last order of this page, 0 when empty. */
  to: Scalars['Int']['output'];
  /** Orders in all. */
  total: Scalars['Int']['output'];
};

/**
 * A purchase revoked by its shopper ("Botón de arrepentimiento", Resolución 424/2020 under Ley 24.240
 * art. 34 and Código Civil y Comercial art. 1110): the order is marked for return at no cost to the shopper.
 */
export type OrderRevocation = {
  __typename?: 'OrderRevocation';
  /** The revocation code the shopper keeps, such as `ARR-7K3Q-9M2X`; e-mailed when the request is received. */
  code: Scalars['String']['output'];
  /** The order's number. */
  orderNumber: Scalars['Int']['output'];
  /** When the request was received (the first one: asking again changes nothing). */
  requestedAt: Scalars['DateTime']['output'];
  /** Where the request stands. */
  state: OrderRevocationState;
  /** The end of the 10 calendar days (end of the tenth day, Argentine time). */
  termEndsAt: Scalars['DateTime']['output'];
  /** The start of the 10 calendar days: the later of the order's date and its delivery (the order's date while no delivery is recorded). */
  termStartsAt: Scalars['DateTime']['output'];
  /** Whether the request came within the legal term; a request past it is recorded too, and the staff decide. */
  withinTerm: Scalars['Boolean']['output'];
};

/** What a shopper gives to revoke a purchase: no sign-in is needed. Both fields are trimmed. */
export type OrderRevocationInput = {
  /** The e-mail the order was placed with (compared without regard to case). */
  email: Scalars['String']['input'];
  /** The order's number, as in its confirmation e-mail. */
  orderNumber: Scalars['Int']['input'];
};

/** Where a revocation request stands. The staff move it on; the shop's side only records it. */
export type OrderRevocationState =
  /** The shop received the goods back. */
  | 'RECEIVED'
  /** The shop gave the money back. */
  | 'REFUNDED'
  /** Received: the order is marked for return and the staff will contact the shopper. */
  | 'REQUESTED';

/** How an order ships, as chosen at checkout. */
export type OrderShipping = {
  __typename?: 'OrderShipping';
  /** The branch chosen (BRANCH only). */
  branch?: Maybe<ShippingBranch>;
  carrier: Scalars['String']['output'];
  carrierName: Scalars['String']['output'];
  deliveryDaysMax: Scalars['Int']['output'];
  deliveryDaysMin: Scalars['Int']['output'];
  mode: ShippingMode;
  /** The postal code quoted. */
  postcode: Scalars['String']['output'];
  /** Price charged, pesos. */
  price: Scalars['Float']['output'];
  service: Scalars['String']['output'];
};

/**
 * Where an order stands: PENDING (new) → PREPARING → SHIPPED (with carrier and tracking number) →
 * DELIVERED, or CANCELLED before it ships. Where its payment stands is apart: `onlinePayment.status`.
 * Change for apps: PREPARING, DELIVERED and CANCELLED are new; PAID and COMPLETED are no longer
 * answered (orders that were PAID are PREPARING, COMPLETED ones are DELIVERED).
 */
export type OrderStatus =
  /** Cancelled before it shipped; its units went back on sale. */
  | 'CANCELLED'
  /** Delivered and paid. */
  | 'COMPLETED'
  /** Delivered to the shopper. */
  | 'DELIVERED'
  /** Paid online and being prepared. */
  | 'PAID'
  /** New: placed, not yet being prepared (a WALLET order stays here until its payment is approved). */
  | 'PENDING'
  /** Being prepared for the courier (a WALLET order moves here once its payment is approved). */
  | 'PREPARING'
  /** Handed to the courier: `shipment` names the carrier and the tracking number. */
  | 'SHIPPED';

/** The carrier's tracking of a shipped order, read again every few minutes. */
export type OrderTracking = {
  __typename?: 'OrderTracking';
  carrierName: Scalars['String']['output'];
  /** When the carrier was last asked; null before the first time. */
  checkedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Newest first. */
  events: Array<OrderTrackingEvent>;
  /** The latest state. */
  state: ParcelState;
  trackingNumber: Scalars['String']['output'];
};

/** One step of the parcel, as the carrier reported it. */
export type OrderTrackingEvent = {
  __typename?: 'OrderTrackingEvent';
  at: Scalars['DateTime']['output'];
  /** The carrier's own words. */
  description: Scalars['String']['output'];
  state: ParcelState;
};

/** Where a parcel is, as its carrier last said. */
export type ParcelState =
  | 'AT_BRANCH'
  | 'CREATED'
  | 'DELIVERED'
  | 'IN_TRANSIT'
  | 'OUT_FOR_DELIVERY'
  | 'RETURNED'
  | 'UNKNOWN';

/** How an order is paid. */
export type PaymentMethod =
  /** Bank transfer; the order waits for the transfer. */
  | 'BANK_TRANSFER'
  /** Cash on delivery. */
  | 'CASH_ON_DELIVERY'
  /**
   * Mercado Pago (Checkout Pro: card, debit, account money or cash at a payment point), paid on Mercado
   * Pago's own pages after the order is placed (`startPayment`); offered only when configured.
   */
  | 'WALLET';

/** A payment method the checkout offers now. */
export type PaymentMethodInfo = {
  __typename?: 'PaymentMethodInfo';
  /**
   * The same as `publicKey`.
   * @deprecated Use publicKey.
   */
  clientId?: Maybe<Scalars['String']['output']>;
  /** The method. */
  method: PaymentMethod;
  /** Mercado Pago's public key, for its scripts in the browser (WALLET only); null for offline methods. */
  publicKey?: Maybe<Scalars['String']['output']>;
};

/** Where to send the shopper to pay. */
export type PaymentRedirect = {
  __typename?: 'PaymentRedirect';
  /** Mercado Pago's checkout page for the order (the preference's init point). */
  url: Scalars['String']['output'];
};

/** Where the online payment of an order stands, as Mercado Pago last reported it. */
export type PaymentStatus =
  /** Paid: the money arrived. */
  | 'APPROVED'
  /** Paid, then given back in part: `onlinePayment.refundedCentavos` says how much. */
  | 'PARTIALLY_REFUNDED'
  /** Not paid yet: no payment made, or one Mercado Pago is still processing (a ticket to pay in cash, a review). */
  | 'PENDING'
  /** Paid, then given back in full (refunds or a chargeback). */
  | 'REFUNDED'
  /** Refused or cancelled; the shopper may pay again (`startPayment`). */
  | 'REJECTED';

/** A price range to narrow a product list down to; at least one bound must be given. */
export type PriceRangeInput = {
  /** Lowest price in pesos (inclusive). */
  from?: InputMaybe<Scalars['Float']['input']>;
  /** Highest price in pesos (inclusive). */
  to?: InputMaybe<Scalars['Float']['input']>;
};

/**
 * A product: an item of the shop's own catalogue or an article of the parts provider, in one shape.
 * Its `id` equals its `slug`; provider articles have the slug `{genericArticleId}-{legacyArticleId}`.
 */
export type Product = {
  __typename?: 'Product';
  /** Technical attributes. */
  attributes: Array<ProductAttribute>;
  /** Availability text, for example `Envío en 24 h`. */
  availability?: Maybe<Scalars['String']['output']>;
  /** Marketing badges shown on the card. */
  badges: Array<ProductBadge>;
  /** The maker of the part. */
  brand?: Maybe<Brand>;
  /** Categories the product belongs to. */
  categories: Array<Category>;
  /** Former price in Argentine pesos, shown struck through, when the product is on sale ("antes"). */
  compareAtPrice?: Maybe<Scalars['Float']['output']>;
  /** Which vehicles the product fits. */
  compatibility: CompatibilityKind;
  /** Ids of the vehicles the product fits, when `compatibility` is `LIST`. */
  compatibleVehicleIds: Array<Scalars['ID']['output']>;
  /** Free-form extra data (for example OE numbers and warranty of shop products). */
  customFields?: Maybe<Scalars['JSON']['output']>;
  /** How many days the warehouse that would send the part takes to deliver it; null without units. */
  delivery?: Maybe<DeliveryWindow>;
  /** Full description (plain text, paragraphs separated by blank lines). */
  description: Scalars['String']['output'];
  /** One-paragraph summary shown on cards and in quick view (plain text). */
  excerpt: Scalars['String']['output'];
  /**
   * How the product fits the given vehicle, or the shopper's current vehicle when no id is given:
   * what a card, quick view or product page states. Null when no vehicle is chosen (nothing claims fit).
   * Without an id the answer follows the shopper's current vehicle: the gateway caches it per vehicle
   * and sends it as `private, no-cache`.
   */
  fitStatus?: Maybe<FitStatus>;
  /**
   * The conditions under which the product fits a vehicle (the given one, or the shopper's current
   * vehicle): the provider's linkage criteria, the part's mounting criteria, and the vehicle's
   * production range and engine codes. Null without a vehicle or when the product does not fit it
   * (nothing claims fit); empty when it fits without conditions.
   */
  fitmentNotes?: Maybe<Array<FitmentNote>>;
  /**
   * Whether the product fits the given vehicle, or the shopper's current vehicle when no id is given.
   * Null when no vehicle is chosen or fitment is unknown. Without an id the answer follows the
   * shopper's current vehicle: the gateway caches it per vehicle and sends it as `private, no-cache`.
   */
  fitsVehicle?: Maybe<Scalars['Boolean']['output']>;
  /**
   * How the product fits each vehicle of the shopper's garage, in the garage's order, answered in one
   * request (one batched provider call for the vehicles, none per vehicle). Empty for an empty garage.
   */
  garageFit: Array<GarageVehicleFit>;
  /** GTIN (EAN) codes of a provider article; null for shop products. */
  gtins?: Maybe<Array<Scalars['String']['output']>>;
  /** Unique identifier; equals `slug`. */
  id: Scalars['ID']['output'];
  /** Image URLs, the first being the main picture. */
  images: Array<Scalars['String']['output']>;
  /**
   * The vehicles a provider article fits, one page at a time (from its linkages; 10 per page unless
   * `limit` says otherwise, at most 50). Empty for universal articles, null for shop products.
   */
  linkedVehicles?: Maybe<LinkedVehicleList>;
  /** Product name. */
  name: Scalars['String']['output'];
  /** OE numbers of a provider article; null for shop products. */
  oeNumbers?: Maybe<Array<OeNumber>>;
  /** Options to choose before adding the product to the cart. */
  options: Array<ProductOption>;
  /** The manufacturer's part number. */
  partNumber: Scalars['String']['output'];
  /**
   * Price in Argentine pesos, IVA included, exact to the centavo (centavos / 100). Null when the shop
   * has no offer for the part: show "Consultar disponibilidad"; it cannot be added to the cart.
   */
  price?: Maybe<Scalars['Float']['output']>;
  /** Whether the part can be bought now: it has an offer and units to sell. */
  purchasable: Scalars['Boolean']['output'];
  /** Average rating from 0 to 5. */
  rating: Scalars['Float']['output'];
  /** Number of reviews. */
  reviews: Scalars['Int']['output'];
  /** Stock keeping unit; for provider articles, the maker id and the article number. */
  sku: Scalars['String']['output'];
  /** Identifier used in URLs (`/shop/products/{slug}`). */
  slug: Scalars['String']['output'];
  /** Whether the product is the shop's own or a provider article. */
  source: ProductSource;
  /**
   * Stock state, shown as a badge, from the shop's offer: IN_STOCK with units in the shop's own
   * warehouse, ON_BACKORDER with units at a supplier's, OUT_OF_STOCK without units (or without offer).
   */
  stock: StockStatus;
  /** Search keywords. */
  tags: Array<Scalars['String']['output']>;
  /** The kind of product, which groups its attributes. */
  type?: Maybe<ProductType>;
  /**
   * The vehicles a provider article fits (from its linkages), at most `limit` (up to 100); empty for
   * universal articles, null for shop products.
   */
  vehicles?: Maybe<Array<Vehicle>>;
};


/**
 * A product: an item of the shop's own catalogue or an article of the parts provider, in one shape.
 * Its `id` equals its `slug`; provider articles have the slug `{genericArticleId}-{legacyArticleId}`.
 */
export type ProductFitStatusArgs = {
  vehicleId?: InputMaybe<Scalars['ID']['input']>;
};


/**
 * A product: an item of the shop's own catalogue or an article of the parts provider, in one shape.
 * Its `id` equals its `slug`; provider articles have the slug `{genericArticleId}-{legacyArticleId}`.
 */
export type ProductFitmentNotesArgs = {
  vehicleId?: InputMaybe<Scalars['ID']['input']>;
};


/**
 * A product: an item of the shop's own catalogue or an article of the parts provider, in one shape.
 * Its `id` equals its `slug`; provider articles have the slug `{genericArticleId}-{legacyArticleId}`.
 */
export type ProductFitsVehicleArgs = {
  vehicleId?: InputMaybe<Scalars['ID']['input']>;
};


/**
 * A product: an item of the shop's own catalogue or an article of the parts provider, in one shape.
 * Its `id` equals its `slug`; provider articles have the slug `{genericArticleId}-{legacyArticleId}`.
 */
export type ProductLinkedVehiclesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * A product: an item of the shop's own catalogue or an article of the parts provider, in one shape.
 * Its `id` equals its `slug`; provider articles have the slug `{genericArticleId}-{legacyArticleId}`.
 */
export type ProductVehiclesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};

/** A technical attribute of a product (for provider articles, an article criterion). */
export type ProductAttribute = {
  __typename?: 'ProductAttribute';
  /** True when the attribute is shown on product cards and at the top of the product page. */
  featured: Scalars['Boolean']['output'];
  /** Attribute name, for example `Diámetro [mm]`. */
  name: Scalars['String']['output'];
  /** Stable identifier of the attribute, for example `diametro`. */
  slug: Scalars['String']['output'];
  /** The values of the attribute for this product (most have one). */
  values: Array<ProductAttributeValue>;
};

/** A named group of attributes shown together on the product page (for example `Dimensiones`). */
export type ProductAttributeGroup = {
  __typename?: 'ProductAttributeGroup';
  /** Slugs of the attributes in this group. */
  attributes: Array<Scalars['String']['output']>;
  /** Group title, for example `Dimensiones`. */
  name: Scalars['String']['output'];
  /** Stable identifier of the group. */
  slug: Scalars['String']['output'];
};

/** One value of a product attribute, for example `Delantero` for `Posición`. */
export type ProductAttributeValue = {
  __typename?: 'ProductAttributeValue';
  /** The value as shown, for example `Delantero` or `256`. */
  name: Scalars['String']['output'];
  /** Stable identifier of the value. */
  slug: Scalars['String']['output'];
};

/** A marketing badge on a product card. */
export type ProductBadge =
  /** Selling fast. */
  | 'HOT'
  /** New in the shop. */
  | 'NEW'
  /** On sale: the product has a former price. */
  | 'SALE';

/** A filter offered beside a product list, with the value currently applied. */
export type ProductFilter = {
  __typename?: 'ProductFilter';
  /** Categories of a category filter. */
  categories?: Maybe<Array<Category>>;
  /**
   * Whether the counts of a check-list filter's choices are exact: false when they were counted over
   * the products at hand only (a sample: the parts provider gave no brand counts for the whole list),
   * so a client shows them as approximate or leaves them out. Null for filters without counts.
   */
  countsExact?: Maybe<Scalars['Boolean']['output']>;
  /** Choices of a check-list filter. */
  items?: Maybe<Array<FilterItem>>;
  /** Upper bound of a range filter. */
  max?: Maybe<Scalars['Float']['output']>;
  /** Lower bound of a range filter. */
  min?: Maybe<Scalars['Float']['output']>;
  /** Title shown above the filter. */
  name: Scalars['String']['output'];
  /** The applied range `[from, to]` of a range filter; empty when none is applied. */
  range?: Maybe<Array<Scalars['Float']['output']>>;
  /** Slugs ticked in a check-list filter. */
  selected?: Maybe<Array<Scalars['String']['output']>>;
  /** `price`, `brand` or `category`. */
  slug: Scalars['String']['output'];
  /** How the filter is shown and applied. */
  type: FilterType;
};

/** One page of a product list with its paging figures and filters. */
export type ProductList = {
  __typename?: 'ProductList';
  /** Filters to offer beside the list, with the values applied. */
  filters: Array<ProductFilter>;
  /** Position of the first item of this page (from 1), 0 when empty. */
  from: Scalars['Int']['output'];
  /** The products of this page. */
  items: Array<Product>;
  /** Products per page (8 unless asked otherwise). */
  limit: Scalars['Int']['output'];
  /** Page number, from 1. */
  page: Scalars['Int']['output'];
  /** Number of pages. */
  pages: Scalars['Int']['output'];
  /** The order applied. */
  sort: ProductSort;
  /** Position of the last item of this page, 0 when empty. */
  to: Scalars['Int']['output'];
  /** Products matching in all. */
  total: Scalars['Int']['output'];
};

/** Filters applied to a product list; every filter given must match. */
export type ProductListFilters = {
  /** Brand slugs; a product matches when its brand is any of them. */
  brands?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Slug of a shop category; products of its sub-categories are included. */
  category?: InputMaybe<Scalars['String']['input']>;
  /** Price range; an empty range (neither bound) is refused with `BAD_USER_INPUT`. */
  price?: InputMaybe<PriceRangeInput>;
};

/** An option the shopper must choose before adding the product to the cart (for example a side or a colour). */
export type ProductOption = {
  __typename?: 'ProductOption';
  /** Name of the option as shown, for example `Lado`. */
  name: Scalars['String']['output'];
  /** Stable identifier of the option, for example `lado`. */
  slug: Scalars['String']['output'];
  /** How the option is chosen. */
  type: ProductOptionType;
  /** The choices, in the order shown. */
  values: Array<ProductOptionValue>;
};

/** How an option is chosen: from a list of names, or from colour swatches. */
export type ProductOptionType =
  /** Chosen from colour swatches. */
  | 'COLOR'
  /** Chosen from a list of names. */
  | 'DEFAULT';

/** One choice of a product option. */
export type ProductOptionValue = {
  __typename?: 'ProductOptionValue';
  /** CSS colour of the swatch, for options of type `COLOR`. */
  color?: Maybe<Scalars['String']['output']>;
  /** The choice as shown, for example `Izquierdo`. */
  name: Scalars['String']['output'];
  /** Stable identifier of the choice. */
  slug: Scalars['String']['output'];
};

/** How a product list is ordered. */
export type ProductSort =
  /** The shop's own order (relevance for a search). */
  | 'DEFAULT'
  /** By name, A to Z. */
  | 'NAME_ASC'
  /** By name, Z to A. */
  | 'NAME_DESC'
  /** Cheapest first. */
  | 'PRICE_ASC'
  /** Dearest first. */
  | 'PRICE_DESC';

/** Where a product's data comes from. */
export type ProductSource =
  /** An article of the parts-data provider's catalogue. */
  | 'PROVIDER'
  /** The shop's own catalogue, kept in the shop's database. */
  | 'SHOP';

/** The kind of product, which decides how its attributes are grouped. */
export type ProductType = {
  __typename?: 'ProductType';
  /** Groups of attributes, in the order the product page shows them. */
  attributeGroups: Array<ProductAttributeGroup>;
  /** Name of the product type, for example `Frenos`. */
  name: Scalars['String']['output'];
  /** Stable identifier of the product type. */
  slug: Scalars['String']['output'];
};

/** Changes to the signed-in user's profile; fields left out stay as they are. */
export type ProfileInput = {
  /** Avatar URL (http, https or a path on the shop); an empty string removes it. */
  avatar?: InputMaybe<Scalars['String']['input']>;
  /** New email address (AUTH_INVALID_EMAIL, AUTH_EMAIL_ALREADY_IN_USE). */
  email?: InputMaybe<Scalars['String']['input']>;
  /** First name. */
  firstName?: InputMaybe<Scalars['String']['input']>;
  /** Last name. */
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** Phone number. */
  phone?: InputMaybe<Scalars['String']['input']>;
};

/** A province (first-level division) of a country, as address forms list it. */
export type Province = {
  __typename?: 'Province';
  /** ISO 3166-2 code, for example `AR-C`; its letter also begins the province's CPA postal codes. */
  code: Scalars['String']['output'];
  /** Name as addresses store it, for example `Ciudad Autónoma de Buenos Aires`. */
  name: Scalars['String']['output'];
};

/** The root of every read. */
export type Query = {
  __typename?: 'Query';
  /** One of the signed-in account's addresses; 'Address not found' (ADDRESS_NOT_FOUND) for any other id. */
  address: Address;
  /** The signed-in account's addresses, the default first. Signed-in only (UNAUTHENTICATED). */
  addresses: Array<Address>;
  /** The blog's categories (type `BLOG`), with the number of posts in each. */
  blogCategories: Array<Category>;
  /**
   * One blog post by id or by slug (give one of them). Unknown posts answer 'Post not found'
   * (`NOT_FOUND`); neither or both arguments answer `BAD_USER_INPUT`.
   */
  blogPost: BlogPost;
  /**
   * Blog posts, newest first, optionally of one blog category (by slug) and matching `search` in their
   * title, summary or body (accent- and case-insensitive, Spanish stemming); 8 per page unless `limit`
   * says otherwise (at most 50). An unknown category answers 'Category not found' (`NOT_FOUND`).
   */
  blogPosts: BlogPostList;
  /** The session's cart (signed in or not). Only the session's own cart is ever shown. */
  cart: Cart;
  /**
   * Whether the parts catalogue can be shown as it is. While the parts provider refuses the shop's
   * key, provider categories, parts, brands and vehicles answer empty (as the specification asks of a
   * provider 401): a client shows a notice that the catalogue is unavailable rather than an empty shop
   * that looks real. Answers given meanwhile are not kept by caches.
   */
  catalogStatus: CatalogStatus;
  /** The shop's category tree: top-level categories with their children, `depth` levels in all (menus use 2). */
  categories: Array<Category>;
  /** One shop category by slug, with its parents and children. Unknown slugs answer `NOT_FOUND`. */
  category: Category;
  /** The session's comparison list (signed in or not). */
  compare: Compare;
  /** The countries the shop ships to, Argentina first, then by name. */
  countries: Array<Country>;
  /** The demo account's credentials when the shop runs in demo mode, null otherwise. Public. */
  demoAccount?: Maybe<DemoAccount>;
  /**
   * The departments menu: the shop's top categories followed by the provider's top assembly groups,
   * each with its children (two levels).
   */
  departments: Array<Category>;
  /** The account's signed-in browsers and apps, the most recently active first. Signed-in only (UNAUTHENTICATED). */
  devices: Array<SignedInDevice>;
  /** Products the shop features on the home page, optionally of one category. */
  featuredProducts: Array<Product>;
  /** The session's garage (signed in or not). */
  garage: Garage;
  /** The shop's newest products. */
  latestProducts: Array<Product>;
  /** The signed-in user, or null for a signed-out session. Anyone may call it; it only shows the caller's own account. */
  me?: Maybe<User>;
  /** One of the signed-in account's orders; NOT_FOUND ('Page Not Found') for any other id. */
  order: Order;
  /** The order with this token, for whoever holds it (guests included); NOT_FOUND otherwise. */
  orderByToken: Order;
  /** The signed-in account's orders, 16 per page, newest first. Signed-in only (UNAUTHENTICATED). */
  orders: OrderList;
  /**
   * The parts brands (data suppliers) with their logo (200 px) and country, by name. `withLogo` leaves
   * out brands without a logo; `limit` keeps the first ones (every brand unless given; at most 500).
   */
  partBrands?: Maybe<Array<Brand>>;
  /**
   * The parts categories: the provider's assembly groups, two levels (`slug` = node id, layout
   * `products`). With a vehicle, only groups with parts for it, and `itemsCount` counts them.
   */
  partCategories?: Maybe<Array<Category>>;
  /** One parts category (assembly group) by node id, with its parent and children. */
  partCategory?: Maybe<Category>;
  /**
   * A page of parts of an assembly group (its children included), for a vehicle when one is given,
   * narrowed to some brands (`Brand.slug` = data supplier id) and a price range (checked as the shop
   * list's `filters.price`: `BAD_USER_INPUT` for an empty range, a negative bound or `from` above
   * `to`). 8 per page unless `limit` says otherwise (at most 100). Its filters are the categories
   * below, the price range (bounds over the parts of the group, vehicle and brands, rounded outward as
   * the shop list's) and the brands (counted within the price range).
   *
   * The brands and the price range are applied by the shop over the group's whole list, fetched once
   * and kept (up to 1000 parts). A larger list (a top group without a vehicle) is paged by the
   * provider: it offers no price filter, and a price range on it answers `LIST_TOO_LARGE`.
   */
  partProducts?: Maybe<ProductList>;
  /** Whether a password-reset token can still be used (known, unused, under 30 minutes old). Public. */
  passwordResetValid: Scalars['Boolean']['output'];
  /** Payment methods offered now. Public. */
  paymentMethods: Array<PaymentMethodInfo>;
  /** Always `true`: lets a client check that the API answers. */
  ping: Scalars['Boolean']['output'];
  /** The best-selling shop products, optionally of one category. */
  popularProducts: Array<Product>;
  /** The current shopper's language and currency. */
  preferences: ShopperPreferences;
  /**
   * One product by slug: a shop product (`pastillas-freno-brembo-p06`) or a provider article
   * (`{genericArticleId}-{legacyArticleId}`). Unknown slugs answer 'Product not found' (`NOT_FOUND`).
   */
  product: Product;
  /**
   * Equivalent parts of other brands: for provider articles, articles sharing an OE number or cross
   * reference; for shop products, products of the same kind and category from other brands.
   */
  productAnalogs: Array<Product>;
  /** A product's reviews, newest first, 8 per page unless `limit` says otherwise (at most 50). */
  productReviews: ReviewList;
  /** The same for one product (the product page's estimate). Errors as `shippingQuote`, PRODUCT_NOT_FOUND. */
  productShippingQuote: ShippingQuote;
  /**
   * A page of the shop's products: of one category (its sub-categories included) or of the whole shop,
   * narrowed by `filters`, ordered by `sort`, 8 per page unless `limit` says otherwise (at most 48).
   */
  products: ProductList;
  /** The provinces an address in this country chooses from (the 24 of Argentina for `AR`); empty when the state is free text. */
  provinces: Array<Province>;
  /** Products shown beside a product: same category for shop products, same kind of part for provider articles. */
  relatedProducts: Array<Product>;
  /**
   * The full search as a paged product list (same matching as `searchSuggestions`): the shop's products
   * first, then the provider's articles; with `vehicleId`, the shop's parts that fit lead and the
   * provider's articles are those linked to the vehicle. Its `filters` are the shop categories holding
   * matches, the price range and the brands (shop brands and provider brands, with counts), narrowed
   * by `filters`: a shop category leaves the provider's articles out; a price range is checked on the
   * shop's products and on the provider's first 100 matches (the provider cannot filter by price).
   */
  search: ProductList;
  /**
   * Suggestions for the search box: up to 3 products and up to 4 categories. Searches the shop's
   * products (name, SKU, part number, brand, tags), the provider's articles (article and OE numbers,
   * names) and categories; case- and accent-insensitive, Spanish stemming, one typo tolerated in words
   * of 5 letters or more. With `vehicleId`, parts that fit that vehicle come first.
   */
  searchSuggestions: SearchSuggestions;
  /** A carrier's branches near a postal code. Errors as `shippingQuote`. */
  shippingBranches: Array<ShippingBranch>;
  /**
   * The options to ship the session's cart to a postal code (a CPA such as `C1425DKB`, or four digits),
   * every carrier asked at once within a time budget; when none answers, the shop's flat rate for the
   * zone. Errors: BAD_USER_INPUT (`ERROR_FORM_POSTCODE_AR`: not a postal code), SHIPPING_POSTCODE_UNKNOWN.
   */
  shippingQuote: ShippingQuote;
  /** The shop's name, contacts, languages and currencies. */
  shop: ShopInfo;
  /** Products on sale (with a former price), biggest saving first. */
  specialOffers: Array<Product>;
  /** The best-rated shop products (by average review rating), optionally of one category. */
  topRatedProducts: Array<Product>;
  /**
   * The order with this number placed with this email (compared without regard to case), for a
   * shopper without the order's link. NOT_FOUND ('Page Not Found') when the number and the email do
   * not belong to one order, whichever is wrong: the answer never tells whether the number exists.
   * Attempts are limited per order number and per client address like sign-in
   * (AUTH_TOO_MANY_ATTEMPTS, 429). Public.
   */
  trackOrder: Order;
  /** One vehicle by its provider car id; null when the provider does not know it. */
  vehicle?: Maybe<Vehicle>;
  /**
   * The vehicle a VIN belongs to. The VIN is decoded first (17 characters, no I, O or Q, the check
   * digit where the region uses one, a known model-year code): a bad one fails with VIN_INVALID and
   * says why. A valid VIN the parts catalogue does not know fails with VIN_NOT_FOUND ('Page Not Found').
   */
  vehicleByVin?: Maybe<Vehicle>;
  /**
   * A make by its address word (`VehicleMake.slug`); an older word that ends with the make's id
   * (`vw-121`) or the id alone finds it too. Null when no make answers to it.
   */
  vehicleMakeBySlug?: Maybe<VehicleMake>;
  /**
   * Step 1 of the vehicle form: every make of the parts catalogue, by name. Null with the error
   * PROVIDER_UNAVAILABLE (or PROVIDER_REDIRECT) when the parts provider cannot answer.
   */
  vehicleMakes?: Maybe<Array<VehicleMake>>;
  /** A model of a make by their address words (or words ending with their ids); null when none answers. */
  vehicleModelBySlug?: Maybe<VehicleModel>;
  /** Step 2: the model series of a make, by name. */
  vehicleModels?: Maybe<Array<VehicleModel>>;
  /**
   * Parts for a vehicle across every group, in the provider's order (its most relevant first), at
   * most `limit` (8 unless said, up to 24): one provider call. Null with PROVIDER_UNAVAILABLE.
   */
  vehicleParts?: Maybe<Array<Product>>;
  /**
   * Step 3: the years of a model, newest first, from its construction start to its end (or to the
   * current year while it is still built).
   */
  vehicleYears?: Maybe<Array<Scalars['Int']['output']>>;
  /** Step 4: the vehicles (engines) of a model built in the given year. */
  vehicles?: Maybe<Array<Vehicle>>;
  /**
   * Every vehicle a VIN matches, the best match first. A VIN names a make, a model and a model year
   * but not always the engine: then the parts catalogue knows several vehicles for it and the shopper
   * chooses. Decoded and validated like `vehicleByVin` (VIN_INVALID says why); a valid VIN the parts
   * catalogue does not know fails with VIN_NOT_FOUND ('Page Not Found').
   */
  vehiclesByVin: Array<Vehicle>;
  /** The session's wishlist (signed in or not). */
  wishlist: Wishlist;
};


/** The root of every read. */
export type QueryAddressArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every read. */
export type QueryBlogPostArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
};


/** The root of every read. */
export type QueryBlogPostsArgs = {
  category?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


/** The root of every read. */
export type QueryCategoriesArgs = {
  depth?: InputMaybe<Scalars['Int']['input']>;
};


/** The root of every read. */
export type QueryCategoryArgs = {
  slug: Scalars['String']['input'];
};


/** The root of every read. */
export type QueryFeaturedProductsArgs = {
  category?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};


/** The root of every read. */
export type QueryLatestProductsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


/** The root of every read. */
export type QueryOrderArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every read. */
export type QueryOrderByTokenArgs = {
  token: Scalars['String']['input'];
};


/** The root of every read. */
export type QueryOrdersArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
};


/** The root of every read. */
export type QueryPartBrandsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  withLogo?: InputMaybe<Scalars['Boolean']['input']>;
};


/** The root of every read. */
export type QueryPartCategoriesArgs = {
  vehicleId?: InputMaybe<Scalars['ID']['input']>;
};


/** The root of every read. */
export type QueryPartCategoryArgs = {
  id: Scalars['ID']['input'];
  vehicleId?: InputMaybe<Scalars['ID']['input']>;
};


/** The root of every read. */
export type QueryPartProductsArgs = {
  brands?: InputMaybe<Array<Scalars['String']['input']>>;
  categoryId: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  price?: InputMaybe<PriceRangeInput>;
  vehicleId?: InputMaybe<Scalars['ID']['input']>;
};


/** The root of every read. */
export type QueryPasswordResetValidArgs = {
  token: Scalars['String']['input'];
};


/** The root of every read. */
export type QueryPopularProductsArgs = {
  category?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};


/** The root of every read. */
export type QueryProductArgs = {
  slug: Scalars['String']['input'];
};


/** The root of every read. */
export type QueryProductAnalogsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  slug: Scalars['String']['input'];
};


/** The root of every read. */
export type QueryProductReviewsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  productId: Scalars['ID']['input'];
};


/** The root of every read. */
export type QueryProductShippingQuoteArgs = {
  postcode: Scalars['String']['input'];
  productId: Scalars['ID']['input'];
  quantity?: InputMaybe<Scalars['Int']['input']>;
};


/** The root of every read. */
export type QueryProductsArgs = {
  category?: InputMaybe<Scalars['String']['input']>;
  filters?: InputMaybe<ProductListFilters>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<ProductSort>;
};


/** The root of every read. */
export type QueryProvincesArgs = {
  country: Scalars['String']['input'];
};


/** The root of every read. */
export type QueryRelatedProductsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  slug: Scalars['String']['input'];
};


/** The root of every read. */
export type QuerySearchArgs = {
  filters?: InputMaybe<ProductListFilters>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  query: Scalars['String']['input'];
  sort?: InputMaybe<ProductSort>;
  vehicleId?: InputMaybe<Scalars['ID']['input']>;
};


/** The root of every read. */
export type QuerySearchSuggestionsArgs = {
  query: Scalars['String']['input'];
  vehicleId?: InputMaybe<Scalars['ID']['input']>;
};


/** The root of every read. */
export type QueryShippingBranchesArgs = {
  carrier: Scalars['String']['input'];
  postcode: Scalars['String']['input'];
};


/** The root of every read. */
export type QueryShippingQuoteArgs = {
  postcode: Scalars['String']['input'];
};


/** The root of every read. */
export type QuerySpecialOffersArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


/** The root of every read. */
export type QueryTopRatedProductsArgs = {
  category?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};


/** The root of every read. */
export type QueryTrackOrderArgs = {
  email: Scalars['String']['input'];
  number: Scalars['Int']['input'];
};


/** The root of every read. */
export type QueryVehicleArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every read. */
export type QueryVehicleByVinArgs = {
  vin: Scalars['String']['input'];
};


/** The root of every read. */
export type QueryVehicleMakeBySlugArgs = {
  slug: Scalars['String']['input'];
};


/** The root of every read. */
export type QueryVehicleModelBySlugArgs = {
  makeSlug: Scalars['String']['input'];
  modelSlug: Scalars['String']['input'];
};


/** The root of every read. */
export type QueryVehicleModelsArgs = {
  makeId: Scalars['ID']['input'];
};


/** The root of every read. */
export type QueryVehiclePartsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  vehicleId: Scalars['ID']['input'];
};


/** The root of every read. */
export type QueryVehicleYearsArgs = {
  makeId: Scalars['ID']['input'];
  modelId: Scalars['ID']['input'];
};


/** The root of every read. */
export type QueryVehiclesArgs = {
  makeId: Scalars['ID']['input'];
  modelId: Scalars['ID']['input'];
  year: Scalars['Int']['input'];
};


/** The root of every read. */
export type QueryVehiclesByVinArgs = {
  vin: Scalars['String']['input'];
};

/** A shopper's review of a product. `content` is plain text and is never interpreted as HTML. */
export type Review = {
  __typename?: 'Review';
  /** Name the reviewer gave. */
  author: Scalars['String']['output'];
  /** URL of the reviewer's picture, when there is one. */
  avatar?: Maybe<Scalars['String']['output']>;
  /** What the reviewer wrote (plain text). */
  content: Scalars['String']['output'];
  /** When the review was written. */
  date: Scalars['DateTime']['output'];
  /** Unique identifier of the review. */
  id: Scalars['ID']['output'];
  /** From 1 to 5 stars. */
  rating: Scalars['Int']['output'];
};

/** One page of a product's reviews, newest first. */
export type ReviewList = {
  __typename?: 'ReviewList';
  /** Position of the first review of this page (from 1), 0 when empty. */
  from: Scalars['Int']['output'];
  /** The reviews of this page. */
  items: Array<Review>;
  /** Reviews per page (8 unless asked otherwise). */
  limit: Scalars['Int']['output'];
  /** Page number, from 1. */
  page: Scalars['Int']['output'];
  /** Number of pages. */
  pages: Scalars['Int']['output'];
  /** Position of the last review of this page, 0 when empty. */
  to: Scalars['Int']['output'];
  /** Reviews of the product in all. */
  total: Scalars['Int']['output'];
};

/** What the search box suggests while the shopper types. */
export type SearchSuggestions = {
  __typename?: 'SearchSuggestions';
  /** Up to 4 categories (shop categories and the provider's assembly groups). */
  categories: Array<Category>;
  /** Up to 3 products, parts that fit the given vehicle first. */
  products: Array<Product>;
  /** The query as it was understood (trimmed, spaces collapsed). */
  query: Scalars['String']['output'];
};

/** How an order travels once shipped. */
export type Shipment = {
  __typename?: 'Shipment';
  /** The carrier, as the shop wrote it (Andreani, Correo Argentino, OCA, …). */
  carrier: Scalars['String']['output'];
  /** When it was delivered; null until then. */
  deliveredAt?: Maybe<Scalars['DateTime']['output']>;
  /** When the order was handed to the carrier. */
  shippedAt: Scalars['DateTime']['output'];
  /** The carrier's tracking number. */
  trackingNumber: Scalars['String']['output'];
};

/** A carrier's branch where a parcel can be picked up. */
export type ShippingBranch = {
  __typename?: 'ShippingBranch';
  address: Scalars['String']['output'];
  carrier: Scalars['String']['output'];
  /** The carrier's code of the branch. */
  id: Scalars['ID']['output'];
  locality: Scalars['String']['output'];
  name: Scalars['String']['output'];
  postcode: Scalars['String']['output'];
};

/** How an option reaches the shopper. */
export type ShippingMode =
  /** Held at one of the carrier's branches (the shopper picks the branch: `shippingBranches`). */
  | 'BRANCH'
  /** Delivered to the address. */
  | 'HOME'
  /** Picked up at the shop's own counter (free). */
  | 'PICKUP';

/** One way to ship, priced for a postal code and the parcels the cart (or product) packs into. */
export type ShippingOption = {
  __typename?: 'ShippingOption';
  /** The latest date (`YYYY-MM-DD`). */
  arrivesBy: Scalars['String']['output'];
  /** The earliest date it arrives, counting working days from today (`YYYY-MM-DD`). */
  arrivesFrom: Scalars['String']['output'];
  /** `andreani`, `correo-argentino`, `oca`, `flat-rate` (the shop's rate when no carrier answered) or `shop` (its counter). */
  carrier: Scalars['String']['output'];
  /** The carrier's name as shoppers know it (`Andreani`, `Correo Argentino`, `OCA`, or the shop's). */
  carrierName: Scalars['String']['output'];
  /** Most working days. */
  deliveryDaysMax: Scalars['Int']['output'];
  /** Fewest working days to arrive. */
  deliveryDaysMin: Scalars['Int']['output'];
  mode: ShippingMode;
  /** Price in pesos, IVA included. */
  price: Scalars['Float']['output'];
  /** The same in centavos. */
  priceCentavos: Scalars['Int']['output'];
  /**
   * The quote's id: what checkout takes (`CheckoutInput.shipping`). It vouches for this option's price
   * and days for these parcels until `validUntil`; the shop charges exactly `price`.
   */
  quoteId: Scalars['ID']['output'];
  /** The carrier's name of the service (`Estándar`, `Clásico`, ...). */
  service: Scalars['String']['output'];
  /** Until when the price holds. */
  validUntil: Scalars['DateTime']['output'];
};

/** The options to a postal code. */
export type ShippingQuote = {
  __typename?: 'ShippingQuote';
  /** The cheapest option that ships (home or branch), for "desde AR$ …"; null for an empty cart. */
  cheapest?: Maybe<ShippingOption>;
  /** Its four digits. */
  code: Scalars['String']['output'];
  /** No carrier answered in time: the options are the shop's flat rate for the zone. */
  fallback: Scalars['Boolean']['output'];
  /** Main locality of the code's range; null when unknown. */
  locality?: Maybe<Scalars['String']['output']>;
  /** Cheapest first; the shop's counter always last. Empty for an empty cart. */
  options: Array<ShippingOption>;
  /** The postal code as the shop reads it (`C1425DKB`, `5000`). */
  postcode: Scalars['String']['output'];
  /** Province of the code. */
  province: Scalars['String']['output'];
};

/** Facts about the shop that every page needs: name, contacts, languages and currencies. */
export type ShopInfo = {
  __typename?: 'ShopInfo';
  /** Street address of the shop. */
  address: Scalars['String']['output'];
  /** Every currency prices can be shown in. */
  currencies: Array<Currency>;
  /** Code of the default currency (`ARS`). */
  defaultCurrency: Scalars['String']['output'];
  /** Code of the default language (`es`). */
  defaultLanguage: Scalars['String']['output'];
  /** True when the shop runs with demo data and shows the demo account's credentials on the login page. */
  demoMode: Scalars['Boolean']['output'];
  /** Contact email address. */
  email: Scalars['String']['output'];
  /** Working hours, as text. */
  hours: Scalars['String']['output'];
  /** Every language the interface offers. */
  languages: Array<Language>;
  /** The shop's name. */
  name: Scalars['String']['output'];
  /** Contact phone number. */
  phone: Scalars['String']['output'];
  /** Short slogan shown under the logo. */
  slogan: Scalars['String']['output'];
};

/** The shopper's display choices, kept with the session (and read by other apps of the same shopper). */
export type ShopperPreferences = {
  __typename?: 'ShopperPreferences';
  /** Code of the chosen currency, `ARS` until the shopper picks another. */
  currency: Scalars['String']['output'];
  /** Code of the chosen language, `es` until the shopper picks another. */
  language: Scalars['String']['output'];
};

/** One place the account is signed in: a browser's cookie session or an app's tokens. */
export type SignedInDevice = {
  __typename?: 'SignedInDevice';
  /** True for the session or device this request is made from. */
  current: Scalars['Boolean']['output'];
  /** Stable id of this sign-in, for `signOutDevice`. */
  id: Scalars['ID']['output'];
  /** Browser or app. */
  kind: DeviceKind;
  /** About when it was last used (apps: when their tokens were last refreshed). */
  lastActiveAt: Scalars['DateTime']['output'];
  /** The app's device name, or the browser and system read from the browser's user agent. */
  name: Scalars['String']['output'];
  /** When this sign-in began. */
  signedInAt: Scalars['DateTime']['output'];
};

/** Whether a product can be shipped now. */
export type StockStatus =
  /** In stock (badge `success`, text `TEXT_STOCK_IN_STOCK`). */
  | 'IN_STOCK'
  /** Can be ordered, ships later (badge `warning`, text `TEXT_STOCK_ON_BACKORDER`). */
  | 'ON_BACKORDER'
  /** Out of stock (badge `failure`, text `TEXT_STOCK_OUT_OF_STOCK`). */
  | 'OUT_OF_STOCK';

/** Direction in which a language is written. */
export type TextDirection =
  /** Left to right. */
  | 'LTR'
  /** Right to left. */
  | 'RTL';

/** A signed-in shopper's profile. Only the account itself can read it, through `me`. */
export type User = {
  __typename?: 'User';
  /** URL of the avatar picture, when set. */
  avatar?: Maybe<Scalars['String']['output']>;
  /** Email address used to sign in. */
  email: Scalars['String']['output'];
  /** First name, empty when not given. */
  firstName: Scalars['String']['output'];
  /** The account's id. */
  id: Scalars['ID']['output'];
  /** Last name, empty when not given. */
  lastName: Scalars['String']['output'];
  /** Phone number, empty when not given. */
  phone: Scalars['String']['output'];
};

/**
 * A passenger vehicle of the parts catalogue (a provider linkage target of type P): the engine
 * variant of a model, which is what parts fit.
 */
export type Vehicle = {
  __typename?: 'Vehicle';
  /** Displacement in cubic centimetres. */
  capacityCc?: Maybe<Scalars['Int']['output']>;
  /** Engine or trim, for example `1.6 16V`. */
  engine: Scalars['String']['output'];
  /** Engine codes. */
  engineCodes: Array<Scalars['String']['output']>;
  /** Fuel, for example `Nafta` or `Diésel`. */
  fuelType?: Maybe<Scalars['String']['output']>;
  /** The provider's car id (linkage target id). */
  id: Scalars['ID']['output'];
  /** Make, for example `Volkswagen`. */
  make: Scalars['String']['output'];
  /** The make's id (`manuId`), when the provider gives it. */
  makeId?: Maybe<Scalars['ID']['output']>;
  /** Model series, for example `Gol Trend (5U)`. */
  model: Scalars['String']['output'];
  /** The model series' id (`modelId`), when the provider gives it. */
  modelId?: Maybe<Scalars['ID']['output']>;
  /**
   * The address of the vehicle's page for a year, below the language's prefix:
   * `/shop/vehicles/volkswagen/gol-trend-5u/2012/1-6-msi-10020`. Every year the vehicle was built in
   * is a page of its own (ADR 20): the year asked when it is one of them, the nearest one of them when
   * it is not, the first year of construction when none is asked. Null when the provider's make or
   * model list does not name the vehicle.
   */
  path?: Maybe<Scalars['String']['output']>;
  /** Power in horsepower. */
  powerHp?: Maybe<Scalars['Int']['output']>;
  /** Power in kilowatts. */
  powerKw?: Maybe<Scalars['Int']['output']>;
  /** First year of construction (first 4 digits of the construction date). */
  year: Scalars['Int']['output'];
  /** Last year of construction; null while still built. */
  yearTo?: Maybe<Scalars['Int']['output']>;
};


/**
 * A passenger vehicle of the parts catalogue (a provider linkage target of type P): the engine
 * variant of a model, which is what parts fit.
 */
export type VehiclePathArgs = {
  year?: InputMaybe<Scalars['Int']['input']>;
};

/** A vehicle make of the parts catalogue (a provider manufacturer), for example `Volkswagen`. */
export type VehicleMake = {
  __typename?: 'VehicleMake';
  /** The provider's manufacturer id (`manuId`). */
  id: Scalars['ID']['output'];
  /** The make's model series, by name. Null with PROVIDER_UNAVAILABLE when the parts provider cannot answer. */
  models?: Maybe<Array<VehicleModel>>;
  name: Scalars['String']['output'];
  /** The address of the make's page (its models), below the language's prefix: `/shop/vehicles/volkswagen`. */
  path: Scalars['String']['output'];
  /** Its word in the vehicle pages' addresses, for example `volkswagen` (its id joins it where two makes share the words). */
  slug: Scalars['String']['output'];
};

/** A model series of a make, with its construction years. */
export type VehicleModel = {
  __typename?: 'VehicleModel';
  /** The provider's model series id (`modelId`). */
  id: Scalars['ID']['output'];
  /** The make of the model. */
  make?: Maybe<VehicleMake>;
  /** Model series name, for example `Gol Trend II`. */
  name: Scalars['String']['output'];
  /** The address of the model's page (its years and engines): `/shop/vehicles/volkswagen/gol-trend-5u`. */
  path: Scalars['String']['output'];
  /** Its word in the vehicle pages' addresses, for example `gol-trend-5u` (its id joins it where two models of the make share the words). */
  slug: Scalars['String']['output'];
  /**
   * Every vehicle (engine) of the model, whatever its years, oldest first: one provider call. Null
   * with PROVIDER_UNAVAILABLE when the parts provider cannot answer.
   */
  vehicles?: Maybe<Array<Vehicle>>;
  /** First year of construction. */
  yearFrom: Scalars['Int']['output'];
  /** Last year of construction; null while still built. */
  yearTo?: Maybe<Scalars['Int']['output']>;
};

/** The session's wishlist (a singleton per shopper), newest first, without duplicates. */
export type Wishlist = {
  __typename?: 'Wishlist';
  /** How many products. */
  count: Scalars['Int']['output'];
  /** The products, most recently added first. */
  items: Array<WishlistItem>;
};

/** A product on the wishlist. */
export type WishlistItem = {
  __typename?: 'WishlistItem';
  /** When it was added. */
  addedAt: Scalars['DateTime']['output'];
  /** The product. */
  product: Product;
};

export type AccountGuardQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountGuardQuery = { __typename?: 'Query', me?: { __typename?: 'User', id: string, email: string } | null };

export type AddressesPageQueryVariables = Exact<{ [key: string]: never; }>;


export type AddressesPageQuery = { __typename?: 'Query', addresses: Array<(
    { __typename?: 'Address' }
    & { ' $fragmentRefs'?: { 'SavedAddress_AddressFragment': SavedAddress_AddressFragment } }
  )>, countries: Array<{ __typename?: 'Country', code: string, name: string }> };

export type EditAddressPageQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  isNew: Scalars['Boolean']['input'];
}>;


export type EditAddressPageQuery = { __typename?: 'Query', address?: (
    { __typename?: 'Address' }
    & { ' $fragmentRefs'?: { 'SavedAddress_AddressFragment': SavedAddress_AddressFragment } }
  ), countries: Array<{ __typename?: 'Country', code: string, name: string }> };

export type AddAddressMutationVariables = Exact<{
  input: AddressInput;
}>;


export type AddAddressMutation = { __typename?: 'Mutation', addAddress: (
    { __typename?: 'Address' }
    & { ' $fragmentRefs'?: { 'SavedAddress_AddressFragment': SavedAddress_AddressFragment } }
  ) };

export type RemoveAddressMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RemoveAddressMutation = { __typename?: 'Mutation', removeAddress: boolean };

export type SetDefaultAddressMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type SetDefaultAddressMutation = { __typename?: 'Mutation', setDefaultAddress: (
    { __typename?: 'Address' }
    & { ' $fragmentRefs'?: { 'SavedAddress_AddressFragment': SavedAddress_AddressFragment } }
  ) };

export type UpdateAddressMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: AddressInput;
}>;


export type UpdateAddressMutation = { __typename?: 'Mutation', updateAddress: (
    { __typename?: 'Address' }
    & { ' $fragmentRefs'?: { 'SavedAddress_AddressFragment': SavedAddress_AddressFragment } }
  ) };

export type DashboardPageQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardPageQuery = { __typename?: 'Query', me?: { __typename?: 'User', id: string, email: string, firstName: string, lastName: string, phone: string } | null, addresses: Array<(
    { __typename?: 'Address' }
    & { ' $fragmentRefs'?: { 'SavedAddress_AddressFragment': SavedAddress_AddressFragment } }
  )>, orders: { __typename?: 'OrderList', total: number, items: Array<(
      { __typename?: 'Order' }
      & { ' $fragmentRefs'?: { 'OrdersTable_OrderFragment': OrdersTable_OrderFragment } }
    )> }, countries: Array<{ __typename?: 'Country', code: string, name: string }> };

export type LoginPageQueryVariables = Exact<{ [key: string]: never; }>;


export type LoginPageQuery = { __typename?: 'Query', shop: { __typename?: 'ShopInfo', demoMode: boolean }, demoAccount?: { __typename?: 'DemoAccount', email: string, password: string } | null };

export type AccountEntry_PayloadFragment = { __typename?: 'AuthPayload', user: (
    { __typename?: 'User', email: string }
    & { ' $fragmentRefs'?: { 'AccountMenu_UserFragment': AccountMenu_UserFragment } }
  ), merged: { __typename?: 'MergeSummary', cartItems: number, wishlistItems: number, compareItems: number, garageVehicles: number, vehicles: Array<(
      { __typename?: 'GarageVehicle', year: number, make: string, model: string, engine: string }
      & { ' $fragmentRefs'?: { 'GarageVehicle_VehicleFragment': GarageVehicle_VehicleFragment } }
    )> } } & { ' $fragmentName'?: 'AccountEntry_PayloadFragment' };

export type OrderDetailsPageQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type OrderDetailsPageQuery = { __typename?: 'Query', order: (
    { __typename?: 'Order' }
    & { ' $fragmentRefs'?: { 'OrderView_OrderFragment': OrderView_OrderFragment } }
  ) };

export type OrdersPageQueryVariables = Exact<{
  page: Scalars['Int']['input'];
}>;


export type OrdersPageQuery = { __typename?: 'Query', orders: { __typename?: 'OrderList', page: number, pages: number, total: number, from: number, to: number, items: Array<(
      { __typename?: 'Order', id: string }
      & { ' $fragmentRefs'?: { 'OrdersTable_OrderFragment': OrdersTable_OrderFragment } }
    )> } };

export type OrdersTable_OrderFragment = { __typename?: 'Order', id: string, number: number, createdAt: string, status: OrderStatus, quantity: number, total: number } & { ' $fragmentName'?: 'OrdersTable_OrderFragment' };

export type PasswordResetValidQueryVariables = Exact<{
  token: Scalars['String']['input'];
}>;


export type PasswordResetValidQuery = { __typename?: 'Query', passwordResetValid: boolean };

export type RequestPasswordResetMutationVariables = Exact<{
  email: Scalars['String']['input'];
}>;


export type RequestPasswordResetMutation = { __typename?: 'Mutation', requestPasswordReset: boolean };

export type ResetPasswordMutationVariables = Exact<{
  token: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
}>;


export type ResetPasswordMutation = { __typename?: 'Mutation', resetPassword: boolean };

export type DevicesSectionQueryVariables = Exact<{ [key: string]: never; }>;


export type DevicesSectionQuery = { __typename?: 'Query', devices: Array<{ __typename?: 'SignedInDevice', id: string, kind: DeviceKind, name: string, signedInAt: string, lastActiveAt: string, current: boolean }> };

export type ChangePasswordMutationVariables = Exact<{
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
}>;


export type ChangePasswordMutation = { __typename?: 'Mutation', changePassword: boolean };

export type SignOutDeviceMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type SignOutDeviceMutation = { __typename?: 'Mutation', signOutDevice: boolean };

export type SignOutOtherDevicesMutationVariables = Exact<{ [key: string]: never; }>;


export type SignOutOtherDevicesMutation = { __typename?: 'Mutation', signOutOtherDevices: number };

export type ProfilePageQueryVariables = Exact<{ [key: string]: never; }>;


export type ProfilePageQuery = { __typename?: 'Query', me?: { __typename?: 'User', id: string, email: string, firstName: string, lastName: string, phone: string } | null };

export type UpdateProfileMutationVariables = Exact<{
  input: ProfileInput;
}>;


export type UpdateProfileMutation = { __typename?: 'Mutation', updateProfile: { __typename?: 'User', id: string, email: string, firstName: string, lastName: string, phone: string, avatar?: string | null } };

export type RegisterMutationVariables = Exact<{
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
}>;


export type RegisterMutation = { __typename?: 'Mutation', register: (
    { __typename?: 'AuthPayload' }
    & { ' $fragmentRefs'?: { 'AccountEntry_PayloadFragment': AccountEntry_PayloadFragment } }
  ) };

export type SignInMutationVariables = Exact<{
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
}>;


export type SignInMutation = { __typename?: 'Mutation', signIn: (
    { __typename?: 'AuthPayload' }
    & { ' $fragmentRefs'?: { 'AccountEntry_PayloadFragment': AccountEntry_PayloadFragment } }
  ) };

export type SignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type SignOutMutation = { __typename?: 'Mutation', signOut: boolean };

export type BlogListPageQueryVariables = Exact<{
  category?: InputMaybe<Scalars['String']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
}>;


export type BlogListPageQuery = { __typename?: 'Query', blogPosts: { __typename?: 'BlogPostList', page: number, pages: number, total: number, from: number, to: number, items: Array<(
      { __typename?: 'BlogPost', id: string }
      & { ' $fragmentRefs'?: { 'PostCard_PostFragment': PostCard_PostFragment } }
    )> }, blogCategories: Array<{ __typename?: 'Category', id: string, slug: string, name: string }> };

export type BlogSidebarQueryVariables = Exact<{ [key: string]: never; }>;


export type BlogSidebarQuery = { __typename?: 'Query', blogCategories: Array<{ __typename?: 'Category', id: string, slug: string, name: string, itemsCount: number }>, blogPosts: { __typename?: 'BlogPostList', items: Array<{ __typename?: 'BlogPost', id: string, slug: string, title: string, date: string }> } };

export type PostCard_PostFragment = { __typename?: 'BlogPost', id: string, slug: string, title: string, image: string, excerpt: string, author: string, date: string, categories: Array<{ __typename?: 'Category', id: string, slug: string, name: string }> } & { ' $fragmentName'?: 'PostCard_PostFragment' };

export type PostPageQueryVariables = Exact<{
  slug: Scalars['String']['input'];
}>;


export type PostPageQuery = { __typename?: 'Query', blogPost: (
    { __typename?: 'BlogPost' }
    & { ' $fragmentRefs'?: { 'PostView_PostFragment': PostView_PostFragment } }
  ) };

export type PostPageLatestQueryVariables = Exact<{ [key: string]: never; }>;


export type PostPageLatestQuery = { __typename?: 'Query', blogPosts: { __typename?: 'BlogPostList', items: Array<(
      { __typename?: 'BlogPost' }
      & { ' $fragmentRefs'?: { 'PostView_PostFragment': PostView_PostFragment } }
    )> } };

export type PostView_PostFragment = { __typename?: 'BlogPost', id: string, slug: string, title: string, image: string, excerpt: string, body: string, author: string, date: string, categories: Array<{ __typename?: 'Category', id: string, slug: string, name: string }>, previous?: { __typename?: 'BlogPost', id: string, slug: string, title: string } | null, next?: { __typename?: 'BlogPost', id: string, slug: string, title: string } | null } & { ' $fragmentName'?: 'PostView_PostFragment' };

export type CartPageQueryVariables = Exact<{ [key: string]: never; }>;


export type CartPageQuery = { __typename?: 'Query', cart: (
    { __typename?: 'Cart', items: Array<(
      { __typename?: 'CartItem', id: string, product: { __typename?: 'Product', id: string, name: string, fitStatus?: FitStatus | null } }
      & { ' $fragmentRefs'?: { 'CartLine_ItemFragment': CartLine_ItemFragment } }
    )> }
    & { ' $fragmentRefs'?: { 'MiniCart_CartFragment': MiniCart_CartFragment } }
  ) };

export type CartLine_ItemFragment = { __typename?: 'CartItem', id: string, quantity: number, price: number, total: number, options: Array<{ __typename?: 'CartItemOption', name: string, value: string }>, product: { __typename?: 'Product', id: string, slug: string, name: string, images: Array<string>, fitStatus?: FitStatus | null } } & { ' $fragmentName'?: 'CartLine_ItemFragment' };

export type AddToCartMutationVariables = Exact<{
  productId: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
  options?: Array<CartItemOptionInput> | CartItemOptionInput;
}>;


export type AddToCartMutation = { __typename?: 'Mutation', addToCart: (
    { __typename?: 'Cart' }
    & { ' $fragmentRefs'?: { 'MiniCart_CartFragment': MiniCart_CartFragment } }
  ) };

export type RemoveCartItemMutationVariables = Exact<{
  itemId: Scalars['ID']['input'];
}>;


export type RemoveCartItemMutation = { __typename?: 'Mutation', removeCartItem: (
    { __typename?: 'Cart' }
    & { ' $fragmentRefs'?: { 'MiniCart_CartFragment': MiniCart_CartFragment } }
  ) };

export type UpdateCartItemMutationVariables = Exact<{
  itemId: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
}>;


export type UpdateCartItemMutation = { __typename?: 'Mutation', updateCartItem: (
    { __typename?: 'Cart' }
    & { ' $fragmentRefs'?: { 'MiniCart_CartFragment': MiniCart_CartFragment } }
  ) };

export type CatalogStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type CatalogStatusQuery = { __typename?: 'Query', catalogStatus: { __typename?: 'CatalogStatus', available: boolean, reason?: CatalogUnavailableReason | null } };

export type CategoryPagePartsQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  vehicleId?: InputMaybe<Scalars['ID']['input']>;
  brands?: InputMaybe<Array<Scalars['String']['input']> | Scalars['String']['input']>;
  price?: InputMaybe<PriceRangeInput>;
  page?: InputMaybe<Scalars['Int']['input']>;
}>;


export type CategoryPagePartsQuery = { __typename?: 'Query', partCategory?: { __typename?: 'Category', id: string, slug: string, name: string, parent?: { __typename?: 'Category', id: string, slug: string, name: string } | null } | null, partProducts?: (
    { __typename?: 'ProductList' }
    & { ' $fragmentRefs'?: { 'ProductListing_ListFragment': ProductListing_ListFragment } }
  ) | null };

export type CategoryPageCategoryQueryVariables = Exact<{
  slug: Scalars['String']['input'];
}>;


export type CategoryPageCategoryQuery = { __typename?: 'Query', category: { __typename?: 'Category', id: string, slug: string, name: string, layout: string, parent?: { __typename?: 'Category', id: string, slug: string, name: string, layout: string } | null, children: Array<{ __typename?: 'Category', id: string, slug: string, name: string, image?: string | null, itemsCount: number, layout: string }> } };

export type CategoryPageProductsQueryVariables = Exact<{
  category?: InputMaybe<Scalars['String']['input']>;
  filters?: InputMaybe<ProductListFilters>;
  sort?: InputMaybe<ProductSort>;
  page?: InputMaybe<Scalars['Int']['input']>;
}>;


export type CategoryPageProductsQuery = { __typename?: 'Query', products: (
    { __typename?: 'ProductList' }
    & { ' $fragmentRefs'?: { 'ProductListing_ListFragment': ProductListing_ListFragment } }
  ) };

export type ProductListing_ListFragment = { __typename?: 'ProductList', page: number, limit: number, total: number, pages: number, from: number, to: number, items: Array<(
    { __typename?: 'Product' }
    & { ' $fragmentRefs'?: { 'ProductCard_ProductFragment': ProductCard_ProductFragment } }
  )>, filters: Array<{ __typename?: 'ProductFilter', type: FilterType, slug: string, min?: number | null, max?: number | null, range?: Array<number> | null, selected?: Array<string> | null, countsExact?: boolean | null, items?: Array<{ __typename?: 'FilterItem', slug: string, name: string, count: number }> | null, categories?: Array<{ __typename?: 'Category', id: string, slug: string, name: string }> | null }> } & { ' $fragmentName'?: 'ProductListing_ListFragment' };

export type ProductAnalogsQueryVariables = Exact<{
  slug: Scalars['String']['input'];
}>;


export type ProductAnalogsQuery = { __typename?: 'Query', productAnalogs: Array<(
    { __typename?: 'Product' }
    & { ' $fragmentRefs'?: { 'ProductCard_ProductFragment': ProductCard_ProductFragment } }
  )> };

export type ProductPageRelatedQueryVariables = Exact<{
  slug: Scalars['String']['input'];
}>;


export type ProductPageRelatedQuery = { __typename?: 'Query', relatedProducts: Array<(
    { __typename?: 'Product' }
    & { ' $fragmentRefs'?: { 'ProductCard_ProductFragment': ProductCard_ProductFragment } }
  )> };

export type ProductFitQueryVariables = Exact<{
  slug: Scalars['String']['input'];
}>;


export type ProductFitQuery = { __typename?: 'Query', product: { __typename?: 'Product', id: string, slug: string, fitStatus?: FitStatus | null, fitmentNotes?: Array<{ __typename?: 'FitmentNote', label: string, value: string, kind: FitmentNoteKind }> | null, garageFit: Array<{ __typename?: 'GarageVehicleFit', status: FitStatus, notes?: Array<{ __typename?: 'FitmentNote', label: string, value: string, kind: FitmentNoteKind }> | null, vehicle: (
        { __typename?: 'GarageVehicle' }
        & { ' $fragmentRefs'?: { 'GarageVehicle_VehicleFragment': GarageVehicle_VehicleFragment } }
      ) }> } };

export type ProductPageQueryVariables = Exact<{
  slug: Scalars['String']['input'];
}>;


export type ProductPageQuery = { __typename?: 'Query', product: (
    { __typename?: 'Product', id: string, slug: string, name: string, images: Array<string>, purchasable: boolean, categories: Array<{ __typename?: 'Category', id: string, slug: string, name: string }> }
    & { ' $fragmentRefs'?: { 'ProductSummary_ProductFragment': ProductSummary_ProductFragment;'ProductPurchase_ProductFragment': ProductPurchase_ProductFragment;'ProductTabs_ProductFragment': ProductTabs_ProductFragment } }
  ) };

export type ProductReviewsQueryVariables = Exact<{
  productId: Scalars['ID']['input'];
  page: Scalars['Int']['input'];
  limit: Scalars['Int']['input'];
}>;


export type ProductReviewsQuery = { __typename?: 'Query', productReviews: { __typename?: 'ReviewList', page: number, pages: number, total: number, from: number, to: number, items: Array<{ __typename?: 'Review', id: string, date: string, author: string, avatar?: string | null, rating: number, content: string }> } };

export type AddReviewMutationVariables = Exact<{
  input: AddReviewInput;
}>;


export type AddReviewMutation = { __typename?: 'Mutation', addReview: { __typename?: 'Review', id: string } };

export type ProductNumbers_ProductFragment = { __typename?: 'Product', gtins?: Array<string> | null, oeNumbers?: Array<{ __typename?: 'OeNumber', number: string, make: string }> | null } & { ' $fragmentName'?: 'ProductNumbers_ProductFragment' };

export type ProductSpecification_ProductFragment = { __typename?: 'Product', attributes: Array<{ __typename?: 'ProductAttribute', name: string, slug: string, featured: boolean, values: Array<{ __typename?: 'ProductAttributeValue', slug: string, name: string }> }>, type?: { __typename?: 'ProductType', slug: string, attributeGroups: Array<{ __typename?: 'ProductAttributeGroup', name: string, slug: string, attributes: Array<string> }> } | null } & { ' $fragmentName'?: 'ProductSpecification_ProductFragment' };

export type ProductTabs_ProductFragment = (
  { __typename?: 'Product', id: string, slug: string, source: ProductSource, description: string, reviews: number }
  & { ' $fragmentRefs'?: { 'ProductSpecification_ProductFragment': ProductSpecification_ProductFragment;'ProductNumbers_ProductFragment': ProductNumbers_ProductFragment } }
) & { ' $fragmentName'?: 'ProductTabs_ProductFragment' };

export type ProductVehiclesQueryVariables = Exact<{
  slug: Scalars['String']['input'];
  page: Scalars['Int']['input'];
  limit: Scalars['Int']['input'];
}>;


export type ProductVehiclesQuery = { __typename?: 'Query', product: { __typename?: 'Product', id: string, slug: string, linkedVehicles?: { __typename?: 'LinkedVehicleList', page: number, pages: number, total: number, from: number, to: number, items: Array<{ __typename?: 'Vehicle', id: string, year: number, yearTo?: number | null, make: string, model: string, engine: string, fuelType?: string | null, powerKw?: number | null, powerHp?: number | null, capacityCc?: number | null, engineCodes: Array<string> }> } | null } };

export type ProductPurchase_ProductFragment = { __typename?: 'Product', id: string, slug: string, name: string, stock: StockStatus, purchasable: boolean, options: Array<{ __typename?: 'ProductOption', type: ProductOptionType, slug: string, name: string, values: Array<{ __typename?: 'ProductOptionValue', slug: string, name: string, color?: string | null }> }> } & { ' $fragmentName'?: 'ProductPurchase_ProductFragment' };

export type ProductSummary_ProductFragment = { __typename?: 'Product', id: string, slug: string, name: string, excerpt: string, sku: string, partNumber: string, price?: number | null, compareAtPrice?: number | null, stock: StockStatus, rating: number, reviews: number, availability?: string | null, fitStatus?: FitStatus | null, delivery?: { __typename?: 'DeliveryWindow', minDays: number, maxDays: number } | null, brand?: { __typename?: 'Brand', slug: string, name: string, country?: string | null } | null } & { ' $fragmentName'?: 'ProductSummary_ProductFragment' };

export type SearchPageResultsQueryVariables = Exact<{
  query: Scalars['String']['input'];
  vehicleId?: InputMaybe<Scalars['ID']['input']>;
  filters?: InputMaybe<ProductListFilters>;
  sort?: InputMaybe<ProductSort>;
  page?: InputMaybe<Scalars['Int']['input']>;
}>;


export type SearchPageResultsQuery = { __typename?: 'Query', search: (
    { __typename?: 'ProductList' }
    & { ' $fragmentRefs'?: { 'ProductListing_ListFragment': ProductListing_ListFragment } }
  ) };

export type ShopPageQueryVariables = Exact<{
  vehicleId?: InputMaybe<Scalars['ID']['input']>;
}>;


export type ShopPageQuery = { __typename?: 'Query', categories: Array<{ __typename?: 'Category', id: string, slug: string, name: string, image?: string | null, itemsCount: number, layout: string }>, partCategories?: Array<{ __typename?: 'Category', id: string, slug: string, name: string, image?: string | null, itemsCount: number }> | null };

export type CheckoutPageQueryVariables = Exact<{ [key: string]: never; }>;


export type CheckoutPageQuery = { __typename?: 'Query', me?: { __typename?: 'User', id: string, email: string } | null, cart: (
    { __typename?: 'Cart', items: Array<{ __typename?: 'CartItem', id: string }> }
    & { ' $fragmentRefs'?: { 'MiniCart_CartFragment': MiniCart_CartFragment } }
  ), paymentMethods: Array<{ __typename?: 'PaymentMethodInfo', method: PaymentMethod, publicKey?: string | null }>, countries: Array<{ __typename?: 'Country', code: string, name: string }> };

export type CheckoutAddressesQueryVariables = Exact<{ [key: string]: never; }>;


export type CheckoutAddressesQuery = { __typename?: 'Query', addresses: Array<(
    { __typename?: 'Address' }
    & { ' $fragmentRefs'?: { 'SavedAddress_AddressFragment': SavedAddress_AddressFragment } }
  )> };

export type OrderSuccessQueryVariables = Exact<{
  token: Scalars['String']['input'];
}>;


export type OrderSuccessQuery = { __typename?: 'Query', orderByToken: (
    { __typename?: 'Order' }
    & { ' $fragmentRefs'?: { 'OrderView_OrderFragment': OrderView_OrderFragment } }
  ), me?: { __typename?: 'User', id: string } | null };

export type OrderAddress_AddressFragment = { __typename?: 'OrderAddress', firstName: string, lastName: string, company: string, country: string, address1: string, address2: string, city: string, state: string, postcode: string, email: string, phone: string, documentType?: DocumentType | null, documentNumber: string, ivaCondition?: IvaCondition | null } & { ' $fragmentName'?: 'OrderAddress_AddressFragment' };

export type OrderInvoiceQueryVariables = Exact<{
  token: Scalars['String']['input'];
}>;


export type OrderInvoiceQuery = { __typename?: 'Query', orderByToken: { __typename?: 'Order', id: string, invoice?: { __typename?: 'Invoice', letter: InvoiceLetter, state: InvoiceState, number?: string | null, cae?: string | null, caeDueDate?: string | null, pdfUrl?: string | null } | null } };

export type OrderTracking_OrderFragment = { __typename?: 'Order', tracking?: { __typename?: 'OrderTracking', carrierName: string, trackingNumber: string, state: ParcelState, checkedAt?: string | null, events: Array<{ __typename?: 'OrderTrackingEvent', at: string, state: ParcelState, description: string }> } | null } & { ' $fragmentName'?: 'OrderTracking_OrderFragment' };

export type OrderView_OrderFragment = (
  { __typename?: 'Order', id: string, token: string, number: number, createdAt: string, payment: PaymentMethod, status: OrderStatus, email: string, comment: string, quantity: number, subtotal: number, total: number, invoiceType: InvoiceType, items: Array<{ __typename?: 'OrderItem', productId: string, name: string, sku: string, image?: string | null, price: number, quantity: number, total: number, options: Array<{ __typename?: 'CartItemOption', name: string, value: string }>, product?: { __typename?: 'Product', id: string, slug: string } | null }>, totals: Array<{ __typename?: 'CartTotal', title: string, price: number, type: CartTotalType }>, shippingAddress: (
    { __typename?: 'OrderAddress' }
    & { ' $fragmentRefs'?: { 'OrderAddress_AddressFragment': OrderAddress_AddressFragment } }
  ), billingAddress: (
    { __typename?: 'OrderAddress' }
    & { ' $fragmentRefs'?: { 'OrderAddress_AddressFragment': OrderAddress_AddressFragment } }
  ), invoice?: { __typename?: 'Invoice', letter: InvoiceLetter, state: InvoiceState, number?: string | null, cae?: string | null, caeDueDate?: string | null, pdfUrl?: string | null } | null, shipping?: { __typename?: 'OrderShipping', carrier: string, carrierName: string, service: string, mode: ShippingMode, price: number, postcode: string, branch?: { __typename?: 'ShippingBranch', id: string, name: string, address: string, locality: string } | null } | null, onlinePayment?: { __typename?: 'OnlinePayment', status: PaymentStatus, providerPaymentId?: string | null, updatedAt: string, refundedCentavos: number } | null, shipment?: { __typename?: 'Shipment', carrier: string, trackingNumber: string, shippedAt: string, deliveredAt?: string | null } | null, history: Array<{ __typename?: 'OrderHistoryEntry', from: OrderStatus, to: OrderStatus, at: string }>, revocation?: { __typename?: 'OrderRevocation', code: string, requestedAt: string } | null }
  & { ' $fragmentRefs'?: { 'OrderTracking_OrderFragment': OrderTracking_OrderFragment } }
) & { ' $fragmentName'?: 'OrderView_OrderFragment' };

export type ConfirmPaymentMutationVariables = Exact<{
  token: Scalars['String']['input'];
  paymentId: Scalars['String']['input'];
}>;


export type ConfirmPaymentMutation = { __typename?: 'Mutation', confirmPayment: (
    { __typename?: 'Order' }
    & { ' $fragmentRefs'?: { 'OrderView_OrderFragment': OrderView_OrderFragment } }
  ) };

export type StartPaymentMutationVariables = Exact<{
  token: Scalars['String']['input'];
}>;


export type StartPaymentMutation = { __typename?: 'Mutation', startPayment: { __typename?: 'PaymentRedirect', url: string } };

export type RequestOrderRevocationMutationVariables = Exact<{
  input: OrderRevocationInput;
}>;


export type RequestOrderRevocationMutation = { __typename?: 'Mutation', requestOrderRevocation: { __typename?: 'OrderRevocation', code: string, orderNumber: number, requestedAt: string, termStartsAt: string, termEndsAt: string, withinTerm: boolean, state: OrderRevocationState } };

export type TrackOrderQueryVariables = Exact<{
  number: Scalars['Int']['input'];
  email: Scalars['String']['input'];
}>;


export type TrackOrderQuery = { __typename?: 'Query', trackOrder: (
    { __typename?: 'Order' }
    & { ' $fragmentRefs'?: { 'OrderView_OrderFragment': OrderView_OrderFragment } }
  ) };

export type TrackOrderByTokenQueryVariables = Exact<{
  token: Scalars['String']['input'];
}>;


export type TrackOrderByTokenQuery = { __typename?: 'Query', orderByToken: (
    { __typename?: 'Order' }
    & { ' $fragmentRefs'?: { 'OrderView_OrderFragment': OrderView_OrderFragment } }
  ) };

export type PlaceOrderMutationVariables = Exact<{
  input: CheckoutInput;
}>;


export type PlaceOrderMutation = { __typename?: 'Mutation', checkout: { __typename?: 'Order', id: string, token: string, number: number, payment: PaymentMethod } };

export type CurrencyRatesQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrencyRatesQuery = { __typename?: 'Query', shop: { __typename?: 'ShopInfo', currencies: Array<{ __typename?: 'Currency', code: string, pesosPerUnit?: string | null, updatedAt?: string | null }> } };

export type AccountMenu_UserFragment = { __typename?: 'User', id: string, email: string, firstName: string, lastName: string, avatar?: string | null } & { ' $fragmentName'?: 'AccountMenu_UserFragment' };

export type FrameShopQueryVariables = Exact<{ [key: string]: never; }>;


export type FrameShopQuery = { __typename?: 'Query', shop: { __typename?: 'ShopInfo', name: string, slogan: string, phone: string, email: string, address: string, hours: string, demoMode: boolean } };

export type FrameShopperQueryVariables = Exact<{ [key: string]: never; }>;


export type FrameShopperQuery = { __typename?: 'Query', me?: (
    { __typename?: 'User' }
    & { ' $fragmentRefs'?: { 'AccountMenu_UserFragment': AccountMenu_UserFragment } }
  ) | null, cart: (
    { __typename?: 'Cart' }
    & { ' $fragmentRefs'?: { 'MiniCart_CartFragment': MiniCart_CartFragment } }
  ), wishlist: { __typename?: 'Wishlist', count: number }, garage: (
    { __typename?: 'Garage' }
    & { ' $fragmentRefs'?: { 'Garage_GarageFragment': Garage_GarageFragment } }
  ) };

export type DepartmentsQueryVariables = Exact<{ [key: string]: never; }>;


export type DepartmentsQuery = { __typename?: 'Query', departments: Array<{ __typename?: 'Category', id: string, name: string, slug: string, layout: string, children: Array<{ __typename?: 'Category', id: string, name: string, slug: string, layout: string }> }> };

export type SearchSuggestionsQueryVariables = Exact<{
  query: Scalars['String']['input'];
  vehicleId?: InputMaybe<Scalars['ID']['input']>;
}>;


export type SearchSuggestionsQuery = { __typename?: 'Query', searchSuggestions: { __typename?: 'SearchSuggestions', query: string, products: Array<{ __typename?: 'Product', id: string, slug: string, name: string, images: Array<string>, rating: number, reviews: number, price?: number | null, compareAtPrice?: number | null }>, categories: Array<{ __typename?: 'Category', id: string, name: string, slug: string, layout: string }> } };

export type GarageVehicle_VehicleFragment = { __typename?: 'GarageVehicle', id: string, year: number, make: string, model: string, engine: string, path?: string | null } & { ' $fragmentName'?: 'GarageVehicle_VehicleFragment' };

export type Garage_GarageFragment = { __typename?: 'Garage', vehicles: Array<(
    { __typename?: 'GarageVehicle', addedAt: string }
    & { ' $fragmentRefs'?: { 'GarageVehicle_VehicleFragment': GarageVehicle_VehicleFragment } }
  )>, currentVehicle?: (
    { __typename?: 'GarageVehicle' }
    & { ' $fragmentRefs'?: { 'GarageVehicle_VehicleFragment': GarageVehicle_VehicleFragment } }
  ) | null } & { ' $fragmentName'?: 'Garage_GarageFragment' };

export type GaragePageQueryVariables = Exact<{ [key: string]: never; }>;


export type GaragePageQuery = { __typename?: 'Query', garage: (
    { __typename?: 'Garage' }
    & { ' $fragmentRefs'?: { 'Garage_GarageFragment': Garage_GarageFragment } }
  ) };

export type AddVehicleToGarageMutationVariables = Exact<{
  vehicleId: Scalars['ID']['input'];
  year?: InputMaybe<Scalars['Int']['input']>;
}>;


export type AddVehicleToGarageMutation = { __typename?: 'Mutation', addVehicleToGarage: (
    { __typename?: 'Garage' }
    & { ' $fragmentRefs'?: { 'Garage_GarageFragment': Garage_GarageFragment } }
  ) };

export type CurrentVehicleQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrentVehicleQuery = { __typename?: 'Query', garage: { __typename?: 'Garage', currentVehicle?: (
      { __typename?: 'GarageVehicle' }
      & { ' $fragmentRefs'?: { 'GarageVehicle_VehicleFragment': GarageVehicle_VehicleFragment } }
    ) | null } };

export type RemoveVehicleFromGarageMutationVariables = Exact<{
  vehicleId: Scalars['ID']['input'];
}>;


export type RemoveVehicleFromGarageMutation = { __typename?: 'Mutation', removeVehicleFromGarage: (
    { __typename?: 'Garage' }
    & { ' $fragmentRefs'?: { 'Garage_GarageFragment': Garage_GarageFragment } }
  ) };

export type SetCurrentVehicleMutationVariables = Exact<{
  vehicleId?: InputMaybe<Scalars['ID']['input']>;
  year?: InputMaybe<Scalars['Int']['input']>;
}>;


export type SetCurrentVehicleMutation = { __typename?: 'Mutation', setCurrentVehicle: (
    { __typename?: 'Garage' }
    & { ' $fragmentRefs'?: { 'Garage_GarageFragment': Garage_GarageFragment } }
  ) };

export type VehicleFormMakesQueryVariables = Exact<{ [key: string]: never; }>;


export type VehicleFormMakesQuery = { __typename?: 'Query', vehicleMakes?: Array<{ __typename?: 'VehicleMake', id: string, name: string }> | null };

export type VehicleFormModelsQueryVariables = Exact<{
  makeId: Scalars['ID']['input'];
}>;


export type VehicleFormModelsQuery = { __typename?: 'Query', vehicleModels?: Array<{ __typename?: 'VehicleModel', id: string, name: string, yearFrom: number, yearTo?: number | null }> | null };

export type VehicleFormYearsQueryVariables = Exact<{
  makeId: Scalars['ID']['input'];
  modelId: Scalars['ID']['input'];
}>;


export type VehicleFormYearsQuery = { __typename?: 'Query', vehicleYears?: Array<number> | null };

export type VehicleFormEnginesQueryVariables = Exact<{
  makeId: Scalars['ID']['input'];
  modelId: Scalars['ID']['input'];
  year: Scalars['Int']['input'];
}>;


export type VehicleFormEnginesQuery = { __typename?: 'Query', vehicles?: Array<{ __typename?: 'Vehicle', id: string, year: number, make: string, model: string, engine: string }> | null };

export type VehicleFormVinQueryVariables = Exact<{
  vin: Scalars['String']['input'];
}>;


export type VehicleFormVinQuery = { __typename?: 'Query', vehiclesByVin: Array<{ __typename?: 'Vehicle', id: string, year: number, make: string, model: string, engine: string }> };

export type HomeProductTabsQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeProductTabsQuery = { __typename?: 'Query', featuredProducts: Array<{ __typename?: 'Product', slug: string }>, popularProducts: Array<{ __typename?: 'Product', slug: string }>, topRatedProducts: Array<{ __typename?: 'Product', slug: string }>, specialOffers: Array<{ __typename?: 'Product', slug: string }> };

export type HomeProductTabQueryVariables = Exact<{
  featured?: Scalars['Boolean']['input'];
  popular?: Scalars['Boolean']['input'];
  topRated?: Scalars['Boolean']['input'];
  onSale?: Scalars['Boolean']['input'];
}>;


export type HomeProductTabQuery = { __typename?: 'Query', featuredProducts?: Array<(
    { __typename?: 'Product' }
    & { ' $fragmentRefs'?: { 'ProductCard_ProductFragment': ProductCard_ProductFragment } }
  )>, popularProducts?: Array<(
    { __typename?: 'Product' }
    & { ' $fragmentRefs'?: { 'ProductCard_ProductFragment': ProductCard_ProductFragment } }
  )>, topRatedProducts?: Array<(
    { __typename?: 'Product' }
    & { ' $fragmentRefs'?: { 'ProductCard_ProductFragment': ProductCard_ProductFragment } }
  )>, specialOffers?: Array<(
    { __typename?: 'Product' }
    & { ' $fragmentRefs'?: { 'ProductCard_ProductFragment': ProductCard_ProductFragment } }
  )> };

export type HomeSpecialOffersQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeSpecialOffersQuery = { __typename?: 'Query', specialOffers: Array<(
    { __typename?: 'Product' }
    & { ' $fragmentRefs'?: { 'ProductCard_ProductFragment': ProductCard_ProductFragment } }
  )> };

export type HomeColumns_ProductFragment = { __typename?: 'Product', id: string, slug: string, name: string, images: Array<string>, rating: number, reviews: number, price?: number | null, compareAtPrice?: number | null } & { ' $fragmentName'?: 'HomeColumns_ProductFragment' };

export type HomeColumnsQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeColumnsQuery = { __typename?: 'Query', topRatedProducts: Array<(
    { __typename?: 'Product', id: string }
    & { ' $fragmentRefs'?: { 'HomeColumns_ProductFragment': HomeColumns_ProductFragment } }
  )>, latestProducts: Array<(
    { __typename?: 'Product', id: string }
    & { ' $fragmentRefs'?: { 'HomeColumns_ProductFragment': HomeColumns_ProductFragment } }
  )>, specialOffers: Array<(
    { __typename?: 'Product', id: string }
    & { ' $fragmentRefs'?: { 'HomeColumns_ProductFragment': HomeColumns_ProductFragment } }
  )> };

export type HomeCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeCategoriesQuery = { __typename?: 'Query', categories: Array<{ __typename?: 'Category', id: string, slug: string, name: string, image?: string | null, layout: string, itemsCount: number, children: Array<{ __typename?: 'Category', id: string, slug: string, name: string, layout: string }> }> };

export type HomeBrandsQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeBrandsQuery = { __typename?: 'Query', partBrands?: Array<{ __typename?: 'Brand', slug: string, name: string, image?: string | null }> | null };

export type HomeLatestPostsQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeLatestPostsQuery = { __typename?: 'Query', blogPosts: { __typename?: 'BlogPostList', items: Array<(
      { __typename?: 'BlogPost', id: string }
      & { ' $fragmentRefs'?: { 'PostCard_PostFragment': PostCard_PostFragment } }
    )> } };

export type HomeShopQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeShopQuery = { __typename?: 'Query', shop: { __typename?: 'ShopInfo', name: string, slogan: string } };

export type SavePreferencesMutationVariables = Exact<{
  language?: InputMaybe<Scalars['String']['input']>;
  currency?: InputMaybe<Scalars['String']['input']>;
}>;


export type SavePreferencesMutation = { __typename?: 'Mutation', setPreferences: { __typename?: 'ShopperPreferences', language: string, currency: string } };

export type MiniCart_CartFragment = { __typename?: 'Cart', quantity: number, subtotal: number, total: number, totals: Array<{ __typename?: 'CartTotal', title: string, price: number, type: CartTotalType }>, items: Array<{ __typename?: 'CartItem', id: string, quantity: number, price: number, total: number, options: Array<{ __typename?: 'CartItemOption', name: string, value: string }>, product: { __typename?: 'Product', id: string, slug: string, name: string, images: Array<string> } }> } & { ' $fragmentName'?: 'MiniCart_CartFragment' };

export type ProductCard_ProductFragment = { __typename?: 'Product', id: string, slug: string, name: string, excerpt: string, sku: string, partNumber: string, images: Array<string>, rating: number, reviews: number, price?: number | null, compareAtPrice?: number | null, stock: StockStatus, badges: Array<ProductBadge>, fitStatus?: FitStatus | null, brand?: { __typename?: 'Brand', slug: string, name: string } | null, options: Array<{ __typename?: 'ProductOption', slug: string }> } & { ' $fragmentName'?: 'ProductCard_ProductFragment' };

export type SavedAddress_AddressFragment = { __typename?: 'Address', id: string, firstName: string, lastName: string, company: string, country: string, address1: string, address2: string, city: string, state: string, postcode: string, email: string, phone: string, documentType?: DocumentType | null, documentNumber: string, ivaCondition?: IvaCondition | null, default: boolean } & { ' $fragmentName'?: 'SavedAddress_AddressFragment' };

export type CompareEntries_CompareFragment = { __typename?: 'Compare', count: number, items: Array<{ __typename?: 'CompareItem', product: { __typename?: 'Product', id: string, slug: string } }>, attributes: Array<{ __typename?: 'CompareAttribute', name: string, slug: string, values: Array<string | null> }> } & { ' $fragmentName'?: 'CompareEntries_CompareFragment' };

export type ComparePageQueryVariables = Exact<{ [key: string]: never; }>;


export type ComparePageQuery = { __typename?: 'Query', compare: (
    { __typename?: 'Compare', items: Array<{ __typename?: 'CompareItem', product: (
        { __typename?: 'Product' }
        & { ' $fragmentRefs'?: { 'ProductCard_ProductFragment': ProductCard_ProductFragment } }
      ) }> }
    & { ' $fragmentRefs'?: { 'CompareEntries_CompareFragment': CompareEntries_CompareFragment } }
  ) };

export type AddToCompareMutationVariables = Exact<{
  productId: Scalars['ID']['input'];
}>;


export type AddToCompareMutation = { __typename?: 'Mutation', addToCompare: { __typename?: 'Compare', count: number, items: Array<{ __typename?: 'CompareItem', product: { __typename?: 'Product', id: string, slug: string } }> } };

export type AddToWishlistMutationVariables = Exact<{
  productId: Scalars['ID']['input'];
}>;


export type AddToWishlistMutation = { __typename?: 'Mutation', addToWishlist: { __typename?: 'Wishlist', count: number, items: Array<{ __typename?: 'WishlistItem', product: { __typename?: 'Product', id: string, slug: string } }> } };

export type ClearCompareMutationVariables = Exact<{ [key: string]: never; }>;


export type ClearCompareMutation = { __typename?: 'Mutation', clearCompare: (
    { __typename?: 'Compare' }
    & { ' $fragmentRefs'?: { 'CompareEntries_CompareFragment': CompareEntries_CompareFragment } }
  ) };

export type RemoveFromCompareMutationVariables = Exact<{
  productId: Scalars['ID']['input'];
}>;


export type RemoveFromCompareMutation = { __typename?: 'Mutation', removeFromCompare: (
    { __typename?: 'Compare' }
    & { ' $fragmentRefs'?: { 'CompareEntries_CompareFragment': CompareEntries_CompareFragment } }
  ) };

export type WishlistEntries_WishlistFragment = { __typename?: 'Wishlist', count: number, items: Array<{ __typename?: 'WishlistItem', addedAt: string, product: { __typename?: 'Product', id: string, slug: string } }> } & { ' $fragmentName'?: 'WishlistEntries_WishlistFragment' };

export type RemoveWishlistItemMutationVariables = Exact<{
  productId: Scalars['ID']['input'];
}>;


export type RemoveWishlistItemMutation = { __typename?: 'Mutation', removeFromWishlist: (
    { __typename?: 'Wishlist' }
    & { ' $fragmentRefs'?: { 'WishlistEntries_WishlistFragment': WishlistEntries_WishlistFragment } }
  ) };

export type WishlistPageQueryVariables = Exact<{ [key: string]: never; }>;


export type WishlistPageQuery = { __typename?: 'Query', wishlist: (
    { __typename?: 'Wishlist', items: Array<{ __typename?: 'WishlistItem', addedAt: string, product: (
        { __typename?: 'Product' }
        & { ' $fragmentRefs'?: { 'ProductCard_ProductFragment': ProductCard_ProductFragment } }
      ) }> }
    & { ' $fragmentRefs'?: { 'WishlistEntries_WishlistFragment': WishlistEntries_WishlistFragment } }
  ) };

export type ShippingOption_OptionFragment = { __typename?: 'ShippingOption', quoteId: string, carrier: string, carrierName: string, service: string, mode: ShippingMode, price: number, priceCentavos: number, deliveryDaysMin: number, deliveryDaysMax: number, arrivesFrom: string, arrivesBy: string } & { ' $fragmentName'?: 'ShippingOption_OptionFragment' };

export type ShippingQuote_QuoteFragment = { __typename?: 'ShippingQuote', postcode: string, code: string, province: string, locality?: string | null, fallback: boolean, cheapest?: (
    { __typename?: 'ShippingOption' }
    & { ' $fragmentRefs'?: { 'ShippingOption_OptionFragment': ShippingOption_OptionFragment } }
  ) | null, options: Array<(
    { __typename?: 'ShippingOption' }
    & { ' $fragmentRefs'?: { 'ShippingOption_OptionFragment': ShippingOption_OptionFragment } }
  )> } & { ' $fragmentName'?: 'ShippingQuote_QuoteFragment' };

export type CartShippingQuoteQueryVariables = Exact<{
  postcode: Scalars['String']['input'];
}>;


export type CartShippingQuoteQuery = { __typename?: 'Query', shippingQuote: (
    { __typename?: 'ShippingQuote' }
    & { ' $fragmentRefs'?: { 'ShippingQuote_QuoteFragment': ShippingQuote_QuoteFragment } }
  ) };

export type ProductShippingQuoteQueryVariables = Exact<{
  productId: Scalars['ID']['input'];
  postcode: Scalars['String']['input'];
}>;


export type ProductShippingQuoteQuery = { __typename?: 'Query', productShippingQuote: (
    { __typename?: 'ShippingQuote' }
    & { ' $fragmentRefs'?: { 'ShippingQuote_QuoteFragment': ShippingQuote_QuoteFragment } }
  ) };

export type ShippingBranchesQueryVariables = Exact<{
  postcode: Scalars['String']['input'];
  carrier: Scalars['String']['input'];
}>;


export type ShippingBranchesQuery = { __typename?: 'Query', shippingBranches: Array<{ __typename?: 'ShippingBranch', id: string, carrier: string, name: string, address: string, locality: string, postcode: string }> };

export type AboutPageQueryVariables = Exact<{ [key: string]: never; }>;


export type AboutPageQuery = { __typename?: 'Query', products: { __typename?: 'ProductList', total: number }, categories: Array<{ __typename?: 'Category', id: string }>, partBrands?: Array<{ __typename?: 'Brand', slug: string }> | null };

export type ContactPageQueryVariables = Exact<{ [key: string]: never; }>;


export type ContactPageQuery = { __typename?: 'Query', shop: { __typename?: 'ShopInfo', name: string, phone: string, email: string, address: string, hours: string } };

export type SendContactMessageMutationVariables = Exact<{
  input: ContactMessageInput;
}>;


export type SendContactMessageMutation = { __typename?: 'Mutation', sendContactMessage: { __typename?: 'ContactMessageReceipt', id: string, name: string, email: string, subject: string, receivedAt: string } };

export type VehicleGroupPageQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  year?: InputMaybe<Scalars['Int']['input']>;
  group: Scalars['ID']['input'];
  brands?: InputMaybe<Array<Scalars['String']['input']> | Scalars['String']['input']>;
  price?: InputMaybe<PriceRangeInput>;
  page?: InputMaybe<Scalars['Int']['input']>;
}>;


export type VehicleGroupPageQuery = { __typename?: 'Query', vehicle?: (
    { __typename?: 'Vehicle' }
    & { ' $fragmentRefs'?: { 'VehiclePage_VehicleFragment': VehiclePage_VehicleFragment } }
  ) | null, partCategory?: { __typename?: 'Category', id: string, name: string, parent?: { __typename?: 'Category', id: string, name: string } | null } | null, partProducts?: (
    { __typename?: 'ProductList', items: Array<{ __typename?: 'Product', id: string, vehicleFit?: FitStatus | null, fitmentNotes?: Array<{ __typename?: 'FitmentNote', kind: FitmentNoteKind, label: string, value: string }> | null }> }
    & { ' $fragmentRefs'?: { 'ProductListing_ListFragment': ProductListing_ListFragment } }
  ) | null };

export type VehicleMakePageQueryVariables = Exact<{
  make: Scalars['String']['input'];
}>;


export type VehicleMakePageQuery = { __typename?: 'Query', vehicleMakeBySlug?: { __typename?: 'VehicleMake', id: string, name: string, slug: string, path: string, models?: Array<{ __typename?: 'VehicleModel', id: string, name: string, path: string, yearFrom: number, yearTo?: number | null }> | null } | null };

export type VehicleMakesPageQueryVariables = Exact<{ [key: string]: never; }>;


export type VehicleMakesPageQuery = { __typename?: 'Query', vehicleMakes?: Array<{ __typename?: 'VehicleMake', id: string, name: string, path: string }> | null };

export type VehicleModelPageQueryVariables = Exact<{
  make: Scalars['String']['input'];
  model: Scalars['String']['input'];
}>;


export type VehicleModelPageQuery = { __typename?: 'Query', vehicleModelBySlug?: { __typename?: 'VehicleModel', id: string, name: string, path: string, yearFrom: number, yearTo?: number | null, make?: { __typename?: 'VehicleMake', id: string, name: string, path: string } | null, vehicles?: Array<{ __typename?: 'Vehicle', id: string, year: number, yearTo?: number | null, engine: string, fuelType?: string | null, powerKw?: number | null, powerHp?: number | null, path?: string | null }> | null } | null };

export type VehicleGarageStateQueryVariables = Exact<{ [key: string]: never; }>;


export type VehicleGarageStateQuery = { __typename?: 'Query', garage: { __typename?: 'Garage', vehicles: Array<{ __typename?: 'GarageVehicle', id: string, year: number }>, currentVehicle?: { __typename?: 'GarageVehicle', id: string, year: number } | null } };

export type VehicleSuggestionsQueryVariables = Exact<{
  make: Scalars['String']['input'];
}>;


export type VehicleSuggestionsQuery = { __typename?: 'Query', vehicleMakeBySlug?: { __typename?: 'VehicleMake', id: string, name: string, models?: Array<{ __typename?: 'VehicleModel', id: string, name: string, path: string, yearFrom: number, yearTo?: number | null }> | null } | null, vehicleMakes?: Array<{ __typename?: 'VehicleMake', id: string, name: string, path: string }> | null };

export type VehiclePageQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  year?: InputMaybe<Scalars['Int']['input']>;
}>;


export type VehiclePageQuery = { __typename?: 'Query', vehicle?: (
    { __typename?: 'Vehicle' }
    & { ' $fragmentRefs'?: { 'VehiclePage_VehicleFragment': VehiclePage_VehicleFragment } }
  ) | null, partCategories?: Array<{ __typename?: 'Category', id: string, name: string, itemsCount: number, children: Array<{ __typename?: 'Category', id: string, name: string, itemsCount: number }> }> | null, vehicleParts?: Array<(
    { __typename?: 'Product', vehicleFit?: FitStatus | null, fitmentNotes?: Array<{ __typename?: 'FitmentNote', kind: FitmentNoteKind, label: string, value: string }> | null }
    & { ' $fragmentRefs'?: { 'ProductCard_ProductFragment': ProductCard_ProductFragment } }
  )> | null };

export type VehiclePage_VehicleFragment = { __typename?: 'Vehicle', id: string, year: number, yearTo?: number | null, make: string, model: string, engine: string, fuelType?: string | null, powerKw?: number | null, powerHp?: number | null, capacityCc?: number | null, engineCodes: Array<string>, path?: string | null } & { ' $fragmentName'?: 'VehiclePage_VehicleFragment' };

export const AccountMenu_UserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountMenu_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}}]}}]} as unknown as DocumentNode<AccountMenu_UserFragment, unknown>;
export const GarageVehicle_VehicleFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GarageVehicle_vehicle"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GarageVehicle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"make"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"engine"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}}]} as unknown as DocumentNode<GarageVehicle_VehicleFragment, unknown>;
export const AccountEntry_PayloadFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountEntry_payload"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuthPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountMenu_user"}}]}},{"kind":"Field","name":{"kind":"Name","value":"merged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cartItems"}},{"kind":"Field","name":{"kind":"Name","value":"wishlistItems"}},{"kind":"Field","name":{"kind":"Name","value":"compareItems"}},{"kind":"Field","name":{"kind":"Name","value":"garageVehicles"}},{"kind":"Field","name":{"kind":"Name","value":"vehicles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"make"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"engine"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"GarageVehicle_vehicle"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountMenu_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GarageVehicle_vehicle"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GarageVehicle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"make"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"engine"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}}]} as unknown as DocumentNode<AccountEntry_PayloadFragment, unknown>;
export const OrdersTable_OrderFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrdersTable_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]} as unknown as DocumentNode<OrdersTable_OrderFragment, unknown>;
export const PostCard_PostFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostCard_post"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BlogPost"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<PostCard_PostFragment, unknown>;
export const PostView_PostFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostView_post"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BlogPost"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"previous"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"next"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]} as unknown as DocumentNode<PostView_PostFragment, unknown>;
export const CartLine_ItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartLine_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"fitStatus"}}]}}]}}]} as unknown as DocumentNode<CartLine_ItemFragment, unknown>;
export const ProductCard_ProductFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCard_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"partNumber"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"reviews"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"compareAtPrice"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"badges"}},{"kind":"Field","name":{"kind":"Name","value":"fitStatus"}},{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}}]} as unknown as DocumentNode<ProductCard_ProductFragment, unknown>;
export const ProductListing_ListFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductListing_list"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductList"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCard_product"}}]}},{"kind":"Field","name":{"kind":"Name","value":"filters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"range"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"countsExact"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCard_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"partNumber"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"reviews"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"compareAtPrice"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"badges"}},{"kind":"Field","name":{"kind":"Name","value":"fitStatus"}},{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}}]} as unknown as DocumentNode<ProductListing_ListFragment, unknown>;
export const ProductSpecification_ProductFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductSpecification_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"featured"}},{"kind":"Field","name":{"kind":"Name","value":"values"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"attributeGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"attributes"}}]}}]}}]}}]} as unknown as DocumentNode<ProductSpecification_ProductFragment, unknown>;
export const ProductNumbers_ProductFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductNumbers_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"oeNumbers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"make"}}]}},{"kind":"Field","name":{"kind":"Name","value":"gtins"}}]}}]} as unknown as DocumentNode<ProductNumbers_ProductFragment, unknown>;
export const ProductTabs_ProductFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductTabs_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"reviews"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductSpecification_product"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductNumbers_product"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductSpecification_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"featured"}},{"kind":"Field","name":{"kind":"Name","value":"values"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"attributeGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"attributes"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductNumbers_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"oeNumbers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"make"}}]}},{"kind":"Field","name":{"kind":"Name","value":"gtins"}}]}}]} as unknown as DocumentNode<ProductTabs_ProductFragment, unknown>;
export const ProductPurchase_ProductFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductPurchase_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"purchasable"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"values"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]}}]}}]} as unknown as DocumentNode<ProductPurchase_ProductFragment, unknown>;
export const ProductSummary_ProductFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductSummary_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"partNumber"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"compareAtPrice"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"reviews"}},{"kind":"Field","name":{"kind":"Name","value":"availability"}},{"kind":"Field","name":{"kind":"Name","value":"delivery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minDays"}},{"kind":"Field","name":{"kind":"Name","value":"maxDays"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fitStatus"}},{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}}]}}]} as unknown as DocumentNode<ProductSummary_ProductFragment, unknown>;
export const OrderAddress_AddressFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderAddress_address"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"}},{"kind":"Field","name":{"kind":"Name","value":"documentNumber"}},{"kind":"Field","name":{"kind":"Name","value":"ivaCondition"}}]}}]} as unknown as DocumentNode<OrderAddress_AddressFragment, unknown>;
export const OrderTracking_OrderFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderTracking_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tracking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"carrierName"}},{"kind":"Field","name":{"kind":"Name","value":"trackingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"checkedAt"}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]}}]} as unknown as DocumentNode<OrderTracking_OrderFragment, unknown>;
export const OrderView_OrderFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderView_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"payment"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"shippingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderAddress_address"}}]}},{"kind":"Field","name":{"kind":"Name","value":"billingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderAddress_address"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoiceType"}},{"kind":"Field","name":{"kind":"Name","value":"invoice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"letter"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"cae"}},{"kind":"Field","name":{"kind":"Name","value":"caeDueDate"}},{"kind":"Field","name":{"kind":"Name","value":"pdfUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shipping"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"carrier"}},{"kind":"Field","name":{"kind":"Name","value":"carrierName"}},{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"branch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"locality"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"onlinePayment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"providerPaymentId"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"refundedCentavos"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderTracking_order"}},{"kind":"Field","name":{"kind":"Name","value":"shipment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"carrier"}},{"kind":"Field","name":{"kind":"Name","value":"trackingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"shippedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}},{"kind":"Field","name":{"kind":"Name","value":"revocation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderAddress_address"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"}},{"kind":"Field","name":{"kind":"Name","value":"documentNumber"}},{"kind":"Field","name":{"kind":"Name","value":"ivaCondition"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderTracking_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tracking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"carrierName"}},{"kind":"Field","name":{"kind":"Name","value":"trackingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"checkedAt"}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]}}]} as unknown as DocumentNode<OrderView_OrderFragment, unknown>;
export const Garage_GarageFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Garage_garage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Garage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vehicles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GarageVehicle_vehicle"}},{"kind":"Field","name":{"kind":"Name","value":"addedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currentVehicle"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GarageVehicle_vehicle"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GarageVehicle_vehicle"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GarageVehicle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"make"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"engine"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}}]} as unknown as DocumentNode<Garage_GarageFragment, unknown>;
export const HomeColumns_ProductFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HomeColumns_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"reviews"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"compareAtPrice"}}]}}]} as unknown as DocumentNode<HomeColumns_ProductFragment, unknown>;
export const MiniCart_CartFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MiniCart_cart"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"images"}}]}}]}}]}}]} as unknown as DocumentNode<MiniCart_CartFragment, unknown>;
export const SavedAddress_AddressFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedAddress_address"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"}},{"kind":"Field","name":{"kind":"Name","value":"documentNumber"}},{"kind":"Field","name":{"kind":"Name","value":"ivaCondition"}},{"kind":"Field","name":{"kind":"Name","value":"default"}}]}}]} as unknown as DocumentNode<SavedAddress_AddressFragment, unknown>;
export const CompareEntries_CompareFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompareEntries_compare"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Compare"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"attributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}}]}}]} as unknown as DocumentNode<CompareEntries_CompareFragment, unknown>;
export const WishlistEntries_WishlistFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WishlistEntries_wishlist"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Wishlist"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addedAt"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}}]}}]} as unknown as DocumentNode<WishlistEntries_WishlistFragment, unknown>;
export const ShippingOption_OptionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShippingOption_option"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShippingOption"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quoteId"}},{"kind":"Field","name":{"kind":"Name","value":"carrier"}},{"kind":"Field","name":{"kind":"Name","value":"carrierName"}},{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"priceCentavos"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryDaysMin"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryDaysMax"}},{"kind":"Field","name":{"kind":"Name","value":"arrivesFrom"}},{"kind":"Field","name":{"kind":"Name","value":"arrivesBy"}}]}}]} as unknown as DocumentNode<ShippingOption_OptionFragment, unknown>;
export const ShippingQuote_QuoteFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShippingQuote_quote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShippingQuote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"locality"}},{"kind":"Field","name":{"kind":"Name","value":"fallback"}},{"kind":"Field","name":{"kind":"Name","value":"cheapest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShippingOption_option"}}]}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShippingOption_option"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShippingOption_option"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShippingOption"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quoteId"}},{"kind":"Field","name":{"kind":"Name","value":"carrier"}},{"kind":"Field","name":{"kind":"Name","value":"carrierName"}},{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"priceCentavos"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryDaysMin"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryDaysMax"}},{"kind":"Field","name":{"kind":"Name","value":"arrivesFrom"}},{"kind":"Field","name":{"kind":"Name","value":"arrivesBy"}}]}}]} as unknown as DocumentNode<ShippingQuote_QuoteFragment, unknown>;
export const VehiclePage_VehicleFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VehiclePage_vehicle"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Vehicle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"yearTo"}},{"kind":"Field","name":{"kind":"Name","value":"make"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"engine"}},{"kind":"Field","name":{"kind":"Name","value":"fuelType"}},{"kind":"Field","name":{"kind":"Name","value":"powerKw"}},{"kind":"Field","name":{"kind":"Name","value":"powerHp"}},{"kind":"Field","name":{"kind":"Name","value":"capacityCc"}},{"kind":"Field","name":{"kind":"Name","value":"engineCodes"}},{"kind":"Field","name":{"kind":"Name","value":"path"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"year"},"value":{"kind":"Variable","name":{"kind":"Name","value":"year"}}}]}]}}]} as unknown as DocumentNode<VehiclePage_VehicleFragment, unknown>;
export const AccountGuardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountGuard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<AccountGuardQuery, AccountGuardQueryVariables>;
export const AddressesPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AddressesPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedAddress_address"}}]}},{"kind":"Field","name":{"kind":"Name","value":"countries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedAddress_address"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"}},{"kind":"Field","name":{"kind":"Name","value":"documentNumber"}},{"kind":"Field","name":{"kind":"Name","value":"ivaCondition"}},{"kind":"Field","name":{"kind":"Name","value":"default"}}]}}]} as unknown as DocumentNode<AddressesPageQuery, AddressesPageQueryVariables>;
export const EditAddressPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EditAddressPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isNew"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"skip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isNew"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedAddress_address"}}]}},{"kind":"Field","name":{"kind":"Name","value":"countries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedAddress_address"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"}},{"kind":"Field","name":{"kind":"Name","value":"documentNumber"}},{"kind":"Field","name":{"kind":"Name","value":"ivaCondition"}},{"kind":"Field","name":{"kind":"Name","value":"default"}}]}}]} as unknown as DocumentNode<EditAddressPageQuery, EditAddressPageQueryVariables>;
export const AddAddressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddAddress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddressInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedAddress_address"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedAddress_address"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"}},{"kind":"Field","name":{"kind":"Name","value":"documentNumber"}},{"kind":"Field","name":{"kind":"Name","value":"ivaCondition"}},{"kind":"Field","name":{"kind":"Name","value":"default"}}]}}]} as unknown as DocumentNode<AddAddressMutation, AddAddressMutationVariables>;
export const RemoveAddressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveAddress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RemoveAddressMutation, RemoveAddressMutationVariables>;
export const SetDefaultAddressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetDefaultAddress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setDefaultAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedAddress_address"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedAddress_address"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"}},{"kind":"Field","name":{"kind":"Name","value":"documentNumber"}},{"kind":"Field","name":{"kind":"Name","value":"ivaCondition"}},{"kind":"Field","name":{"kind":"Name","value":"default"}}]}}]} as unknown as DocumentNode<SetDefaultAddressMutation, SetDefaultAddressMutationVariables>;
export const UpdateAddressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateAddress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddressInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedAddress_address"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedAddress_address"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"}},{"kind":"Field","name":{"kind":"Name","value":"documentNumber"}},{"kind":"Field","name":{"kind":"Name","value":"ivaCondition"}},{"kind":"Field","name":{"kind":"Name","value":"default"}}]}}]} as unknown as DocumentNode<UpdateAddressMutation, UpdateAddressMutationVariables>;
export const DashboardPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"addresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedAddress_address"}}]}},{"kind":"Field","name":{"kind":"Name","value":"orders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrdersTable_order"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"countries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedAddress_address"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"}},{"kind":"Field","name":{"kind":"Name","value":"documentNumber"}},{"kind":"Field","name":{"kind":"Name","value":"ivaCondition"}},{"kind":"Field","name":{"kind":"Name","value":"default"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrdersTable_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]} as unknown as DocumentNode<DashboardPageQuery, DashboardPageQueryVariables>;
export const LoginPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LoginPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shop"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"demoMode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"demoAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"password"}}]}}]}}]} as unknown as DocumentNode<LoginPageQuery, LoginPageQueryVariables>;
export const OrderDetailsPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderDetailsPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderView_order"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderAddress_address"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"}},{"kind":"Field","name":{"kind":"Name","value":"documentNumber"}},{"kind":"Field","name":{"kind":"Name","value":"ivaCondition"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderTracking_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tracking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"carrierName"}},{"kind":"Field","name":{"kind":"Name","value":"trackingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"checkedAt"}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderView_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"payment"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"shippingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderAddress_address"}}]}},{"kind":"Field","name":{"kind":"Name","value":"billingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderAddress_address"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoiceType"}},{"kind":"Field","name":{"kind":"Name","value":"invoice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"letter"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"cae"}},{"kind":"Field","name":{"kind":"Name","value":"caeDueDate"}},{"kind":"Field","name":{"kind":"Name","value":"pdfUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shipping"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"carrier"}},{"kind":"Field","name":{"kind":"Name","value":"carrierName"}},{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"branch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"locality"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"onlinePayment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"providerPaymentId"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"refundedCentavos"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderTracking_order"}},{"kind":"Field","name":{"kind":"Name","value":"shipment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"carrier"}},{"kind":"Field","name":{"kind":"Name","value":"trackingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"shippedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}},{"kind":"Field","name":{"kind":"Name","value":"revocation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}}]}}]}}]} as unknown as DocumentNode<OrderDetailsPageQuery, OrderDetailsPageQueryVariables>;
export const OrdersPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrdersPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrdersTable_order"}}]}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrdersTable_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]} as unknown as DocumentNode<OrdersPageQuery, OrdersPageQueryVariables>;
export const PasswordResetValidDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PasswordResetValid"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passwordResetValid"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}]}]}}]} as unknown as DocumentNode<PasswordResetValidQuery, PasswordResetValidQueryVariables>;
export const RequestPasswordResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}]}]}}]} as unknown as DocumentNode<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const ResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"newPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}}}]}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const DevicesSectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DevicesSection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"devices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"signedInAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastActiveAt"}},{"kind":"Field","name":{"kind":"Name","value":"current"}}]}}]}}]} as unknown as DocumentNode<DevicesSectionQuery, DevicesSectionQueryVariables>;
export const ChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currentPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"currentPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currentPassword"}}},{"kind":"Argument","name":{"kind":"Name","value":"newPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}}}]}]}}]} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const SignOutDeviceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignOutDevice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOutDevice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<SignOutDeviceMutation, SignOutDeviceMutationVariables>;
export const SignOutOtherDevicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignOutOtherDevices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOutOtherDevices"}}]}}]} as unknown as DocumentNode<SignOutOtherDevicesMutation, SignOutOtherDevicesMutationVariables>;
export const ProfilePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProfilePage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]}}]} as unknown as DocumentNode<ProfilePageQuery, ProfilePageQueryVariables>;
export const UpdateProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}}]}}]}}]} as unknown as DocumentNode<UpdateProfileMutation, UpdateProfileMutationVariables>;
export const RegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Register"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountEntry_payload"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountMenu_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GarageVehicle_vehicle"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GarageVehicle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"make"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"engine"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountEntry_payload"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuthPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountMenu_user"}}]}},{"kind":"Field","name":{"kind":"Name","value":"merged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cartItems"}},{"kind":"Field","name":{"kind":"Name","value":"wishlistItems"}},{"kind":"Field","name":{"kind":"Name","value":"compareItems"}},{"kind":"Field","name":{"kind":"Name","value":"garageVehicles"}},{"kind":"Field","name":{"kind":"Name","value":"vehicles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"make"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"engine"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"GarageVehicle_vehicle"}}]}}]}}]}}]} as unknown as DocumentNode<RegisterMutation, RegisterMutationVariables>;
export const SignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountEntry_payload"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountMenu_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GarageVehicle_vehicle"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GarageVehicle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"make"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"engine"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountEntry_payload"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuthPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountMenu_user"}}]}},{"kind":"Field","name":{"kind":"Name","value":"merged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cartItems"}},{"kind":"Field","name":{"kind":"Name","value":"wishlistItems"}},{"kind":"Field","name":{"kind":"Name","value":"compareItems"}},{"kind":"Field","name":{"kind":"Name","value":"garageVehicles"}},{"kind":"Field","name":{"kind":"Name","value":"vehicles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"make"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"engine"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"GarageVehicle_vehicle"}}]}}]}}]}}]} as unknown as DocumentNode<SignInMutation, SignInMutationVariables>;
export const SignOutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOut"}}]}}]} as unknown as DocumentNode<SignOutMutation, SignOutMutationVariables>;
export const BlogListPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BlogListPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"category"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"blogPosts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"category"},"value":{"kind":"Variable","name":{"kind":"Name","value":"category"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"8"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostCard_post"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"blogCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostCard_post"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BlogPost"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<BlogListPageQuery, BlogListPageQueryVariables>;
export const BlogSidebarDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BlogSidebar"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"blogCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"itemsCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"blogPosts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"4"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"date"}}]}}]}}]}}]} as unknown as DocumentNode<BlogSidebarQuery, BlogSidebarQueryVariables>;
export const PostPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PostPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"blogPost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostView_post"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostView_post"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BlogPost"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"previous"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"next"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]} as unknown as DocumentNode<PostPageQuery, PostPageQueryVariables>;
export const PostPageLatestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PostPageLatest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"blogPosts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostView_post"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostView_post"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BlogPost"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"previous"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"next"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]} as unknown as DocumentNode<PostPageLatestQuery, PostPageLatestQueryVariables>;
export const CartPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CartPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MiniCart_cart"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartLine_item"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"fitStatus"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MiniCart_cart"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"images"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartLine_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"fitStatus"}}]}}]}}]} as unknown as DocumentNode<CartPageQuery, CartPageQueryVariables>;
export const AddToCartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddToCart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quantity"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"options"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CartItemOptionInput"}}}}},"defaultValue":{"kind":"ListValue","values":[]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addToCart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}},{"kind":"Argument","name":{"kind":"Name","value":"quantity"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quantity"}}},{"kind":"Argument","name":{"kind":"Name","value":"options"},"value":{"kind":"Variable","name":{"kind":"Name","value":"options"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MiniCart_cart"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MiniCart_cart"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"images"}}]}}]}}]}}]} as unknown as DocumentNode<AddToCartMutation, AddToCartMutationVariables>;
export const RemoveCartItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveCartItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"itemId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeCartItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"itemId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"itemId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MiniCart_cart"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MiniCart_cart"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"images"}}]}}]}}]}}]} as unknown as DocumentNode<RemoveCartItemMutation, RemoveCartItemMutationVariables>;
export const UpdateCartItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCartItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"itemId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quantity"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCartItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"itemId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"itemId"}}},{"kind":"Argument","name":{"kind":"Name","value":"quantity"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quantity"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MiniCart_cart"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MiniCart_cart"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"images"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateCartItemMutation, UpdateCartItemMutationVariables>;
export const CatalogStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CatalogStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"catalogStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]} as unknown as DocumentNode<CatalogStatusQuery, CatalogStatusQueryVariables>;
export const CategoryPagePartsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CategoryPageParts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vehicleId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"brands"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"price"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PriceRangeInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"parent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"partProducts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"categoryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"vehicleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vehicleId"}}},{"kind":"Argument","name":{"kind":"Name","value":"brands"},"value":{"kind":"Variable","name":{"kind":"Name","value":"brands"}}},{"kind":"Argument","name":{"kind":"Name","value":"price"},"value":{"kind":"Variable","name":{"kind":"Name","value":"price"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"8"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductListing_list"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCard_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"partNumber"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"reviews"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"compareAtPrice"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"badges"}},{"kind":"Field","name":{"kind":"Name","value":"fitStatus"}},{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductListing_list"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductList"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCard_product"}}]}},{"kind":"Field","name":{"kind":"Name","value":"filters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"range"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"countsExact"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<CategoryPagePartsQuery, CategoryPagePartsQueryVariables>;
export const CategoryPageCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CategoryPageCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"category"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"layout"}},{"kind":"Field","name":{"kind":"Name","value":"parent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"layout"}}]}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"itemsCount"}},{"kind":"Field","name":{"kind":"Name","value":"layout"}}]}}]}}]}}]} as unknown as DocumentNode<CategoryPageCategoryQuery, CategoryPageCategoryQueryVariables>;
export const CategoryPageProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CategoryPageProducts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"category"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filters"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductListFilters"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductSort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"category"},"value":{"kind":"Variable","name":{"kind":"Name","value":"category"}}},{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filters"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"8"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductListing_list"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCard_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"partNumber"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"reviews"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"compareAtPrice"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"badges"}},{"kind":"Field","name":{"kind":"Name","value":"fitStatus"}},{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductListing_list"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductList"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCard_product"}}]}},{"kind":"Field","name":{"kind":"Name","value":"filters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"range"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"countsExact"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<CategoryPageProductsQuery, CategoryPageProductsQueryVariables>;
export const ProductAnalogsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductAnalogs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productAnalogs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"8"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCard_product"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCard_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"partNumber"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"reviews"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"compareAtPrice"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"badges"}},{"kind":"Field","name":{"kind":"Name","value":"fitStatus"}},{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}}]} as unknown as DocumentNode<ProductAnalogsQuery, ProductAnalogsQueryVariables>;
export const ProductPageRelatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductPageRelated"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"relatedProducts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"8"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCard_product"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCard_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"partNumber"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"reviews"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"compareAtPrice"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"badges"}},{"kind":"Field","name":{"kind":"Name","value":"fitStatus"}},{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}}]} as unknown as DocumentNode<ProductPageRelatedQuery, ProductPageRelatedQueryVariables>;
export const ProductFitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductFit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"fitStatus"}},{"kind":"Field","name":{"kind":"Name","value":"fitmentNotes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}},{"kind":"Field","name":{"kind":"Name","value":"garageFit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"notes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vehicle"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GarageVehicle_vehicle"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GarageVehicle_vehicle"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GarageVehicle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"make"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"engine"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}}]} as unknown as DocumentNode<ProductFitQuery, ProductFitQueryVariables>;
export const ProductPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"purchasable"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductSummary_product"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductPurchase_product"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductTabs_product"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductSpecification_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"featured"}},{"kind":"Field","name":{"kind":"Name","value":"values"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"attributeGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"attributes"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductNumbers_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"oeNumbers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"make"}}]}},{"kind":"Field","name":{"kind":"Name","value":"gtins"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductSummary_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"partNumber"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"compareAtPrice"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"reviews"}},{"kind":"Field","name":{"kind":"Name","value":"availability"}},{"kind":"Field","name":{"kind":"Name","value":"delivery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minDays"}},{"kind":"Field","name":{"kind":"Name","value":"maxDays"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fitStatus"}},{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductPurchase_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"purchasable"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"values"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductTabs_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"reviews"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductSpecification_product"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductNumbers_product"}}]}}]} as unknown as DocumentNode<ProductPageQuery, ProductPageQueryVariables>;
export const ProductReviewsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductReviews"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productReviews"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}}]}}]} as unknown as DocumentNode<ProductReviewsQuery, ProductReviewsQueryVariables>;
export const AddReviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddReview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddReviewInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addReview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AddReviewMutation, AddReviewMutationVariables>;
export const ProductVehiclesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductVehicles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"linkedVehicles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"yearTo"}},{"kind":"Field","name":{"kind":"Name","value":"make"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"engine"}},{"kind":"Field","name":{"kind":"Name","value":"fuelType"}},{"kind":"Field","name":{"kind":"Name","value":"powerKw"}},{"kind":"Field","name":{"kind":"Name","value":"powerHp"}},{"kind":"Field","name":{"kind":"Name","value":"capacityCc"}},{"kind":"Field","name":{"kind":"Name","value":"engineCodes"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ProductVehiclesQuery, ProductVehiclesQueryVariables>;
export const SearchPageResultsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchPageResults"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vehicleId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filters"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductListFilters"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductSort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"search"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"vehicleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vehicleId"}}},{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filters"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"8"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductListing_list"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCard_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"partNumber"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"reviews"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"compareAtPrice"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"badges"}},{"kind":"Field","name":{"kind":"Name","value":"fitStatus"}},{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductListing_list"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductList"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCard_product"}}]}},{"kind":"Field","name":{"kind":"Name","value":"filters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"range"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"countsExact"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<SearchPageResultsQuery, SearchPageResultsQueryVariables>;
export const ShopPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShopPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vehicleId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"depth"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"itemsCount"}},{"kind":"Field","name":{"kind":"Name","value":"layout"}}]}},{"kind":"Field","name":{"kind":"Name","value":"partCategories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"vehicleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vehicleId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"itemsCount"}}]}}]}}]} as unknown as DocumentNode<ShopPageQuery, ShopPageQueryVariables>;
export const CheckoutPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckoutPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MiniCart_cart"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"publicKey"}}]}},{"kind":"Field","name":{"kind":"Name","value":"countries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MiniCart_cart"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"images"}}]}}]}}]}}]} as unknown as DocumentNode<CheckoutPageQuery, CheckoutPageQueryVariables>;
export const CheckoutAddressesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckoutAddresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedAddress_address"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedAddress_address"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"}},{"kind":"Field","name":{"kind":"Name","value":"documentNumber"}},{"kind":"Field","name":{"kind":"Name","value":"ivaCondition"}},{"kind":"Field","name":{"kind":"Name","value":"default"}}]}}]} as unknown as DocumentNode<CheckoutAddressesQuery, CheckoutAddressesQueryVariables>;
export const OrderSuccessDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderSuccess"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderByToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderView_order"}}]}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderAddress_address"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"}},{"kind":"Field","name":{"kind":"Name","value":"documentNumber"}},{"kind":"Field","name":{"kind":"Name","value":"ivaCondition"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderTracking_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tracking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"carrierName"}},{"kind":"Field","name":{"kind":"Name","value":"trackingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"checkedAt"}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderView_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"payment"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"shippingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderAddress_address"}}]}},{"kind":"Field","name":{"kind":"Name","value":"billingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderAddress_address"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoiceType"}},{"kind":"Field","name":{"kind":"Name","value":"invoice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"letter"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"cae"}},{"kind":"Field","name":{"kind":"Name","value":"caeDueDate"}},{"kind":"Field","name":{"kind":"Name","value":"pdfUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shipping"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"carrier"}},{"kind":"Field","name":{"kind":"Name","value":"carrierName"}},{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"branch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"locality"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"onlinePayment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"providerPaymentId"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"refundedCentavos"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderTracking_order"}},{"kind":"Field","name":{"kind":"Name","value":"shipment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"carrier"}},{"kind":"Field","name":{"kind":"Name","value":"trackingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"shippedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}},{"kind":"Field","name":{"kind":"Name","value":"revocation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}}]}}]}}]} as unknown as DocumentNode<OrderSuccessQuery, OrderSuccessQueryVariables>;
export const OrderInvoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderInvoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderByToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"letter"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"cae"}},{"kind":"Field","name":{"kind":"Name","value":"caeDueDate"}},{"kind":"Field","name":{"kind":"Name","value":"pdfUrl"}}]}}]}}]}}]} as unknown as DocumentNode<OrderInvoiceQuery, OrderInvoiceQueryVariables>;
export const ConfirmPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"paymentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderView_order"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderAddress_address"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"}},{"kind":"Field","name":{"kind":"Name","value":"documentNumber"}},{"kind":"Field","name":{"kind":"Name","value":"ivaCondition"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderTracking_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tracking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"carrierName"}},{"kind":"Field","name":{"kind":"Name","value":"trackingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"checkedAt"}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderView_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"payment"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"shippingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderAddress_address"}}]}},{"kind":"Field","name":{"kind":"Name","value":"billingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderAddress_address"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoiceType"}},{"kind":"Field","name":{"kind":"Name","value":"invoice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"letter"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"cae"}},{"kind":"Field","name":{"kind":"Name","value":"caeDueDate"}},{"kind":"Field","name":{"kind":"Name","value":"pdfUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shipping"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"carrier"}},{"kind":"Field","name":{"kind":"Name","value":"carrierName"}},{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"branch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"locality"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"onlinePayment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"providerPaymentId"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"refundedCentavos"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderTracking_order"}},{"kind":"Field","name":{"kind":"Name","value":"shipment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"carrier"}},{"kind":"Field","name":{"kind":"Name","value":"trackingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"shippedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}},{"kind":"Field","name":{"kind":"Name","value":"revocation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}}]}}]}}]} as unknown as DocumentNode<ConfirmPaymentMutation, ConfirmPaymentMutationVariables>;
export const StartPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<StartPaymentMutation, StartPaymentMutationVariables>;
export const RequestOrderRevocationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestOrderRevocation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderRevocationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestOrderRevocation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"termStartsAt"}},{"kind":"Field","name":{"kind":"Name","value":"termEndsAt"}},{"kind":"Field","name":{"kind":"Name","value":"withinTerm"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]} as unknown as DocumentNode<RequestOrderRevocationMutation, RequestOrderRevocationMutationVariables>;
export const TrackOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TrackOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"number"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trackOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"number"},"value":{"kind":"Variable","name":{"kind":"Name","value":"number"}}},{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderView_order"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderAddress_address"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"}},{"kind":"Field","name":{"kind":"Name","value":"documentNumber"}},{"kind":"Field","name":{"kind":"Name","value":"ivaCondition"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderTracking_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tracking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"carrierName"}},{"kind":"Field","name":{"kind":"Name","value":"trackingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"checkedAt"}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderView_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"payment"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"shippingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderAddress_address"}}]}},{"kind":"Field","name":{"kind":"Name","value":"billingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderAddress_address"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoiceType"}},{"kind":"Field","name":{"kind":"Name","value":"invoice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"letter"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"cae"}},{"kind":"Field","name":{"kind":"Name","value":"caeDueDate"}},{"kind":"Field","name":{"kind":"Name","value":"pdfUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shipping"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"carrier"}},{"kind":"Field","name":{"kind":"Name","value":"carrierName"}},{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"branch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"locality"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"onlinePayment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"providerPaymentId"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"refundedCentavos"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderTracking_order"}},{"kind":"Field","name":{"kind":"Name","value":"shipment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"carrier"}},{"kind":"Field","name":{"kind":"Name","value":"trackingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"shippedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}},{"kind":"Field","name":{"kind":"Name","value":"revocation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}}]}}]}}]} as unknown as DocumentNode<TrackOrderQuery, TrackOrderQueryVariables>;
export const TrackOrderByTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TrackOrderByToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderByToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderView_order"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderAddress_address"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"}},{"kind":"Field","name":{"kind":"Name","value":"documentNumber"}},{"kind":"Field","name":{"kind":"Name","value":"ivaCondition"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderTracking_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tracking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"carrierName"}},{"kind":"Field","name":{"kind":"Name","value":"trackingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"checkedAt"}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderView_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"payment"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"shippingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderAddress_address"}}]}},{"kind":"Field","name":{"kind":"Name","value":"billingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderAddress_address"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoiceType"}},{"kind":"Field","name":{"kind":"Name","value":"invoice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"letter"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"cae"}},{"kind":"Field","name":{"kind":"Name","value":"caeDueDate"}},{"kind":"Field","name":{"kind":"Name","value":"pdfUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shipping"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"carrier"}},{"kind":"Field","name":{"kind":"Name","value":"carrierName"}},{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"branch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"locality"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"onlinePayment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"providerPaymentId"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"refundedCentavos"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderTracking_order"}},{"kind":"Field","name":{"kind":"Name","value":"shipment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"carrier"}},{"kind":"Field","name":{"kind":"Name","value":"trackingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"shippedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}},{"kind":"Field","name":{"kind":"Name","value":"revocation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}}]}}]}}]} as unknown as DocumentNode<TrackOrderByTokenQuery, TrackOrderByTokenQueryVariables>;
export const PlaceOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PlaceOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CheckoutInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"payment"}}]}}]}}]} as unknown as DocumentNode<PlaceOrderMutation, PlaceOrderMutationVariables>;
export const CurrencyRatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CurrencyRates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shop"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currencies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"pesosPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]}}]} as unknown as DocumentNode<CurrencyRatesQuery, CurrencyRatesQueryVariables>;
export const FrameShopDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FrameShop"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shop"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slogan"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"hours"}},{"kind":"Field","name":{"kind":"Name","value":"demoMode"}}]}}]}}]} as unknown as DocumentNode<FrameShopQuery, FrameShopQueryVariables>;
export const FrameShopperDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FrameShopper"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountMenu_user"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MiniCart_cart"}}]}},{"kind":"Field","name":{"kind":"Name","value":"wishlist"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"garage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Garage_garage"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GarageVehicle_vehicle"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GarageVehicle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"make"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"engine"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountMenu_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MiniCart_cart"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"images"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Garage_garage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Garage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vehicles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GarageVehicle_vehicle"}},{"kind":"Field","name":{"kind":"Name","value":"addedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currentVehicle"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GarageVehicle_vehicle"}}]}}]}}]} as unknown as DocumentNode<FrameShopperQuery, FrameShopperQueryVariables>;
export const DepartmentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Departments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"departments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"layout"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"layout"}}]}}]}}]}}]} as unknown as DocumentNode<DepartmentsQuery, DepartmentsQueryVariables>;
export const SearchSuggestionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchSuggestions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vehicleId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchSuggestions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"vehicleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vehicleId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"query"}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"reviews"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"compareAtPrice"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"layout"}}]}}]}}]}}]} as unknown as DocumentNode<SearchSuggestionsQuery, SearchSuggestionsQueryVariables>;
export const GaragePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GaragePage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"garage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Garage_garage"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GarageVehicle_vehicle"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GarageVehicle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"make"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"engine"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Garage_garage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Garage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vehicles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GarageVehicle_vehicle"}},{"kind":"Field","name":{"kind":"Name","value":"addedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currentVehicle"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GarageVehicle_vehicle"}}]}}]}}]} as unknown as DocumentNode<GaragePageQuery, GaragePageQueryVariables>;
export const AddVehicleToGarageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddVehicleToGarage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vehicleId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"year"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addVehicleToGarage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"vehicleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vehicleId"}}},{"kind":"Argument","name":{"kind":"Name","value":"year"},"value":{"kind":"Variable","name":{"kind":"Name","value":"year"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Garage_garage"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GarageVehicle_vehicle"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GarageVehicle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"make"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"engine"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Garage_garage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Garage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vehicles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GarageVehicle_vehicle"}},{"kind":"Field","name":{"kind":"Name","value":"addedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currentVehicle"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GarageVehicle_vehicle"}}]}}]}}]} as unknown as DocumentNode<AddVehicleToGarageMutation, AddVehicleToGarageMutationVariables>;
export const CurrentVehicleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CurrentVehicle"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"garage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentVehicle"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GarageVehicle_vehicle"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GarageVehicle_vehicle"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GarageVehicle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"make"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"engine"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}}]} as unknown as DocumentNode<CurrentVehicleQuery, CurrentVehicleQueryVariables>;
export const RemoveVehicleFromGarageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveVehicleFromGarage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vehicleId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeVehicleFromGarage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"vehicleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vehicleId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Garage_garage"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GarageVehicle_vehicle"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GarageVehicle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"make"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"engine"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Garage_garage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Garage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vehicles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GarageVehicle_vehicle"}},{"kind":"Field","name":{"kind":"Name","value":"addedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currentVehicle"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GarageVehicle_vehicle"}}]}}]}}]} as unknown as DocumentNode<RemoveVehicleFromGarageMutation, RemoveVehicleFromGarageMutationVariables>;
export const SetCurrentVehicleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetCurrentVehicle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vehicleId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"year"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setCurrentVehicle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"vehicleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vehicleId"}}},{"kind":"Argument","name":{"kind":"Name","value":"year"},"value":{"kind":"Variable","name":{"kind":"Name","value":"year"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Garage_garage"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GarageVehicle_vehicle"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GarageVehicle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"make"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"engine"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Garage_garage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Garage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vehicles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GarageVehicle_vehicle"}},{"kind":"Field","name":{"kind":"Name","value":"addedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currentVehicle"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GarageVehicle_vehicle"}}]}}]}}]} as unknown as DocumentNode<SetCurrentVehicleMutation, SetCurrentVehicleMutationVariables>;
export const VehicleFormMakesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VehicleFormMakes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vehicleMakes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<VehicleFormMakesQuery, VehicleFormMakesQueryVariables>;
export const VehicleFormModelsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VehicleFormModels"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"makeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vehicleModels"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"makeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"makeId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"yearFrom"}},{"kind":"Field","name":{"kind":"Name","value":"yearTo"}}]}}]}}]} as unknown as DocumentNode<VehicleFormModelsQuery, VehicleFormModelsQueryVariables>;
export const VehicleFormYearsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VehicleFormYears"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"makeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"modelId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vehicleYears"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"makeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"makeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"modelId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"modelId"}}}]}]}}]} as unknown as DocumentNode<VehicleFormYearsQuery, VehicleFormYearsQueryVariables>;
export const VehicleFormEnginesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VehicleFormEngines"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"makeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"modelId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"year"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vehicles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"makeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"makeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"modelId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"modelId"}}},{"kind":"Argument","name":{"kind":"Name","value":"year"},"value":{"kind":"Variable","name":{"kind":"Name","value":"year"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"make"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"engine"}}]}}]}}]} as unknown as DocumentNode<VehicleFormEnginesQuery, VehicleFormEnginesQueryVariables>;
export const VehicleFormVinDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VehicleFormVin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vin"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vehiclesByVin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"vin"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vin"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"make"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"engine"}}]}}]}}]} as unknown as DocumentNode<VehicleFormVinQuery, VehicleFormVinQueryVariables>;
export const HomeProductTabsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeProductTabs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"featuredProducts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"Field","name":{"kind":"Name","value":"popularProducts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"Field","name":{"kind":"Name","value":"topRatedProducts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"Field","name":{"kind":"Name","value":"specialOffers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}}]} as unknown as DocumentNode<HomeProductTabsQuery, HomeProductTabsQueryVariables>;
export const HomeProductTabDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeProductTab"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"featured"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},"defaultValue":{"kind":"BooleanValue","value":false}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"popular"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},"defaultValue":{"kind":"BooleanValue","value":false}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"topRated"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},"defaultValue":{"kind":"BooleanValue","value":false}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"onSale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},"defaultValue":{"kind":"BooleanValue","value":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"featuredProducts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"8"}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"featured"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCard_product"}}]}},{"kind":"Field","name":{"kind":"Name","value":"popularProducts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"8"}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"popular"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCard_product"}}]}},{"kind":"Field","name":{"kind":"Name","value":"topRatedProducts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"8"}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"topRated"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCard_product"}}]}},{"kind":"Field","name":{"kind":"Name","value":"specialOffers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"8"}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"onSale"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCard_product"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCard_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"partNumber"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"reviews"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"compareAtPrice"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"badges"}},{"kind":"Field","name":{"kind":"Name","value":"fitStatus"}},{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}}]} as unknown as DocumentNode<HomeProductTabQuery, HomeProductTabQueryVariables>;
export const HomeSpecialOffersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeSpecialOffers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"specialOffers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"4"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCard_product"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCard_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"partNumber"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"reviews"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"compareAtPrice"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"badges"}},{"kind":"Field","name":{"kind":"Name","value":"fitStatus"}},{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}}]} as unknown as DocumentNode<HomeSpecialOffersQuery, HomeSpecialOffersQueryVariables>;
export const HomeColumnsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeColumns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"topRatedProducts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"3"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"HomeColumns_product"}}]}},{"kind":"Field","name":{"kind":"Name","value":"latestProducts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"3"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"HomeColumns_product"}}]}},{"kind":"Field","name":{"kind":"Name","value":"specialOffers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"3"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"HomeColumns_product"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HomeColumns_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"reviews"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"compareAtPrice"}}]}}]} as unknown as DocumentNode<HomeColumnsQuery, HomeColumnsQueryVariables>;
export const HomeCategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"depth"},"value":{"kind":"IntValue","value":"2"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"layout"}},{"kind":"Field","name":{"kind":"Name","value":"itemsCount"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"layout"}}]}}]}}]}}]} as unknown as DocumentNode<HomeCategoriesQuery, HomeCategoriesQueryVariables>;
export const HomeBrandsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeBrands"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partBrands"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"withLogo"},"value":{"kind":"BooleanValue","value":true}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"12"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}}]}}]} as unknown as DocumentNode<HomeBrandsQuery, HomeBrandsQueryVariables>;
export const HomeLatestPostsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeLatestPosts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"blogPosts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"3"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostCard_post"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostCard_post"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BlogPost"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<HomeLatestPostsQuery, HomeLatestPostsQueryVariables>;
export const HomeShopDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeShop"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shop"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slogan"}}]}}]}}]} as unknown as DocumentNode<HomeShopQuery, HomeShopQueryVariables>;
export const SavePreferencesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SavePreferences"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currency"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setPreferences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}},{"kind":"Argument","name":{"kind":"Name","value":"currency"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currency"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]} as unknown as DocumentNode<SavePreferencesMutation, SavePreferencesMutationVariables>;
export const ComparePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ComparePage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"compare"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CompareEntries_compare"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCard_product"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompareEntries_compare"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Compare"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"attributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCard_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"partNumber"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"reviews"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"compareAtPrice"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"badges"}},{"kind":"Field","name":{"kind":"Name","value":"fitStatus"}},{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}}]} as unknown as DocumentNode<ComparePageQuery, ComparePageQueryVariables>;
export const AddToCompareDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddToCompare"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addToCompare"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AddToCompareMutation, AddToCompareMutationVariables>;
export const AddToWishlistDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddToWishlist"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addToWishlist"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AddToWishlistMutation, AddToWishlistMutationVariables>;
export const ClearCompareDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClearCompare"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clearCompare"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CompareEntries_compare"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompareEntries_compare"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Compare"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"attributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}}]}}]} as unknown as DocumentNode<ClearCompareMutation, ClearCompareMutationVariables>;
export const RemoveFromCompareDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveFromCompare"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeFromCompare"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CompareEntries_compare"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompareEntries_compare"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Compare"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"attributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}}]}}]} as unknown as DocumentNode<RemoveFromCompareMutation, RemoveFromCompareMutationVariables>;
export const RemoveWishlistItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveWishlistItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeFromWishlist"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WishlistEntries_wishlist"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WishlistEntries_wishlist"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Wishlist"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addedAt"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}}]}}]} as unknown as DocumentNode<RemoveWishlistItemMutation, RemoveWishlistItemMutationVariables>;
export const WishlistPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WishlistPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"wishlist"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WishlistEntries_wishlist"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addedAt"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCard_product"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WishlistEntries_wishlist"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Wishlist"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addedAt"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCard_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"partNumber"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"reviews"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"compareAtPrice"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"badges"}},{"kind":"Field","name":{"kind":"Name","value":"fitStatus"}},{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}}]} as unknown as DocumentNode<WishlistPageQuery, WishlistPageQueryVariables>;
export const CartShippingQuoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CartShippingQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"postcode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shippingQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"postcode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"postcode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShippingQuote_quote"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShippingOption_option"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShippingOption"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quoteId"}},{"kind":"Field","name":{"kind":"Name","value":"carrier"}},{"kind":"Field","name":{"kind":"Name","value":"carrierName"}},{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"priceCentavos"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryDaysMin"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryDaysMax"}},{"kind":"Field","name":{"kind":"Name","value":"arrivesFrom"}},{"kind":"Field","name":{"kind":"Name","value":"arrivesBy"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShippingQuote_quote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShippingQuote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"locality"}},{"kind":"Field","name":{"kind":"Name","value":"fallback"}},{"kind":"Field","name":{"kind":"Name","value":"cheapest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShippingOption_option"}}]}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShippingOption_option"}}]}}]}}]} as unknown as DocumentNode<CartShippingQuoteQuery, CartShippingQuoteQueryVariables>;
export const ProductShippingQuoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductShippingQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"postcode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productShippingQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}},{"kind":"Argument","name":{"kind":"Name","value":"postcode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"postcode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShippingQuote_quote"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShippingOption_option"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShippingOption"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quoteId"}},{"kind":"Field","name":{"kind":"Name","value":"carrier"}},{"kind":"Field","name":{"kind":"Name","value":"carrierName"}},{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"priceCentavos"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryDaysMin"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryDaysMax"}},{"kind":"Field","name":{"kind":"Name","value":"arrivesFrom"}},{"kind":"Field","name":{"kind":"Name","value":"arrivesBy"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShippingQuote_quote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShippingQuote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"locality"}},{"kind":"Field","name":{"kind":"Name","value":"fallback"}},{"kind":"Field","name":{"kind":"Name","value":"cheapest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShippingOption_option"}}]}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShippingOption_option"}}]}}]}}]} as unknown as DocumentNode<ProductShippingQuoteQuery, ProductShippingQuoteQueryVariables>;
export const ShippingBranchesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShippingBranches"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"postcode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"carrier"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shippingBranches"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"postcode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"postcode"}}},{"kind":"Argument","name":{"kind":"Name","value":"carrier"},"value":{"kind":"Variable","name":{"kind":"Name","value":"carrier"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"carrier"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"locality"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}}]}}]}}]} as unknown as DocumentNode<ShippingBranchesQuery, ShippingBranchesQueryVariables>;
export const AboutPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AboutPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"depth"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"partBrands"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}}]} as unknown as DocumentNode<AboutPageQuery, AboutPageQueryVariables>;
export const ContactPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContactPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shop"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"hours"}}]}}]}}]} as unknown as DocumentNode<ContactPageQuery, ContactPageQueryVariables>;
export const SendContactMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendContactMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContactMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendContactMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"receivedAt"}}]}}]}}]} as unknown as DocumentNode<SendContactMessageMutation, SendContactMessageMutationVariables>;
export const VehicleGroupPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VehicleGroupPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"year"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"group"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"brands"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"price"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PriceRangeInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vehicle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VehiclePage_vehicle"}}]}},{"kind":"Field","name":{"kind":"Name","value":"partCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"group"}}},{"kind":"Argument","name":{"kind":"Name","value":"vehicleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"parent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"partProducts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"categoryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"group"}}},{"kind":"Argument","name":{"kind":"Name","value":"vehicleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"brands"},"value":{"kind":"Variable","name":{"kind":"Name","value":"brands"}}},{"kind":"Argument","name":{"kind":"Name","value":"price"},"value":{"kind":"Variable","name":{"kind":"Name","value":"price"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"8"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductListing_list"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","alias":{"kind":"Name","value":"vehicleFit"},"name":{"kind":"Name","value":"fitStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"vehicleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]},{"kind":"Field","name":{"kind":"Name","value":"fitmentNotes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"vehicleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCard_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"partNumber"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"reviews"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"compareAtPrice"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"badges"}},{"kind":"Field","name":{"kind":"Name","value":"fitStatus"}},{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VehiclePage_vehicle"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Vehicle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"yearTo"}},{"kind":"Field","name":{"kind":"Name","value":"make"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"engine"}},{"kind":"Field","name":{"kind":"Name","value":"fuelType"}},{"kind":"Field","name":{"kind":"Name","value":"powerKw"}},{"kind":"Field","name":{"kind":"Name","value":"powerHp"}},{"kind":"Field","name":{"kind":"Name","value":"capacityCc"}},{"kind":"Field","name":{"kind":"Name","value":"engineCodes"}},{"kind":"Field","name":{"kind":"Name","value":"path"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"year"},"value":{"kind":"Variable","name":{"kind":"Name","value":"year"}}}]}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductListing_list"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductList"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCard_product"}}]}},{"kind":"Field","name":{"kind":"Name","value":"filters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"range"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"countsExact"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<VehicleGroupPageQuery, VehicleGroupPageQueryVariables>;
export const VehicleMakePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VehicleMakePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"make"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vehicleMakeBySlug"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"make"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"models"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"yearFrom"}},{"kind":"Field","name":{"kind":"Name","value":"yearTo"}}]}}]}}]}}]} as unknown as DocumentNode<VehicleMakePageQuery, VehicleMakePageQueryVariables>;
export const VehicleMakesPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VehicleMakesPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vehicleMakes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}}]}}]} as unknown as DocumentNode<VehicleMakesPageQuery, VehicleMakesPageQueryVariables>;
export const VehicleModelPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VehicleModelPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"make"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"model"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vehicleModelBySlug"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"makeSlug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"make"}}},{"kind":"Argument","name":{"kind":"Name","value":"modelSlug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"model"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"yearFrom"}},{"kind":"Field","name":{"kind":"Name","value":"yearTo"}},{"kind":"Field","name":{"kind":"Name","value":"make"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vehicles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"yearTo"}},{"kind":"Field","name":{"kind":"Name","value":"engine"}},{"kind":"Field","name":{"kind":"Name","value":"fuelType"}},{"kind":"Field","name":{"kind":"Name","value":"powerKw"}},{"kind":"Field","name":{"kind":"Name","value":"powerHp"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}}]}}]}}]} as unknown as DocumentNode<VehicleModelPageQuery, VehicleModelPageQueryVariables>;
export const VehicleGarageStateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VehicleGarageState"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"garage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vehicles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"year"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currentVehicle"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"year"}}]}}]}}]}}]} as unknown as DocumentNode<VehicleGarageStateQuery, VehicleGarageStateQueryVariables>;
export const VehicleSuggestionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VehicleSuggestions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"make"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vehicleMakeBySlug"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"make"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"models"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"yearFrom"}},{"kind":"Field","name":{"kind":"Name","value":"yearTo"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"vehicleMakes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}}]}}]} as unknown as DocumentNode<VehicleSuggestionsQuery, VehicleSuggestionsQueryVariables>;
export const VehiclePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VehiclePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"year"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vehicle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VehiclePage_vehicle"}}]}},{"kind":"Field","name":{"kind":"Name","value":"partCategories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"vehicleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"itemsCount"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"itemsCount"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"vehicleParts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"vehicleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"8"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCard_product"}},{"kind":"Field","alias":{"kind":"Name","value":"vehicleFit"},"name":{"kind":"Name","value":"fitStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"vehicleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]},{"kind":"Field","name":{"kind":"Name","value":"fitmentNotes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"vehicleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VehiclePage_vehicle"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Vehicle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"yearTo"}},{"kind":"Field","name":{"kind":"Name","value":"make"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"engine"}},{"kind":"Field","name":{"kind":"Name","value":"fuelType"}},{"kind":"Field","name":{"kind":"Name","value":"powerKw"}},{"kind":"Field","name":{"kind":"Name","value":"powerHp"}},{"kind":"Field","name":{"kind":"Name","value":"capacityCc"}},{"kind":"Field","name":{"kind":"Name","value":"engineCodes"}},{"kind":"Field","name":{"kind":"Name","value":"path"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"year"},"value":{"kind":"Variable","name":{"kind":"Name","value":"year"}}}]}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCard_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"partNumber"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"reviews"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"compareAtPrice"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"badges"}},{"kind":"Field","name":{"kind":"Name","value":"fitStatus"}},{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}}]} as unknown as DocumentNode<VehiclePageQuery, VehiclePageQueryVariables>;
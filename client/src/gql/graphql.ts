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
 * A category of the shop's catalogue, of the blog, or an assembly group of the parts provider
 * (for those, `slug` is the assembly group node id as text and `layout` is `products`).
 */
export type Category = {
  __typename?: 'Category';
  /** Child categories (menus use two levels). */
  children: Array<Category>;
  customFields?: Maybe<Scalars['JSON']['output']>;
  id: Scalars['ID']['output'];
  /** URL of the category's picture, when it has one. */
  image?: Maybe<Scalars['String']['output']>;
  /** How many products (or posts) the category holds, its children included. */
  itemsCount: Scalars['Int']['output'];
  /** How the category page shows it: `categories` (a grid of child categories) or `products`. */
  layout: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** The parent category; null at the top level. */
  parent?: Maybe<Category>;
  slug: Scalars['String']['output'];
  type: CategoryType;
};

/** Whether a category holds shop products or blog posts. */
export type CategoryType =
  | 'BLOG'
  | 'SHOP';

/** Which vehicles a product fits. */
export type CompatibilityKind =
  /** Fits every vehicle (universal parts, and provider articles without linkage restrictions). */
  | 'ALL'
  /** Fits exactly the vehicles listed in `compatibleVehicleIds`. */
  | 'LIST'
  /** Not known. */
  | 'UNKNOWN';

/** A currency the shop can show prices in. Prices are stored in Argentine pesos; `rate` converts them. */
export type Currency = {
  __typename?: 'Currency';
  /** ISO 4217 code, for example `ARS`. */
  code: Scalars['String']['output'];
  /** Name of the currency in English. */
  name: Scalars['String']['output'];
  /** How many units of this currency make one Argentine peso's worth of the shop's prices. */
  rate: Scalars['Float']['output'];
  /** Symbol shown before (or, for RUB, after) the amount, for example `AR$`. */
  symbol: Scalars['String']['output'];
};

/** One choice of a check-list filter (a brand, for example) with the number of products it matches. */
export type FilterItem = {
  __typename?: 'FilterItem';
  count: Scalars['Int']['output'];
  name: Scalars['String']['output'];
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

/** The root of every change. */
export type Mutation = {
  __typename?: 'Mutation';
  /** Always `true`: lets a client check that mutations are accepted (the CSRF header included). */
  noop: Scalars['Boolean']['output'];
};

/**
 * A product: an item of the shop's own catalogue or an article of the parts provider, in one shape.
 * Its `id` equals its `slug`; provider articles have the slug `{genericArticleId}-{legacyArticleId}`.
 */
export type Product = {
  __typename?: 'Product';
  attributes: Array<ProductAttribute>;
  /** Availability text, for example `Envío en 24 h`. */
  availability?: Maybe<Scalars['String']['output']>;
  badges: Array<ProductBadge>;
  brand?: Maybe<Brand>;
  categories: Array<Category>;
  /** Former price in Argentine pesos, shown struck through, when the product is on sale. */
  compareAtPrice?: Maybe<Scalars['Float']['output']>;
  compatibility: CompatibilityKind;
  /** Ids of the vehicles the product fits, when `compatibility` is `LIST`. */
  compatibleVehicleIds: Array<Scalars['ID']['output']>;
  customFields?: Maybe<Scalars['JSON']['output']>;
  /** Full description (plain text, paragraphs separated by blank lines). */
  description: Scalars['String']['output'];
  /** One-paragraph summary shown on cards and in quick view (plain text). */
  excerpt: Scalars['String']['output'];
  /**
   * Whether the product fits the given vehicle, or the shopper's current vehicle when no id is given.
   * Null when no vehicle is chosen or fitment is unknown.
   */
  fitsVehicle?: Maybe<Scalars['Boolean']['output']>;
  id: Scalars['ID']['output'];
  /** Image URLs, the first being the main picture. */
  images: Array<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  options: Array<ProductOption>;
  /** The manufacturer's part number. */
  partNumber: Scalars['String']['output'];
  /** Price in Argentine pesos. */
  price: Scalars['Float']['output'];
  /** Average rating from 0 to 5. */
  rating: Scalars['Float']['output'];
  /** Number of reviews. */
  reviews: Scalars['Int']['output'];
  /** Stock keeping unit; for provider articles, the maker id and the article number. */
  sku: Scalars['String']['output'];
  slug: Scalars['String']['output'];
  source: ProductSource;
  stock: StockStatus;
  tags: Array<Scalars['String']['output']>;
  type?: Maybe<ProductType>;
};


/**
 * A product: an item of the shop's own catalogue or an article of the parts provider, in one shape.
 * Its `id` equals its `slug`; provider articles have the slug `{genericArticleId}-{legacyArticleId}`.
 */
export type ProductFitsVehicleArgs = {
  vehicleId?: InputMaybe<Scalars['ID']['input']>;
};

/** A technical attribute of a product (for provider articles, an article criterion). */
export type ProductAttribute = {
  __typename?: 'ProductAttribute';
  /** True when the attribute is shown on product cards and at the top of the product page. */
  featured: Scalars['Boolean']['output'];
  /** Attribute name, for example `Diámetro [mm]`. */
  name: Scalars['String']['output'];
  slug: Scalars['String']['output'];
  values: Array<ProductAttributeValue>;
};

/** A named group of attributes shown together on the product page (for example `Dimensiones`). */
export type ProductAttributeGroup = {
  __typename?: 'ProductAttributeGroup';
  /** Slugs of the attributes in this group. */
  attributes: Array<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  slug: Scalars['String']['output'];
};

/** One value of a product attribute, for example `Delantero` for `Posición`. */
export type ProductAttributeValue = {
  __typename?: 'ProductAttributeValue';
  name: Scalars['String']['output'];
  slug: Scalars['String']['output'];
};

/** A marketing badge on a product card. */
export type ProductBadge =
  | 'HOT'
  | 'NEW'
  | 'SALE';

/** A filter offered beside a product list, with the value currently applied. */
export type ProductFilter = {
  __typename?: 'ProductFilter';
  /** Categories of a category filter. */
  categories?: Maybe<Array<Category>>;
  /** Choices of a check-list filter. */
  items?: Maybe<Array<FilterItem>>;
  /** Upper bound of a range filter. */
  max?: Maybe<Scalars['Float']['output']>;
  /** Lower bound of a range filter. */
  min?: Maybe<Scalars['Float']['output']>;
  name: Scalars['String']['output'];
  /** The applied range `[from, to]` of a range filter; empty when none is applied. */
  range?: Maybe<Array<Scalars['Float']['output']>>;
  /** Slugs ticked in a check-list filter. */
  selected?: Maybe<Array<Scalars['String']['output']>>;
  /** `price`, `brand` or `category`. */
  slug: Scalars['String']['output'];
  type: FilterType;
};

/** One page of a product list with its paging figures and filters. */
export type ProductList = {
  __typename?: 'ProductList';
  filters: Array<ProductFilter>;
  /** Position of the first item of this page (from 1), 0 when empty. */
  from: Scalars['Int']['output'];
  items: Array<Product>;
  /** Products per page (8 unless asked otherwise). */
  limit: Scalars['Int']['output'];
  /** Page number, from 1. */
  page: Scalars['Int']['output'];
  /** Number of pages. */
  pages: Scalars['Int']['output'];
  sort: ProductSort;
  /** Position of the last item of this page, 0 when empty. */
  to: Scalars['Int']['output'];
  /** Products matching in all. */
  total: Scalars['Int']['output'];
};

/** An option the shopper must choose before adding the product to the cart (for example a side or a colour). */
export type ProductOption = {
  __typename?: 'ProductOption';
  name: Scalars['String']['output'];
  slug: Scalars['String']['output'];
  type: ProductOptionType;
  values: Array<ProductOptionValue>;
};

/** How an option is chosen: from a list of names, or from colour swatches. */
export type ProductOptionType =
  | 'COLOR'
  | 'DEFAULT';

/** One choice of a product option. */
export type ProductOptionValue = {
  __typename?: 'ProductOptionValue';
  /** CSS colour of the swatch, for options of type `COLOR`. */
  color?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  slug: Scalars['String']['output'];
};

/** How a product list is ordered. */
export type ProductSort =
  | 'DEFAULT'
  | 'NAME_ASC'
  | 'NAME_DESC'
  | 'PRICE_ASC'
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
  attributeGroups: Array<ProductAttributeGroup>;
  name: Scalars['String']['output'];
  slug: Scalars['String']['output'];
};

/** The root of every read. */
export type Query = {
  __typename?: 'Query';
  /** Always `true`: lets a client check that the API answers. */
  ping: Scalars['Boolean']['output'];
  /** The shop's name, contacts, languages and currencies. */
  shop: ShopInfo;
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
  /** Model series, for example `Gol Trend (5U)`. */
  model: Scalars['String']['output'];
  /** Power in horsepower. */
  powerHp?: Maybe<Scalars['Int']['output']>;
  /** Power in kilowatts. */
  powerKw?: Maybe<Scalars['Int']['output']>;
  /** First year of construction (first 4 digits of the construction date). */
  year: Scalars['Int']['output'];
  /** Last year of construction; null while still built. */
  yearTo?: Maybe<Scalars['Int']['output']>;
};

export type HomePageQueryVariables = Exact<{ [key: string]: never; }>;


export type HomePageQuery = { __typename?: 'Query', shop: { __typename?: 'ShopInfo', name: string, slogan: string, defaultCurrency: string, currencies: Array<{ __typename?: 'Currency', code: string, symbol: string }> } };


export const HomePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomePage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shop"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slogan"}},{"kind":"Field","name":{"kind":"Name","value":"defaultCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"currencies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}}]}}]}}]}}]} as unknown as DocumentNode<HomePageQuery, HomePageQueryVariables>;
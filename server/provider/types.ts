/**
 * The adapter's own plain shapes of what it reads from the provider, once checked and named the
 * shop's way (ids as text, years as numbers). They carry no GraphQL: the GraphQL side of the parts
 * catalogue (server/parts) hands them to the API as its `VehicleMake`, `VehicleModel`, `Vehicle`
 * and `Brand`.
 */

/** A vehicle make (getManufacturers2). */
export interface ProviderMake {
  /** The provider's manufacturer id (`manuId`) as text. */
  id: string;
  name: string;
}

/** A model series of a make (getModelSeries2). */
export interface ProviderModel {
  /** The provider's model series id (`modelId`) as text. */
  id: string;
  name: string;
  /** First year of construction. */
  yearFrom: number;
  /** Last year of construction; null while still built. */
  yearTo: number | null;
  /** The make's manufacturer id (`manuId`) as text. */
  makeId: string;
}

/** A vehicle (car id), from getVehicleByIds3 or getLinkageTargets. */
export interface ProviderVehicle {
  /** The provider's car id (linkage target id) as text. */
  id: string;
  /** First year of construction. */
  year: number;
  /** Last year of construction; null while still built. */
  yearTo: number | null;
  make: string;
  model: string;
  /** The make's manufacturer id (`manuId`, `mfrId`) as text, when the provider gives it. */
  makeId: string | null;
  /** The model series id (`modId`, `vehicleModelSeriesId`) as text, when the provider gives it. */
  modelId: string | null;
  /** Engine or trim (`typeName`, `description`). */
  engine: string;
  fuelType: string | null;
  powerKw: number | null;
  powerHp: number | null;
  capacityCc: number | null;
  engineCodes: string[];
}

/** A parts brand (data supplier), from getBrands. */
export interface ProviderBrand {
  /** The data supplier id as text. */
  slug: string;
  name: string;
  /** The gateway path of its logo (never the provider's URL), when it has one. */
  image: string | null;
  /** Country of its address (ISO 3166 alpha-2), when known. */
  country: string | null;
}

/**
 * An assembly group (a category of parts), merged from what the provider answers about it: the node
 * list (getChildNodesPattern2, names, parents and order) and the assembly-group facets of getArticles
 * (names, parents and article counts). Either may be missing: a provider may refuse the node list
 * without a vehicle, or give facets without the complete tree.
 */
export interface AssemblyGroup {
  /** The assembly group node id. */
  id: number;
  name: string;
  /** The parent node id; null for a top-level group. */
  parentId: number | null;
  /** The provider's order among its siblings (the node list's `sortNo`, else the facets' order). */
  order: number;
  /** Articles in the group and below it (for the vehicle asked, if any); 0 when the facets do not name it. */
  count: number;
}

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

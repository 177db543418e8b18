/**
 * Shapes of the provider's answers as they may arrive: every field optional, lists possibly `""`,
 * dates as `YYYYMM` integers or `"YYYY-MM"` strings. The mapping functions tolerate all of it.
 */

/** A legacy list: `{"array": [..]}`, a plain array, `""` or nothing. */
export type Wrapped<T> = { array?: T[] } | T[] | '' | null | undefined;

export interface LegacyAnswer<T> {
  data?: { array?: T[] } | '' | null;
  status?: number;
  statusText?: string;
}

export type DateValue = number | string | null | undefined;

export interface RawManufacturer {
  manuId?: number;
  manuName?: string;
  favorFlag?: number;
}

export interface RawModelSeries {
  modelId?: number;
  modelname?: string;
  modelName?: string;
  yearOfConstrFrom?: DateValue;
  yearOfConstrTo?: DateValue;
}

export interface RawLinkageTarget {
  linkageTargetId?: number;
  description?: string;
  mfrId?: number;
  mfrName?: string;
  vehicleModelSeriesId?: number;
  vehicleModelSeriesName?: string;
  beginYearMonth?: DateValue;
  endYearMonth?: DateValue;
  fuelType?: string;
  kiloWattsFrom?: number;
  horsePowerFrom?: number;
  capacityCC?: number;
  engines?: { code?: string }[] | '';
}

export interface RawVehicleDetails {
  carId?: number;
  manuId?: number;
  manuName?: string;
  modId?: number;
  modelName?: string;
  typeName?: string;
  yearOfConstrFrom?: DateValue;
  yearOfConstrTo?: DateValue;
  fuelType?: string;
  powerKwFrom?: number;
  powerHpFrom?: number;
  cylinderCapacityCcm?: number;
}

export interface RawVehicleById {
  carId?: number;
  vehicleDetails?: RawVehicleDetails | '';
  motorCodes?: Wrapped<{ motorCode?: string }>;
}

export interface RawVinAnswer {
  data?: {
    matchingVehicles?: Wrapped<{ carId?: number }>;
    matchingVehiclesCount?: number;
  } | '';
  status?: number;
}

export interface RawBrand {
  dataSupplierId?: number;
  mfrName?: string;
  dataSupplierLogo?: { imageURL100?: string; imageURL200?: string; imageURL400?: string; imageURL800?: string } | '';
  addressDetails?: { zipCountryCodeISO?: string }[] | '';
}

export interface RawNode {
  assemblyGroupNodeId?: number;
  assemblyGroupName?: string;
  parentNodeId?: number | null;
  sortNo?: number;
}

export interface RawFacetCount extends RawNode {
  count?: number;
}

/** An article criterion, or a criterion of one linkage (the condition under which it fits that vehicle). */
export interface RawCriterion {
  criteriaId?: number;
  criteriaDescription?: string;
  criteriaUnitDescription?: string;
  rawValue?: string;
  formattedValue?: string;
}

export interface RawArticle {
  dataSupplierId?: number;
  articleNumber?: string;
  mfrId?: number;
  mfrName?: string;
  genericArticles?: { genericArticleId?: number; genericArticleDescription?: string; legacyArticleId?: number; assemblyGroupNodeId?: number }[] | '';
  articleText?: { informationTypeDescription?: string; text?: string[] | string }[] | '';
  gtins?: string[] | '';
  oemNumbers?: { articleNumber?: string; mfrId?: number; mfrName?: string }[] | '';
  articleCriteria?: { criteriaId?: number; criteriaDescription?: string; criteriaUnitDescription?: string; rawValue?: string; formattedValue?: string }[] | '';
  linkages?: { linkageTargetId?: number; linkageCriteria?: RawCriterion[] | '' }[] | '';
  totalLinkages?: number;
  images?: Record<string, string | undefined>[] | '';
  prices?: { currencyCode?: string; price?: number }[] | '';
}

export interface RawArticlesAnswer {
  totalMatchingArticles?: number;
  maxAllowedPage?: number;
  articles?: RawArticle[] | '';
  assemblyGroupFacets?: { counts?: RawFacetCount[] | '' } | '';
  dataSupplierFacets?: { counts?: { dataSupplierId?: number; mfrName?: string; count?: number }[] | '' } | '';
  status?: number;
}

export interface RawLinkageTargetsAnswer {
  total?: number;
  linkageTargets?: RawLinkageTarget[] | '';
  status?: number;
}

/** The items of a legacy list or of a plain array; `[]` for `""`, null or a missing field. */
export function listOf<T>(value: Wrapped<T> | { array?: T[] } | ''): T[] {
  if (Array.isArray(value)) return value;
  if (value && typeof value === 'object' && Array.isArray(value.array)) return value.array;
  return [];
}

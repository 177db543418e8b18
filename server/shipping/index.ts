export { createBranchFinder, type BranchesAnswer } from './branch-finder';
export { parcelLineFromCriteria, partCategoryOf, type ArticleCriterion } from './criteria';
export { loadShippingConfig, DEFAULT_FLAT_RATES, type ShippingConfig, type FlatRate } from './config';
export {
  billableWeightGrams,
  CATEGORY_PARCELS,
  DEFAULT_BOXES,
  isPartCategory,
  packParcels,
  parcelSignature,
  PART_CATEGORIES,
  type BoxSize,
  type Parcel,
  type ParcelDefaults,
  type ParcelLine,
  type PartCategory,
} from './parcels';
export { clearParcelDefault, listParcelDefaults, loadParcelDefaults, saveParcelDefault, type ParcelDefaultEntry } from './parcel-defaults';
export { CarrierError, type Branch, type BranchQuery, type CarrierId, type CarrierPort, type DeliveryMode, type Shipment, type ShipmentRequest, type ShippingQuote, type TrackingEvent, type TrackingState } from './port';
export { createQuoteService, MemoryQuoteCache, type QuoteAnswer, type QuoteCache, type QuoteResult, type QuoteService, type ShippingOption } from './quotes';
export { createShipping, type ShippingRuntime } from './runtime';
export { carriersStandInEnv, startCarriersStandInFor } from './standin-env';

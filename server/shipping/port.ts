import type { Parcel } from './parcels';

/** The carriers the shop quotes, and its own counter (pickup at the shop, never asked over the network). */
export type CarrierId = 'andreani' | 'correo-argentino' | 'oca';

/** Delivered to the shopper's door, or held at one of the carrier's branches for pickup. */
export type DeliveryMode = 'home' | 'branch';

export interface QuoteRequest {
  /** The shop's postal code, four digits. */
  originPostcode: string;
  /** The shopper's, four digits. */
  destinationPostcode: string;
  /** Province letter of the destination (some carriers quote by it). */
  destinationProvince: string;
  parcels: readonly Parcel[];
  /** What the goods are declared worth (insurance), in centavos. */
  declaredValueCentavos: number;
  signal?: AbortSignal;
}

/** One way to ship, as a carrier priced it. */
export interface ShippingQuote {
  carrier: CarrierId;
  /** The carrier's own name of the service ("Estándar", "Clásico", ...). */
  service: string;
  mode: DeliveryMode;
  /** Final price to the shop, IVA included, in centavos. */
  priceCentavos: number;
  deliveryDaysMin: number;
  deliveryDaysMax: number;
  /** Until when the carrier holds the price. */
  validUntil: Date;
}

export interface Branch {
  carrier: CarrierId;
  /** The carrier's code of the branch (what a shipment to it names). */
  id: string;
  name: string;
  address: string;
  locality: string;
  postcode: string;
  /** Province letter. */
  province: string;
}

export type BranchQuery = { postcode: string } | { province: string };

export interface ShipmentRequest {
  quote: Pick<ShippingQuote, 'service' | 'mode'>;
  originPostcode: string;
  /** The order's reference, echoed by the carrier. */
  reference: string;
  recipient: { name: string; email: string; phone: string; street: string; number: string; locality: string; postcode: string; province: string };
  /** Carrier's branch code when the mode is branch. */
  branchId?: string;
  parcels: readonly Parcel[];
  declaredValueCentavos: number;
  signal?: AbortSignal;
}

export interface Shipment {
  carrier: CarrierId;
  trackingNumber: string;
  /** The carrier's reference of the label to print (an order or label number). */
  labelReference: string;
}

export type TrackingState = 'created' | 'in-transit' | 'at-branch' | 'out-for-delivery' | 'delivered' | 'returned' | 'unknown';

export interface TrackingEvent {
  at: Date;
  state: TrackingState;
  /** The carrier's own words. */
  description: string;
}

/** A shipment's tracking as its carrier tells it. */
export interface CarrierTracking {
  events: TrackingEvent[];
  /**
   * The carrier's own tracking number when it gives one the shipment was not created with (MiCorreo
   * names a shipment by the shop's order number until the parcel is admitted), else null.
   */
  trackingNumber: string | null;
}

/** What the shop asks of a carrier. Every call may throw a CarrierError; none retries by itself. */
export interface CarrierPort {
  readonly id: CarrierId;
  quote(request: QuoteRequest): Promise<ShippingQuote[]>;
  branches(query: BranchQuery, signal?: AbortSignal): Promise<Branch[]>;
  createShipment(request: ShipmentRequest): Promise<Shipment>;
  /** The tracking of a shipment this port created (its tracking number and label reference as stored). */
  track(shipment: Pick<Shipment, 'trackingNumber' | 'labelReference'>, signal?: AbortSignal): Promise<CarrierTracking>;
}

export class CarrierError extends Error {
  constructor(
    readonly carrier: CarrierId,
    message: string,
    /** The carrier's HTTP status when it answered. */
    readonly status: number | null = null,
  ) {
    super(`${carrier}: ${message}`);
    this.name = 'CarrierError';
  }
}

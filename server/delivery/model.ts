import type { ShippingMode } from '../generated/graphql';
import type { CarrierId } from '../shipping';

// How an order ships, as the order and its e-mails carry it (with the names the shop gives carriers
// and modes), so the order's model can name it without reaching the shipping services.

/** Who ships an option: a carrier, the shop's flat rate for the zone, or the shop's own pickup counter. */
export type OptionCarrier = CarrierId | 'flat-rate' | 'shop';
/** Home delivery, pickup at a carrier's branch, or pickup at the shop's counter. */
export type OptionMode = 'home' | 'branch' | 'pickup';

export interface ShippingBranchModel {
  id: string;
  carrier: CarrierId;
  name: string;
  address: string;
  locality: string;
  postcode: string;
}

/** The order's shipping as stored and shown. */
export interface OrderShippingModel {
  carrier: string;
  carrierName: string;
  service: string;
  mode: ShippingMode;
  branch: ShippingBranchModel | null;
  postcode: string;
  price: number;
  deliveryDaysMin: number;
  deliveryDaysMax: number;
}

/** The names shoppers know the carriers by. */
export const CARRIER_NAMES: Readonly<Record<OptionCarrier, string>> = {
  andreani: 'Andreani',
  'correo-argentino': 'Correo Argentino',
  oca: 'OCA',
  'flat-rate': 'Envío de la tienda',
  shop: 'Retiro en el local',
};

export const MODE: Readonly<Record<OptionMode, ShippingMode>> = { home: 'HOME', branch: 'BRANCH', pickup: 'PICKUP' };

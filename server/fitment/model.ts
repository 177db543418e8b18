import type { ProductModel } from '../catalog/model';
import type { FitStatus, GarageVehicle } from '../generated/graphql';

/** How a product fits one saved vehicle, with the product, for the notes of that vehicle. */
export interface GarageVehicleFitModel {
  vehicle: GarageVehicle;
  status: FitStatus;
  product: ProductModel;
}

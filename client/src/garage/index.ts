// What other features use of the garage: the current vehicle, the garage's mutations and the vehicle form.
export { useCurrentVehicle, fitOf, type CurrentVehicle } from './use-current-vehicle';
export { useGarage } from './use-garage';
export { useAddVehicleToGarage } from './use-add-vehicle-to-garage';
export { useRemoveVehicleFromGarage } from './use-remove-vehicle-from-garage';
export { useSetCurrentVehicle } from './use-set-current-vehicle';
export { VehicleForm } from './vehicle-form/vehicle-form';
export { GarageFragment, GarageVehicleFragment, readGarageView, type GarageView } from './garage-documents';

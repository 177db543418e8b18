import { useAddVehicleToGarage } from './use-add-vehicle-to-garage';
import { useRemoveVehicleFromGarage } from './use-remove-vehicle-from-garage';
import { useSetCurrentVehicle } from './use-set-current-vehicle';

/**
 * Adding, removing and choosing the current vehicle together, for the views that offer all of them
 * (the garage page, the vehicle finders). Each action is its own mutation hook: a call while the
 * same action is in progress is ignored, and a failed one answers undefined (its error is in `error`).
 */
export function useGarage() {
  const added = useAddVehicleToGarage();
  const removed = useRemoveVehicleFromGarage();
  const set = useSetCurrentVehicle();
  return {
    addVehicle: added.addVehicle,
    removeVehicle: removed.removeVehicle,
    setCurrentVehicle: set.setCurrentVehicle,
    adding: added.loading,
    removing: removed.loading,
    settingCurrent: set.loading,
    error: added.error ?? removed.error ?? set.error,
  };
}

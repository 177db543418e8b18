import { useClientQuery } from '../lib/data/use-client-query';
import { useTranslation } from '../i18n/use-translation';
import { graphql } from '../gql';
import { useGarage } from '../garage';
import { Button } from '../ui/button/button';
import { useToast } from '../ui/toast/toast-context';
import styles from './vehicles.module.css';

/** Whether the vehicle is saved, and whether it is the current one: the shopper's own, asked once hydrated. */
export const VehicleGarageStateQuery = graphql(`
  query VehicleGarageState {
    garage {
      vehicles {
        id
        year
      }
      currentVehicle {
        id
        year
      }
    }
  }
`);

/**
 * "Add to my garage" and "this is my car" for the vehicle of the page. The page is the same for every
 * visitor; what the shopper's garage holds is asked after hydration (the buttons keep their size
 * meanwhile). Only these clicks write the session: the page itself never does.
 */
export function VehicleGarageActions({ vehicleId, year, vehicleName }: { vehicleId: string; year: number; vehicleName: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const garage = useGarage();
  const { data, loading } = useClientQuery(VehicleGarageStateQuery);
  // Saved or current in the year of the page: the same car in another year can be chosen in this one.
  const saved = data?.garage.vehicles.some((v) => v.id === vehicleId && v.year === year) ?? false;
  const current = data?.garage.currentVehicle?.id === vehicleId && data.garage.currentVehicle.year === year;

  const add = async () => {
    const answer = await garage.addVehicle(vehicleId, year);
    if (answer?.data) toast.show({ tone: 'success', message: t('TEXT_GARAGE_VEHICLE_ADDED', { vehicle: vehicleName }) });
  };
  const choose = async () => {
    await garage.setCurrentVehicle(vehicleId, year);
  };

  return (
    <div className={styles.actions} data-testid="vehicle-garage-actions">
      <Button variant="primary" onClick={() => void choose()} disabled={loading || current} loading={garage.settingCurrent} aria-pressed={current}>
        {current ? t('TEXT_VEHICLE_IS_CURRENT') : t('BUTTON_VEHICLE_IS_MINE')}
      </Button>
      <Button variant="secondary" onClick={() => void add()} disabled={loading || saved} loading={garage.adding}>
        {saved ? t('TEXT_VEHICLE_IN_GARAGE') : t('BUTTON_VEHICLE_ADD_TO_GARAGE')}
      </Button>
    </div>
  );
}

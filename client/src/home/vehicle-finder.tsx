import { useNavigate } from 'react-router';
import { Link } from '../ui/link/link';
import { useTranslation } from '../i18n/use-translation';
import { useAddVehicleToGarage, useCurrentVehicle, useSetCurrentVehicle, VehicleForm } from '../garage';
import styles from './vehicle-finder.module.css';

/**
 * "Find parts for your vehicle": the vehicle form (make, model, year and engine, or the VIN). The
 * chosen vehicle goes into the garage as the current one, and the shop opens with its parts.
 */
export function VehicleFinder() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { vehicle } = useCurrentVehicle();
  // Adding and choosing only: the garage's other actions stay out of the home page's code.
  const added = useAddVehicleToGarage();
  const current = useSetCurrentVehicle();
  const busy = added.loading || current.loading;
  const failed = added.error ?? current.error;

  return (
    <div className={styles.finder}>
      <h2 className={styles.title}>{t('TEXT_HOME_FIND_PARTS')}</h2>
      {vehicle ? (
        <p className={styles.text}>
          {t('TEXT_HOME_FIND_PARTS_CURRENT', { vehicle: vehicle.name })} <Link to="/shop">{t('BUTTON_HOME_SHOW_PARTS')}</Link>
        </p>
      ) : (
        <p className={styles.text}>{t('TEXT_HOME_FIND_PARTS_HINT')}</p>
      )}
      <VehicleForm
        submitLabel={t('BUTTON_HOME_FIND_PARTS')}
        busy={busy}
        error={failed && <p role="alert">{t('ERROR_API_UNKNOWN')}</p>}
        onSubmit={async (chosen) => {
          const saved = await added.addVehicle(chosen.id, chosen.year);
          if (!saved?.data) return;
          const chose = await current.setCurrentVehicle(chosen.id, chosen.year);
          if (chose?.data) await navigate('/shop');
        }}
      />
    </div>
  );
}

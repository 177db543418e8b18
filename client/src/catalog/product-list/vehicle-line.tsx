import { useTranslation } from '../../i18n/use-translation';
import { Link } from '../../ui/link/link';
import type { CurrentVehicle } from '../../garage';
import styles from './vehicle-line.module.css';

/** "Showing parts for {vehicle} · change", or an invitation to choose a vehicle when none is current. */
export function VehicleLine({ vehicle }: { vehicle: CurrentVehicle | null }) {
  const { t } = useTranslation();
  if (!vehicle) {
    return (
      <p className={styles.line}>
        {t('TEXT_LISTING_PICK_VEHICLE')}{' '}
        <Link to="/account/garage" className={styles.link}>
          {t('LINK_LISTING_PICK_VEHICLE')}
        </Link>
      </p>
    );
  }
  return (
    <p className={styles.line} data-testid="vehicle-line">
      <strong>{t('TEXT_LISTING_FOR_VEHICLE', { vehicle: vehicle.name })}</strong>
      <span aria-hidden="true"> · </span>
      <Link to="/account/garage" className={styles.link}>
        {t('LINK_LISTING_CHANGE_VEHICLE')}
      </Link>
    </p>
  );
}

import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentVehicle } from '../garage/use-current-vehicle';
import own from './vehicle-finder.module.css';

/**
 * "Find parts for your vehicle": with a current vehicle, the way to its parts; without one, the
 * way to the garage to choose it, and to the whole catalogue.
 */
export function VehicleFinder() {
  const { t } = useTranslation();
  const { vehicle } = useCurrentVehicle();
  return (
    <div className={own.finder}>
      <h2 className={own.title}>{t('TEXT_HOME_FIND_PARTS')}</h2>
      {vehicle ? (
        <p className={own.text}>{t('TEXT_HOME_FIND_PARTS_CURRENT', { vehicle: vehicle.name })}</p>
      ) : (
        <p className={own.text}>{t('TEXT_HOME_FIND_PARTS_HINT')}</p>
      )}
      <div className={own.actions}>
        <Link className={`${own.cta} ${own.primary}`} to="/shop">
          {vehicle ? t('BUTTON_HOME_SHOW_PARTS') : t('BUTTON_BROWSE_CATALOG')}
        </Link>
        <Link className={own.cta} to="/account/garage">
          {t('BUTTON_ADD_VEHICLE')}
        </Link>
      </div>
    </div>
  );
}

import { useTranslation } from '../../i18n/use-translation';
import { Badge } from '../../ui/badge/badge';
import { Button } from '../../ui/button/button';
import { vehicleName } from '../vehicle-name';
import styles from './garage-page.module.css';

export interface GarageVehicleCardProps {
  vehicle: { id: string; year: number; make: string; model: string; engine: string };
  current: boolean;
  busy: boolean;
  onRemove: () => void;
  onShop: () => void;
}

/** One saved vehicle: year, make, model and engine, whether it is the current one, remove and shop for it. */
export function GarageVehicleCard({ vehicle, current, busy, onRemove, onShop }: GarageVehicleCardProps) {
  const { t } = useTranslation();
  const name = vehicleName(vehicle);
  return (
    <article className={styles.card} aria-label={name} data-vehicle-id={vehicle.id}>
      <div className={styles.cardHead}>
        <h3 className={styles.name}>
          <span className={styles.year}>{vehicle.year}</span> {vehicle.make} {vehicle.model}
        </h3>
        {current && <Badge tone="success">{t('TEXT_GARAGE_CURRENT_VEHICLE')}</Badge>}
      </div>
      <dl className={styles.facts}>
        <dt>{t('INPUT_VEHICLE_ENGINE_LABEL')}</dt>
        <dd>{vehicle.engine}</dd>
      </dl>
      <div className={styles.cardActions}>
        <Button size="sm" onClick={onShop} disabled={busy}>
          {t('BUTTON_SHOP_PARTS_FOR_VEHICLE')}
        </Button>
        <Button size="sm" variant="ghost" onClick={onRemove} disabled={busy} aria-label={t('BUTTON_REMOVE_VEHICLE', { vehicle: name })}>
          {t('TEXT_REMOVE')}
        </Button>
      </div>
    </article>
  );
}

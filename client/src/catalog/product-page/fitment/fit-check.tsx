import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from '../../../ui/link/link';
import { useApiErrorText } from '../../../lib/api-error/use-api-error-text';
import { useGarage, VehicleForm } from '../../../garage';
import { Alert } from '../../../ui/alert/alert';
import { Button } from '../../../ui/button/button';
import { IconChevronDown } from '../../../ui/icons/icons';
import styles from './fit-panel.module.css';

/**
 * "Check fit" on the product page: a disclosure with the vehicle form. The chosen vehicle is saved in
 * the garage and made current; that forgets the cached fit statements, so the panel's badge, notes
 * and garage list ask again for it. The disclosure closes once the vehicle is current.
 */
export function FitCheck({ hasVehicle }: { hasVehicle: boolean }) {
  const { t } = useTranslation();
  const panelId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const garage = useGarage();
  const errorText = useApiErrorText();
  const busy = garage.adding || garage.settingCurrent;

  const choose = async (vehicleId: string, year: number) => {
    if (busy) return;
    setFailed(false);
    const added = await garage.addVehicle(vehicleId, year);
    const current = added?.data ? await garage.setCurrentVehicle(vehicleId, year) : undefined;
    if (!current?.data) {
      setFailed(true);
      return;
    }
    setOpen(false);
    toggle.current?.focus();
  };

  return (
    <div className={styles.check}>
      <Button
        ref={toggle}
        variant="secondary"
        size="sm"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        icon={<IconChevronDown size={16} className={open ? styles.chevronOpen : undefined} />}
        onClick={() => setOpen((value) => !value)}
      >
        {hasVehicle ? t('BUTTON_FIT_OTHER_VEHICLE') : t('BUTTON_FIT_PICK_VEHICLE')}
      </Button>
      <div id={panelId} hidden={!open} className={styles.checkPanel}>
        {open && (
          <>
            <p className={styles.lead}>{t('TEXT_FIT_CHECK_LEAD')}</p>
            <VehicleForm
              submitLabel={t('BUTTON_FIT_CHECK')}
              busy={busy}
              onSubmit={(vehicle) => choose(vehicle.id, vehicle.year)}
              error={failed && <Alert tone="danger">{errorText(garage.error)}</Alert>}
            />
          </>
        )}
      </div>
      <p className={styles.more}>
        <Link to="/account/garage">{t('MENU_ACCOUNT_GARAGE')}</Link>
      </p>
    </div>
  );
}

import { usePageQuery } from '../../lib/data/use-page-query';
import { useTranslation } from '../../i18n/use-translation';
import { useNavigate } from 'react-router';
import { graphql } from '../../gql';
import { useApiErrorText } from '../../lib/api-error/use-api-error-text';
import { QueryState } from '../../lib/query-state/query-state';
import { AccountPage, useSignedIn } from '../../account';
import { Alert } from '../../ui/alert/alert';
import { Skeleton } from '../../ui/skeleton/skeleton';
import { useToast } from '../../ui/toast/toast-context';
import { useGarage } from '../use-garage';
import { readGarageView } from '../garage-documents';
import { vehicleName } from '../../lib/vehicle-name';
import { VehicleForm } from '../vehicle-form/vehicle-form';
import { GarageVehicleCard } from './garage-vehicle-card';
import styles from './garage-page.module.css';

export const GaragePageQuery = graphql(`
  query GaragePage {
    garage {
      ...Garage_garage
    }
  }
`);

/**
 * The garage: the saved vehicles (remove one, or shop parts for it: it becomes current and its page
 * opens), and the vehicle form to add one. The garage belongs to the session until sign-in; the
 * lead says where it is kept once the shopper is known (nothing about it while that is asked).
 */
export function GaragePage() {
  const { t } = useTranslation();
  const errorText = useApiErrorText();
  const navigate = useNavigate();
  const toast = useToast();
  const { data, loading, error, refetch } = usePageQuery(GaragePageQuery);
  const saved = readGarageView(data?.garage);
  const garage = useGarage();
  const signedIn = useSignedIn();
  const kept = signedIn === null ? null : t(signedIn ? 'TEXT_GARAGE_LEAD_SIGNED_IN' : 'TEXT_GARAGE_LEAD_GUEST');
  const lead = kept ? `${t('TEXT_GARAGE_LEAD')} ${kept}` : t('TEXT_GARAGE_LEAD');

  /** The shopper's own action: the vehicle becomes current (for pages that name none) and its page opens. */
  const shopFor = async (vehicle: { id: string; path?: string | null }) => {
    const answer = await garage.setCurrentVehicle(vehicle.id);
    if (answer?.data) void navigate(vehicle.path ?? '/shop');
  };

  return (
    <AccountPage guard={false} title={t('MENU_ACCOUNT_GARAGE')} lead={lead}>
      <div className={styles.layout}>
        <section className={styles.saved} aria-labelledby="garage-saved">
          <h2 id="garage-saved" className={styles.heading}>
            {t('TEXT_GARAGE_SAVED_VEHICLES')}
          </h2>
          {garage.error && <Alert tone="danger">{errorText(garage.error)}</Alert>}
          <QueryState
            data={saved}
            loading={loading}
            error={error}
            onRetry={() => refetch()}
            isEmpty={(g) => g.vehicles.length === 0}
            empty={<p className={styles.empty}>{t('TEXT_GARAGE_EMPTY')}</p>}
            skeleton={<Skeleton variant="rect" height="6rem" />}
          >
            {(g) => (
              <ul className={styles.list}>
                {g.vehicles.map((v) => (
                  <li key={v.id}>
                    <GarageVehicleCard
                      vehicle={v}
                      current={g.currentVehicle?.id === v.id}
                      busy={garage.removing || garage.settingCurrent}
                      onRemove={() => void garage.removeVehicle(v.id)}
                      onShop={() => void shopFor(v)}
                    />
                  </li>
                ))}
              </ul>
            )}
          </QueryState>
        </section>
        <section className={styles.add} aria-labelledby="garage-add">
          <h2 id="garage-add" className={styles.heading}>
            {t('TEXT_GARAGE_ADD_VEHICLE')}
          </h2>
          <VehicleForm
            busy={garage.adding}
            resetAfterSubmit
            onSubmit={async (vehicle) => {
              const answer = await garage.addVehicle(vehicle.id, vehicle.year);
              if (answer?.data) toast.show({ message: t('TEXT_GARAGE_VEHICLE_ADDED', { vehicle: vehicleName(vehicle) }), tone: 'success' });
            }}
          />
        </section>
      </div>
    </AccountPage>
  );
}

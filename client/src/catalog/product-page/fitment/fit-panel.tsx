import { useClientQuery } from '../../../lib/data/use-client-query';
import { useTranslation } from '../../../i18n/use-translation';
import type { FitStatus, FitmentNoteKind } from '../../../gql/graphql';
import type { TranslationKey } from '../../../i18n/keys';
import { useSetCurrentVehicle, fitOf, useCurrentVehicle, type GarageVehicleFragment } from '../../../garage';
import { unmask } from '../../../lib/data/read-fragment';
import { vehicleName } from '../../../lib/vehicle-name';
import { FitBadge, type FitBadgeStatus } from '../../../ui/badge/fit-badge';
import { Button } from '../../../ui/button/button';
import { Skeleton } from '../../../ui/skeleton/skeleton';
import { QueryState } from '../../../lib/query-state/query-state';
import { FitCheck } from './fit-check';
import { ProductFitQuery } from './fitment-documents';
import styles from './fit-panel.module.css';

/** Notes about the linked vehicle are named in the shopper's language; criteria keep the catalogue's names. */
const NOTE_LABEL: Partial<Record<FitmentNoteKind, TranslationKey>> = {
  PRODUCTION_FROM: 'TEXT_FIT_NOTE_PRODUCTION_FROM',
  PRODUCTION_TO: 'TEXT_FIT_NOTE_PRODUCTION_TO',
  ENGINE_CODES: 'TEXT_FIT_NOTE_ENGINE_CODES',
};

type Note = { kind: FitmentNoteKind; label: string; value: string };

/** The conditions of a fit, as a list of names and values (named for a vehicle when there are several lists). */
function FitNotes({ notes, label }: { notes: readonly Note[]; label?: string }) {
  const { t } = useTranslation();
  return (
    <dl className={styles.notes} aria-label={label}>
      {notes.map((note) => {
        const key = NOTE_LABEL[note.kind];
        return (
          <div key={`${note.kind}-${note.label}-${note.value}`} data-kind={note.kind}>
            <dt>{key ? t(key) : note.label}</dt>
            <dd>{note.value}</dd>
          </div>
        );
      })}
    </dl>
  );
}

const STATUS: Record<FitStatus, FitBadgeStatus> = { FITS: 'fits', DOES_NOT_FIT: 'does-not-fit', UNIVERSAL: 'universal', UNKNOWN: 'unknown' };

/**
 * Fitment on the product page. With a current vehicle: whether the part fits it and under which
 * conditions (the provider's notes). Always: how it fits each saved vehicle, with a button to make
 * one current, and the vehicle form to check another (saved and made current). Without a current
 * vehicle nothing claims fit.
 */
export function FitPanel({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const { vehicle } = useCurrentVehicle();
  const { data, loading, error, refetch } = useClientQuery(ProductFitQuery, { variables: { slug } });
  const { setCurrentVehicle, loading: switching } = useSetCurrentVehicle();

  return (
    <section className={styles.panel} aria-labelledby="fit-panel-title">
      <h2 id="fit-panel-title" className={styles.title}>
        {t('TEXT_FIT_PANEL_TITLE')}
      </h2>
      <QueryState data={data?.product} loading={loading} error={error} onRetry={() => refetch()} skeleton={<Skeleton lines={3} />}>
        {(product) => {
          const fit = fitOf(product.fitStatus, vehicle);
          const others = product.garageFit.map((g) => ({ ...g, vehicle: unmask<typeof GarageVehicleFragment>(g.vehicle) })).filter((g) => g.vehicle.id !== vehicle?.id);
          return (
            <>
              {vehicle && fit ? (
                <div className={styles.current}>
                  <FitBadge status={fit.status} vehicle={fit.vehicle} />
                  {fit.status === 'fits' && product.fitmentNotes && product.fitmentNotes.length > 0 && (
                    <div>
                      <h3 className={styles.subtitle}>{t('TEXT_FIT_NOTES_TITLE')}</h3>
                      <FitNotes notes={product.fitmentNotes} />
                    </div>
                  )}
                </div>
              ) : (
                // With saved vehicles and none current, the rows below already say how it fits each.
                <p className={styles.lead}>{others.length > 0 ? t('TEXT_FIT_PANEL_GARAGE_LEAD') : t('TEXT_FIT_PANEL_NO_VEHICLE')}</p>
              )}
              {others.length > 0 && (
                <div>
                  <h3 className={styles.subtitle}>{vehicle ? t('TEXT_FIT_PANEL_OTHER_VEHICLES') : t('TEXT_FIT_PANEL_GARAGE')}</h3>
                  <ul className={styles.garage}>
                    {others.map((g) => (
                      <li key={g.vehicle.id}>
                        <FitBadge status={STATUS[g.status]} vehicle={vehicleName(g.vehicle)} />
                        {g.status === 'FITS' && g.notes && g.notes.length > 0 && (
                          <FitNotes notes={g.notes} label={t('TEXT_FIT_NOTES_FOR', { vehicle: vehicleName(g.vehicle) })} />
                        )}
                        <Button
                          variant="ghost"
                          size="sm"
                          disabled={switching}
                          onClick={() => void setCurrentVehicle(g.vehicle.id)}
                        >
                          {t('BUTTON_FIT_USE_VEHICLE')}
                          <span className="visually-hidden"> {vehicleName(g.vehicle)}</span>
                        </Button>
                      </li>
                    ))}
                  </ul>
                </div>
              )}
              <FitCheck hasVehicle={vehicle !== null} />
            </>
          );
        }}
      </QueryState>
    </section>
  );
}

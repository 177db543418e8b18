import type { FitStatus } from '../gql/graphql';
import type { CardFit } from '../catalog';
import styles from './vehicles.module.css';

/** What a vehicle page's query asks of each part besides its card: fit and conditions for that vehicle. */
export interface VehiclePartFit {
  vehicleFit?: FitStatus | null;
  fitmentNotes?: readonly { kind: string; label: string; value: string }[] | null;
}

const STATUS = { FITS: 'fits', DOES_NOT_FIT: 'does-not-fit', UNIVERSAL: 'universal', UNKNOWN: 'unknown' } as const;

/**
 * A card's fit for the vehicle in the address: the statement, and under it the conditions of the
 * part's linkage to that vehicle (the provider's criteria and the mounting position; the vehicle's
 * own years and engine codes are on the page once, not on every card).
 */
export function vehicleCardFit(product: VehiclePartFit, vehicleName: string): CardFit | null {
  if (!product.vehicleFit) return null;
  const notes = (product.fitmentNotes ?? []).filter((n) => n.kind === 'LINKAGE_CRITERION' || n.kind === 'MOUNTING_POSITION');
  return {
    fit: { status: STATUS[product.vehicleFit], vehicle: vehicleName },
    details:
      notes.length > 0 ? (
        <ul className={styles.notes} data-testid="fit-notes">
          {notes.map((n) => (
            <li key={`${n.kind}-${n.label}-${n.value}`}>
              {n.label}: <bdi>{n.value}</bdi>
            </li>
          ))}
        </ul>
      ) : undefined,
  };
}

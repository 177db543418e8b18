import { graphql, useFragment, type FragmentType } from '../../gql';
import type { ParcelState } from '../../gql/graphql';
import type { TranslationKey } from '../../i18n/keys';
import { useTranslation } from '../../i18n/use-translation';
import { Badge, type BadgeTone } from '../../ui/badge/badge';
import { orderDate } from './order-view';
import styles from './order-view.module.css';

export const OrderTrackingFragment = graphql(`
  fragment OrderTracking_order on Order {
    tracking {
      carrierName
      trackingNumber
      state
      checkedAt
      events {
        at
        state
        description
      }
    }
  }
`);

export const PARCEL_STATE: Record<ParcelState, { key: TranslationKey; tone: BadgeTone }> = {
  CREATED: { key: 'TEXT_PARCEL_CREATED', tone: 'info' },
  IN_TRANSIT: { key: 'TEXT_PARCEL_IN_TRANSIT', tone: 'info' },
  AT_BRANCH: { key: 'TEXT_PARCEL_AT_BRANCH', tone: 'warning' },
  OUT_FOR_DELIVERY: { key: 'TEXT_PARCEL_OUT_FOR_DELIVERY', tone: 'warning' },
  DELIVERED: { key: 'TEXT_PARCEL_DELIVERED', tone: 'success' },
  RETURNED: { key: 'TEXT_PARCEL_RETURNED', tone: 'failure' },
  UNKNOWN: { key: 'TEXT_PARCEL_UNKNOWN', tone: 'info' },
};

/** Whether the carrier's words say no more than the state's name. */
export const sameWords = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base' }) === 0;

/** The carrier's tracking of a shipped order: its latest state and the steps it reported, newest first. */
export function OrderTracking({ order: orderRef, headingId, H }: { order: FragmentType<typeof OrderTrackingFragment>; headingId: string; H: 'h2' | 'h3' }) {
  const order = useFragment(OrderTrackingFragment, orderRef);
  const { t, i18n } = useTranslation();
  const tracking = order.tracking;
  if (!tracking) return null;
  const state = PARCEL_STATE[tracking.state];
  return (
    <section aria-labelledby={headingId} data-tracking data-state={tracking.state}>
      <H id={headingId} className={styles.title}>
        {t('TEXT_ORDER_TRACKING', { carrier: tracking.carrierName })}{' '}
        <Badge tone={state.tone}>{t(state.key)}</Badge>
      </H>
      <ol className={styles.history} data-tracking-events>
        {tracking.events.map((e, i) => (
          <li key={`${e.at}-${i}`} data-state={e.state}>
            <time dateTime={e.at}>{orderDate(e.at, i18n.language)}</time>
            <span>{t(PARCEL_STATE[e.state].key)}</span>
            {!sameWords(e.description, t(PARCEL_STATE[e.state].key)) && <span className={styles.options}>{e.description}</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}

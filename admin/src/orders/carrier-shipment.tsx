import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { adminErrorCode, errorMessageKey } from '../app/api-error';
import { useStaffSession } from '../app/staff-session';
import { graphql } from '../gql';
import type { TrackingState } from '../gql/graphql';
import { formatDateTime } from '../lib/format';
import { Alert, Badge, Button, useToast, useTranslation, type BadgeTone } from '../ui';
import { ORDER } from './documents';
import own from './carrier-shipment.module.css';
import styles from './order.module.css';

export const ORDER_CARRIER_SHIPMENT = graphql(`
  query AdminOrderCarrierShipment($id: ID!) {
    order(id: $id) {
      id
      status
      shipmentCarrierName
      carrierShipment {
        id
        carrierName
        service
        mode
        trackingNumber
        labelReference
        state
        createdAt
        checkedAt
        events {
          at
          state
          description
        }
      }
    }
  }
`);

export const CREATE_SHIPMENT = graphql(`
  mutation AdminCreateShipment($orderId: ID!) {
    createShipment(orderId: $orderId) {
      repeated
      shipment {
        id
        trackingNumber
      }
    }
  }
`);

const TONES: Record<TrackingState, BadgeTone> = {
  CREATED: 'info',
  IN_TRANSIT: 'info',
  AT_BRANCH: 'warning',
  OUT_FOR_DELIVERY: 'warning',
  DELIVERED: 'success',
  RETURNED: 'failure',
  UNKNOWN: 'neutral',
};

/**
 * The order's shipment with its carrier: "Crear envío con <carrier>" while the order is being
 * prepared and its quote names a carrier (with orders:manage), then the label reference, the
 * tracking number and the carrier's events, newest first. Orders without a carrier quote show nothing
 * here: they are shipped by hand from the order's actions.
 */
export function CarrierShipmentCard({ order }: { order: { id: string; number: string } }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const { grants } = useStaffSession();
  const [failure, setFailure] = useState<string | null>(null);
  const { data } = useQuery(ORDER_CARRIER_SHIPMENT, { variables: { id: order.id }, fetchPolicy: 'cache-and-network' });
  const [create, creating] = useMutation(CREATE_SHIPMENT, {
    refetchQueries: [
      { query: ORDER, variables: { number: order.number } },
      { query: ORDER_CARRIER_SHIPMENT, variables: { id: order.id } },
    ],
    awaitRefetchQueries: true,
  });
  const detail = data?.order;
  if (!detail) return null;
  const shipment = detail.carrierShipment;
  const canCreate = !shipment && detail.status === 'PREPARING' && detail.shipmentCarrierName !== null && grants.has('orders:manage');
  if (!shipment && !canCreate) return null;

  const submit = async () => {
    setFailure(null);
    try {
      const answer = await create({ variables: { orderId: order.id } });
      toast.show({ message: t('admin.SHIPMENT_CREATED', { tracking: answer.data?.createShipment.shipment.trackingNumber ?? '' }), tone: 'success' });
    } catch (error) {
      const code = adminErrorCode(error);
      setFailure(
        code === 'CARRIER_UNAVAILABLE' ? t('admin.ERROR_CARRIER_UNAVAILABLE') : code === 'SHIPMENT_NOT_POSSIBLE' ? t('admin.ERROR_SHIPMENT_NOT_POSSIBLE') : t(errorMessageKey(error)),
      );
    }
  };

  return (
    <section className={styles.card} aria-labelledby="order-carrier-shipment" data-carrier-shipment>
      <h2 id="order-carrier-shipment" className={styles.cardTitle}>
        {t('admin.SHIPMENT_TITLE')}
      </h2>
      {failure && <Alert tone="danger">{failure}</Alert>}
      {!shipment && (
        <div className={styles.actions}>
          <Button variant="primary" loading={creating.loading} onClick={() => void submit()} data-action="create-shipment">
            {t('admin.BUTTON_CREATE_SHIPMENT', { carrier: detail.shipmentCarrierName })}
          </Button>
        </div>
      )}
      {shipment && (
        <>
          <dl className={styles.facts}>
            <dt>{t('admin.INPUT_CARRIER_LABEL')}</dt>
            <dd data-fact="carrier-name">
              {shipment.carrierName} · {shipment.service}
            </dd>
            <dt>{t('admin.INPUT_TRACKING_LABEL')}</dt>
            <dd data-fact="carrier-tracking">
              <bdi>{shipment.trackingNumber}</bdi>
            </dd>
            <dt>{t('admin.SHIPMENT_LABEL_REFERENCE')}</dt>
            <dd data-fact="carrier-label">
              <bdi>{shipment.labelReference}</bdi>
            </dd>
            <dt>{t('admin.SHIPMENT_STATE')}</dt>
            <dd>
              <Badge tone={TONES[shipment.state]} className={own.state}>{t(`admin.TRACKING_${shipment.state}`)}</Badge>
            </dd>
            <dt>{t('admin.SHIPMENT_CHECKED_AT')}</dt>
            <dd>{shipment.checkedAt ? formatDateTime(shipment.checkedAt, i18n.language) : t('admin.SHIPMENT_NOT_CHECKED')}</dd>
          </dl>
          <ol className={`${styles.history} ${own.events}`} data-tracking-events>
            {[...shipment.events].reverse().map((e, i) => (
              <li key={`${e.at}-${i}`}>
                <bdi>{formatDateTime(e.at, i18n.language)}</bdi>
                <span>{t(`admin.TRACKING_${e.state}`)}</span>
                {e.description.localeCompare(t(`admin.TRACKING_${e.state}`), undefined, { sensitivity: 'base' }) !== 0 && <span className={styles.muted}>{e.description}</span>}
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}

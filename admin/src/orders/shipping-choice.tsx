import type { AdminOrderQuery } from '../gql/graphql';
import { formatPesos } from '../lib/format';
import { useTranslation } from '../ui';
import styles from './order.module.css';

type Choice = NonNullable<NonNullable<AdminOrderQuery['order']>['shippingChoice']>;

const MODE_KEYS = { HOME: 'TEXT_SHIPPING_MODE_HOME', BRANCH: 'TEXT_SHIPPING_MODE_BRANCH', PICKUP: 'TEXT_SHIPPING_MODE_PICKUP' } as const;
const modeKey = (mode: string) => (mode in MODE_KEYS ? MODE_KEYS[mode as keyof typeof MODE_KEYS] : MODE_KEYS.HOME);

/**
 * How the shopper chose to receive the order at checkout: the carrier and its service, home or a
 * branch (which one: the staff send the parcel there), the postal code quoted, the price charged and
 * the days promised. Orders placed before carriers were quoted have none and show nothing.
 */
export function ShippingChoiceCard({ choice }: { choice: Choice | null | undefined }) {
  const { t, i18n } = useTranslation();
  if (!choice) return null;
  return (
    <section className={styles.card} aria-labelledby="order-shipping-choice" data-card="shipping-choice">
      <h2 id="order-shipping-choice" className={styles.cardTitle}>
        {t('admin.ORDER_SHIPPING_CHOICE')}
      </h2>
      <dl className={styles.facts}>
        <dt>{t('admin.INPUT_CARRIER_LABEL')}</dt>
        <dd>
          {choice.carrierName}
          {choice.service ? ` · ${choice.service}` : ''}
        </dd>
        <dt>{t('admin.SHIPPING_CHOICE_WAY')}</dt>
        <dd data-fact="shipping-mode">{t(modeKey(choice.mode))}</dd>
        {choice.branch && (
          <>
            <dt>{t('admin.SHIPPING_CHOICE_BRANCH')}</dt>
            <dd data-fact="shipping-branch">
              <address className={styles.address}>
                <span>{choice.branch.name}</span>
                <span>{choice.branch.address}</span>
                <span>{[choice.branch.postcode, choice.branch.locality].filter(Boolean).join(' ')}</span>
                <span>{t('admin.SHIPPING_CHOICE_BRANCH_CODE', { code: choice.branch.id })}</span>
              </address>
            </dd>
          </>
        )}
        <dt>{t('admin.SHIPPING_CHOICE_POSTCODE')}</dt>
        <dd>
          <bdi>{choice.postcode}</bdi>
        </dd>
        <dt>{t('admin.SHIPPING_CHOICE_PRICE')}</dt>
        <dd>{formatPesos(choice.price, i18n.language)}</dd>
        {choice.deliveryDaysMax > 0 && (
          <>
            <dt>{t('admin.SHIPPING_CHOICE_DAYS')}</dt>
            <dd>{t('admin.SHIPPING_CHOICE_DAYS_VALUE', { min: choice.deliveryDaysMin, max: choice.deliveryDaysMax })}</dd>
          </>
        )}
      </dl>
    </section>
  );
}

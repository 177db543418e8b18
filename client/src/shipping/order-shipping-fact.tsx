import { useTranslation } from '../i18n/use-translation';
import type { OrderShipping, ShippingBranch } from '../gql/graphql';
import { Price } from '../ui/price/price';
import { carrierLabelKey, MODE_LABEL } from './shipping-text';
import styles from './shipping.module.css';

type Shipping = Pick<OrderShipping, 'carrier' | 'carrierName' | 'service' | 'mode' | 'price'> & {
  branch?: Pick<ShippingBranch, 'name' | 'address' | 'locality'> | null;
};

/** How an order ships: who, how, the price charged and, for a branch, where to pick it up. */
export function OrderShippingFact({ shipping }: { shipping: Shipping }) {
  const { t } = useTranslation();
  const own = carrierLabelKey(shipping.carrier);
  return (
    <span className={styles.fact}>
      <span>
        {own ? t(own) : shipping.service.startsWith(shipping.carrierName) ? shipping.service : `${shipping.carrierName} · ${shipping.service}`} — {t(MODE_LABEL[shipping.mode])} —{' '}
        {shipping.price === 0 ? t('TEXT_SHIPPING_FREE') : <Price value={shipping.price} size="sm" />}
      </span>
      {shipping.branch && (
        <span data-fact="shipping-branch">
          {t('TEXT_ORDER_SHIPPING_BRANCH', { name: shipping.branch.name, address: shipping.branch.address, locality: shipping.branch.locality })}
        </span>
      )}
    </span>
  );
}

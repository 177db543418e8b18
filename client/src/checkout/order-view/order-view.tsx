import { Alert } from '../../ui/alert/alert';
import { Link } from '../../ui/link/link';
import { useTranslation } from '../../i18n/use-translation';
import { graphql, useFragment, type FragmentType } from '../../gql';
import type { OrderStatus, PaymentMethod, PaymentStatus } from '../../gql/graphql';
import type { TranslationKey } from '../../i18n/keys';
import { TotalsTable } from '../../ui/totals-table/totals-table';
import { productUrl } from '../../lib/product-url';
import { Badge, type BadgeTone } from '../../ui/badge/badge';
import { Image } from '../../ui/image/image';
import { intlLocale } from '../../ui/locale';
import { Price } from '../../ui/price/price';
import { OrderAddressCard } from './order-address';
import { OrderInvoice } from './order-invoice';
import { OrderTracking } from './order-tracking';
import { OrderShippingFact } from '../../shipping/order-shipping-fact';
import styles from './order-view.module.css';

/** What a shopper sees of a placed order (order-success and track-order pages). */
export const OrderViewFragment = graphql(`
  fragment OrderView_order on Order {
    id
    token
    number
    createdAt
    payment
    status
    email
    comment
    items {
      productId
      name
      sku
      image
      options {
        name
        value
      }
      price
      quantity
      total
      product {
        id
        slug
      }
    }
    quantity
    subtotal
    totals {
      title
      price
      type
    }
    total
    shippingAddress {
      ...OrderAddress_address
    }
    billingAddress {
      ...OrderAddress_address
    }
    invoiceType
    invoice {
      letter
      state
      number
      cae
      caeDueDate
      pdfUrl
    }
    shipping {
      carrier
      carrierName
      service
      mode
      price
      postcode
      branch {
        id
        name
        address
        locality
      }
    }
    onlinePayment {
      status
      providerPaymentId
      updatedAt
      refundedCentavos
    }
    ...OrderTracking_order
    shipment {
      carrier
      trackingNumber
      shippedAt
      deliveredAt
    }
    history {
      from
      to
      at
    }
    revocation {
      code
      requestedAt
    }
  }
`);

export const STATUS: Record<OrderStatus, { key: TranslationKey; tone: BadgeTone }> = {
  PENDING: { key: 'TEXT_ORDER_STATUS_PENDING', tone: 'warning' },
  PREPARING: { key: 'TEXT_ORDER_STATUS_PREPARING', tone: 'info' },
  SHIPPED: { key: 'TEXT_ORDER_STATUS_SHIPPED', tone: 'info' },
  DELIVERED: { key: 'TEXT_ORDER_STATUS_DELIVERED', tone: 'success' },
  CANCELLED: { key: 'TEXT_ORDER_STATUS_CANCELLED', tone: 'failure' },
  // No longer answered by the API (such orders are PREPARING and DELIVERED).
  PAID: { key: 'TEXT_ORDER_STATUS_PAID', tone: 'success' },
  COMPLETED: { key: 'TEXT_ORDER_STATUS_COMPLETED', tone: 'success' },
};

export const PAYMENT_STATUS: Record<PaymentStatus, { key: TranslationKey; tone: BadgeTone }> = {
  PENDING: { key: 'TEXT_PAYMENT_STATUS_PENDING', tone: 'warning' },
  APPROVED: { key: 'TEXT_PAYMENT_STATUS_APPROVED', tone: 'success' },
  REJECTED: { key: 'TEXT_PAYMENT_STATUS_REJECTED', tone: 'failure' },
  REFUNDED: { key: 'TEXT_PAYMENT_STATUS_REFUNDED', tone: 'info' },
  PARTIALLY_REFUNDED: { key: 'TEXT_PAYMENT_STATUS_PARTIALLY_REFUNDED', tone: 'info' },
};

export const PAYMENT: Record<PaymentMethod, TranslationKey> = {
  CASH_ON_DELIVERY: 'TEXT_PAYMENT_CASH_ON_DELIVERY',
  BANK_TRANSFER: 'TEXT_PAYMENT_BANK_TRANSFER',
  WALLET: 'TEXT_PAYMENT_WALLET',
};

/** The order's date in the shopper's language, on the shop's clock (the same on server and browser). */
export function orderDate(iso: string, language: string | undefined): string {
  return new Intl.DateTimeFormat(intlLocale(language), {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'America/Argentina/Buenos_Aires',
  }).format(new Date(iso));
}

/** An order: its facts (number, date, status, payment), the lines with options, totals and both addresses. */
export function OrderView({ order: orderRef, headingLevel = 2 }: { order: FragmentType<typeof OrderViewFragment>; headingLevel?: 2 | 3 }) {
  const order = useFragment(OrderViewFragment, orderRef);
  const { t, i18n } = useTranslation();
  const H = `h${headingLevel}` as const;
  const status = STATUS[order.status];
  return (
    <div className={styles.order} data-order-number={order.number}>
      <dl className={styles.facts}>
        <div>
          <dt>{t('TEXT_ORDER_NUMBER_LABEL')}</dt>
          <dd data-fact="number">{order.number}</dd>
        </div>
        <div>
          <dt>{t('TEXT_ORDER_DATE')}</dt>
          <dd>
            <time dateTime={order.createdAt}>{orderDate(order.createdAt, i18n.language)}</time>
          </dd>
        </div>
        <div>
          <dt>{t('TEXT_ORDER_STATUS')}</dt>
          <dd>
            <Badge tone={status.tone}>{t(status.key)}</Badge>
          </dd>
        </div>
        <div>
          <dt>{t('TEXT_ORDER_PAYMENT')}</dt>
          <dd>{t(PAYMENT[order.payment])}</dd>
        </div>
        {order.onlinePayment && (
          <div>
            <dt>{t('TEXT_PAYMENT_STATUS_LABEL')}</dt>
            <dd data-fact="payment-status" data-payment-status={order.onlinePayment.status}>
              <Badge tone={PAYMENT_STATUS[order.onlinePayment.status].tone}>{t(PAYMENT_STATUS[order.onlinePayment.status].key)}</Badge>
            </dd>
          </div>
        )}
        <div>
          <dt>{t('TEXT_ORDER_INVOICE')}</dt>
          <dd data-fact="invoice-type">{t('TEXT_INVOICE_TYPE', { type: order.invoiceType })}</dd>
        </div>
        <OrderInvoice order={order} />
        <div>
          <dt>{t('TEXT_ORDER_EMAIL')}</dt>
          <dd>{order.email}</dd>
        </div>
      </dl>
      {order.revocation && (
        <Alert tone="info" title={t('TEXT_REVOCATION_ON_ORDER_TITLE')}>
          <span data-fact="revocation">
            {t('TEXT_REVOCATION_ON_ORDER', { date: orderDate(order.revocation.requestedAt, i18n.language), code: order.revocation.code })}
          </span>
        </Alert>
      )}

      {order.shipment && (
        <section aria-labelledby={`order-${order.number}-shipment`}>
          <H id={`order-${order.number}-shipment`} className={styles.title}>
            {t('TEXT_ORDER_SHIPMENT')}
          </H>
          <dl className={styles.facts} data-shipment>
            <div>
              <dt>{t('TEXT_ORDER_CARRIER')}</dt>
              <dd data-fact="carrier">{order.shipment.carrier}</dd>
            </div>
            <div>
              <dt>{t('TEXT_ORDER_TRACKING_NUMBER')}</dt>
              <dd data-fact="tracking-number">
                <bdi>{order.shipment.trackingNumber}</bdi>
              </dd>
            </div>
            <div>
              <dt>{t('TEXT_ORDER_SHIPPED_AT')}</dt>
              <dd>
                <time dateTime={order.shipment.shippedAt}>{orderDate(order.shipment.shippedAt, i18n.language)}</time>
              </dd>
            </div>
            {order.shipment.deliveredAt && (
              <div>
                <dt>{t('TEXT_ORDER_DELIVERED_AT')}</dt>
                <dd>
                  <time dateTime={order.shipment.deliveredAt}>{orderDate(order.shipment.deliveredAt, i18n.language)}</time>
                </dd>
              </div>
            )}
          </dl>
        </section>
      )}

      <OrderTracking order={order} headingId={`order-${order.number}-tracking`} H={H} />

      {order.history.length > 0 && (
        <section aria-labelledby={`order-${order.number}-history`}>
          <H id={`order-${order.number}-history`} className={styles.title}>
            {t('TEXT_ORDER_HISTORY')}
          </H>
          <ol className={styles.history} data-order-history>
            <li>
              <time dateTime={order.createdAt}>{orderDate(order.createdAt, i18n.language)}</time>
              <span>{t('TEXT_ORDER_HISTORY_PLACED')}</span>
            </li>
            {order.history.map((entry) => (
              <li key={`${entry.to}-${entry.at}`} data-history-to={entry.to}>
                <time dateTime={entry.at}>{orderDate(entry.at, i18n.language)}</time>
                <Badge tone={STATUS[entry.to].tone}>{t(STATUS[entry.to].key)}</Badge>
              </li>
            ))}
          </ol>
        </section>
      )}

      <section aria-labelledby={`order-${order.number}-items`}>
        <H id={`order-${order.number}-items`} className={styles.title}>
          {t('TEXT_ORDER_ITEMS')}
        </H>
        <ul className={styles.items}>
          {order.items.map((item, index) => (
            <li key={`${item.productId}-${index}`} className={styles.item}>
              <span className={styles.picture}>{item.image && <Image src={item.image} alt="" width={64} height={64} />}</span>
              <span className={styles.itemInfo}>
                {item.product ? (
                  <Link to={productUrl(item.product)} className={styles.itemName}>
                    {item.name}
                  </Link>
                ) : (
                  <span className={styles.itemName}>{item.name}</span>
                )}
                {item.options.length > 0 && (
                  <span className={styles.options}>{item.options.map((o) => `${o.name}: ${o.value}`).join(', ')}</span>
                )}
                <span className={styles.options}>
                  {item.quantity} × <Price value={item.price} size="sm" />
                </span>
              </span>
              <Price value={item.total} />
            </li>
          ))}
        </ul>
        <TotalsTable figures={order} className={styles.totals} />
      </section>

      {order.shipping && (
        <section aria-labelledby={`order-${order.number}-shipping`}>
          <H id={`order-${order.number}-shipping`} className={styles.title}>
            {t('TEXT_ORDER_SHIPPING')}
          </H>
          <p className={styles.comment} data-fact="shipping" data-carrier={order.shipping.carrier} data-mode={order.shipping.mode}>
            <OrderShippingFact shipping={order.shipping} />
          </p>
        </section>
      )}

      {order.comment && (
        <section aria-labelledby={`order-${order.number}-comment`}>
          <H id={`order-${order.number}-comment`} className={styles.title}>
            {t('TEXT_ORDER_COMMENT')}
          </H>
          <p className={styles.comment}>{order.comment}</p>
        </section>
      )}

      <div className={styles.addresses}>
        <OrderAddressCard title={t('TEXT_CHECKOUT_SHIPPING_ADDRESS')} address={order.shippingAddress} headingLevel={headingLevel} />
        <OrderAddressCard title={t('TEXT_CHECKOUT_BILLING_ADDRESS')} address={order.billingAddress} headingLevel={headingLevel} />
      </div>
    </div>
  );
}

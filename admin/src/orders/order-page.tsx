import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router';
import { Alert, Badge, Button, Skeleton, SkeletonGroup, useTranslation } from '../ui';
import { errorMessageKey } from '../app/api-error';
import { PageHeading } from '../lib/page-heading';
import { formatDateTime, formatPesos } from '../lib/format';
import type { AdminOrderAddressFragment, AdminOrderQuery } from '../gql/graphql';
import { ORDER } from './documents';
import { OrderStatusBadge, PaymentMethodName, PaymentStatusBadge } from './status-badges';
import { ivaCondition, totalRows } from './order-view-model';
import { HistoryEntry } from './history-entry';
import { OrderActions } from './order-actions';
import { OrderVouchers } from '../invoices/order-vouchers';
import { CarrierShipmentCard } from './carrier-shipment';
import { ShippingChoiceCard } from './shipping-choice';
import styles from './order.module.css';
import list from './orders.module.css';

type Order = NonNullable<AdminOrderQuery['order']>;

function Address({ id, title, address }: { id: string; title: string; address: AdminOrderAddressFragment }) {
  const { t } = useTranslation();
  const lines = [
    `${address.firstName} ${address.lastName}`.trim(),
    address.company,
    address.address1,
    address.address2,
    [address.postcode, address.city].filter(Boolean).join(' '),
    [address.province, address.country].filter(Boolean).join(', '),
  ].filter(Boolean);
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id} className={styles.cardTitle}>
        {title}
      </h2>
      <address className={styles.address}>
        {lines.map((line, i) => (
          <span key={i}>{line}</span>
        ))}
      </address>
      <dl className={styles.facts}>
        {address.email && (
          <>
            <dt>{t('TEXT_EMAIL')}</dt>
            <dd>{address.email}</dd>
          </>
        )}
        {address.phone && (
          <>
            <dt>{t('TEXT_PHONE')}</dt>
            <dd>{address.phone}</dd>
          </>
        )}
        {address.documentNumber && (
          <>
            <dt>{address.documentType ?? t('INPUT_DOCUMENT_NUMBER_LABEL')}</dt>
            <dd>{address.documentNumber}</dd>
          </>
        )}
      </dl>
    </section>
  );
}

function OrderView({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  const when = (iso: string) => formatDateTime(iso, i18n.language);
  const iva = ivaCondition(order.taxIdentity.ivaCondition);
  return (
    <>
      <PageHeading title={t('admin.ORDER_TITLE', { number: order.number })}>
        <OrderStatusBadge status={order.status} />
        {order.paymentStatus && <PaymentStatusBadge status={order.paymentStatus} />}
      </PageHeading>
      <p className={styles.lead}>
        <Link to="/orders">{t('admin.LINK_BACK_TO_ORDERS')}</Link>
        <span>{t('admin.ORDER_PLACED', { date: when(order.createdAt) })}</span>
        <span>{order.email}</span>
        <span>
          <PaymentMethodName method={order.paymentMethod} />
        </span>
      </p>

      <OrderActions order={order} />
      <ShippingChoiceCard choice={order.shippingChoice} />
      <CarrierShipmentCard order={order} />
      <OrderVouchers number={order.number} />

      {order.shipment && (
        <section className={styles.card} aria-labelledby="order-shipment">
          <h2 id="order-shipment" className={styles.cardTitle}>
            {t('admin.ORDER_SHIPMENT')}
          </h2>
          <dl className={styles.facts}>
            <dt>{t('admin.INPUT_CARRIER_LABEL')}</dt>
            <dd>{order.shipment.carrier}</dd>
            <dt>{t('admin.INPUT_TRACKING_LABEL')}</dt>
            <dd data-fact="tracking">{order.shipment.trackingNumber}</dd>
            <dt>{t('admin.ORDER_SHIPPED_AT')}</dt>
            <dd>{when(order.shipment.shippedAt)}</dd>
            {order.shipment.deliveredAt && (
              <>
                <dt>{t('admin.ORDER_DELIVERED_AT')}</dt>
                <dd>{when(order.shipment.deliveredAt)}</dd>
              </>
            )}
          </dl>
        </section>
      )}

      {order.return && (
        <Alert tone={order.return.late ? 'warning' : 'info'} title={t('admin.ORDER_RETURN_TITLE', { code: order.return.code })}>
          {t(`admin.RETURN_STATE_${order.return.state}`)} · {when(order.return.requestedAt)}
          {order.return.late ? ` · ${t('admin.RETURN_LATE')}` : ''}
        </Alert>
      )}

      <section className={styles.card} aria-labelledby="order-lines">
        <h2 id="order-lines" className={styles.cardTitle}>
          {t('admin.ORDER_LINES')}
        </h2>
        <div className={list.tableWrap}>
          <table className={list.table}>
            <thead>
              <tr>
                <th scope="col">{t('TEXT_PRODUCT_COLUMN_PRODUCT')}</th>
                <th scope="col">{t('admin.COL_SKU')}</th>
                <th scope="col" className={list.num}>
                  {t('TEXT_CART_UNIT_PRICE')}
                </th>
                <th scope="col" className={list.num}>
                  {t('TEXT_QUANTITY')}
                </th>
                <th scope="col" className={list.num}>
                  {t('TEXT_CART_LINE_TOTAL')}
                </th>
              </tr>
            </thead>
            <tbody>
              {order.lines.map((line) => (
                <tr key={line.position}>
                  <th scope="row">{line.name}</th>
                  <td>{line.sku}</td>
                  <td className={list.num}>{formatPesos(line.price, i18n.language)}</td>
                  <td className={list.num}>{line.quantity}</td>
                  <td className={list.num}>{formatPesos(line.total, i18n.language)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={4} className={list.num}>
                  {t('TABLE_SUBTOTAL')}
                </th>
                <td className={list.num}>{formatPesos(order.subtotal, i18n.language)}</td>
              </tr>
              {totalRows(order.totals).map((row) => (
                <tr key={row.kind}>
                  <th scope="row" colSpan={4} className={list.num}>
                    {row.kind === 'SHIPPING' ? t('TABLE_TOTAL_SHIPPING') : t('TABLE_TOTAL_TAX')}
                  </th>
                  <td className={list.num}>{formatPesos(row.amount, i18n.language)}</td>
                </tr>
              ))}
              <tr>
                <th scope="row" colSpan={4} className={list.num}>
                  {t('TABLE_TOTAL')}
                </th>
                <td className={list.num}>
                  <strong>{formatPesos(order.total, i18n.language)}</strong>
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
        {order.comment && (
          <p className={styles.comment}>
            <strong>{t('TEXT_ORDER_COMMENT')}:</strong> {order.comment}
          </p>
        )}
      </section>

      <div className={styles.grid}>
        <Address id="order-shipping" title={t('TEXT_CHECKOUT_SHIPPING_ADDRESS')} address={order.shippingAddress} />
        <Address id="order-billing" title={t('TEXT_CHECKOUT_BILLING_ADDRESS')} address={order.billingAddress} />
        <section className={styles.card} aria-labelledby="order-tax">
          <h2 id="order-tax" className={styles.cardTitle}>
            {t('admin.ORDER_TAX_IDENTITY')}
          </h2>
          <dl className={styles.facts}>
            <dt>{t('admin.ORDER_INVOICE_TYPE')}</dt>
            <dd>{order.taxIdentity.invoiceType}</dd>
            <dt>{t('admin.ORDER_TAX_NAME')}</dt>
            <dd>{order.taxIdentity.name || '—'}</dd>
            <dt>{order.taxIdentity.documentType ?? t('INPUT_DOCUMENT_NUMBER_LABEL')}</dt>
            <dd>{order.taxIdentity.documentNumber || '—'}</dd>
            <dt>{t('INPUT_IVA_CONDITION_LABEL')}</dt>
            <dd>{iva ? t(`TEXT_IVA_${iva}`) : (order.taxIdentity.ivaCondition ?? '—')}</dd>
          </dl>
        </section>
      </div>

      <section className={styles.card} aria-labelledby="order-payments">
        <h2 id="order-payments" className={styles.cardTitle}>
          {t('admin.ORDER_PAYMENTS')}
        </h2>
        {order.refunds.length > 0 && (
          <ul className={styles.rows} aria-label={t('admin.ORDER_REFUNDS')}>
            {order.refunds.map((r) => (
              <li key={r.id}>
                <Badge tone={r.state === 'APPROVED' ? 'success' : 'warning'}>{t(`admin.REFUND_STATE_${r.state}`)}</Badge>
                <span>{t('admin.REFUND_ROW', { amount: formatPesos(r.amount, i18n.language) })}</span>
                <span className={styles.muted}>{r.reason}</span>
                <span className={styles.muted}>{when(r.createdAt)}</span>
              </li>
            ))}
          </ul>
        )}
        {order.payments.length === 0 ? (
          <p className={styles.muted}>{t('admin.ORDER_NO_PAYMENTS')}</p>
        ) : (
          <ul className={styles.rows}>
            {order.payments.map((p) => (
              <li key={p.id}>
                <PaymentStatusBadge status={p.status} />
                <span>{formatPesos(p.amount, i18n.language)}</span>
                <span className={styles.muted}>
                  {p.provider} {p.providerPaymentId}
                  {p.statusDetail ? ` · ${p.statusDetail}` : ''}
                </span>
                <span className={styles.muted}>{when(p.updatedAt)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className={styles.card} aria-labelledby="order-mails">
        <h2 id="order-mails" className={styles.cardTitle}>
          {t('admin.ORDER_MAILS')}
        </h2>
        {order.mails.length === 0 ? (
          <p className={styles.muted}>{t('admin.ORDER_NO_MAILS')}</p>
        ) : (
          <ul className={styles.rows}>
            {order.mails.map((m) => (
              <li key={m.id}>
                <Badge tone={m.failedAt ? 'failure' : m.sentAt ? 'success' : 'warning'}>
                  {m.failedAt ? t('admin.MAIL_FAILED') : m.sentAt ? t('admin.MAIL_SENT') : m.held ? t('admin.MAIL_HELD') : t('admin.MAIL_QUEUED')}
                </Badge>
                <span>{m.subject}</span>
                <span className={styles.muted}>{m.to}</span>
                <span className={styles.muted}>{when(m.sentAt ?? m.createdAt)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className={styles.card} aria-labelledby="order-history">
        <h2 id="order-history" className={styles.cardTitle}>
          {t('admin.ORDER_HISTORY')}
        </h2>
        <ol className={styles.history}>
          {order.history.map((h, i) => (
            <HistoryEntry key={i} entry={h} />
          ))}
        </ol>
      </section>
    </>
  );
}

/** One order: lines, addresses, tax identity, payments, e-mails and history, and what staff may do to it. */
export function OrderPage() {
  const { t } = useTranslation();
  const { number = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(ORDER, { variables: { number }, fetchPolicy: 'cache-and-network' });
  if (data?.order) return <OrderView order={data.order} />;
  if (loading) {
    return (
      <SkeletonGroup>
        <Skeleton variant="rect" height="3rem" />
        <Skeleton variant="rect" height="12rem" />
        <Skeleton variant="rect" height="8rem" />
      </SkeletonGroup>
    );
  }
  if (error) {
    return (
      <>
        <PageHeading title={t('admin.ORDER_TITLE', { number })} />
        <Alert tone="danger" title={t(errorMessageKey(error))}>
          <Button variant="secondary" size="sm" onClick={() => void refetch()}>
            {t('BUTTON_RETRY')}
          </Button>
        </Alert>
      </>
    );
  }
  return (
    <>
      <PageHeading title={t('admin.ORDER_TITLE', { number })} />
      <Alert tone="warning">{t('TEXT_ORDER_NOT_FOUND')}</Alert>
      <Link to="/orders">{t('admin.LINK_BACK_TO_ORDERS')}</Link>
    </>
  );
}

import { useTranslation } from '../../i18n/use-translation';
import { Link } from '../../ui/link/link';
import { STATUS, orderDate } from '../../checkout';
import { graphql, useFragment, type FragmentType } from '../../gql';
import { Badge } from '../../ui/badge/badge';
import { Price } from '../../ui/price/price';
import styles from './orders.module.css';

export const OrdersTableFragment = graphql(`
  fragment OrdersTable_order on Order {
    id
    number
    createdAt
    status
    quantity
    total
  }
`);

/** Orders as rows: number (a link to the order), date, status, items and total. */
export function OrdersTable({ orders: refs, caption }: { orders: ReadonlyArray<FragmentType<typeof OrdersTableFragment>>; caption: string }) {
  const orders = useFragment(OrdersTableFragment, refs);
  const { t, i18n } = useTranslation();
  return (
    <div className={styles.scroll}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('TABLE_ORDER')}</th>
            <th scope="col">{t('TABLE_DATE')}</th>
            <th scope="col">{t('TABLE_STATUS')}</th>
            <th scope="col">{t('TABLE_ITEMS')}</th>
            <th scope="col" className={styles.end}>
              {t('TABLE_TOTAL')}
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id} data-order-number={order.number}>
              <th scope="row">
                <Link to={`/account/orders/${order.id}`}>{t('TEXT_ORDER_NUMBER', { number: order.number })}</Link>
              </th>
              <td>
                <time dateTime={order.createdAt}>{orderDate(order.createdAt, i18n.language)}</time>
              </td>
              <td>
                <Badge tone={STATUS[order.status].tone}>{t(STATUS[order.status].key)}</Badge>
              </td>
              <td>{order.quantity}</td>
              <td className={styles.end}>
                <Price value={order.total} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import { useTranslation } from '../ui';
import { formatDateTime } from '../lib/format';
import type { AdminOrderQuery } from '../gql/graphql';
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from './order-filter';
import styles from './order.module.css';

type Entry = NonNullable<AdminOrderQuery['order']>['history'][number];

/**
 * One entry of an order's history. What the shop itself records (placed, a payment's state) is
 * told in words; a staff action shows its name as the audit log keeps it (`order.ship`…).
 */
export function HistoryEntry({ entry }: { entry: Entry }) {
  const { t, i18n } = useTranslation();
  const [prefix, value = ''] = entry.kind.split(':');
  const upper = value.toUpperCase();
  let what: string = entry.kind;
  if (entry.kind === 'placed') what = t('admin.HISTORY_PLACED');
  else if (entry.kind === 'revocation-requested') what = t('admin.HISTORY_REVOCATION_REQUESTED');
  else if (prefix === 'payment' && (PAYMENT_STATUSES as readonly string[]).includes(upper)) what = t(`admin.PAYMENT_STATUS_${upper as (typeof PAYMENT_STATUSES)[number]}`);
  else if (prefix === 'status' && (ORDER_STATUSES as readonly string[]).includes(upper)) what = t(`admin.ORDER_STATUS_${upper as (typeof ORDER_STATUSES)[number]}`);
  const note = (PAYMENT_METHODS as readonly string[]).includes(entry.note) ? t(`admin.PAYMENT_METHOD_${entry.note as (typeof PAYMENT_METHODS)[number]}`) : entry.note;
  return (
    <li>
      <time dateTime={entry.at}>
        <bdi>{formatDateTime(entry.at, i18n.language)}</bdi>
      </time>
      <span className={what === entry.kind ? styles.kind : undefined}>{what}</span>
      <span className={styles.muted}>{entry.actor === 'shopper' ? t('admin.HISTORY_BY_SHOPPER') : entry.actor}</span>
      {note && <span>{note}</span>}
    </li>
  );
}

import { Badge, useTranslation, type BadgeTone } from '../ui';
import type { OrderStatus, PaymentMethod, PaymentStatus } from '../gql/graphql';

const STATUS_TONES: Record<string, BadgeTone> = { PENDING: 'warning', PREPARING: 'info', PAID: 'info', SHIPPED: 'info', DELIVERED: 'success', COMPLETED: 'success', CANCELLED: 'neutral' };
const PAYMENT_TONES: Record<string, BadgeTone> = { PENDING: 'warning', APPROVED: 'success', REJECTED: 'failure', PARTIALLY_REFUNDED: 'info', REFUNDED: 'neutral' };

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return <Badge tone={STATUS_TONES[status] ?? 'neutral'}>{t(`admin.ORDER_STATUS_${status}`)}</Badge>;
}

export function PaymentStatusBadge({ status }: { status: PaymentStatus | null | undefined }) {
  const { t } = useTranslation();
  if (!status) return <span>—</span>;
  return <Badge tone={PAYMENT_TONES[status] ?? 'neutral'}>{t(`admin.PAYMENT_STATUS_${status}`)}</Badge>;
}

export function PaymentMethodName({ method }: { method: PaymentMethod }) {
  const { t } = useTranslation();
  return <>{t(`admin.PAYMENT_METHOD_${method}`)}</>;
}

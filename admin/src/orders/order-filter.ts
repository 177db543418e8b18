import type { OrderFilter, OrderStatus, PaymentMethod, PaymentStatus } from '../gql/graphql';

export const ORDER_STATUSES: readonly OrderStatus[] = ['PENDING', 'PREPARING', 'SHIPPED', 'DELIVERED', 'CANCELLED'];
export const PAYMENT_STATUSES: readonly PaymentStatus[] = ['PENDING', 'APPROVED', 'REJECTED', 'PARTIALLY_REFUNDED', 'REFUNDED'];
export const PAYMENT_METHODS: readonly PaymentMethod[] = ['WALLET', 'CASH_ON_DELIVERY', 'BANK_TRANSFER'];

/** The list's filters as the address keeps them (so a filtered list can be shared and reloaded). */
export interface OrderFilterForm {
  q: string;
  status: string;
  payment: string;
  method: string;
  province: string;
  from: string;
  to: string;
}

const FIELDS: (keyof OrderFilterForm)[] = ['q', 'status', 'payment', 'method', 'province', 'from', 'to'];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function formFromParams(params: URLSearchParams): OrderFilterForm {
  const form = Object.fromEntries(FIELDS.map((f) => [f, params.get(f)?.trim() ?? ''])) as unknown as OrderFilterForm;
  return form;
}

export function paramsFromForm(form: OrderFilterForm): URLSearchParams {
  const params = new URLSearchParams();
  for (const f of FIELDS) if (form[f].trim()) params.set(f, form[f].trim());
  return params;
}

/** The day after a `YYYY-MM-DD` day (the filter's `to` is exclusive; the form's "to" day is included). */
function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00-03:00`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString();
}

/**
 * The API's filter of a form: unknown values left out, days taken in Buenos Aires' time (the shop's),
 * the "to" day included whole.
 */
export function filterFromForm(form: OrderFilterForm): OrderFilter {
  const filter: OrderFilter = {};
  if (form.q) filter.search = form.q;
  if ((ORDER_STATUSES as readonly string[]).includes(form.status)) filter.status = [form.status as OrderStatus];
  if ((PAYMENT_STATUSES as readonly string[]).includes(form.payment)) filter.paymentStatus = [form.payment as PaymentStatus];
  if ((PAYMENT_METHODS as readonly string[]).includes(form.method)) filter.paymentMethod = [form.method as PaymentMethod];
  if (form.province) filter.province = form.province;
  if (DAY.test(form.from)) filter.from = new Date(`${form.from}T00:00:00-03:00`).toISOString();
  if (DAY.test(form.to)) filter.to = nextDay(form.to);
  return filter;
}

export function isFiltered(form: OrderFilterForm): boolean {
  return FIELDS.some((f) => form[f] !== '');
}

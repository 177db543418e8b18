import type { TranslationKey } from '../../i18n/keys';

export interface FaqGroup {
  id: string;
  title: TranslationKey;
  questions: { id: string; question: TranslationKey; answer: TranslationKey }[];
}

const q = (id: string, question: TranslationKey, answer: TranslationKey) => ({ id, question, answer });

/** The questions shoppers ask, in groups; texts live in the translation files. */
export const FAQ_GROUPS: FaqGroup[] = [
  {
    id: 'orders',
    title: 'TEXT_FAQ_GROUP_ORDERS',
    questions: [
      q('orders-how', 'TEXT_FAQ_ORDERS_HOW_QUESTION', 'TEXT_FAQ_ORDERS_HOW_ANSWER'),
      q('orders-track', 'TEXT_FAQ_ORDERS_TRACK_QUESTION', 'TEXT_FAQ_ORDERS_TRACK_ANSWER'),
    ],
  },
  {
    id: 'shipping',
    title: 'TEXT_FAQ_GROUP_SHIPPING',
    questions: [
      q('shipping-cost', 'TEXT_FAQ_SHIPPING_QUESTION', 'TEXT_FAQ_SHIPPING_ANSWER'),
      q('shipping-time', 'TEXT_FAQ_SHIPPING_TIME_QUESTION', 'TEXT_FAQ_SHIPPING_TIME_ANSWER'),
    ],
  },
  {
    id: 'fitment',
    title: 'TEXT_FAQ_GROUP_FITMENT',
    questions: [
      q('fitment-how', 'TEXT_FAQ_FITMENT_QUESTION', 'TEXT_FAQ_FITMENT_ANSWER'),
      q('fitment-vin', 'TEXT_FAQ_FITMENT_VIN_QUESTION', 'TEXT_FAQ_FITMENT_VIN_ANSWER'),
    ],
  },
  {
    id: 'payments',
    title: 'TEXT_FAQ_GROUP_PAYMENTS',
    questions: [
      q('payments-methods', 'TEXT_FAQ_PAYMENTS_METHODS_QUESTION', 'TEXT_FAQ_PAYMENTS_METHODS_ANSWER'),
      q('payments-invoice', 'TEXT_FAQ_PAYMENTS_INVOICE_QUESTION', 'TEXT_FAQ_PAYMENTS_INVOICE_ANSWER'),
    ],
  },
  {
    id: 'returns',
    title: 'TEXT_FAQ_GROUP_RETURNS',
    questions: [
      q('returns-how', 'TEXT_FAQ_RETURNS_QUESTION', 'TEXT_FAQ_RETURNS_ANSWER'),
      q('returns-warranty', 'TEXT_FAQ_RETURNS_WARRANTY_QUESTION', 'TEXT_FAQ_RETURNS_WARRANTY_ANSWER'),
    ],
  },
  {
    id: 'account',
    title: 'TEXT_FAQ_GROUP_ACCOUNT',
    questions: [
      q('account-need', 'TEXT_FAQ_ACCOUNT_NEED_QUESTION', 'TEXT_FAQ_ACCOUNT_NEED_ANSWER'),
      q('account-garage', 'TEXT_FAQ_ACCOUNT_GARAGE_QUESTION', 'TEXT_FAQ_ACCOUNT_GARAGE_ANSWER'),
    ],
  },
];

import type { TranslationKey } from '../i18n/keys';

/** The account's sections, in the order the account pages list them. */
export const ACCOUNT_SECTIONS: ReadonlyArray<{ title: TranslationKey; url: string }> = [
  { title: 'MENU_ACCOUNT_DASHBOARD', url: '/account/dashboard' },
  { title: 'MENU_ACCOUNT_GARAGE', url: '/account/garage' },
  { title: 'MENU_ACCOUNT_PROFILE', url: '/account/profile' },
  { title: 'MENU_ACCOUNT_ORDERS', url: '/account/orders' },
  { title: 'MENU_ACCOUNT_ADDRESSES', url: '/account/addresses' },
  { title: 'MENU_ACCOUNT_PASSWORD', url: '/account/password' },
];

import { CURRENCIES as SHOP_CURRENCIES, CURRENCY_CODES } from '../../client/src/currency/currencies';

/**
 * Currencies of the shop (specification §9), as the web client names them. Prices are kept in ARS;
 * the rates are the shop's own, in the database (`shop/currency-rates.ts`).
 */
export const CURRENCIES = CURRENCY_CODES.map((code) => SHOP_CURRENCIES[code]);

/** Languages of the interface (specification §9); Spanish is the default and the fallback. */
export const LANGUAGES = [
  { code: 'es', name: 'Español', image: '/images/languages/es.svg', direction: 'LTR' },
  { code: 'en', name: 'English', image: '/images/languages/en.svg', direction: 'LTR' },
  { code: 'ru', name: 'Русский', image: '/images/languages/ru.svg', direction: 'LTR' },
  { code: 'en-RTL', name: 'RTL', image: '/images/languages/rtl.svg', direction: 'RTL' },
] as const;

export const DEFAULT_LANGUAGE = 'es';
export const DEFAULT_CURRENCY = 'ARS';

export const SHOP_CONTACTS = {
  name: 'Autopartes del Sur',
  slogan: 'Repuestos para tu auto, al toque',
  phone: '+54 11 4321-5678',
  email: 'ventas@autopartesdelsur.com.ar',
  address: 'Av. Corrientes 1234, C1043 CABA, Argentina',
  hours: 'Lun a Vie 9:00 a 18:00 · Sáb 9:00 a 13:00',
};

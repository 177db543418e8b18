/** Currencies of the shop (specification §9). Prices are stored in ARS; `rate` converts them. */
export const CURRENCIES = [
  { code: 'ARS', symbol: 'AR$', name: 'Argentine Peso', rate: 1 },
  { code: 'USD', symbol: '$', name: 'US Dollar', rate: 1 },
  { code: 'GBP', symbol: '£', name: 'Pound Sterling', rate: 0.78 },
  { code: 'EUR', symbol: '€', name: 'Euro', rate: 0.92 },
  { code: 'RUB', symbol: '₽', name: 'Russian Ruble', rate: 64 },
] as const;

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

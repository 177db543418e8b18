import { useTranslation } from '../i18n/use-translation';
import { useCurrencyIfAny } from './currency-context';
import styles from './indicative-note.module.css';

/** The day of a rate in the shop's time zone (Buenos Aires, UTC−3), as each language writes a date. */
export function rateDay(iso: string, language: string | undefined): string {
  const day = new Date(Date.parse(iso) - 3 * 3600_000).toISOString().slice(0, 10);
  const [y, m, d] = day.split('-');
  const base = (language ?? 'es').split('-')[0];
  if (base === 'ru') return `${d}.${m}.${y}`;
  if (base === 'en') return day;
  return `${d}/${m}/${y}`;
}

/**
 * Where prices show converted into another currency: they are indicative, at the shop's rate of the
 * date given, and orders are charged in pesos. Nothing while prices show in pesos.
 */
export function IndicativePriceNote({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const currency = useCurrencyIfAny();
  const conversion = currency?.conversion;
  if (!currency || !conversion) return null;
  return (
    <p className={[styles.note, className].filter(Boolean).join(' ')} data-testid="indicative-price-note">
      {t('TEXT_PRICE_INDICATIVE', { currency: currency.currency, date: conversion.updatedAt ? rateDay(conversion.updatedAt, i18n.language) : '—' })}
    </p>
  );
}

import type { CSSProperties } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { cx } from '../cx';
import { intlLocale } from '../locale';
import styles from './rating.module.css';

export const RATING_STARS = 5;

export interface RatingProps {
  /** 0 to 5; fractions fill part of a star. */
  value: number;
  /** Star size in pixels. */
  size?: number;
  className?: string;
}

/** Fill of each of the five stars, 0 to 1. */
export function starFills(value: number): number[] {
  const bounded = Math.min(Math.max(value, 0), RATING_STARS);
  return Array.from({ length: RATING_STARS }, (_, i) => Math.min(Math.max(bounded - i, 0), 1));
}

/**
 * The rating as Intl writes it with one decimal at most (`4,5` in Spanish and Russian, `4.5` in
 * English, `4` for a whole one), written out: the first Intl number format of a page costs the
 * browser a long task while it loads the locale's data.
 */
export function ratingText(value: number, locale: string): string {
  const tenths = Math.round(Number(`${value}e1`));
  const whole = Math.floor(tenths / 10);
  const tenth = tenths % 10;
  const mark = locale === 'en' || locale.startsWith('en-') ? '.' : ',';
  return tenth === 0 ? String(whole) : `${whole}${mark}${tenth}`;
}

/**
 * Five stars filled to the rating, partly filled for fractions (filling from the inline start).
 * Read as one image with a label such as "Calificación: 4,5 de 5". Each star is drawn by its style
 * sheet (a star-shaped mask over a fill), not as markup of its own: a listing shows a rating on
 * every card.
 */
export function Rating({ value, size = 16, className }: RatingProps) {
  const { t, i18n } = useTranslation();
  const bounded = Math.min(Math.max(value, 0), RATING_STARS);
  const spoken = ratingText(bounded, intlLocale(i18n.language));
  return (
    <span role="img" aria-label={t('TEXT_RATING_LABEL', { value: spoken, max: RATING_STARS })} className={cx(styles.rating, className)}>
      {starFills(value).map((fill, i) => (
        <span key={i} className={styles.star} style={{ inlineSize: size, blockSize: size, '--fill': `${fill * 100}%` } as CSSProperties} data-fill={fill} />
      ))}
    </span>
  );
}

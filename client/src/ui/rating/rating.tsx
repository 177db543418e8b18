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

/** The rating's number format per locale, made once each (a listing shows a rating per card). */
const ratingFormats = new Map<string, Intl.NumberFormat>();

function ratingFormat(locale: string): Intl.NumberFormat {
  let format = ratingFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
    ratingFormats.set(locale, format);
  }
  return format;
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
  const spoken = ratingFormat(intlLocale(i18n.language)).format(bounded);
  return (
    <span role="img" aria-label={t('TEXT_RATING_LABEL', { value: spoken, max: RATING_STARS })} className={cx(styles.rating, className)}>
      {starFills(value).map((fill, i) => (
        <span key={i} className={styles.star} style={{ inlineSize: size, blockSize: size, '--fill': `${fill * 100}%` } as CSSProperties} data-fill={fill} />
      ))}
    </span>
  );
}

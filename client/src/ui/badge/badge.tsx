import type { HTMLAttributes, ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { cx } from '../cx';
import type { UiTranslationKey } from '../i18n-resources';
import styles from './badge.module.css';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'failure' | 'warning' | 'sale' | 'new' | 'hot';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
  /** A coloured dot before the text (used for status badges). */
  dot?: boolean;
  children: ReactNode;
}

/** A short label in a coloured box. Colour never carries the meaning alone: the text does. */
export function Badge({ tone = 'neutral', dot = false, className, children, ...rest }: BadgeProps) {
  return (
    <span className={cx(styles.badge, styles[tone], dot && styles.dot, className)} data-tone={tone} {...rest}>
      {children}
    </span>
  );
}

export type ProductBadgeKind = 'sale' | 'new' | 'hot';

const productBadgeKeys: Record<ProductBadgeKind, UiTranslationKey> = {
  sale: 'TEXT_BADGE_SALE',
  new: 'TEXT_BADGE_NEW',
  hot: 'TEXT_BADGE_HOT',
};

/** The sale / new / hot label of a product. */
export function ProductBadge({ kind, className }: { kind: ProductBadgeKind; className?: string }) {
  const { t } = useTranslation();
  return (
    <Badge tone={kind} className={className}>
      {t(productBadgeKeys[kind])}
    </Badge>
  );
}

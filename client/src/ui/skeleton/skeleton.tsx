import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { cx } from '../cx';
import styles from './skeleton.module.css';

export interface SkeletonProps {
  variant?: 'text' | 'rect' | 'circle';
  /** CSS length or pixels. */
  width?: number | string;
  height?: number | string;
  /** Number of text lines (text variant). */
  lines?: number;
  className?: string;
}

/** A grey placeholder in the shape of content that is loading; hidden from assistive technology. */
export function Skeleton({ variant = 'text', width, height, lines = 1, className }: SkeletonProps) {
  const style: CSSProperties = { inlineSize: width, blockSize: height };
  if (variant === 'text' && lines > 1) {
    return (
      <span className={cx(styles.lines, className)} style={{ inlineSize: width }} aria-hidden="true">
        {Array.from({ length: lines }, (_, i) => (
          <span key={i} className={cx(styles.skeleton, styles.text)} />
        ))}
      </span>
    );
  }
  return <span className={cx(styles.skeleton, styles[variant], className)} style={style} aria-hidden="true" />;
}

/** Wraps skeletons of one loading region: marks it busy and says "loading" once. */
export function SkeletonGroup({ children, className }: { children: ReactNode; className?: string }) {
  const { t } = useTranslation();
  return (
    <div className={className} aria-busy="true">
      <span className="visually-hidden" role="status">
        {t('TEXT_LOADING')}
      </span>
      {children}
    </div>
  );
}

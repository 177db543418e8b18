import { useTranslation } from '../../i18n/use-translation';
import { cx } from '../cx';
import styles from './spinner.module.css';

export interface SpinnerProps {
  className?: string;
  /** Spoken label; defaults to TEXT_LOADING. Pass `null` when the surrounding control already says it. */
  label?: string | null;
}

export function Spinner({ className, label }: SpinnerProps) {
  const { t } = useTranslation();
  const text = label === undefined ? t('TEXT_LOADING') : label;
  return (
    <span className={cx(styles.spinner, className)} role={text ? 'status' : undefined} aria-hidden={text ? undefined : true}>
      {text && <span className="visually-hidden">{text}</span>}
    </span>
  );
}

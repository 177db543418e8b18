import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Button } from '../button/button';
import { cx } from '../cx';
import { IconCheck, IconClose, IconDanger, IconInfo, IconWarning } from '../icons/icons';
import styles from './alert.module.css';

export type AlertTone = 'success' | 'info' | 'warning' | 'danger';

export interface AlertProps {
  tone?: AlertTone;
  title?: ReactNode;
  children: ReactNode;
  /** Shows a close button that calls this. */
  onDismiss?: () => void;
  className?: string;
}

export const alertIcons: Record<AlertTone, typeof IconInfo> = {
  success: IconCheck,
  info: IconInfo,
  warning: IconWarning,
  danger: IconDanger,
};

/**
 * A message in the page. Warnings and errors are announced at once (role alert); success and
 * information politely (role status).
 */
export function Alert({ tone = 'info', title, children, onDismiss, className }: AlertProps) {
  const { t } = useTranslation();
  const Icon = alertIcons[tone];
  const urgent = tone === 'danger' || tone === 'warning';
  return (
    <div className={cx(styles.alert, styles[tone], className)} role={urgent ? 'alert' : 'status'} data-tone={tone}>
      <Icon className={styles.icon} size={20} />
      <div className={styles.body}>
        {title && <strong className={styles.title}>{title}</strong>}
        {children}
      </div>
      {onDismiss && (
        <Button variant="ghost" size="sm" iconOnly icon={<IconClose size={16} />} className={styles.close} onClick={onDismiss}>
          {t('BUTTON_CLOSE')}
        </Button>
      )}
    </div>
  );
}

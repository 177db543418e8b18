import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { alertIcons } from '../alert/alert';
import { Button } from '../button/button';
import { cx } from '../cx';
import { IconClose } from '../icons/icons';
import type { UiTranslationKey } from '../i18n-resources';
import { ToastContext, type ProductToastKind, type ToastApi, type ToastInput, type ToastTone } from './toast-context';
import styles from './toast.module.css';

export const TOAST_DURATION_MS = 5000;
/** At most this many toasts at once; the oldest leaves first. */
export const TOAST_LIMIT = 4;

interface ToastEntry {
  id: number;
  message: ReactNode;
  tone: ToastTone;
  duration: number;
}

const productKeys: Record<ProductToastKind, UiTranslationKey> = {
  cart: 'TEXT_TOAST_ADDED_TO_CART',
  wishlist: 'TEXT_TOAST_ADDED_TO_WISHLIST',
  compare: 'TEXT_TOAST_ADDED_TO_COMPARE',
};

/**
 * Holds the page's toasts and renders them in one polite live region, so screen readers read
 * each new message. Toasts leave after their duration; pointing at or focusing one holds it.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((toast) => toast.id !== id)), []);

  const show = useCallback((input: ToastInput) => {
    const id = nextId.current++;
    const entry: ToastEntry = { id, message: input.message, tone: input.tone ?? 'success', duration: input.duration ?? TOAST_DURATION_MS };
    setToasts((list) => [...list, entry].slice(-TOAST_LIMIT));
    return id;
  }, []);

  const productAdded = useCallback(
    (kind: ProductToastKind, productName: string) => show({ tone: 'success', message: t(productKeys[kind], { name: productName }) }),
    [show, t],
  );

  const api = useMemo<ToastApi>(() => ({ show, dismiss, productAdded }), [show, dismiss, productAdded]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <section className={styles.region} aria-label={t('TEXT_NOTIFICATIONS')}>
        <div className={styles.list} role="status" aria-live="polite" aria-relevant="additions">
          {toasts.map((toast) => (
            <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} closeLabel={t('BUTTON_CLOSE')} />
          ))}
        </div>
      </section>
    </ToastContext.Provider>
  );
}

function ToastItem({ toast, onDismiss, closeLabel }: { toast: ToastEntry; onDismiss: (id: number) => void; closeLabel: string }) {
  const [held, setHeld] = useState(false);
  const Icon = alertIcons[toast.tone];

  useEffect(() => {
    if (held || toast.duration <= 0) return undefined;
    const timer = setTimeout(() => onDismiss(toast.id), toast.duration);
    return () => clearTimeout(timer);
  }, [held, toast.id, toast.duration, onDismiss]);

  return (
    <div
      className={cx(styles.toast, styles[toast.tone], 'on-dark')}
      data-tone={toast.tone}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <Icon className={styles.icon} size={20} />
      <p className={styles.message}>{toast.message}</p>
      <Button variant="ghost" size="sm" iconOnly icon={<IconClose size={16} />} className={styles.close} onClick={() => onDismiss(toast.id)}>
        {closeLabel}
      </Button>
    </div>
  );
}

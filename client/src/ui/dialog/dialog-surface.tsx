import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../../i18n/use-translation';
import { Button } from '../button/button';
import { cx } from '../cx';
import { IconClose } from '../icons/icons';
import { useBodyScrollLock, useEscapeKey, useExclusiveOverlay, useFocusTrap, usePortalTarget } from '../overlay';
import styles from './dialog.module.css';

export interface DialogBaseProps {
  open: boolean;
  /** Called on Escape, a click on the backdrop, the close button, or another exclusive overlay opening. */
  onClose: () => void;
  /** Heading of the dialog; also its accessible name. */
  title: ReactNode;
  /** Keep the title for screen readers only. */
  hideTitle?: boolean;
  children: ReactNode;
  /** Buttons row at the bottom. */
  footer?: ReactNode;
  /** Element to focus on open; default the first focusable one. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Clicking the backdrop closes (default true). */
  closeOnBackdrop?: boolean;
  exclusiveId?: string;
  exclusiveGroup?: string;
  /** Called once the closing animation has ended and the content is gone (panels can reset here). */
  onExited?: () => void;
  className?: string;
}

/** How long the closing animation runs before the dialog leaves the page. */
export const DIALOG_EXIT_MS = 220;

interface DialogSurfaceProps extends DialogBaseProps {
  kind: 'modal' | 'drawer';
  backdropClassName?: string;
  surfaceClassName?: string;
}

/**
 * What Modal and Drawer share: portalled into the body, focus trapped inside and returned to the
 * opener, Escape and backdrop clicks close, page scroll hidden with scrollbar compensation.
 */
export function DialogSurface({
  kind,
  open,
  onClose,
  title,
  hideTitle,
  children,
  footer,
  initialFocus,
  closeOnBackdrop = true,
  exclusiveId,
  exclusiveGroup,
  onExited,
  className,
  backdropClassName,
  surfaceClassName,
}: DialogSurfaceProps) {
  const { t } = useTranslation();
  const target = usePortalTarget();
  const surfaceRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const generatedId = useId();
  // After `open` turns false the dialog stays for its closing animation, inert and hidden from
  // assistive technology; focus, scroll and Escape are released at once.
  const [exiting, setExiting] = useState(false);
  const [previousOpen, setPreviousOpen] = useState(open);
  // Each opening starts from fresh content, even when it comes during the previous closing.
  const [session, setSession] = useState(0);
  if (previousOpen !== open) {
    setPreviousOpen(open);
    setExiting(!open);
    if (open) setSession((n) => n + 1);
  }
  const onExitedRef = useRef(onExited);
  onExitedRef.current = onExited;
  useEffect(() => {
    if (!exiting) return undefined;
    const timer = setTimeout(() => {
      setExiting(false);
      onExitedRef.current?.();
    }, DIALOG_EXIT_MS);
    return () => clearTimeout(timer);
  }, [exiting]);

  const active = open && target !== null;
  useBodyScrollLock(active);
  useFocusTrap(surfaceRef, active, { initialFocus });
  useEscapeKey(onClose, active);
  useExclusiveOverlay({ id: exclusiveId ?? generatedId, group: exclusiveGroup, open: open && exclusiveId !== undefined, onClose });

  if (target === null || (!open && !exiting)) return null;
  return createPortal(
    // A click on the backdrop is a pointer shortcut; Escape and the close button do the same by keyboard.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      className={cx(styles.backdrop, backdropClassName, !open && styles.closing)}
      onMouseDown={(event) => {
        if (open && closeOnBackdrop && event.target === event.currentTarget) onClose();
      }}
      aria-hidden={open ? undefined : true}
      inert={!open}
      data-testid={`${kind}-backdrop`}
    >
      <div
        key={session}
        ref={surfaceRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={cx(styles.surface, styles[kind], surfaceClassName, className)}
      >
        <div className={cx(styles.header, hideTitle && 'visually-hidden')}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
        </div>
        <Button
          variant="ghost"
          size="sm"
          iconOnly
          icon={<IconClose size={18} />}
          onClick={onClose}
          className={styles.close}
        >
          {t('BUTTON_CLOSE')}
        </Button>
        <div className={styles.body}>{children}</div>
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
    </div>,
    target,
  );
}

import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
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
  className?: string;
}

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
  className,
  backdropClassName,
  surfaceClassName,
}: DialogSurfaceProps) {
  const { t } = useTranslation();
  const target = usePortalTarget();
  const surfaceRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const generatedId = useId();
  const visible = open && target !== null;

  useBodyScrollLock(visible);
  useFocusTrap(surfaceRef, visible, { initialFocus });
  useEscapeKey(onClose, visible);
  useExclusiveOverlay({ id: exclusiveId ?? generatedId, group: exclusiveGroup, open: open && exclusiveId !== undefined, onClose });

  if (!visible) return null;
  return createPortal(
    <div
      className={cx(styles.backdrop, backdropClassName)}
      onMouseDown={(event) => {
        if (closeOnBackdrop && event.target === event.currentTarget) onClose();
      }}
      data-testid={`${kind}-backdrop`}
    >
      <div
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

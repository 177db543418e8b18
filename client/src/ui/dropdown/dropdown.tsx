import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '../cx';
import { IconChevronDown } from '../icons/icons';
import { getFocusable } from '../overlay/focusable';
import { useExclusiveOverlay } from '../overlay/overlay-coordinator';
import { useEscapeKey } from '../overlay/use-escape-key';
import { useOutsideClick } from '../overlay/use-outside-click';
import styles from './dropdown.module.css';

export interface DropdownProps {
  /** Content of the trigger button. */
  trigger: ReactNode;
  /** Accessible name of the trigger when its content is only an icon. */
  triggerLabel?: string;
  /** Panel content; a function receives `close`. */
  children: ReactNode | ((api: { close: () => void }) => ReactNode);
  /** Controlled open state; omit for the dropdown to manage it. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  defaultOpen?: boolean;
  /** Which edge of the trigger the panel lines up with. */
  align?: 'start' | 'end';
  /** Joins the overlay coordinator: opening this closes the group's other open overlay. */
  exclusiveId?: string;
  exclusiveGroup?: string;
  /** Accessible name of the panel. */
  panelLabel?: string;
  showChevron?: boolean;
  className?: string;
  triggerClassName?: string;
  panelClassName?: string;
}

/**
 * A button that shows a panel below it. The panel closes on a click outside, on Escape (focus
 * goes back to the trigger) and when another exclusive overlay of its group opens. ArrowDown on the
 * button opens the panel and moves focus to its first control; Tab walks on from the button into it.
 */
export function Dropdown({
  trigger,
  triggerLabel,
  children,
  open: openProp,
  onOpenChange,
  defaultOpen = false,
  align = 'start',
  exclusiveId,
  exclusiveGroup,
  panelLabel,
  showChevron = true,
  className,
  triggerClassName,
  panelClassName,
}: DropdownProps) {
  const [openState, setOpenState] = useState(defaultOpen);
  const open = openProp ?? openState;
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const generatedId = useId();

  const setOpen = useCallback(
    (next: boolean) => {
      if (openProp === undefined) setOpenState(next);
      onOpenChange?.(next);
    },
    [openProp, onOpenChange],
  );
  const close = useCallback(() => setOpen(false), [setOpen]);

  // ArrowDown on the button asks for focus in the panel once it is on the page.
  const enterPanel = useRef(false);
  const panelRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) enterPanel.current = false;
    const panel = panelRef.current;
    if (!open || !enterPanel.current || !panel) return;
    const focusFirst = () => {
      const first = getFocusable(panel)[0];
      if (!first) return false;
      enterPanel.current = false;
      first.focus();
      return true;
    };
    if (focusFirst()) return;
    // A panel whose content arrives later (its code loads on the first opening) gets the focus then.
    const observer = new MutationObserver(() => {
      if (focusFirst()) observer.disconnect();
    });
    observer.observe(panel, { childList: true, subtree: true });
    return () => observer.disconnect();
  });
  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    enterPanel.current = true;
    if (!open) setOpen(true);
    else if (panelRef.current) {
      const first = getFocusable(panelRef.current)[0];
      if (first) {
        enterPanel.current = false;
        first.focus();
      }
    }
  };

  useOutsideClick([rootRef], close, open);
  useEscapeKey(() => {
    close();
    triggerRef.current?.focus();
  }, open);
  useExclusiveOverlay({ id: exclusiveId ?? generatedId, group: exclusiveGroup, open: open && exclusiveId !== undefined, onClose: close });

  return (
    <div ref={rootRef} className={cx(styles.dropdown, className)}>
      <button
        ref={triggerRef}
        type="button"
        className={cx(styles.trigger, triggerClassName)}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={triggerLabel}
        onClick={() => setOpen(!open)}
        onKeyDown={onTriggerKeyDown}
      >
        {trigger}
        {showChevron && <IconChevronDown className={styles.chevron} size={16} />}
      </button>
      {open && (
        <div
          ref={panelRef}
          id={panelId}
          className={cx(styles.panel, styles[align], panelClassName)}
          role={panelLabel ?? triggerLabel ? 'region' : undefined}
          aria-label={panelLabel ?? triggerLabel}
        >
          {typeof children === 'function' ? children({ close }) : children}
        </div>
      )}
    </div>
  );
}

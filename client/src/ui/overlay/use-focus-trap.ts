import { useEffect, useRef, type RefObject } from 'react';
import { getFocusable } from './focusable';

// Traps stack when a dialog opens another one; only the topmost reacts to keys and focus.
const trapStack: HTMLElement[] = [];
const isTopmost = (container: HTMLElement) => trapStack[trapStack.length - 1] === container;

export interface FocusTrapOptions {
  /** Element to focus when the trap starts; defaults to the first focusable one, then the container. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Give focus back to the element that had it before the trap started (default true). */
  returnFocus?: boolean;
}

/**
 * While `active`, keeps keyboard focus inside `containerRef`: Tab from the last element goes to
 * the first, Shift+Tab from the first goes to the last, and focus that escapes is pulled back.
 * When the trap ends, focus returns to the element that opened it.
 */
export function useFocusTrap(
  containerRef: RefObject<HTMLElement | null>,
  active: boolean,
  options: FocusTrapOptions = {},
): void {
  const optionsRef = useRef(options);
  optionsRef.current = options;

  useEffect(() => {
    if (!active) return undefined;
    const container = containerRef.current;
    if (!container) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    trapStack.push(container);

    const initial = optionsRef.current.initialFocus?.current ?? getFocusable(container)[0] ?? container;
    if (initial === container && !container.hasAttribute('tabindex')) container.setAttribute('tabindex', '-1');
    initial.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || !isTopmost(container)) return;
      const focusable = getFocusable(container);
      if (focusable.length === 0) {
        event.preventDefault();
        container.focus();
        return;
      }
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      const current = document.activeElement;
      if (event.shiftKey && (current === first || !container.contains(current))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || !container.contains(current))) {
        event.preventDefault();
        first.focus();
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      if (!isTopmost(container)) return;
      if (target instanceof Node && !container.contains(target)) {
        (getFocusable(container)[0] ?? container).focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      trapStack.splice(trapStack.lastIndexOf(container), 1);
      if (optionsRef.current.returnFocus !== false && opener && opener.isConnected) {
        opener.focus();
      }
    };
  }, [active, containerRef]);
}

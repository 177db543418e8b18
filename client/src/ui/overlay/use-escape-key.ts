import { useEffect, useRef } from 'react';

/** Calls `onEscape` when Escape is pressed anywhere on the page while `active`. */
export function useEscapeKey(onEscape: (event: KeyboardEvent) => void, active = true): void {
  const handlerRef = useRef(onEscape);
  handlerRef.current = onEscape;

  useEffect(() => {
    if (!active) return undefined;
    const listener = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      handlerRef.current(event);
    };
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, [active]);
}

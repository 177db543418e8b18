import { useEffect, useRef } from 'react';

type Handler = { current: (event: KeyboardEvent) => void };

// Overlays open on top of each other (a dropdown inside a dialog); Escape closes the top one only.
const stack: Handler[] = [];

/** Calls `onEscape` when Escape is pressed while `active` and no overlay opened later is listening. */
export function useEscapeKey(onEscape: (event: KeyboardEvent) => void, active = true): void {
  const handlerRef = useRef(onEscape);
  handlerRef.current = onEscape;

  useEffect(() => {
    if (!active) return undefined;
    const entry = handlerRef;
    stack.push(entry);
    const listener = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (stack[stack.length - 1] !== entry) return;
      event.preventDefault();
      entry.current(event);
    };
    document.addEventListener('keydown', listener);
    return () => {
      document.removeEventListener('keydown', listener);
      const index = stack.lastIndexOf(entry);
      if (index !== -1) stack.splice(index, 1);
    };
  }, [active]);
}

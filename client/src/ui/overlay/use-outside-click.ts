import { useEffect, useRef, type RefObject } from 'react';

/**
 * Calls `onOutside` when a pointer press lands outside every given element while `active`.
 * Listens in the capture phase so a press on another control still closes this overlay first.
 */
export function useOutsideClick(
  refs: ReadonlyArray<RefObject<HTMLElement | null>>,
  onOutside: (event: PointerEvent | MouseEvent | TouchEvent) => void,
  active = true,
): void {
  const handlerRef = useRef(onOutside);
  const refsRef = useRef(refs);
  handlerRef.current = onOutside;
  refsRef.current = refs;

  useEffect(() => {
    if (!active) return undefined;
    const listener = (event: PointerEvent | MouseEvent | TouchEvent) => {
      const target = event.target;
      if (!(target instanceof Node)) return;
      // A target removed from the page by the same press (a re-rendered list item) is not outside.
      if (!target.isConnected) return;
      const inside = refsRef.current.some((ref) => ref.current?.contains(target));
      if (!inside) handlerRef.current(event);
    };
    const eventName = 'PointerEvent' in window ? 'pointerdown' : 'mousedown';
    document.addEventListener(eventName, listener as EventListener, true);
    document.addEventListener('touchstart', listener as EventListener, true);
    return () => {
      document.removeEventListener(eventName, listener as EventListener, true);
      document.removeEventListener('touchstart', listener as EventListener, true);
    };
  }, [active]);
}

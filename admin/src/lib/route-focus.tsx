import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * After a navigation inside the app, focus moves to the new page's main heading (the element with
 * `data-page-heading`, made focusable here), so a screen reader announces the page and the keyboard
 * starts from its top. The first page keeps the browser's own focus.
 */
export function useFocusOnRouteChange(): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    // After the page has rendered its heading (a lazy page may take a frame).
    const frame = requestAnimationFrame(() => {
      const heading = document.querySelector<HTMLElement>('[data-page-heading]') ?? document.querySelector<HTMLElement>('main h1');
      if (!heading) return;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: false });
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
}

import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** A navigation happened and its page's heading has not taken the focus yet (it may wait for data). */
let headingAwaited = false;

function focusHeading(heading: HTMLElement): void {
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus();
}

/**
 * After a navigation inside the app, focus moves to the new page's main heading (`data-page-heading`,
 * lib/page-heading.tsx), so a screen reader announces the page and the keyboard starts from its
 * top. A page still loading its data takes the focus when its heading appears. The first page keeps
 * the browser's own focus.
 */
export function useFocusOnRouteChange(): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const heading = document.querySelector<HTMLElement>('[data-page-heading]');
    if (heading) {
      headingAwaited = false;
      focusHeading(heading);
    } else {
      headingAwaited = true;
    }
  }, [pathname]);
}

/** Called by a page heading as it appears: takes the focus when a navigation is waiting for it. */
export function claimRouteFocus(heading: HTMLElement | null): void {
  if (!heading || !headingAwaited) return;
  headingAwaited = false;
  focusHeading(heading);
}

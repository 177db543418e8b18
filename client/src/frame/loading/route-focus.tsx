import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/** How long a new page may take to show its heading before focus settles on the page's region. */
export const HEADING_WAIT_MS = 5000;
/** A new page's title is said once it has held this long (a page may set it again once its data is in). */
export const TITLE_STEADY_MS = 400;
/** A title still the same as the page left is said anyway after this long (two pages of one title). */
export const TITLE_WAIT_MS = 2000;
/** A later title of the same page (its data arrived late) is said too, this long after its heading. */
export const TITLE_FOLLOW_MS = 8000;
const TITLE_CHECK_MS = 100;

/** What focus moves to on a new page: the element the address names (#anchor), or the page's h1. */
function pageTarget(main: HTMLElement, hash: string): HTMLElement | null {
  if (hash.length > 1) {
    const named = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (named && main.contains(named)) return named;
  }
  return main.querySelector<HTMLElement>('h1');
}

/**
 * Moves focus on purpose after a client-side navigation to another page (not on the first load,
 * not when only the query string changes, as a listing's filters do): to the new page's heading
 * (an `h1` with tabindex -1; the anchor the address names, if any), once it is on screen, so the
 * next Tab starts in the page and not in the header; then says the page's title in a polite live
 * region once it holds steady (and its final one, should its data set it later). Renders that region.
 */
export function RouteFocus() {
  const { pathname, hash } = useLocation();
  // What is a new place: another page, or another anchor of it; never the query string alone.
  const place = pathname + hash;
  const [message, setMessage] = useState('');
  // The place whose arrival was last told (the first one needs no telling).
  const told = useRef(place);
  // The title of the page being left, read in the render that brings the new address, before the
  // new page's effects replace it.
  const rendered = useRef(place);
  const leftTitle = useRef('');
  if (rendered.current !== place && typeof document !== 'undefined') {
    rendered.current = place;
    leftTitle.current = document.title;
  }

  useEffect(() => {
    if (told.current === place) return undefined;
    const main = document.getElementById('content');
    if (!main) return undefined;
    setMessage('');
    let found = false;
    let titleTimer = 0;
    // The title is said once it has held steady, and said again if it changes while the page is new.
    let said = '';
    let seen = document.title;
    let steadySince = 0;
    const follow = (waited: number) => {
      const title = document.title;
      if (title !== seen) {
        seen = title;
        steadySince = waited;
      }
      const steady = waited - steadySince >= TITLE_STEADY_MS;
      const due = title !== leftTitle.current || waited >= TITLE_WAIT_MS;
      if (steady && due && title !== said) {
        said = title;
        told.current = place;
        setMessage(title);
      }
      if (waited < TITLE_FOLLOW_MS) titleTimer = window.setTimeout(() => follow(waited + TITLE_CHECK_MS), TITLE_CHECK_MS);
    };
    const settle = (target: HTMLElement) => {
      found = true;
      observer.disconnect();
      window.clearTimeout(giveUp);
      const active = document.activeElement;
      // A dialog opened meanwhile keeps its focus.
      if (!(active instanceof HTMLElement && active.closest('[role="dialog"]'))) {
        if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
        target.focus({ preventScroll: true });
      }
      titleTimer = window.setTimeout(() => follow(TITLE_CHECK_MS), TITLE_CHECK_MS);
    };
    const look = () => {
      if (found) return;
      const target = pageTarget(main, hash);
      if (target) settle(target);
    };
    const observer = new MutationObserver(look);
    observer.observe(main, { childList: true, subtree: true });
    const giveUp = window.setTimeout(() => {
      if (!found) settle(main);
    }, HEADING_WAIT_MS);
    look();
    // Left before it was told (another navigation, or a remount): the next run starts over.
    return () => {
      found = true;
      observer.disconnect();
      window.clearTimeout(giveUp);
      window.clearTimeout(titleTimer);
    };
  }, [place, hash]);

  return (
    <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true" data-route-announcer="">
      {message}
    </p>
  );
}

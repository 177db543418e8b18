import { useEffect } from 'react';

interface SavedBodyStyle {
  overflow: string;
  paddingInlineEnd: string;
  compensation: string;
}

// Shared by every overlay on the page: nested overlays lock once and unlock with the last one.
let lockCount = 0;
let saved: SavedBodyStyle | null = null;

/** Width of the page's vertical scrollbar, 0 when it overlays the content or is absent. */
export function measureScrollbarWidth(): number {
  const width = window.innerWidth - document.documentElement.clientWidth;
  return width > 0 && width < 100 ? width : 0;
}

export function lockBodyScroll(): void {
  lockCount += 1;
  if (lockCount > 1) return;
  const body = document.body;
  const scrollbar = measureScrollbarWidth();
  saved = {
    overflow: body.style.overflow,
    paddingInlineEnd: body.style.paddingInlineEnd,
    compensation: body.style.getPropertyValue('--scrollbar-compensation'),
  };
  if (scrollbar > 0) {
    const current = parseFloat(window.getComputedStyle(body).paddingInlineEnd) || 0;
    body.style.paddingInlineEnd = `${current + scrollbar}px`;
  }
  body.style.setProperty('--scrollbar-compensation', `${scrollbar}px`);
  body.style.overflow = 'hidden';
  body.dataset.scrollLocked = 'true';
}

export function unlockBodyScroll(): void {
  if (lockCount === 0) return;
  lockCount -= 1;
  if (lockCount > 0 || !saved) return;
  const body = document.body;
  body.style.overflow = saved.overflow;
  body.style.paddingInlineEnd = saved.paddingInlineEnd;
  if (saved.compensation) body.style.setProperty('--scrollbar-compensation', saved.compensation);
  else body.style.removeProperty('--scrollbar-compensation');
  delete body.dataset.scrollLocked;
  saved = null;
}

/**
 * Hides the page's scrollbar while `active` and pads the body by the scrollbar's width so the
 * content does not shift sideways. Fixed elements can pad by `var(--scrollbar-compensation)`.
 */
export function useBodyScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return undefined;
    lockBodyScroll();
    return unlockBodyScroll;
  }, [active]);
}

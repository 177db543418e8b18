import { afterEach, describe, expect, it } from 'vitest';
import { lockBodyScroll, measureScrollbarWidth, unlockBodyScroll } from './use-body-scroll-lock';

function setScrollbar(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1280 });
  Object.defineProperty(document.documentElement, 'clientWidth', { configurable: true, value: 1280 - width });
}

afterEach(() => {
  document.body.removeAttribute('style');
  delete document.body.dataset.scrollLocked;
});

describe('body scroll lock', () => {
  it('measures the scrollbar and ignores layouts without one', () => {
    setScrollbar(17);
    expect(measureScrollbarWidth()).toBe(17);
    setScrollbar(0);
    expect(measureScrollbarWidth()).toBe(0);
  });

  it('stays locked until the last of nested overlays closes', () => {
    setScrollbar(12);
    lockBodyScroll();
    lockBodyScroll();
    expect(document.body.style.overflow).toBe('hidden');
    expect(document.body.style.paddingInlineEnd).toBe('12px');
    unlockBodyScroll();
    expect(document.body.style.overflow).toBe('hidden');
    expect(document.body.style.paddingInlineEnd).toBe('12px');
    unlockBodyScroll();
    expect(document.body.style.overflow).toBe('');
    expect(document.body.style.paddingInlineEnd).toBe('');
    expect(document.body.dataset.scrollLocked).toBeUndefined();
  });

  it('adds no padding when the scrollbar takes no room, and an extra unlock does nothing', () => {
    setScrollbar(0);
    document.body.style.overflow = 'scroll';
    lockBodyScroll();
    expect(document.body.style.paddingInlineEnd).toBe('');
    expect(document.body.style.getPropertyValue('--scrollbar-compensation')).toBe('0px');
    unlockBodyScroll();
    unlockBodyScroll();
    expect(document.body.style.overflow).toBe('scroll');
  });
});

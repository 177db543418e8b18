import { Children, useRef, useState, type CSSProperties, type FocusEvent, type KeyboardEvent, type MouseEvent, type PointerEvent, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Button } from '../../ui/button/button';
import { cx } from '../../ui/cx';
import { IconChevronEnd, IconChevronStart } from '../../ui/icons/icons';
import { usePerView, type PerViewSteps } from './use-per-view';
import styles from './carousel.module.css';

/** A drag longer than this moves the carousel and cancels the click it would make (spec §7). */
export const DRAG_THRESHOLD_PX = 15;

const DEFAULT_STEPS: PerViewSteps = [
  [0, 2],
  [768, 3],
  [1100, 4],
];

export interface CarouselProps {
  /** Accessible name of the carousel (already translated). */
  label: string;
  /** The slides, one per child. */
  children: ReactNode;
  /** Items shown at once by viewport width; default 2, 3 from 768 px, 4 from 1100 px. */
  perView?: PerViewSteps;
  className?: string;
}

/**
 * A row of items that slides. Previous and next buttons move a page; with the viewport focused,
 * the arrow keys move one item (mirrored on right-to-left pages), Home and End go to either end;
 * a touch or mouse swipe moves a page and the click it would end in is cancelled. Items out of
 * view are inert, so Tab and screen readers only meet what is shown.
 */
export function Carousel({ label, children, perView: steps = DEFAULT_STEPS, className }: CarouselProps) {
  const { t } = useTranslation();
  const items = Children.toArray(children);
  const perView = usePerView(steps);
  const [requested, setIndex] = useState(0);
  const viewportRef = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; moved: boolean; id: number } | null>(null);
  const suppressClick = useRef(false);

  const last = Math.max(0, items.length - perView);
  const index = Math.min(requested, last);
  const go = (next: number) => setIndex(Math.max(0, Math.min(last, next)));
  const rtl = () => viewportRef.current?.closest('[dir]')?.getAttribute('dir') === 'rtl';

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    const forward = rtl() ? 'ArrowLeft' : 'ArrowRight';
    const backward = rtl() ? 'ArrowRight' : 'ArrowLeft';
    let next: number | null = null;
    if (event.key === forward) next = index + 1;
    else if (event.key === backward) next = index - 1;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = last;
    if (next === null) return;
    event.preventDefault();
    go(next);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    drag.current = { x: event.clientX, moved: false, id: event.pointerId };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (d && d.id === event.pointerId && Math.abs(event.clientX - d.x) > DRAG_THRESHOLD_PX) d.moved = true;
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    drag.current = null;
    if (!d || d.id !== event.pointerId || !d.moved) return;
    suppressClick.current = true;
    const towardsStart = event.clientX - d.x > 0;
    // Swiping towards the reading end's opposite side reveals later items.
    const later = rtl() ? towardsStart : !towardsStart;
    go(index + (later ? perView : -perView));
  };
  // Focus that reaches a slide out of view (a browser without `inert`, a script) brings it into view.
  const onFocusCapture = (event: FocusEvent<HTMLDivElement>) => {
    const slide = (event.target as HTMLElement).closest<HTMLElement>('[data-slide]');
    const i = slide ? Number(slide.dataset.slide) : NaN;
    if (Number.isNaN(i)) return;
    if (i < index) go(i);
    else if (i >= index + perView) go(i - perView + 1);
  };
  const onClickCapture = (event: MouseEvent<HTMLDivElement>) => {
    if (!suppressClick.current) return;
    suppressClick.current = false;
    event.preventDefault();
    event.stopPropagation();
  };

  const trackStyle = { '--per-view': perView, '--index': index } as CSSProperties;
  return (
    <div className={cx(styles.carousel, className)} role="region" aria-roledescription={t('TEXT_CAROUSEL')} aria-label={label}>
      <div className={styles.controls}>
        <Button
          variant="secondary"
          size="sm"
          iconOnly
          icon={<IconChevronStart size={18} className="flip-rtl" />}
          disabled={index === 0}
          onClick={() => go(index - perView)}
        >
          {t('BUTTON_CAROUSEL_PREVIOUS')}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          iconOnly
          icon={<IconChevronEnd size={18} className="flip-rtl" />}
          disabled={index >= last}
          onClick={() => go(index + perView)}
        >
          {t('BUTTON_CAROUSEL_NEXT')}
        </Button>
      </div>
      {/* The viewport takes focus so the arrow keys can move it, as a browser's scrollable region does. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={viewportRef}
        role="group"
        className={styles.viewport}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        aria-label={t('TEXT_CAROUSEL_KEYS', { label })}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (drag.current = null)}
        onClickCapture={onClickCapture}
        onFocusCapture={onFocusCapture}
      >
        <ul className={styles.track} style={trackStyle}>
          {items.map((item, i) => {
            const hidden = i < index || i >= index + perView;
            return (
              <li
                key={i}
                data-slide={i}
                className={styles.slide}
                aria-roledescription={t('TEXT_CAROUSEL_SLIDE')}
                aria-label={t('TEXT_CAROUSEL_POSITION', { position: i + 1, count: items.length })}
                aria-hidden={hidden || undefined}
                inert={hidden}
              >
                {item}
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}

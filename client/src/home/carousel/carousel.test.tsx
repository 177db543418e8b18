import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTexts, text } from '../../test/render-page';
import { Carousel, DRAG_THRESHOLD_PX } from './carousel';
import { perViewFor } from './use-per-view';

// jsdom has no matchMedia: the carousel keeps the widest step, here 3 items at once.
const STEPS = [
  [0, 2],
  [900, 3],
] as const;

function renderCarousel(count = 7, options: { dir?: 'ltr' | 'rtl'; onClick?: (event: { preventDefault(): void }) => void } = {}) {
  return renderWithTexts(
    <Carousel label="Destacados" perView={STEPS}>
      {Array.from({ length: count }, (_, i) => (
        <a key={i} href={`#p${i + 1}`} onClick={options.onClick}>
          Producto {i + 1}
        </a>
      ))}
    </Carousel>,
    { dir: options.dir },
  );
}

/** The names of the slides a visitor can see and reach. */
const shown = () =>
  screen
    .getAllByRole('listitem', { hidden: true })
    .filter((li) => !li.hasAttribute('inert') && li.getAttribute('aria-hidden') !== 'true')
    .map((li) => li.textContent);

const previous = () => screen.getByRole('button', { name: text('BUTTON_CAROUSEL_PREVIOUS') });
const next = () => screen.getByRole('button', { name: text('BUTTON_CAROUSEL_NEXT') });
const viewport = () => screen.getByLabelText(text('TEXT_CAROUSEL_KEYS', { label: 'Destacados' }));

beforeAll(() => {
  // jsdom has no PointerEvent: a mouse event carrying the pointer's id and type stands in.
  if (typeof window.PointerEvent === 'undefined') {
    class PointerEventStandIn extends MouseEvent {
      pointerId: number;
      pointerType: string;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerId = init.pointerId ?? 0;
        this.pointerType = init.pointerType ?? 'mouse';
      }
    }
    window.PointerEvent = PointerEventStandIn as unknown as typeof PointerEvent;
  }
});

describe('Carousel', () => {
  it('shows a page of items, the others inert, and names each slide by its position', () => {
    renderCarousel();
    expect(screen.getByRole('region', { name: 'Destacados' })).toBeTruthy();
    expect(shown()).toEqual(['Producto 1', 'Producto 2', 'Producto 3']);
    const fourth = screen.getAllByRole('listitem', { hidden: true })[3];
    expect(fourth.getAttribute('aria-label')).toBe(text('TEXT_CAROUSEL_POSITION', { position: 4, count: 7 }));
    expect(fourth.hasAttribute('inert')).toBe(true);
    expect((previous() as HTMLButtonElement).disabled).toBe(true);
  });

  it('moves a page with the buttons and stops at the last full page', async () => {
    const user = userEvent.setup();
    renderCarousel();
    await user.click(next());
    expect(shown()).toEqual(['Producto 4', 'Producto 5', 'Producto 6']);
    await user.click(next());
    expect(shown()).toEqual(['Producto 5', 'Producto 6', 'Producto 7']);
    expect((next() as HTMLButtonElement).disabled).toBe(true);
    await user.click(previous());
    expect(shown()).toEqual(['Producto 2', 'Producto 3', 'Producto 4']);
  });

  it('moves one item with the arrow keys and jumps with Home and End, from the focused viewport', async () => {
    const user = userEvent.setup();
    renderCarousel();
    viewport().focus();
    await user.keyboard('{ArrowRight}');
    expect(shown()).toEqual(['Producto 2', 'Producto 3', 'Producto 4']);
    await user.keyboard('{End}');
    expect(shown()).toEqual(['Producto 5', 'Producto 6', 'Producto 7']);
    await user.keyboard('{ArrowRight}');
    expect(shown()).toEqual(['Producto 5', 'Producto 6', 'Producto 7']);
    await user.keyboard('{ArrowLeft}{Home}');
    expect(shown()).toEqual(['Producto 1', 'Producto 2', 'Producto 3']);
  });

  it('mirrors the arrow keys on a right-to-left page', async () => {
    const user = userEvent.setup();
    renderCarousel(7, { dir: 'rtl' });
    viewport().focus();
    await user.keyboard('{ArrowLeft}');
    expect(shown()).toEqual(['Producto 2', 'Producto 3', 'Producto 4']);
    await user.keyboard('{ArrowRight}');
    expect(shown()).toEqual(['Producto 1', 'Producto 2', 'Producto 3']);
  });

  it('brings a slide into view when focus reaches it', () => {
    renderCarousel();
    act(() => screen.getByText('Producto 5').focus());
    expect(shown()).toEqual(['Producto 3', 'Producto 4', 'Producto 5']);
    act(() => screen.getByText('Producto 1').focus());
    expect(shown()).toEqual(['Producto 1', 'Producto 2', 'Producto 3']);
  });

  it('moves a page on a swipe and swallows the click the swipe ends in', () => {
    const onClick = vi.fn();
    renderCarousel(7, { onClick });
    const target = screen.getByText('Producto 2');
    fireEvent.pointerDown(target, { pointerId: 1, clientX: 300, pointerType: 'touch' });
    fireEvent.pointerMove(target, { pointerId: 1, clientX: 300 - DRAG_THRESHOLD_PX - 30, pointerType: 'touch' });
    fireEvent.pointerUp(target, { pointerId: 1, clientX: 300 - DRAG_THRESHOLD_PX - 30, pointerType: 'touch' });
    fireEvent.click(target);
    expect(onClick).not.toHaveBeenCalled();
    expect(shown()).toEqual(['Producto 4', 'Producto 5', 'Producto 6']);

    const back = screen.getByText('Producto 5');
    fireEvent.pointerDown(back, { pointerId: 2, clientX: 100, pointerType: 'touch' });
    fireEvent.pointerMove(back, { pointerId: 2, clientX: 200, pointerType: 'touch' });
    fireEvent.pointerUp(back, { pointerId: 2, clientX: 200, pointerType: 'touch' });
    expect(shown()).toEqual(['Producto 1', 'Producto 2', 'Producto 3']);
  });

  it('treats a press that moves less than the threshold as a click', () => {
    const onClick = vi.fn((e: { preventDefault(): void }) => e.preventDefault());
    renderCarousel(7, { onClick });
    const target = screen.getByText('Producto 1');
    fireEvent.pointerDown(target, { pointerId: 1, clientX: 300, pointerType: 'touch' });
    fireEvent.pointerMove(target, { pointerId: 1, clientX: 300 - DRAG_THRESHOLD_PX, pointerType: 'touch' });
    fireEvent.pointerUp(target, { pointerId: 1, clientX: 300 - DRAG_THRESHOLD_PX, pointerType: 'touch' });
    fireEvent.click(target);
    expect(onClick).toHaveBeenCalledOnce();
    expect(shown()).toEqual(['Producto 1', 'Producto 2', 'Producto 3']);
  });

  it('shows every item and no way to move when they fit on one page', () => {
    renderCarousel(2);
    expect(shown()).toEqual(['Producto 1', 'Producto 2']);
    expect((next() as HTMLButtonElement).disabled).toBe(true);
  });

  it('picks the number of items for a viewport width', () => {
    expect(perViewFor(STEPS, 375)).toBe(2);
    expect(perViewFor(STEPS, 1366)).toBe(3);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderUi, es } from '../test-utils';
import { ToastProvider, TOAST_DURATION_MS, TOAST_LIMIT } from './toast-provider';
import { useToast, type ToastApi } from './toast-context';

let api: ToastApi;
function Capture() {
  api = useToast();
  return null;
}

const renderProvider = () =>
  renderUi(
    <ToastProvider>
      <Capture />
    </ToastProvider>,
  );
const liveRegion = () => screen.getByRole('status');

afterEach(() => vi.useRealTimers());

describe('toasts', () => {
  it('names the product in a success toast inside a polite live region', () => {
    renderProvider();
    expect(liveRegion().getAttribute('aria-live')).toBe('polite');
    act(() => {
      api.productAdded('cart', 'Pastillas de freno Bosch');
    });
    expect(liveRegion().textContent).toContain('«Pastillas de freno Bosch» se agregó al carrito.');
    expect(liveRegion().querySelector('[data-tone]')?.getAttribute('data-tone')).toBe('success');
    act(() => {
      api.productAdded('wishlist', 'Filtro de aceite');
      api.productAdded('compare', 'Bujía NGK');
    });
    expect(liveRegion().textContent).toContain('«Filtro de aceite» se agregó a tus favoritos.');
    expect(liveRegion().textContent).toContain('«Bujía NGK» se agregó a la comparación.');
  });

  it('leaves by itself after its duration, and is held while pointed at', () => {
    vi.useFakeTimers();
    renderProvider();
    act(() => {
      api.show({ message: 'Uno' });
      api.show({ message: 'Dos' });
    });
    fireEvent.mouseEnter(screen.getByText('Dos').parentElement as HTMLElement);
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.queryByText('Uno')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Uno')).toBeNull();
    expect(screen.queryByText('Dos')).not.toBeNull();
    fireEvent.mouseLeave(screen.getByText('Dos').parentElement as HTMLElement);
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS));
    expect(screen.queryByText('Dos')).toBeNull();
  });

  it('closes from its button and keeps at most the newest few', () => {
    renderProvider();
    act(() => {
      for (let i = 1; i <= TOAST_LIMIT + 2; i += 1) api.show({ message: `Aviso ${i}`, duration: 0 });
    });
    expect(screen.queryByText('Aviso 1')).toBeNull();
    expect(screen.queryByText('Aviso 2')).toBeNull();
    expect(screen.getAllByRole('button', { name: es('BUTTON_CLOSE') })).toHaveLength(TOAST_LIMIT);
    fireEvent.click(screen.getAllByRole('button', { name: es('BUTTON_CLOSE') })[0]);
    expect(screen.queryByText('Aviso 3')).toBeNull();
    expect(screen.queryByText('Aviso 6')).not.toBeNull();
  });
});

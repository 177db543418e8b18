import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { finishHydration, startHydration, useHydrated } from './use-hydrated';

/** Records each render, with what the page showed of the parts before it at that moment. */
function Part({ name, renders }: { name: string; renders: string[] }) {
  const hydrated = useHydrated();
  const shown = [...document.querySelectorAll('p')].map((p) => `${p.dataset.testid}=${p.textContent}`).join(',');
  renders.push(`${name}:${hydrated} [${shown}]`);
  return <p data-testid={name}>{hydrated ? 'hydrated' : 'waiting'}</p>;
}

describe('useHydrated', () => {
  it('holds the parts while the page hydrates, then tells them one at a time, each in a render of its own', async () => {
    const renders: string[] = [];
    startHydration();
    render(
      <>
        <Part name="cart" renders={renders} />
        <Part name="account" renders={renders} />
      </>,
    );
    expect(screen.getByTestId('cart').textContent).toBe('waiting');
    expect(screen.getByTestId('account').textContent).toBe('waiting');
    renders.length = 0;

    await act(async () => {
      await finishHydration();
    });
    expect(screen.getByTestId('cart').textContent).toBe('hydrated');
    expect(screen.getByTestId('account').textContent).toBe('hydrated');
    // The account re-rendered after the cart's new state was on the page: two renders, not one of both.
    expect(renders).toEqual(['cart:true [cart=waiting,account=waiting]', 'account:true [cart=hydrated,account=waiting]']);
  });

  it('is true at once in a page the browser renders itself', async () => {
    await finishHydration();
    render(<Part name="menu" renders={[]} />);
    expect(screen.getByTestId('menu').textContent).toBe('hydrated');
  });
});

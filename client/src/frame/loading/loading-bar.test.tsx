import { act, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { Link } from '../../ui/link/link';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOADING_BAR_DELAY_MS, LoadingBar } from './loading-bar';

function deferred() {
  let resolve: () => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setup(load: () => Promise<void>) {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <>
          <LoadingBar />
          <Link to="/slow">slow</Link>
          <Outlet />
        </>
      ),
      errorElement: <LoadingBar />,
      children: [{ path: 'slow', loader: async () => (await load(), null), element: <p>slow page</p> }],
    },
  ]);
  const view = render(<RouterProvider router={router} />);
  const state = () => view.container.querySelector('.loading-bar')?.getAttribute('data-state');
  return { router, state };
}

describe('LoadingBar', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts 50 ms after a navigation begins and completes when it ends', async () => {
    const gate = deferred();
    const { router, state } = setup(() => gate.promise);
    expect(state()).toBe('idle');
    act(() => void router.navigate('/slow'));
    await act(async () => vi.advanceTimersByTime(LOADING_BAR_DELAY_MS - 1));
    expect(state()).toBe('idle');
    await act(async () => vi.advanceTimersByTime(1));
    expect(state()).toBe('running');
    await act(async () => gate.resolve());
    expect(state()).toBe('done');
    await act(async () => vi.advanceTimersByTime(500));
    expect(state()).toBe('idle');
  });

  it('never shows for a navigation faster than 50 ms', async () => {
    const gate = deferred();
    const { router, state } = setup(() => gate.promise);
    act(() => void router.navigate('/slow'));
    await act(async () => vi.advanceTimersByTime(20));
    await act(async () => gate.resolve());
    await act(async () => vi.advanceTimersByTime(500));
    expect(state()).toBe('idle');
  });

  it('completes when the navigation is cancelled by another one', async () => {
    const gate = deferred();
    const { router, state } = setup(() => gate.promise);
    act(() => void router.navigate('/slow'));
    await act(async () => vi.advanceTimersByTime(60));
    expect(state()).toBe('running');
    await act(async () => void router.navigate('/'));
    expect(state()).toBe('done');
  });
});

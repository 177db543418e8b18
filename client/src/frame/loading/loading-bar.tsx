import { useEffect, useRef, useState } from 'react';
import { useNavigation } from 'react-router';

/** The bar appears only for navigations that take longer than this. */
export const LOADING_BAR_DELAY_MS = 50;

type BarState = 'idle' | 'running' | 'done';

/**
 * A thin bar at the top of the page while a navigation loads (a lazy section, a loader): it starts
 * 50 ms after the navigation begins and completes when it ends, is cancelled or fails.
 */
export function LoadingBar() {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const [state, setState] = useState<BarState>('idle');
  const running = useRef(false);

  useEffect(() => {
    if (busy) {
      const timer = setTimeout(() => {
        running.current = true;
        setState('running');
      }, LOADING_BAR_DELAY_MS);
      return () => clearTimeout(timer);
    }
    if (!running.current) return undefined;
    running.current = false;
    setState('done');
    const timer = setTimeout(() => setState('idle'), 400);
    return () => clearTimeout(timer);
  }, [busy]);

  return <div className={`loading-bar loading-bar--${state}`} aria-hidden="true" data-state={state} />;
}

import { useCallback, useEffect, useRef } from 'react';

/** Delay before a held button starts repeating, and the pace of the repeats (spec §9). */
export const HOLD_REPEAT_DELAY_MS = 300;
export const HOLD_REPEAT_INTERVAL_MS = 50;

/**
 * Press-and-hold: `start` runs `action` at once, again after 300 ms, then every 50 ms until
 * `stop`. `action` returns false to end the repeat early (a bound was reached).
 */
export function useHoldRepeat() {
  const timeout = useRef<ReturnType<typeof setTimeout> | null>(null);
  const interval = useRef<ReturnType<typeof setInterval> | null>(null);

  const stop = useCallback(() => {
    if (timeout.current !== null) clearTimeout(timeout.current);
    if (interval.current !== null) clearInterval(interval.current);
    timeout.current = null;
    interval.current = null;
  }, []);

  const start = useCallback(
    (action: () => boolean) => {
      stop();
      if (!action()) return;
      timeout.current = setTimeout(() => {
        timeout.current = null;
        if (!action()) return;
        interval.current = setInterval(() => {
          if (!action()) stop();
        }, HOLD_REPEAT_INTERVAL_MS);
      }, HOLD_REPEAT_DELAY_MS);
    },
    [stop],
  );

  useEffect(() => stop, [stop]);
  return { start, stop };
}

import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Runs an action that may return a promise and reports it as pending until it settles. A second
 * run while one is in flight is ignored (spec §4: add, remove and compare ignore a second click).
 * The action reports its own failures; a rejection only ends the pending state.
 */
export function usePendingAction(action: (() => unknown) | undefined, externallyPending = false) {
  const [pending, setPending] = useState(false);
  const inFlight = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(async () => {
    if (!action || inFlight.current || externallyPending) return;
    inFlight.current = true;
    setPending(true);
    try {
      await action();
    } catch {
      // Shown by the caller (a toast or an alert); here it only ends the pending state.
    } finally {
      inFlight.current = false;
      if (mounted.current) setPending(false);
    }
  }, [action, externallyPending]);

  return { run, pending: pending || externallyPending };
}

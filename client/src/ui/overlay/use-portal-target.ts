import { useEffect, useState } from 'react';

/**
 * The element overlays are portalled into: `document.body`, known only after mounting so that a
 * server render and the first client render agree (both render nothing there).
 */
export function usePortalTarget(): HTMLElement | null {
  const [target, setTarget] = useState<HTMLElement | null>(null);
  useEffect(() => setTarget(document.body), []);
  return target;
}

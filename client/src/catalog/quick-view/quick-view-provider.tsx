import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { QuickViewContext, type QuickViewApi } from './quick-view-context';

// The modal (gallery, purchase form, their documents) is fetched on the first opening, not with the frame.
const QuickViewModal = lazy(() => import('./quick-view-modal').then((m) => ({ default: m.QuickViewModal })));

/**
 * Mounts the quick view once, above every page, and hands cards `useQuickView().open(slug)`.
 * The modal closes on any navigation start (a router navigation beginning, or the address changing
 * without one) and forgets its product once it has gone.
 */
export function QuickViewProvider({ children }: { children: ReactNode }) {
  const [slug, setSlug] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const navigation = useNavigation();
  const location = useLocation();
  const api = useMemo<QuickViewApi>(
    () => ({
      open(next: string) {
        setSlug(next);
        setOpen(true);
        setUsed(true);
      },
    }),
    [],
  );

  useEffect(() => {
    if (navigation.state !== 'idle') setOpen(false);
  }, [navigation.state]);
  const lastKey = useRef(location.key);
  useEffect(() => {
    if (lastKey.current !== location.key) setOpen(false);
    lastKey.current = location.key;
  }, [location.key]);

  return (
    <QuickViewContext.Provider value={api}>
      {children}
      {used && (
        <Suspense fallback={null}>
          <QuickViewModal slug={slug} open={open} onClose={() => setOpen(false)} onExited={() => setSlug(null)} />
        </Suspense>
      )}
    </QuickViewContext.Provider>
  );
}

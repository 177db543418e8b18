import { createContext, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';

interface ActiveOverlay {
  id: string;
  close: () => void;
}

interface OverlayCoordinator {
  /** Marks `id` as the open overlay of `group`, closing the one that was open there before. */
  activate(group: string, id: string, close: () => void): void;
  /** Forgets `id` if it is the open overlay of `group`. */
  deactivate(group: string, id: string): void;
  /** Closes whatever is open in `group`. */
  closeAll(group?: string): void;
}

const OverlayCoordinatorContext = createContext<OverlayCoordinator | null>(null);

export function createOverlayCoordinator(): OverlayCoordinator {
  const active = new Map<string, ActiveOverlay>();
  return {
    activate(group, id, close) {
      const previous = active.get(group);
      active.set(group, { id, close });
      if (previous && previous.id !== id) previous.close();
    },
    deactivate(group, id) {
      if (active.get(group)?.id === id) active.delete(group);
    },
    closeAll(group) {
      const entries = group ? [...active.entries()].filter(([g]) => g === group) : [...active.entries()];
      for (const [g, overlay] of entries) {
        active.delete(g);
        overlay.close();
      }
    },
  };
}

/**
 * Gives overlays below it a shared notion of "the open one": within a group, opening an
 * exclusive overlay closes the one that was open (search suggestions and the vehicle picker,
 * the header's dropdowns).
 */
export function OverlayCoordinatorProvider({ children }: { children: ReactNode }) {
  const coordinator = useMemo(createOverlayCoordinator, []);
  return <OverlayCoordinatorContext.Provider value={coordinator}>{children}</OverlayCoordinatorContext.Provider>;
}

export function useOverlayCoordinator(): OverlayCoordinator | null {
  return useContext(OverlayCoordinatorContext);
}

export interface ExclusiveOverlayOptions {
  /** Stable id of this overlay within its group. */
  id: string;
  open: boolean;
  /** Called when another overlay of the group opens. */
  onClose: () => void;
  /** Overlays in the same group exclude each other; default 'default'. */
  group?: string;
}

/**
 * Joins an overlay to the coordinator: when it opens, the group's other open overlay closes.
 * Without a provider above, it does nothing.
 */
export function useExclusiveOverlay({ id, open, onClose, group = 'default' }: ExclusiveOverlayOptions): void {
  const coordinator = useContext(OverlayCoordinatorContext);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    if (!coordinator || !open) return undefined;
    coordinator.activate(group, id, () => closeRef.current());
    return () => coordinator.deactivate(group, id);
  }, [coordinator, open, group, id]);
}

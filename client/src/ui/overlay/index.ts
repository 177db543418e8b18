export { useOutsideClick } from './use-outside-click';
export { useEscapeKey } from './use-escape-key';
export { useBodyScrollLock, lockBodyScroll, unlockBodyScroll, measureScrollbarWidth } from './use-body-scroll-lock';
export { useFocusTrap, type FocusTrapOptions } from './use-focus-trap';
export { getFocusable } from './focusable';
export {
  OverlayCoordinatorProvider,
  useOverlayCoordinator,
  useExclusiveOverlay,
  createOverlayCoordinator,
  type ExclusiveOverlayOptions,
} from './overlay-coordinator';
export { usePortalTarget } from './use-portal-target';

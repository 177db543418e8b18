import { cx } from '../cx';
import { DialogSurface, type DialogBaseProps } from './dialog-surface';
import styles from './dialog.module.css';

export interface DrawerProps extends DialogBaseProps {
  /** Edge it slides from: the inline start (left in Spanish, right in a right-to-left page) or end. */
  side?: 'start' | 'end';
}

/** A full-height panel sliding in from one side; the same focus, Escape and scroll rules as Modal. */
export function Drawer({ side = 'start', ...props }: DrawerProps) {
  return <DialogSurface kind="drawer" backdropClassName={cx(styles.drawerBackdrop, styles[side])} {...props} />;
}

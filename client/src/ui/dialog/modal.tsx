import { DialogSurface, type DialogBaseProps } from './dialog-surface';
import styles from './dialog.module.css';

export interface ModalProps extends DialogBaseProps {
  size?: 'sm' | 'md' | 'lg';
}

/**
 * A centred dialog. Focus moves inside and stays there, Escape or the backdrop closes it, focus
 * returns to the element that opened it, and the page behind does not scroll.
 */
export function Modal({ size = 'md', ...props }: ModalProps) {
  return <DialogSurface kind="modal" surfaceClassName={size === 'md' ? undefined : styles[size]} {...props} />;
}

import { useRef } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../ui/button/button';
import { DialogSurface } from '../../../ui/dialog/dialog-surface';
import { IconChevronEnd, IconChevronStart } from '../../../ui/icons/icons';
import styles from './product-gallery.module.css';

export interface PhotoViewerProps {
  open: boolean;
  images: readonly string[];
  index: number;
  onIndex: (index: number) => void;
  name: string;
  onClose: () => void;
}

/**
 * The photo viewer: one picture as large as the screen allows over a backdrop of 0.9 opacity,
 * with previous and next buttons (and the arrow keys, mirrored on right-to-left pages).
 */
export function PhotoViewer({ open, images, index, onIndex, name, onClose }: PhotoViewerProps) {
  const { t } = useTranslation();
  const total = images.length;
  // The viewer opens with the focus on "next", inside the part that hears the arrow keys (the
  // dialog's first focusable element, its close button, is outside it).
  const next = useRef<HTMLButtonElement>(null);
  const go = (delta: number) => onIndex((index + delta + total) % total);
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (total < 2) return;
    const rtl = (event.currentTarget as HTMLElement).closest('[dir]')?.getAttribute('dir') === 'rtl';
    if (event.key === 'ArrowRight') go(rtl ? -1 : 1);
    else if (event.key === 'ArrowLeft') go(rtl ? 1 : -1);
  };
  return (
    <DialogSurface
      kind="modal"
      open={open}
      onClose={onClose}
      title={name}
      hideTitle
      backdropClassName={styles.viewerBackdrop}
      surfaceClassName={styles.viewer}
      initialFocus={total > 1 ? next : undefined}
    >
      {/* Arrow keys flip pictures from anywhere in the viewer; the buttons below do the same. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div className={styles.viewerBody} onKeyDown={onKeyDown}>
        <img className={styles.viewerImage} src={images[index]} alt={t('TEXT_PRODUCT_IMAGE_ALT', { name, n: index + 1, total })} />
        {total > 1 && (
          <div className={styles.viewerNav}>
            <Button variant="secondary" iconOnly icon={<IconChevronStart className="flip-rtl" />} onClick={() => go(-1)}>
              {t('BUTTON_PREVIOUS_IMAGE')}
            </Button>
            <span aria-live="polite">{t('TEXT_PRODUCT_IMAGE_POSITION', { n: index + 1, total })}</span>
            <Button ref={next} variant="secondary" iconOnly icon={<IconChevronEnd className="flip-rtl" />} onClick={() => go(1)}>
              {t('BUTTON_NEXT_IMAGE')}
            </Button>
          </div>
        )}
      </div>
    </DialogSurface>
  );
}

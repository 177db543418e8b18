import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { cx } from '../../../ui/cx';
import { Image } from '../../../ui/image/image';
import styles from './product-gallery.module.css';

const loadViewer = () => import('./photo-viewer');
// The viewer's code comes with the first opening (asked for as soon as the large picture is pointed
// at or focused), not with the page.
const PhotoViewer = lazy(() => loadViewer().then((m) => ({ default: m.PhotoViewer })));

export type GalleryLayout = 'product-full' | 'product-sidebar' | 'quickview';

export interface ProductGalleryProps {
  images: readonly string[];
  /** The product's name, for the pictures' descriptions. */
  name: string;
  layout: GalleryLayout;
}

/**
 * The product's pictures: the chosen one large, thumbnails below (3 per row in a container narrower
 * than 260 px, one more per 80 px, 8 from 580 px: container queries, so the quick view and the
 * sidebar layout count their own width). The large picture opens the photo viewer.
 */
export function ProductGallery({ images, name, layout }: ProductGalleryProps) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [viewing, setViewing] = useState(false);
  // The viewer is rendered from its first opening on (it stays for its closing animation).
  const [opened, setOpened] = useState(false);
  const current = images[Math.min(index, images.length - 1)];
  const alt = (i: number) => t('TEXT_PRODUCT_IMAGE_ALT', { name, n: i + 1, total: images.length });

  if (!current) {
    return (
      <div className={cx(styles.gallery, styles[layout])} data-layout={layout}>
        <Image src="" alt={name} width={600} height={600} frameClassName={styles.main} />
      </div>
    );
  }

  return (
    <div className={cx(styles.gallery, styles[layout])} data-layout={layout}>
      <button
        type="button"
        className={styles.mainButton}
        onClick={() => {
          setOpened(true);
          setViewing(true);
        }}
        onPointerEnter={() => void loadViewer()}
        onFocus={() => void loadViewer()}
        aria-label={t('BUTTON_PRODUCT_ZOOM', { name })}
      >
        <Image src={current} alt={alt(index)} width={600} height={600} priority frameClassName={styles.main} />
      </button>
      {images.length > 1 && (
        <ul className={styles.thumbs} aria-label={t('TEXT_PRODUCT_IMAGES')}>
          {images.map((src, i) => (
            <li key={src}>
              <button
                type="button"
                className={cx(styles.thumb, i === index && styles.thumbActive)}
                aria-pressed={i === index}
                aria-label={alt(i)}
                onClick={() => setIndex(i)}
              >
                <Image src={src} alt="" width={120} height={120} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {opened && (
        <Suspense fallback={null}>
          <PhotoViewer open={viewing} images={images} index={index} onIndex={setIndex} name={name} onClose={() => setViewing(false)} />
        </Suspense>
      )}
    </div>
  );
}

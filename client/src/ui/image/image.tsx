import { useState, type ImgHTMLAttributes } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { cx } from '../cx';
import { IconImage } from '../icons/icons';
import styles from './image.module.css';

export interface ImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'width' | 'height' | 'loading' | 'src' | 'alt'> {
  src: string;
  /** Describes the picture; an empty string marks it decorative. */
  alt: string;
  /** Intrinsic size; fixes the aspect ratio before the file arrives so nothing moves (CLS). */
  width: number;
  height: number;
  /** Above the fold: loads eagerly with high fetch priority instead of lazily. */
  priority?: boolean;
  fit?: 'cover' | 'contain';
  frameClassName?: string;
}

/**
 * A responsive image. The frame reserves the space from `width`/`height` (aspect-ratio), the image
 * scales to the container, loads lazily unless `priority`, and a broken file leaves an icon in
 * the same box instead of a collapsed hole.
 */
export function Image({ src, alt, width, height, priority = false, fit = 'contain', className, frameClassName, onError, ...rest }: ImageProps) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  return (
    <span className={cx(styles.frame, frameClassName)} style={{ aspectRatio: `${width} / ${height}` }}>
      {failed ? (
        <span className={styles.fallback} role={alt ? 'img' : undefined} aria-label={alt ? `${alt} (${t('TEXT_IMAGE_UNAVAILABLE')})` : undefined}>
          <IconImage size={Math.min(48, Math.round(width / 4))} />
        </span>
      ) : (
        <img
          src={src}
          alt={alt}
          width={width}
          height={height}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding={priority ? 'sync' : 'async'}
          className={cx(styles.image, styles[fit], className)}
          onError={(event) => {
            setFailed(true);
            onError?.(event);
          }}
          {...rest}
        />
      )}
    </span>
  );
}

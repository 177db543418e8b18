import { useEffect, useState } from 'react';
import { useClientQuery } from '../../lib/data/use-client-query';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from '../../ui/link/link';
import { useCurrentVehicle } from '../../garage';
import { QueryState } from '../../lib/query-state/query-state';
import { Modal } from '../../ui/dialog/modal';
import { Skeleton } from '../../ui/skeleton/skeleton';
import { productUrl } from '../../lib/product-url';
import { ProductGallery } from '../product-page/gallery/product-gallery';
import { ProductPageQuery } from '../product-page/product-page-query';
import { ProductPurchase } from '../product-purchase/product-purchase';
import { ProductSummary } from '../product-purchase/product-summary';
import styles from './quick-view.module.css';

/** The gallery shows this long after the quick view opens (spec §9), once the dialog has settled. */
export const QUICK_VIEW_GALLERY_DELAY_MS = 150;

export interface QuickViewModalProps {
  slug: string | null;
  open: boolean;
  onClose: () => void;
  onExited: () => void;
}

/** The gallery after its delay; a square placeholder of the same size until then. */
function DelayedGallery({ images, name }: { images: readonly string[]; name: string }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), QUICK_VIEW_GALLERY_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return shown ? <ProductGallery images={images} name={name} layout="quickview" /> : <div className={styles.galleryPlaceholder} data-testid="quick-view-gallery-pending" />;
}

/**
 * The quick view (spec §2): gallery, the product's facts with its fit for the current vehicle, the
 * purchase form with the same option and quantity rules as the page, and a link to the full page.
 * It reads the product page's query, so a card's hover prefetch serves both.
 */
export function QuickViewModal({ slug, open, onClose, onExited }: QuickViewModalProps) {
  const { t } = useTranslation();
  const { vehicle } = useCurrentVehicle();
  const { data, loading, error, refetch } = useClientQuery(ProductPageQuery, { variables: { slug: slug ?? '' }, skip: slug === null });
  const product = data?.product;
  return (
    <Modal open={open} onClose={onClose} onExited={onExited} title={t('BUTTON_QUICK_VIEW')} hideTitle size="lg" className={styles.modal}>
      <QueryState
        data={product}
        loading={loading}
        error={error}
        onRetry={() => refetch()}
        skeleton={
          <div className={styles.layout}>
            <div className={styles.galleryPlaceholder} />
            <Skeleton lines={6} />
          </div>
        }
      >
        {(p) => (
          <div className={styles.layout} data-product={p.slug}>
            <DelayedGallery images={p.images} name={p.name} />
            <div className={styles.info}>
              <ProductSummary product={p} vehicle={vehicle} headingLevel={2} nameHref={productUrl(p)} />
              <ProductPurchase product={p} />
              <Link className={styles.details} to={productUrl(p)}>
                {t('LINK_SEE_FULL_DETAILS')}
              </Link>
            </div>
          </div>
        )}
      </QueryState>
    </Modal>
  );
}
